// @vitest-environment node
/**
 * A new kind of item page is its route entry (with its declaration) and its component: the router
 * reads the table, and the server entry renders the component with the item it reads, reporting the
 * item for the head (functions/test/unit/declared-page.test.ts serves the same kind whole).
 */
import { isDocumentId, itemPage, parsedReads, PUBLIC_ROUTES, type Skill } from '@portfolio/model';
import { Heading } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { appRoutes } from '@/app/router';
import { sampleState } from '@/data/memory/seed';
import { useLiveDoc } from '@/data/use-live';
import { renderPageWith } from '@/entry-server';
import { useServerReport } from '@/lib/server-report';
import { storedReads } from '@/testing/stored-reads';

/** The component of the new kind: a skill's name, or not found. */
function SkillPage() {
  const { id } = useParams();
  const { data: skill, loading } = useLiveDoc('skills', isDocumentId(id) ? id : null);
  useServerReport(skill ? { item: skill } : { status: 404 });
  if (loading) return null;
  return <Heading as="h1">{skill ? skill.name : 'Skill not found'}</Heading>;
}

const table = {
  ...PUBLIC_ROUTES,
  skill: itemPage<Skill, '/skills/:id'>({
    pattern: '/skills/:id',
    page: 'skill-page',
    item: { collection: 'skills', by: 'id', accepts: isDocumentId, label: 'Skill' },
    head: ({ item }) => ({ title: item?.name ?? 'Skill not found' }),
  }),
};
const render = renderPageWith(appRoutes(table, { '/src/pages/skill-page.tsx': async () => ({ SkillPage }) }));
const read = parsedReads(storedReads(sampleState().docs), () => {});

describe('a kind of item page added by its route entry and component', () => {
  it('renders the item it reads, and reports it for the head', async () => {
    const page = await render('http://site.test/skills/skill-1', read);
    expect(page.status).toBe(200);
    expect(page.item).toMatchObject({ id: 'skill-1', name: 'Kubernetes' });
    expect(page.appHtml).toContain('Kubernetes</h1>');
  });

  it('answers 404 for an item that does not exist', async () => {
    const page = await render('http://site.test/skills/nothing-here', read);
    expect(page.status).toBe(404);
    expect(page.item).toBeUndefined();
  });
});
