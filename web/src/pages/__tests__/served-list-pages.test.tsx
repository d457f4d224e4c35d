// @vitest-environment node
/**
 * A list's pages rendered by the server entry: each page reads and embeds its own page of
 * posts and no other, whatever was rendered before it in the same instance.
 */
import { renderPage } from '@/entry-server';
import { sampleState } from '@/data/memory/seed';
import { withArchivePosts } from '@/testing/archive-posts';
import { storedReads } from '@/testing/stored-reads';

const site = () => withArchivePosts(sampleState()).docs;

/** The posts a served page embeds for the browser (every query result it read). */
const embeddedTitles = (preload: Record<string, unknown>) =>
  Object.entries(preload)
    .filter(([key]) => key.includes('"blog_posts"'))
    .flatMap(([, docs]) => (docs as { title: string }[]).map((d) => d.title));

describe('/blog a page at a time, on the server', () => {
  it('renders and embeds only its own page, after the first page was rendered in the same instance', async () => {
    const read = storedReads(site());
    const first = await renderPage('http://site.test/blog', read);
    expect(first.listPage).toMatchObject({ first: true, prev: null });
    expect(embeddedTitles(first.preload)).toHaveLength(13);
    const second = await renderPage(`http://site.test/blog${first.listPage!.next!}`, read);
    expect(second.listPage).toMatchObject({ first: false, next: null });
    expect(embeddedTitles(second.preload)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => `Archive Post ${n}`));
    expect(second.appHtml).toContain('Archive Post 0');
    expect(second.appHtml).not.toContain('Archive Post 11');
  });

  it('renders /projects filtered by a technology in any case, with the filter in its one address', async () => {
    const page = await renderPage('http://site.test/projects?tech=TERRAFORM', storedReads(site()));
    expect(page.status).toBe(200);
    expect(page.listPage).toMatchObject({ first: true, self: '?tech=terraform' });
    expect(page.appHtml).toContain('Filtered by <strong>Terraform</strong>');
    expect(page.appHtml).not.toContain('Observability Stack');
  });

  it('renders a tag page with its published posts only, and answers 404 for a tag nobody uses or no post could have', async () => {
    const read = storedReads(sampleState().docs);
    const page = await renderPage('http://site.test/blog/tag/kubernetes', read);
    expect(page.status).toBe(200);
    expect(page.appHtml).toContain('Posts tagged kubernetes');
    expect(embeddedTitles(page.preload).sort()).toEqual(
      ['SLO Alerting That Wakes You for the Right Reasons', 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts'].sort(),
    );
    expect(page.appHtml).toContain('href="/blog/tag/kubernetes/feed.xml"');
    // The draft's tag lists only the published post that has it.
    expect(embeddedTitles((await renderPage('http://site.test/blog/tag/platform-engineering', read)).preload)).toEqual([
      'Terraform Modules That Scale to 40 Teams',
    ]);
    for (const address of ['/blog/tag/nothing-here', '/blog/tag/Not%20A%20Tag', `/blog/tag/${'x'.repeat(300)}`]) {
      expect((await renderPage(`http://site.test${address}`, read)).status, address).toBe(404);
    }
  });

  it('serves a post with its tags, related posts and the post just older, as links that work before any script', async () => {
    const page = await renderPage(
      'http://site.test/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
      storedReads(sampleState().docs),
    );
    expect(page.status).toBe(200);
    expect(page.appHtml).toContain('href="/blog/tag/kubernetes"');
    const related = /<section[^>]*aria-labelledby="related-posts"[^>]*>([\s\S]*?)<\/section>/.exec(page.appHtml)?.[1] ?? '';
    expect(related).toContain('href="/blog/slo-alerting-that-wakes-you-for-the-right-reasons"');
    const more = /<nav[^>]*aria-label="More posts"[^>]*>([\s\S]*?)<\/nav>/.exec(page.appHtml)?.[1] ?? '';
    expect(more).toContain('href="/blog/terraform-modules-that-scale"');
  });
  it('hands over only what the page read, even when an earlier render of it read by a date the post no longer has', async () => {
    const docs = sampleState().docs;
    const address = 'http://site.test/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts';
    const post = docs.blog_posts!['post-1'] as { created_at: string };
    const before = post.created_at;
    await renderPage(address, storedReads(docs));
    // The post is dated anew (an edit, a restore) between two visits to the same address.
    post.created_at = new Date(Date.parse(before) - 3600_000).toISOString();
    const page = await renderPage(address, storedReads(docs));
    const keys = Object.keys(page.preload);
    expect(keys.filter((key) => key.includes(before))).toEqual([]);
    expect(keys.filter((key) => key.includes(post.created_at))).toHaveLength(2);
  });
});

describe('/search on the server', () => {
  it('renders the results of a body-only word, marked, and embeds them for the browser; a draft word finds nothing', async () => {
    const read = storedReads(sampleState().docs);
    const page = await renderPage('http://site.test/search?q=checkout', read);
    expect(page.status).toBe(200);
    expect(page.appHtml).toContain('1 result for “checkout”');
    expect(page.appHtml).toContain('Zero-Downtime Deployments on Kubernetes with Argo Rollouts');
    expect(page.appHtml).toMatch(/<mark[^>]*>checkout<\/mark>/);
    expect(page.preload['s:checkout']).toMatchObject({ total: 1 });
    const draft = await renderPage('http://site.test/search?q=backstage', read);
    expect(draft.appHtml).toContain('No results for “backstage”');
    expect(draft.appHtml).not.toContain('Roadmap');
  });
});

describe('an uploaded picture on the server', () => {
  it('is a <picture> with AVIF and WebP at each width, its own size and description, asked for first at the top of its page', async () => {
    const state = sampleState();
    const photo = 'https://firebasestorage.googleapis.com/v0/b/demo/o/images%2Fprojects%2Fdesk.jpg?alt=media';
    const variant = (width: number, format: 'avif' | 'webp') => ({
      url: `https://storage.googleapis.com/demo/images/variants/projects/desk-${width}.${format}`,
      width,
      height: Math.round((width * 2) / 3),
      format,
    });
    Object.assign(state.docs.projects!['project-1']!, {
      image_url: photo,
      image_alt: 'Two monitors showing the cluster dashboard',
      image_meta: {
        src: photo,
        width: 3000,
        height: 2000,
        placeholder: 'data:image/webp;base64,UklGRg==',
        variants: [480, 960, 1600].flatMap((w) => [variant(w, 'avif'), variant(w, 'webp')]),
      },
    });
    const page = await renderPage('http://site.test/projects/project-1', storedReads(state.docs));
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(page.appHtml)?.[1] ?? '';
    expect(picture).toContain('type="image/avif"');
    expect(picture).toContain('desk-480.avif 480w, https://storage.googleapis.com/demo/images/variants/projects/desk-960.avif 960w');
    expect(picture).toContain('type="image/webp"');
    expect(picture).toMatch(/sizes="[^"]+"/);
    const img = /<img[^>]*>/.exec(picture)?.[0] ?? '';
    expect(img).toContain('width="3000"');
    expect(img).toContain('height="2000"');
    expect(img).toContain('alt="Two monitors showing the cluster dashboard"');
    expect(img).toMatch(/fetchpriority="high"/i);

    // The same address without sizes (an external picture, or the address changed since) stays a plain <img>.
    state.docs.projects!['project-1']!.image_url = 'https://example.com/elsewhere.png';
    const changed = await renderPage('http://site.test/projects/project-1', storedReads(state.docs));
    expect(changed.appHtml).not.toContain('<picture');
    expect(changed.appHtml).toContain('src="https://example.com/elsewhere.png"');
  });
});

describe('card pictures on the server', () => {
  /** Each card's or row's part of the page, in the page's order (cards carry data-testid project-card, rows post-row). */
  const parts = (html: string, card: 'project-card' | 'post-row') => html.split(`data-testid="${card}"`).slice(1);
  /** The <img> of each card, '' for a card drawn in CSS in place of a picture. */
  const cardImages = (html: string, card: 'project-card' | 'post-row') =>
    parts(html, card).map((part) => /<img[^>]*>/.exec(part)?.[0] ?? '');

  it('asks for the first card’s picture of a list page at once (its largest paint on a phone), and the rest lazily', async () => {
    const html = (await renderPage('http://site.test/projects', storedReads(site()))).appHtml;
    const images = cardImages(html, 'project-card');
    expect(images.length).toBeGreaterThan(2);
    expect(images[0]).toContain('loading="eager"');
    // A project without a picture gets a card drawn in CSS and text: no <img>, no request.
    expect(images.filter((image) => image === '')).toHaveLength(1);
    expect(parts(html, 'project-card').filter((part) => part.includes('data-testid="title-card"'))).toHaveLength(1);
    for (const image of images.slice(1).filter(Boolean)) expect(image).toContain('loading="lazy"');
  });

  it('keeps the blog’s list light: small pictures of a known size, the first row’s at once, the rest lazily, none for a card drawn in CSS', async () => {
    const html = (await renderPage('http://site.test/blog', storedReads(site()))).appHtml;
    const images = cardImages(html, 'post-row');
    expect(images.length).toBeGreaterThanOrEqual(7);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).not.toMatch(/fetchpriority="high"/i);
    const drawn = parts(html, 'post-row').filter((part) => part.includes('data-testid="title-card"'));
    expect(drawn.length).toBeGreaterThan(0);
    expect(images.filter((image) => image === '')).toHaveLength(drawn.length);
    for (const image of images.filter(Boolean)) {
      expect(image).toMatch(/width="\d+"/);
      expect(image).toMatch(/height="\d+"/);
    }
    for (const image of images.slice(1).filter(Boolean)) expect(image).toContain('loading="lazy"');
  });

  it('offers the list its pictures’ smallest sizes: a thumbnail’s width, whatever the picture’s own', async () => {
    const state = sampleState();
    const photo = 'https://storage.googleapis.com/demo/images/posts/cover.jpg';
    const variants = [480, 960, 1600].map((width) => ({
      url: `${photo}-${width}.avif`,
      width,
      height: (width * 9) / 16,
      format: 'avif' as const,
    }));
    Object.assign(state.docs.blog_posts!['post-1']!, {
      image_url: photo,
      image_meta: { src: photo, width: 3200, height: 1800, placeholder: '', variants },
    });
    const html = (await renderPage('http://site.test/blog', storedReads(state.docs))).appHtml;
    const row = parts(html, 'post-row')[0]!;
    const sizes = /<source[^>]*sizes="([^"]+)"/.exec(row)?.[1] ?? '';
    // At most 8.5 rem wide: at 2 dppx a 480-wide size is enough, and the browser takes it.
    expect(sizes).toBe('(min-width: 48em) 8.5rem, 6.5rem');
    expect(/<img[^>]*>/.exec(row)?.[0]).toContain('width="3200"');
  });

  it('keeps home’s featured projects lazy: they are below a phone’s first screen', async () => {
    const images = cardImages((await renderPage('http://site.test/', storedReads(site()))).appHtml, 'project-card');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toContain('loading="lazy"');
  });
});
