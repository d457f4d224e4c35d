/**
 * A new kind of data is one declaration (its content type and its collection, packages/model/src/__tests__/fixtures/talks.ts) in
 * the registration list: with nothing else changed, it has an admin list screen whose words come from
 * its labels, a place in the export file that an import into an empty site restores, and entries in
 * site search. (Its rules are the declaration's other half: tooling/rules-agreement.test.ts names the
 * rule a new type lacks.)
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COLLECTION_DECLARATIONS,
  exportSummary,
  itemPage,
  isDocumentId,
  PUBLIC_ROUTES,
  searchCorpusQueries,
  searchEntryOf,
  type CollectionName,
  type SearchedCollection,
} from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import { ToastProvider } from '@/admin-kit/toaster';
import { exportContent } from '@/data/content/export-import';
import { importContent } from '@/data/content/import-job';
import { createMemoryPort } from '@/data/memory';
import { editorForm, expectFeedback, findPanel } from '@/testing/admin';
import { emptyState, OWNER_SESSION, renderApp } from '@/testing/render';

vi.mock(import('../../../../packages/model/src/content-types/collection-list'), async (original) => {
  const listed = await original();
  const { TALKS } = await import('../../../../packages/model/src/__tests__/fixtures/talks');
  return { ...listed, COLLECTION_LIST: [...listed.COLLECTION_LIST, TALKS] as unknown as typeof listed.COLLECTION_LIST };
});

const talks = 'talks' as CollectionName;

// Its page: one route entry, as a page that shows an item is declared (CONTRIBUTING.md).
const routes = PUBLIC_ROUTES as Record<string, unknown>;
beforeAll(() => {
  routes.talk = itemPage({
    pattern: '/talks/:id',
    page: 'talk-page',
    item: { collection: talks, by: 'id', accepts: isDocumentId, label: 'Talk' },
    head: () => ({ title: 'Talk' }),
  });
});
afterAll(() => delete routes.talk);

function renderTalks(route = '/admin/content/skills') {
  return renderApp({
    route,
    signedIn: true,
    initial: emptyState,
    element: (
      <ToastProvider>
        <CollectionAdmin screen="skills" collection={talks} />
      </ToastProvider>
    ),
  });
}

describe('a collection added with one declaration', () => {
  it('is registered with its words, who reads and writes it, and its place in the export', () => {
    expect(COLLECTION_DECLARATIONS[talks]).toMatchObject({ labels: { singular: 'Talk' }, read: 'public', write: 'owner' });
  });

  it('gets an admin list screen whose texts and messages come from its labels', async () => {
    const { port } = renderTalks();
    const list = await findPanel('Existing Talks');
    expect(list.getByText('No talks yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'New Talk' }));
    await screen.findByRole('heading', { name: 'Add New Talk' });
    await userEvent.type(editorForm().getByLabelText(/^Title/), 'Terraform at scale');
    await userEvent.type(editorForm().getByLabelText(/^Event/), 'HashiConf');
    await userEvent.click(screen.getByRole('button', { name: 'Add Talk' }));
    await expectFeedback('Talk added successfully!');
    expect(port.store.list(talks).map((d) => d.data)).toEqual([{ title: 'Terraform at scale', event: 'HashiConf', sort_order: 0 }]);
    expect(await (await findPanel('Existing Talks')).findByText('Terraform at scale')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Talks' })).toBeInTheDocument();
  });

  it('goes out in the export file and comes back by an import into an empty site', async () => {
    const source = createMemoryPort({ initial: emptyState, session: OWNER_SESSION });
    // Typed as no collection of the product is: the type of CollectionTypes knows no talks.
    const talk = (data: Record<string, unknown>) => data as never;
    await source.set(talks, 'kubecon', talk({ title: 'GitOps in practice', event: 'KubeCon', sort_order: 1 }));
    await source.set(talks, 'devopsdays', talk({ title: 'Runbooks as code', event: 'DevOpsDays', sort_order: 0 }));
    const file = await exportContent(source);
    const exported = (file as unknown as Record<string, unknown>).talks;
    expect(exported).toEqual([
      { id: 'devopsdays', title: 'Runbooks as code', event: 'DevOpsDays', sort_order: 0 },
      { id: 'kubecon', title: 'GitOps in practice', event: 'KubeCon', sort_order: 1 },
    ]);
    expect(exportSummary(file)).toContain('2 talks');

    const target = createMemoryPort({ initial: emptyState, session: OWNER_SESSION });
    await importContent(target, JSON.stringify(file));
    expect(target.store.list(talks).map((d) => [d.id, d.data])).toEqual([
      ['devopsdays', { title: 'Runbooks as code', event: 'DevOpsDays', sort_order: 0 }],
      ['kubecon', { title: 'GitOps in practice', event: 'KubeCon', sort_order: 1 }],
    ]);
  });

  it('is searched: its public documents are read, bounded, and each is an entry linking to its page', () => {
    expect(searchCorpusQueries().map((q) => q.query)).toContainEqual(expect.objectContaining({ collection: talks, limit: 100 }));
    const entry = searchEntryOf(talks as SearchedCollection, { id: 'kubecon', title: 'GitOps in practice', event: 'KubeCon' });
    expect(entry).toMatchObject({ kind: 'talk', path: '/talks/kubecon', title: 'GitOps in practice', summary: 'KubeCon' });
  });
});
