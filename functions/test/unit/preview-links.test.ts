import type { ReadPublic } from '@portfolio/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPreviewLink, previewLinkId, revokePreviewLink, type PreviewLinkDeps } from '../../src/preview/links.js';
import { MemoryPreviewStore } from '../../src/preview/preview-store.js';
import type { ServedResponse } from '../../src/render/serve-page.js';
import { markAsPreview, servePreview, withDraft, type PreviewDeps } from '../../src/preview/serve-preview.js';

const START = new Date('2026-03-10T09:00:00.000Z');
const DAY = 86_400_000;
const DRAFT = {
  title: 'Roadmap 2027',
  slug: 'roadmap-2027',
  published: false,
  published_at: null,
  created_at: '2026-03-01T09:00:00.000Z',
  tags: ['platform'],
};
const PUBLISHED = { id: 'post-1', title: 'Older post', slug: 'older', published: true, created_at: '2026-02-01T09:00:00.000Z', tags: [] };

describe('preview links', () => {
  let now: Date;
  let store: MemoryPreviewStore;
  let owner: PreviewLinkDeps;
  let served: { path: string; reads: unknown[] }[];
  let preview: PreviewDeps;
  const notFound: ServedResponse = { status: 404, headers: {}, body: 'not found' };

  /** A renderer that reads the post by slug as the post page does, and the blog's list, and shows them. */
  const base: ReadPublic = async (read) => {
    if (read.kind !== 'query') return null;
    const equal = (read.query.where ?? []).filter((w) => w.op === '==');
    const admits = equal.every((w) => (PUBLISHED as Record<string, unknown>)[w.field] === w.value);
    return read.query.collection === 'blog_posts' && admits ? [PUBLISHED] : [];
  };

  beforeEach(() => {
    now = START;
    store = new MemoryPreviewStore();
    store.items.set('blog_posts/draft-1', { ...DRAFT });
    owner = { store, clock: () => now, assertOwner: async () => undefined };
    served = [];
    preview = {
      store,
      clock: () => now,
      servePath: async (path, raw) => {
        const read = raw(base);
        const bySlug = await read({
          kind: 'query',
          query: {
            collection: 'blog_posts',
            where: [
              { field: 'slug', op: '==', value: path.split('/').pop() },
              { field: 'published', op: '==', value: true },
            ],
            limit: 1,
          },
        });
        const list = await read({
          kind: 'query',
          query: {
            collection: 'blog_posts',
            where: [{ field: 'published', op: '==', value: true }],
            orderBy: [{ field: 'created_at', direction: 'desc' }],
          },
        });
        served.push({ path, reads: [bySlug, list] });
        const found = (bySlug as { title: string }[])[0];
        return found
          ? {
              status: 200,
              headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' },
              body: `<!doctype html><html><head><title>${found.title}</title><meta name="robots" content="index"><script type="module" src="/boot.js"></script></head><body class="x"><h1>${found.title}</h1><script type="application/json" id="served-page">{}</script><script>theme()</script></body></html>`,
            }
          : notFound;
      },
    };
  });

  const create = (days = 7) => createPreviewLink(owner, { collection: 'blog_posts', id: 'draft-1', days });

  it('makes a link of 256 random bits, stores only its hash, and serves the draft as its public page will look', async () => {
    const link = await create();
    const token = link.path.replace('/preview/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expires_at).toBe(new Date(START.getTime() + 7 * DAY).toISOString());
    expect([...store.links.keys()]).toEqual([previewLinkId(token)]);
    expect(JSON.stringify([...store.links.values()])).not.toContain(token);

    const page = await servePreview(preview, link.path);
    expect(page?.status).toBe(200);
    expect(page?.headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    expect(page?.body).toContain('<h1>Roadmap 2027</h1>');
    expect(page?.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page?.body).not.toContain('content="index"');
    // Not the app: its module and its hand-over data go; the inline theme script stays.
    expect(page?.body).not.toMatch(/<script[^>]*(src=|type="module"|type="application\/json")/);
    expect(page?.body).toContain('<script>theme()</script>');
    expect(page?.body).toMatch(/<body class="x"><div role="note" aria-label="Preview"/);
    // Rendered at the post's own address, with the draft in the blog's list where it will stand.
    expect(served[0]!.path).toBe('/blog/roadmap-2027');
    expect((served[0]!.reads[1] as { title: string }[]).map((p) => p.title)).toEqual(['Roadmap 2027', 'Older post']);
  });

  it('answers 404 after revoking, after expiry, after publishing, and for a made-up token', async () => {
    const revoked = await create();
    await expect(revokePreviewLink(owner, { id: revoked.id })).resolves.toEqual({ revoked: true });
    expect((await servePreview(preview, revoked.path))?.status).toBe(404);

    const expiring = await create(1);
    now = new Date(START.getTime() + DAY - 1);
    expect((await servePreview(preview, expiring.path))?.status).toBe(200);
    now = new Date(START.getTime() + DAY);
    expect((await servePreview(preview, expiring.path))?.status).toBe(404);

    now = START;
    const published = await create();
    store.items.set('blog_posts/draft-1', { ...DRAFT, published: true, published_at: START.toISOString() });
    expect((await servePreview(preview, published.path))?.status).toBe(404);
    // Unpublished again: the post was public once, so the link stays ended.
    store.items.set('blog_posts/draft-1', { ...DRAFT, published: false, published_at: START.toISOString() });
    expect((await servePreview(preview, published.path))?.status).toBe(404);
    expect(store.links.size).toBe(0);

    expect((await servePreview(preview, `/preview/${'a'.repeat(43)}`))?.status).toBe(404);
    expect((await servePreview(preview, '/preview/short'))?.headers['Cache-Control']).toBe('private, no-store');
    expect(await servePreview(preview, '/blog/roadmap-2027')).toBeNull();
  });

  it('refuses anyone but the owner, an unsaved draft and a length that is not offered', async () => {
    await expect(createPreviewLink(owner, { collection: 'blog_posts', id: 'nothing-here', days: 7 })).rejects.toThrow(
      'Save the draft before creating a preview link.',
    );
    await expect(create(3)).rejects.toThrow('A preview link works for 1, 7, 30 days.');
    const stranger = { ...owner, assertOwner: async () => Promise.reject(new Error('Only the owner may do this.')) };
    await expect(createPreviewLink(stranger, { collection: 'blog_posts', id: 'draft-1', days: 7 })).rejects.toThrow('Only the owner');
    await expect(revokePreviewLink(stranger, { id: 'a'.repeat(64) })).rejects.toThrow('Only the owner');
    expect(store.links.size).toBe(0);
  });

  it('puts the draft only where its filters admit it, and reads every other collection as they are', async () => {
    const read = withDraft(base, 'blog_posts', { id: 'draft-1', ...DRAFT, published: true });
    const tagged = (tag: string) =>
      read({ kind: 'query', query: { collection: 'blog_posts', where: [{ field: 'tags', op: 'array-contains', value: tag }] } });
    expect(((await tagged('platform')) as { id: string }[]).map((d) => d.id)).toEqual(['post-1', 'draft-1']);
    expect(((await tagged('rust')) as { id: string }[]).map((d) => d.id)).toEqual(['post-1']);
    expect(await read({ kind: 'doc', collection: 'blog_posts', id: 'draft-1' })).toMatchObject({ title: 'Roadmap 2027' });
    expect(await read({ kind: 'query', query: { collection: 'projects' } })).toEqual([]);
    expect(markAsPreview('<html><head></head><body></body></html>')).toContain('Preview');
  });
});
