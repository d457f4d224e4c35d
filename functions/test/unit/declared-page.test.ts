/**
 * A new kind of item page is its declaration and its route entry (and its component, which the web
 * app's test renders: web/src/pages/__tests__/declared-page.test.tsx): with nothing else changed, the
 * served page has its head and JSON-LD, a share image, a sitemap entry, counted views and a bench row.
 * The throwaway kind here shows a skill at /skills/:id.
 */
import {
  DEFAULT_SETTINGS,
  isDocumentId,
  itemPage,
  PUBLIC_ROUTES,
  type ReadPublic,
  type RenderedPage,
  type RenderPage,
  type RouteTable,
  type SectionContent,
  type Skill,
} from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { sitePage } from '../../src/analytics/site-paths.js';
import type { BuildManifest } from '../../src/render/page-document.js';
import { serveSeoFile } from '../../src/render/seo-files.js';
import { servePage } from '../../src/render/serve-page.js';
import { serveShareImage } from '../../src/share-image/serve.js';

const SITE = 'https://ada.example';

/** The declaration and route entry of the new kind: all that is added. */
const skillPage = itemPage<Skill, '/skills/:id'>({
  pattern: '/skills/:id',
  page: 'skill-page',
  item: { collection: 'skills', by: 'id', accepts: isDocumentId, label: 'Skill' },
  head: ({ item }) => (item ? { title: item.name, description: item.description } : { title: 'Skill not found' }),
  jsonLd: ({ item }, context) =>
    item ? [{ '@context': 'https://schema.org', '@type': 'DefinedTerm', name: item.name, url: context.canonical }] : [],
  card: ({ item }) => ({ eyebrow: 'Skill', title: item?.name ?? '', subtitle: item?.description ?? '', chips: [] }),
  sitemap: { collection: 'skills', part: 'pages', entries: (docs) => docs.map((doc) => ({ params: { id: String(doc.id) } })) },
  bench: { name: 'skill', params: { id: 'skill-1' } },
});
const table: RouteTable = { ...PUBLIC_ROUTES, skill: skillPage };

const go: Skill & { id: string } = { id: 'go', name: 'Go', icon_ref: 'go', description: 'Services and tools', category: '', sort_order: 0 };

/** The stored site: one skill, no posts or projects. */
const read: ReadPublic = async (request) => {
  if (request.kind === 'doc') return request.collection === 'skills' && request.id === 'go' ? go : null;
  if (request.kind === 'query') return request.query.collection === 'skills' ? [go] : [];
  return null;
};

/** The component's render, as the server entry gives it: the page reports the skill it shows, or 404. */
const render: RenderPage = async (url) => {
  const id = new URL(url).pathname.split('/')[2];
  const item = id === 'go' ? go : undefined;
  return {
    status: item ? 200 : 404,
    appHtml: item ? `<h1>${item.name}</h1>` : '<h1>Skill not found</h1>',
    styleTags: '',
    colorMode: 'light',
    preload: {},
    settings: DEFAULT_SETTINGS,
    sections: { hero: { name: 'Ada Lovelace' } } as unknown as SectionContent,
    ...(item ? { item } : {}),
  } satisfies RenderedPage;
};

const manifest: BuildManifest = {
  'index.html': { file: 'assets/app-1.js', isEntry: true },
  'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true },
  'src/app/hydrate-served-page.tsx': { file: 'assets/hydrate-1.js' },
  'src/pages/skill-page.tsx': { file: 'assets/skill-page-1.js' },
};
const deps = { render, read, siteUrl: SITE, template: '<html><head></head><body></body></html>', manifest, routes: table };

describe('a kind of item page added by its declaration alone', () => {
  it('is served with its head, JSON-LD, share image and module preload', async () => {
    const served = await servePage(deps, '/skills/go');
    expect(served.status).toBe(200);
    expect(served.body).toContain('<title>Go | Portfolio</title>');
    expect(served.body).toContain('<meta name="description" content="Services and tools">');
    expect(served.body).toContain(`<link rel="canonical" href="${SITE}/skills/go">`);
    expect(served.body).toContain('"@type":"DefinedTerm","name":"Go"');
    expect(served.body).toContain('/assets/skill-page-1.js');
    const image = /<meta property="og:image" content="https:\/\/ada\.example(\/og\/skills\/go\/share-[0-9a-f]{12}\.png)">/.exec(
      served.body,
    );
    expect(image).not.toBeNull();

    const drawn: string[] = [];
    const picture = await serveShareImage(
      deps,
      image![1]!,
      async (card) => (drawn.push(`${card.eyebrow}: ${card.title}`), Buffer.from('png')),
    );
    expect(picture?.status).toBe(200);
    expect(drawn).toEqual(['Skill: Go']);
  });

  it('is not found without its item, and has no share image then', async () => {
    const missing = await servePage(deps, '/skills/rust');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<title>Page not found | Portfolio</title>');
    expect((await serveShareImage(deps, '/og/skills/rust/share-000000000000.png', async () => Buffer.from('png')))?.status).toBe(404);
  });

  it('is listed in the sitemap, its views are counted, and the bench measures it', async () => {
    const pages = (await serveSeoFile(read, SITE, '/sitemap-pages.xml', table))!.body;
    expect(pages).toContain(`<loc>${SITE}/skills/go</loc>`);
    expect(sitePage('/skills/go', table)).toMatchObject({ kind: 'skill', key: 'go', item: { collection: 'skills', by: 'id' } });
    expect(sitePage('/skills/__x__', table)).toBeNull();

    const bench = (await import(new URL('../../../bench/routes.mjs', import.meta.url).href)) as {
      benchRows: (routes: RouteTable) => { name: string; url: string }[];
    };
    expect(bench.benchRows(table)).toContainEqual({ name: 'skill', url: '/skills/skill-1', public: true });
  });
});
