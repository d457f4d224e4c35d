import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTimeMinutes } from '@portfolio/model';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { withArchivePosts } from '@/testing/archive-posts';
import { emptyState, renderApp } from '@/testing/render';
import { stallReads } from './stalled-port';

const FIRST = {
  slug: 'zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
  title: 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts',
};

describe('Blog page', () => {
  it('shows a spinner while the posts load', async () => {
    renderApp({ route: '/blog', port: stallReads(createMemoryPort({ initial: sampleState }), 'blog_posts') });
    expect(await screen.findByText('Loading blog posts')).toBeInTheDocument();
  });

  it('lists published posts only, newest first, one row each: picture, category, long date, read time, title as its link, tags, excerpt and Read More', async () => {
    renderApp({ route: '/blog' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByText(/DevOps, cloud infrastructure and modern development practices/)).toBeInTheDocument();
    const rows = await screen.findAllByTestId('post-row');
    expect(rows).toHaveLength(7);
    expect(screen.queryByText('Our Platform Engineering Roadmap for 2027')).toBeNull();
    const first = rows[0]!;
    const post = sampleState().docs.blog_posts!['post-1']! as { content: string; excerpt: string };
    expect(within(first).getByRole('heading', { name: FIRST.title })).toBeInTheDocument();
    expect(within(first).getByText(`${readTimeMinutes(post.content)} min read`)).toBeInTheDocument();
    expect(within(first).getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(within(first).getByText(post.excerpt)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: FIRST.title })).toHaveAttribute('href', `/blog/${FIRST.slug}`);
    expect(within(first).getByRole('link', { name: 'Posts tagged kubernetes' })).toHaveAttribute('href', '/blog/tag/kubernetes');
    expect(within(first).getByText('Kubernetes')).toBeInTheDocument();
    // 'Read More' leads to the post too, named by it; the title's link is the row's one Tab stop.
    const more = within(first).getByRole('link', { name: `Read More: ${FIRST.title}` });
    expect(more).toHaveAttribute('href', `/blog/${FIRST.slug}`);
    expect(more).toHaveTextContent('Read More');
    expect(more).toHaveAttribute('tabindex', '-1');
    expect(within(first).getByRole('link', { name: FIRST.title })).not.toHaveAttribute('tabindex');
    // A small picture in each row (the list used to be text only): the post's own, the first at once...
    const picture = within(first).getByRole('img', { name: 'Drawing of traffic split between a stable release and a canary' });
    expect(picture).toHaveAttribute('loading', 'eager');
    for (const row of rows.slice(1)) {
      const image = row.querySelector('img');
      if (image) expect(image).toHaveAttribute('loading', 'lazy');
    }
    // ...or, for a post without one, a card set from its title and category, hidden from screen readers.
    const bare = rows.find((row) => within(row).queryByRole('heading', { name: 'Writing Postmortems People Actually Read' }))!;
    expect(bare.querySelector('img')).toBeNull();
    const card = within(bare).getByTestId('title-card');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveTextContent('Reliability');
    expect(card).toHaveTextContent('Writing Postmortems People Actually Read');
  });

  it('links every tag with its count, and the feed, from the blog index', async () => {
    renderApp({ route: '/blog' });
    expect(await screen.findByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/feed.xml');
    await userEvent.click(screen.getByRole('link', { name: 'All tags' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
    const tags = within(await screen.findByRole('list', { name: 'Tags' }));
    const kubernetes = tags.getByRole('link', { name: /#kubernetes/ });
    expect(kubernetes).toHaveTextContent('#kubernetes2 posts');
    expect(kubernetes).toHaveAttribute('href', '/blog/tag/kubernetes');
    // Most used first; the draft's tag counts only its published post.
    expect(tags.getAllByRole('link')[0]).toHaveTextContent('#kubernetes2 posts');
    expect(tags.getByRole('link', { name: /#platform-engineering/ })).toHaveTextContent('1 post');
    await waitFor(() => expect(document.title).toContain('Tags'));
  });

  it('shows twelve posts a page, with links to older and back to newer posts, reading only a page and one more', async () => {
    const port = createMemoryPort({ initial: () => withArchivePosts(sampleState()) });
    const asked = vi.spyOn(port, 'subscribe');
    renderApp({ route: '/blog', port });
    await waitFor(() => expect(screen.getAllByTestId('post-row')).toHaveLength(12));
    expect(asked.mock.calls.every(([query]) => query.collection !== 'blog_posts' || query.limit === 13)).toBe(true);
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.queryByRole('link', { name: 'Newer posts' })).toBeNull();
    await userEvent.click(pages.getByRole('link', { name: 'Older posts' }));
    await waitFor(() => expect(screen.getAllByTestId('post-row')).toHaveLength(7));
    expect(screen.getByRole('heading', { name: 'Archive Post 0' })).toBeInTheDocument();
    const back = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(back.queryByRole('link', { name: 'Older posts' })).toBeNull();
    await userEvent.click(back.getByRole('link', { name: 'Newer posts' }));
    await waitFor(() => expect(screen.getAllByTestId('post-row')).toHaveLength(12));
    expect(screen.getByRole('heading', { name: FIRST.title })).toBeInTheDocument();
  });

  it('shows the first page for an address that is not a position, and says so past the last page', async () => {
    renderApp({ route: '/blog?after=not-a-position' });
    await waitFor(() => expect(screen.getAllByTestId('post-row')).toHaveLength(7));
    renderApp({ route: '/blog?after=2000-01-01T00:00:00.000Z_post-1' });
    expect(await screen.findByRole('link', { name: /Back to the newest posts/ })).toHaveAttribute('href', '/blog');
  });

  it('shows a post without a cover with its body’s first picture, in the list and at the top of its page', async () => {
    // The sample's first post places a picture in its body.
    const initial = () => {
      const state = sampleState();
      state.docs.blog_posts!['post-1'] = { ...state.docs.blog_posts!['post-1']!, image_url: '', image_alt: '' };
      return state;
    };
    renderApp({ route: '/blog', initial });
    const [first] = await screen.findAllByTestId('post-row');
    const body = 'Canary traffic shifting from 10% to 100% in four steps';
    expect(within(first!).getByRole('img', { name: body })).toHaveAttribute('src', '/sample/blog/canary-steps.svg');
    await userEvent.click(within(first!).getByRole('link', { name: FIRST.title }));
    expect(await screen.findByRole('heading', { level: 1, name: FIRST.title })).toBeInTheDocument();
    const pictures = screen.getAllByRole('img', { name: body });
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('src', '/sample/blog/canary-steps.svg');
  });

  it('shows a card set from the title at the top of a post with no picture at all, in place of a default image', async () => {
    const initial = () => {
      const state = sampleState();
      const post = state.docs.blog_posts!['post-1']! as { content: string };
      state.docs.blog_posts!['post-1'] = { ...post, image_url: '', content: post.content.replace(/!\[[^\]]*\]\([^)]*\)/g, '') };
      return state;
    };
    renderApp({ route: `/blog/${FIRST.slug}`, initial });
    expect(await screen.findByRole('heading', { level: 1, name: FIRST.title })).toBeInTheDocument();
    const card = screen.getByTestId('title-card');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveTextContent(`Kubernetes${FIRST.title}`);
    expect(screen.queryByRole('img', { name: `${FIRST.title} cover` })).toBeNull();
    expect(document.querySelector('img[src="/images/blog-default.svg"]')).toBeNull();
  });

  it("shows 'Failed to load blog posts. Please try again later.' when the read fails", async () => {
    const { port } = renderApp({ route: '/blog' });
    port.failures.failNext({ op: 'subscribe', target: 'blog_posts' });
    expect(await screen.findByText('Failed to load blog posts. Please try again later.')).toBeInTheDocument();
  });

  it('shows an empty state when nothing is published', async () => {
    renderApp({ route: '/blog', initial: emptyState });
    expect(await screen.findByText('No posts yet. Check back soon.')).toBeInTheDocument();
  });

  it('updates live when a post is published', async () => {
    const { port } = renderApp({ route: '/blog', signedIn: true });
    await screen.findAllByTestId('post-row');
    await act(() => port.update('blog_posts', 'post-5', { published: true }));
    expect(await screen.findByRole('heading', { name: 'Our Platform Engineering Roadmap for 2027' })).toBeInTheDocument();
  });
});

describe('Blog post page', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows a spinner while the post loads', async () => {
    renderApp({ route: `/blog/${FIRST.slug}`, port: stallReads(createMemoryPort({ initial: sampleState }), 'blog_posts') });
    expect(await screen.findByText('Loading blog post')).toBeInTheDocument();
  });

  it('shows the post: back link, image, title, date, read time, category and Markdown body', async () => {
    renderApp({ route: `/blog/${FIRST.slug}` });
    expect(await screen.findByRole('heading', { level: 1, name: FIRST.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    // The post's own description of its picture (image_alt).
    expect(screen.getByRole('img', { name: 'Drawing of traffic split between a stable release and a canary' })).toBeInTheDocument();
    expect(screen.getByText(/min read$/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.markdown-content')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Share this post' })).toBeInTheDocument();
    // The byline at its end: who wrote it, and where to go next.
    const byline = within(await screen.findByRole('complementary', { name: 'About the author' }));
    expect(byline.getByText('Alex Morgan')).toBeInTheDocument();
    expect(byline.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/#contact');
    await waitFor(() => expect(document.title).toContain(FIRST.title));
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it("shows 'Blog post not found' for an unknown slug", async () => {
    renderApp({ route: '/blog/no-such-post' });
    expect(await screen.findByText('Blog post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeInTheDocument();
  });

  it("shows 'Blog post not found' for a slug no post can hold, without querying for it", async () => {
    for (const slug of ['__x__', 'x%2Fy', 'Capitals', 'a'.repeat(1500)]) {
      const port = createMemoryPort({ initial: sampleState });
      const asked: unknown[] = [];
      const subscribe = port.subscribe.bind(port);
      port.subscribe = (query, onNext, onError) => {
        if (query.where?.some((w) => w.field === 'slug' || w.field === 'previous_slugs')) asked.push(query);
        return subscribe(query, onNext, onError);
      };
      const { unmount } = renderApp({ route: `/blog/${slug}`, port });
      expect(await screen.findByText('Blog post not found'), slug).toBeInTheDocument();
      expect(asked, slug).toEqual([]);
      unmount();
    }
  });

  it('never shows a draft', async () => {
    renderApp({ route: '/blog/platform-engineering-roadmap-2027' });
    expect(await screen.findByText('Blog post not found')).toBeInTheDocument();
  });

  it("shows 'Failed to load blog post' when the read fails", async () => {
    const port = createMemoryPort({ initial: sampleState });
    port.failures.failNext({ op: 'subscribe', target: 'blog_posts' });
    renderApp({ route: `/blog/${FIRST.slug}`, port });
    expect(await screen.findByText('Failed to load blog post')).toBeInTheDocument();
  });

  it("copies the link and shows 'Link copied!' for 2 seconds when there is no share sheet", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp({ route: `/blog/${FIRST.slug}` });
    await user.click(await screen.findByRole('button', { name: 'Share this post' }));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    await waitFor(() => expect(screen.queryByText('Link copied!')).toBeNull());
  });

  it('opens the native share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderApp({ route: `/blog/${FIRST.slug}` });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share this post' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: FIRST.title, url: window.location.href }));
    expect(screen.queryByText('Link copied!')).toBeNull();
  });

  it('never runs code from a post’s Markdown', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.blog_posts!['post-1'] = {
        ...state.docs.blog_posts!['post-1']!,
        content:
          '[a](JaVaScRiPt:alert(1)) [b](data:text/html,<script>alert(1)</script>) [c](vbscript:msgbox(1))\n\n<svg onload=alert(1)></svg><iframe src="https://evil.example"></iframe>\n\nThe end',
      };
      return state;
    };
    const { container } = renderApp({ route: `/blog/${FIRST.slug}`, initial });
    expect(await screen.findByText('The end')).toBeInTheDocument();
    expect(container.querySelector('script, svg[onload], iframe')).toBeNull();
    for (const a of container.querySelectorAll('.markdown-content a')) expect(a.getAttribute('href') ?? '').toBe('');
  });
});

describe('Tag pages', () => {
  it("links a post's tags from its row, and a tag's page lists its published posts with its feed", async () => {
    renderApp({ route: '/blog' });
    const [first] = await screen.findAllByTestId('post-row');
    expect(within(first!).getByRole('link', { name: 'Posts tagged kubernetes' })).toHaveAttribute('href', '/blog/tag/kubernetes');
    await userEvent.click(within(first!).getByRole('link', { name: 'Posts tagged kubernetes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts tagged kubernetes' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('post-row')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'SLO Alerting That Wakes You for the Right Reasons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed for kubernetes' })).toHaveAttribute('href', '/blog/tag/kubernetes/feed.xml');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await waitFor(() => expect(document.title).toContain('Posts tagged kubernetes'));
  });

  it('ends a post with its tags, each a link to its page', async () => {
    renderApp({ route: `/blog/${FIRST.slug}` });
    const tags = within(await screen.findByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('link').map((link) => link.textContent)).toEqual(['#kubernetes', '#argo-rollouts', '#progressive-delivery']);
  });

  it("never lists a draft on its tag's page, and says so for a tag nobody uses", async () => {
    renderApp({ route: '/blog/tag/platform-engineering' });
    await waitFor(() => expect(screen.getAllByTestId('post-row')).toHaveLength(1));
    expect(screen.queryByText('Our Platform Engineering Roadmap for 2027')).toBeNull();
    renderApp({ route: '/blog/tag/nothing-here' });
    expect(await screen.findByText('No published posts are tagged nothing-here.')).toBeInTheDocument();
  });

  it('reads nothing for a tag no post could have', async () => {
    const port = createMemoryPort({ initial: sampleState });
    const asked = vi.spyOn(port, 'subscribe');
    renderApp({ route: '/blog/tag/Not%20A%20Tag', port });
    expect(await screen.findByText('No published posts are tagged Not A Tag.')).toBeInTheDocument();
    expect(asked.mock.calls.some(([query]) => query.collection === 'blog_posts')).toBe(false);
  });
});

describe('The end of a post', () => {
  it('offers related posts (tags in common) and the posts just older and newer, each a link', async () => {
    renderApp({ route: `/blog/${FIRST.slug}` });
    const related = within(await screen.findByRole('region', { name: 'Related posts' }));
    expect(related.getAllByRole('link').map((link) => link.textContent)).toEqual(['SLO Alerting That Wakes You for the Right Reasons']);
    const more = within(screen.getByRole('navigation', { name: 'More posts' }));
    // The newest post: an older one, no newer one.
    expect(more.getAllByRole('link').map((link) => link.textContent)).toEqual(['Terraform Modules That Scale to 40 Teams']);
    expect(more.getByText('Older post')).toBeInTheDocument();
    await userEvent.click(more.getByRole('link', { name: 'Terraform Modules That Scale to 40 Teams' }));
    await screen.findByRole('heading', { level: 1, name: 'Terraform Modules That Scale to 40 Teams' });
    const around = within(await screen.findByRole('navigation', { name: 'More posts' }));
    await waitFor(() =>
      expect(around.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'SLO Alerting That Wakes You for the Right Reasons',
        FIRST.title,
      ]),
    );
    // Its only tag in common is with a draft: no related posts, never the draft.
    expect(screen.queryByRole('region', { name: 'Related posts' })).toBeNull();
    expect(screen.queryByText('Our Platform Engineering Roadmap for 2027')).toBeNull();
  });
});
