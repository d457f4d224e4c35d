import {
  DEFAULT_SETTINGS,
  PUBLIC_ROUTES,
  type PageKind,
  type BlogPost,
  type Project,
  type ReadPublic,
  type RenderedPage,
  type RenderPage,
} from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import type { ShareCard } from '../../src/share-image/card.js';
import { brandColour, parseShareImagePath, shareCardOf, shareImagePath } from '../../src/share-image/page-cards.js';
import { SHARE_IMAGE_CACHE_CONTROL, serveShareImage } from '../../src/share-image/serve.js';

const SITE = 'https://ada.example';
const settings = { ...DEFAULT_SETTINGS, theme: { ...DEFAULT_SETTINGS.theme, primary_color: '#c2410c' } };
const sections = {
  hero: { name: 'Ada Lovelace', role: 'Platform engineer', tagline: 'I build pipelines', image_url: '', cta_text: '', cta_link: '' },
} as unknown as RenderedPage['sections'];
const post: BlogPost = {
  slug: 'rollouts',
  title: 'Zero-downtime rollouts',
  excerpt: 'How',
  content: 'word '.repeat(400),
  category: 'DevOps',
  tags: ['kubernetes', 'argo'],
  image_url: '',
  published: true,
  created_at: '2026-03-04T10:00:00.000Z',
};
const project: Project = {
  title: 'Pipeline',
  description: 'CI for everyone',
  long_description: '',
  image_url: '',
  github_url: '',
  live_url: '',
  technologies: ['Go', 'Kubernetes'],
  features: [],
  challenges: [],
  solutions: [],
  sort_order: 0,
  is_featured: false,
  status: 'active',
};

const rendered = (extra: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  appHtml: '',
  styleTags: '',
  colorMode: 'light',
  preload: {},
  settings,
  sections,
  ...extra,
});

/** A page's card, from its declaration in the route table. */
const cardOf = (kind: PageKind, page: RenderedPage, params: Record<string, string> = {}) =>
  shareCardOf(PUBLIC_ROUTES[kind], { params, item: page.item }, page, SITE);

describe('share cards of the public pages', () => {
  it('a post shows its title, date, reading time and tags; a project its description and technologies; home the owner', () => {
    expect(cardOf('post', rendered({ item: post }))).toEqual({
      eyebrow: 'Blog',
      title: 'Zero-downtime rollouts',
      subtitle: 'March 4, 2026 · 2 min read',
      chips: ['kubernetes', 'argo'],
      siteName: 'Ada Lovelace',
      host: 'ada.example',
      brand: '#c2410c',
    });
    expect(cardOf('project', rendered({ item: project }))).toMatchObject({
      eyebrow: 'Project',
      title: 'Pipeline',
      subtitle: 'CI for everyone',
      chips: ['Go', 'Kubernetes'],
    });
    expect(cardOf('home', rendered())).toMatchObject({
      eyebrow: 'Platform engineer',
      title: 'Ada Lovelace',
      subtitle: 'I build pipelines',
    });
    expect(cardOf('blog', rendered())).toMatchObject({ eyebrow: 'Ada Lovelace', title: 'Blog' });
  });

  it('takes the theme colour in any form the settings accept, and the default for anything else', () => {
    expect([brandColour('#ABC'), brandColour('#0891b2cc'), brandColour('#abcd'), brandColour('red'), brandColour(undefined)]).toEqual([
      '#aabbcc',
      '#0891b2',
      '#aabbcc',
      '#0891b2',
      '#0891b2',
    ]);
  });

  it("an image's address names its page and hash, and reads back", () => {
    const card = cardOf('post', rendered({ item: post }));
    const path = shareImagePath('/blog/rollouts', card);
    expect(path).toMatch(/^\/og\/blog\/rollouts\/share-[0-9a-f]{12}\.png$/);
    expect(parseShareImagePath(path)).toEqual({ pagePath: '/blog/rollouts', hash: path.slice(-16, -4) });
    expect(shareImagePath('/', cardOf('home', rendered()))).toMatch(/^\/og\/share-[0-9a-f]{12}\.png$/);
    expect(parseShareImagePath(shareImagePath('/', cardOf('home', rendered())))?.pagePath).toBe('/');
    for (const other of ['/og', '/og/blog/x.png', '/blog/x/share-0123456789ab.png', '/og/share-XYZ.png'])
      expect(parseShareImagePath(other)).toBeNull();
  });
});

describe('serving a share image', () => {
  const read: ReadPublic = async () => null;
  const drawn: ShareCard[] = [];
  const draw = async (card: ShareCard) => {
    drawn.push(card);
    return Buffer.from('png');
  };
  /** A site with one published post; anything else is not found, as the render function answers. */
  const render: RenderPage = async (url) =>
    new URL(url).pathname === '/blog/rollouts' ? rendered({ item: post }) : rendered({ status: 404 });
  const deps = { render, read, siteUrl: SITE };
  const current = shareImagePath('/blog/rollouts', cardOf('post', rendered({ item: post })));

  it('draws the current image and lets the CDN keep it for a year', async () => {
    const answer = await serveShareImage(deps, current, draw);
    expect(answer).toMatchObject({ status: 200, headers: { 'Content-Type': 'image/png', 'Cache-Control': SHARE_IMAGE_CACHE_CONTROL } });
    expect(drawn.at(-1)?.title).toBe('Zero-downtime rollouts');
  });

  it('sends an outdated address to the current one, briefly cached, and finds no image for a page that is not found', async () => {
    const stale = await serveShareImage(deps, '/og/blog/rollouts/share-000000000000.png', draw);
    expect(stale).toMatchObject({ status: 302, headers: { Location: current } });
    expect(stale?.headers['Cache-Control']).not.toContain('immutable');
    expect((await serveShareImage(deps, '/og/blog/draft/share-000000000000.png', draw))?.status).toBe(404);
    expect((await serveShareImage(deps, '/og/admin/share-000000000000.png', draw))?.status).toBe(404);
    expect(await serveShareImage(deps, '/blog/rollouts', draw)).toBeNull();
  });

  it('draws once for ten query-string variants: each is sent to the address without it, which the instance keeps', async () => {
    const before = drawn.length;
    for (let i = 0; i < 10; i += 1) {
      const variant = await serveShareImage(deps, `${current}?v=${i}&utm_source=flood${i}`, draw);
      expect(variant).toMatchObject({ status: 301, headers: { Location: current, 'Cache-Control': SHARE_IMAGE_CACHE_CONTROL } });
    }
    expect(drawn.length).toBe(before);
    for (let i = 0; i < 3; i += 1) expect((await serveShareImage(deps, current, draw))?.status).toBe(200);
    expect(drawn.length - before).toBeLessThanOrEqual(1);
  });

  it('sends an address it drew before an edit on to the new one, as for any outdated address', async () => {
    let title = 'Before the edit';
    const editable: RenderPage = async () => rendered({ item: { ...post, title } });
    const edited = { ...deps, render: editable };
    const address = () => shareImagePath('/blog/rollouts', cardOf('post', rendered({ item: { ...post, title } })));
    const first = address();
    expect((await serveShareImage(edited, first, draw))?.status).toBe(200);
    title = 'After the edit';
    expect(await serveShareImage(edited, first, draw)).toMatchObject({ status: 302, headers: { Location: address() } });
    expect((await serveShareImage(edited, address(), draw))?.status).toBe(200);
    expect(drawn.at(-1)?.title).toBe('After the edit');
  });
});
