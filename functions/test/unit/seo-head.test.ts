import { DEFAULT_SETTINGS, type BlogPost, type Project, type SiteSettings } from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../src/seo/head';

const SITE = 'https://ada.example/';
const settings: SiteSettings = {
  ...DEFAULT_SETTINGS,
  seo: { site_title: 'Ada Lovelace', site_description: 'Cloud engineer', meta_keywords: ['cloud', 'devops'] },
  social: { github: 'https://github.com/ada', linkedin: '', twitter: 'https://x.com/ada' },
};
const post: BlogPost = {
  slug: 'evil',
  title: 'Break </script><script>alert(1)</script> "quoted" & \'single\'',
  excerpt: 'An <b>excerpt</b> "with" quotes',
  content: '# hi',
  category: 'DevOps',
  image_url: '/img/cover.png',
  published: true,
  created_at: '2026-01-02T03:04:05.000Z',
};
const project: Project = {
  title: 'Pipeline',
  description: 'CI for everyone',
  long_description: '',
  image_url: '',
  github_url: '',
  live_url: 'https://pipeline.example',
  technologies: ['Go', 'Kubernetes'],
  features: [],
  challenges: [],
  solutions: [],
  sort_order: 0,
  is_featured: false,
  status: 'active',
};

/** Parses the head HTML the way a crawler would: a real HTML parser (jsdom from the workspace). */
async function parse(html: string) {
  const { JSDOM } = await import('jsdom');
  return new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window.document;
}
const metaOf = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

describe('pageHead', () => {
  it("gives a tag page its title, its canonical address and its own feed before the blog's", async () => {
    const head = pageHead({ kind: 'tag', path: '/blog/tag/kubernetes', params: { tag: 'kubernetes' } }, {}, settings, SITE);
    expect(head.title).toBe('Posts tagged kubernetes | Ada Lovelace');
    const doc = await parse(head.html);
    expect(metaOf(doc, 'description')).toBe('Every post on the blog tagged kubernetes, newest first.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ada.example/blog/tag/kubernetes');
    const feeds = [...doc.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')];
    expect(feeds.map((link) => [link.getAttribute('title'), link.getAttribute('href')])).toEqual([
      ['Ada Lovelace — kubernetes', 'https://ada.example/blog/tag/kubernetes/feed.xml'],
      ['Ada Lovelace — Blog', 'https://ada.example/feed.xml'],
    ]);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('gives a post the client title, an article type, absolute image and canonical URLs', async () => {
    const head = pageHead({ kind: 'post', path: '/blog/evil', item: post }, {}, settings, SITE);
    expect(head.title).toBe(`${post.title} | Ada Lovelace`);
    expect(head.canonical).toBe('https://ada.example/blog/evil');
    const doc = await parse(head.html);
    expect(doc.title).toBe(head.title);
    expect(metaOf(doc, 'description')).toBe(post.excerpt);
    expect(metaOf(doc, 'og:type')).toBe('article');
    expect(metaOf(doc, 'article:published_time')).toBe(post.created_at);
    expect(metaOf(doc, 'og:image')).toBe('https://ada.example/img/cover.png');
    expect(metaOf(doc, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(doc, 'twitter:site')).toBe('@ada');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ada.example/blog/evil');
    expect(doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(
      'https://ada.example/feed.xml',
    );
  });

  it('escapes a hostile title everywhere: nothing breaks out of a tag or the JSON-LD', async () => {
    const head = pageHead({ kind: 'post', path: '/blog/evil', item: post }, {}, settings, SITE);
    const doc = await parse(head.html);
    // Only our own JSON-LD script exists, and it parses back to the exact title.
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('type')).toBe('application/ld+json');
    const ld = JSON.parse(scripts[0]!.textContent ?? '') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.created_at });
    expect(metaOf(doc, 'og:title')).toBe(post.title);
    expect(doc.querySelector('body')?.childNodes).toHaveLength(0);
    expect(head.html).not.toContain('</script><script>');
  });

  it('describes the home page as the owner (Person) from the sections and settings', async () => {
    const head = pageHead(
      { kind: 'home', path: '/' },
      {
        sections: {
          hero: { name: 'Ada', role: 'Platform engineer', tagline: 'I build pipelines' },
          contact: { email: 'ada@example.com', social: { github: 'https://github.com/ada', linkedin: 'https://linkedin.com/in/ada' } },
        },
      },
      settings,
      SITE,
    );
    expect(head.title).toBe('Ada Lovelace');
    expect(head.description).toBe('I build pipelines');
    const doc = await parse(head.html);
    expect(metaOf(doc, 'og:type')).toBe('website');
    expect(metaOf(doc, 'og:image')).toBeNull();
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Person',
      name: 'Ada',
      jobTitle: 'Platform engineer',
      url: 'https://ada.example/',
      email: 'mailto:ada@example.com',
      sameAs: ['https://github.com/ada', 'https://linkedin.com/in/ada', 'https://x.com/ada'],
    });
  });

  it('gives a project a CreativeWork and the website type; list pages keep the client titles', () => {
    const head = pageHead({ kind: 'project', path: '/projects/p1', item: project }, {}, settings, SITE);
    expect(head.title).toBe('Pipeline | Ada Lovelace');
    expect(head.meta.find((tag) => tag.key === 'og:type')?.content).toBe('website');
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'CreativeWork', name: 'Pipeline', url: 'https://ada.example/projects/p1' });
    expect(pageHead({ kind: 'blog', path: '/blog' }, {}, settings, SITE).title).toBe('Blog | Ada Lovelace');
    expect(pageHead({ kind: 'projects', path: '/projects' }, {}, settings, SITE).title).toBe('All Projects | Ada Lovelace');
    expect(pageHead({ kind: 'resume', path: '/resume' }, {}, DEFAULT_SETTINGS, SITE).title).toBe('Resume | Portfolio');
  });

  it('drops images that are not http(s) and marks a missing page noindex without a canonical', async () => {
    const head = pageHead({ kind: 'post', path: '/blog/x', item: { ...post, image_url: 'javascript:alert(1)' } }, {}, settings, SITE);
    expect(head.meta.find((tag) => tag.key === 'og:image')).toBeUndefined();
    const missing = await parse(pageHead({ kind: 'notFound', path: '/nope' }, {}, settings, SITE).html);
    expect(metaOf(missing, 'robots')).toBe('noindex');
    expect(missing.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("asks first for the AVIF sizes of a post's own uploaded picture, for the picture itself when the sizes describe another address, and for nothing without one", async () => {
    const src = 'https://firebasestorage.googleapis.com/v0/b/x/o/images%2Fa.jpg?alt=media';
    const variant = (width: number, format: 'avif' | 'webp') => ({
      url: `https://cdn.test/a-${width}.${format}`,
      width,
      height: width / 2,
      format,
    });
    const image_meta = {
      src,
      width: 2000,
      height: 1000,
      placeholder: '',
      variants: [960, 480].flatMap((w) => [variant(w, 'avif'), variant(w, 'webp')]),
    };
    const doc = await parse(
      pageHead({ kind: 'post', path: '/blog/x', item: { ...post, image_url: src, image_meta } }, {}, settings, SITE).html,
    );
    const preload = doc.querySelector('link[rel="preload"]');
    expect(preload?.getAttribute('as')).toBe('image');
    expect(preload?.getAttribute('type')).toBe('image/avif');
    expect(preload?.getAttribute('imagesrcset')).toBe('https://cdn.test/a-480.avif 480w, https://cdn.test/a-960.avif 960w');
    expect(preload?.getAttribute('imagesizes')).toBeTruthy();
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    const moved = pageHead(
      { kind: 'post', path: '/blog/x', item: { ...post, image_url: 'https://elsewhere.test/b.png', image_meta } },
      {},
      settings,
      SITE,
    );
    // Sizes of another address are not this picture's: the picture itself is preloaded instead.
    const plain = (await parse(moved.html)).querySelector('link[rel="preload"]');
    expect(plain?.getAttribute('href')).toBe('https://elsewhere.test/b.png');
    expect(plain?.getAttribute('imagesrcset')).toBeNull();
    expect(plain?.getAttribute('fetchpriority')).toBe('high');
    // A post without a cover shows its body's first picture at the top, and that is preloaded...
    const body = { ...post, image_url: '', content: 'Intro\n\n![The rollout](https://cdn.test/body.png)', content_images: [] };
    const fromBody = pageHead({ kind: 'post', path: '/blog/x', item: body }, {}, settings, SITE);
    expect((await parse(fromBody.html)).querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('https://cdn.test/body.png');
    // ...and a post with no picture at all shows a card drawn in CSS: nothing to preload.
    const bare = pageHead({ kind: 'post', path: '/blog/x', item: { ...post, image_url: '', content: 'Words only.' } }, {}, settings, SITE);
    expect((await parse(bare.html)).querySelector('link[rel="preload"]')).toBeNull();
  });

  it('keeps the search page out of search engines, titled Search', async () => {
    const search = pageHead({ kind: 'search', path: '/search' }, {}, settings, SITE);
    expect(search.title).toBe('Search | Ada Lovelace');
    expect(metaOf(await parse(search.html), 'robots')).toBe('noindex');
  });

  it('gives a page without a picture of its own (or with an SVG, which link previews do not show) its drawn share image, with its size', async () => {
    const drawn = '/og/blog/evil/share-0123456789ab.png';
    for (const image_url of ['', '/img/cover.svg', 'https://cdn.example/cover.SVG?v=2']) {
      const doc = await parse(
        pageHead({ kind: 'post', path: '/blog/evil', item: { ...post, image_url } }, { shareImage: drawn }, settings, SITE).html,
      );
      expect(metaOf(doc, 'og:image')).toBe(`https://ada.example${drawn}`);
      expect([metaOf(doc, 'og:image:width'), metaOf(doc, 'og:image:height'), metaOf(doc, 'og:image:type')]).toEqual([
        '1200',
        '630',
        'image/png',
      ]);
      expect(metaOf(doc, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(doc, 'twitter:image')).toBe(`https://ada.example${drawn}`);
    }
    const own = await parse(pageHead({ kind: 'post', path: '/blog/evil', item: post }, { shareImage: drawn }, settings, SITE).html);
    expect(metaOf(own, 'og:image')).toBe('https://ada.example/img/cover.png');
    expect(metaOf(own, 'og:image:width')).toBeNull();
  });
});
