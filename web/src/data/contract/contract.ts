/**
 * The data port's contract: the same tests run against the in-memory twin and the Firebase adapter
 * over the Auth and Firestore emulators, both in `npm test` (Storage's part only where its emulator
 * runs). If both pass, screens behave the same on either.
 *
 * The Firebase runs go through firestore.rules and storage.rules, so these tests also prove that
 * the rules admit what the app does.
 */
import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import { newBlogPost } from '@portfolio/model';
import { renameTag, savePost } from '../content/content-writes';
import type { Query } from '../port';
import { expectCode, nextValue, type ContractContext, type ContractSetup } from './contract-support';

export type { ContractContext, ContractSetup } from './contract-support';

export function authContract(name: string, setup: ContractSetup) {
  describe(`${name}: authentication`, () => {
    let ctx: ContractContext;
    beforeEach(async () => {
      ctx = await setup.fresh();
    });
    afterEach(async () => {
      await setup.teardown?.(ctx);
    });

    it('reports no session until someone signs in', async () => {
      const session = await nextValue<unknown>((next) => ctx.port.onSessionChange(next));
      expect(session).toBeNull();
    });

    it('signs the owner in with the owner claim, and out again', async () => {
      const session = await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
      expect(session).toMatchObject({ email: ctx.owner.email, isOwner: true });
      const observed = await nextValue<{ isOwner: boolean } | null>(
        (next) => ctx.port.onSessionChange(next),
        (s) => s !== null,
      );
      expect(observed?.isOwner).toBe(true);
      await ctx.port.signOut();
      expect(await nextValue((next) => ctx.port.onSessionChange(next))).toBeNull();
    });

    it('signs in an account without the claim as not the owner', async () => {
      const session = await ctx.port.signIn(ctx.stranger.email, ctx.stranger.password);
      expect(session.isOwner).toBe(false);
    });

    it('refuses a wrong password with a human message', async () => {
      const error = await expectCode(ctx.port.signIn(ctx.owner.email, 'wrong-password'), 'unauthenticated');
      expect(error.message).toBe('Invalid email or password.');
      const unknown = await expectCode(ctx.port.signIn('nobody@example.com', 'whatever1'), 'unauthenticated');
      expect(unknown.message).toBe('Invalid email or password.');
    });
  });
}

export function accessContract(name: string, setup: ContractSetup) {
  describe(`${name}: who may read and write`, () => {
    let ctx: ContractContext;
    let draftId = '';
    beforeEach(async () => {
      ctx = await setup.fresh();
      await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
      const post = { ...newBlogPost(), excerpt: 'E', content: 'C' };
      await savePost(ctx.port, null, { ...post, slug: 'pub', title: 'Published', published: true });
      draftId = await savePost(ctx.port, null, { ...post, slug: 'draft', title: 'Draft', published: false });
      await ctx.port.signOut();
    });
    afterEach(async () => {
      await setup.teardown?.(ctx);
    });

    it('lets a visitor read published posts only, through the filtered query', async () => {
      const posts = await ctx.port.getDocs({
        collection: 'blog_posts',
        where: [{ field: 'published', op: '==', value: true }],
        orderBy: [{ field: 'created_at', direction: 'desc' }],
      });
      expect(posts.map((p) => p.title)).toEqual(['Published']);
      await expectCode(ctx.port.getDocs({ collection: 'blog_posts' }), 'permission-denied');
      await expectCode(ctx.port.getDoc('blog_posts', draftId), 'permission-denied');
    });

    it('lets a visitor find published posts by tag: one tag, or any of several (tag pages, related posts)', async () => {
      await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
      const post = { ...newBlogPost(), excerpt: 'E', content: 'C', published: true };
      await savePost(ctx.port, null, { ...post, slug: 'tagged-a', title: 'A', tags: ['kubernetes', 'go'] });
      await savePost(ctx.port, null, { ...post, slug: 'tagged-b', title: 'B', tags: ['terraform'] });
      await savePost(ctx.port, null, { ...post, slug: 'tagged-draft', title: 'Draft with tags', tags: ['kubernetes'], published: false });
      await ctx.port.signOut();
      const published = { field: 'published', op: '==' as const, value: true };
      const newestFirst = [{ field: 'created_at', direction: 'desc' as const }];
      const titles = async (tagFilter: { field: string; op: 'array-contains' | 'array-contains-any'; value: unknown }) =>
        (await ctx.port.getDocs({ collection: 'blog_posts', where: [published, tagFilter], orderBy: newestFirst, limit: 5 })).map(
          (p) => p.title,
        );
      expect(await titles({ field: 'tags', op: 'array-contains', value: 'kubernetes' })).toEqual(['A']);
      expect(await titles({ field: 'tags', op: 'array-contains-any', value: ['kubernetes', 'terraform'] })).toEqual(['B', 'A']);
      expect(await titles({ field: 'tags', op: 'array-contains-any', value: ['rust'] })).toEqual([]);
      // The owner renames a tag across posts (the admin's Tags panel): the rules take a change of tags alone.
      await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
      const all = await ctx.port.getDocs({ collection: 'blog_posts' });
      expect(await renameTag(ctx.port, all, 'kubernetes', 'k8s')).toBe(2);
      await ctx.port.signOut();
      expect(await titles({ field: 'tags', op: 'array-contains', value: 'k8s' })).toEqual(['A']);
      expect(await titles({ field: 'tags', op: 'array-contains', value: 'kubernetes' })).toEqual([]);
    });

    it('refuses writes from a visitor and from a signed-in account that is not the owner', async () => {
      await expectCode(ctx.port.set('sections', 'hero', { content: { name: 'x', role: 'x', tagline: 'x' } }), 'permission-denied');
      await ctx.port.signIn(ctx.stranger.email, ctx.stranger.password);
      await expectCode(ctx.port.set('sections', 'hero', { content: { name: 'x', role: 'x', tagline: 'x' } }), 'permission-denied');
      await expectCode(ctx.port.getDocs({ collection: 'contact_messages' }), 'permission-denied');
    });

    it("lets the owner read the newsletter's records, as the Subscribers screen does, and nobody write them from the browser", async () => {
      const subscribers: Query<'newsletter_subscribers'> = {
        collection: 'newsletter_subscribers',
        orderBy: [{ field: 'subscribed_at', direction: 'desc' }],
        limit: 10,
      };
      const sends: Query<'newsletter_sends'> = {
        collection: 'newsletter_sends',
        orderBy: [{ field: 'started_at', direction: 'desc' }],
        limit: 10,
      };
      await expectCode(ctx.port.getDocs(subscribers), 'permission-denied');
      await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
      expect(await ctx.port.getDocs(subscribers)).toEqual([]);
      expect(await ctx.port.getDocs(sends)).toEqual([]);
      // Subscribers are written by the functions only, so consent is recorded one way.
      const reader = {
        email: 'reader@example.com',
        state: 'confirmed',
        subscribed_at: new Date().toISOString(),
        confirmed_at: null,
        unsubscribed_at: null,
        source: '/blog',
        imported: false,
      } as const;
      await expectCode(ctx.port.set('newsletter_subscribers', '0123456789abcdef0123456789abcdef', reader), 'permission-denied');
    });
  });
}

export function filesContract(name: string, setup: ContractSetup) {
  describe(`${name}: files`, () => {
    let ctx: ContractContext;
    beforeEach(async () => {
      ctx = await setup.fresh();
      await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
    });
    afterEach(async () => {
      await setup.teardown?.(ctx);
    });

    it('uploads with progress, serves the bytes at its URL, and deletes', async () => {
      const progress: number[] = [];
      const pdf = new Blob(['%PDF-1.4 contract test'], { type: 'application/pdf' });
      const uploaded = await ctx.port.uploadFile('resume/resume.pdf', pdf, {
        contentType: 'application/pdf',
        onProgress: (p) => progress.push(p),
      });
      expect(uploaded.path).toBe('resume/resume.pdf');
      // A text names the file by a short address of its own (a post's Markdown), never by its bytes.
      expect(uploaded.textUrl).not.toMatch(/^data:/);
      expect(uploaded.textUrl).toMatch(/resume(\/|%2F)resume\.pdf/);
      expect(progress.at(-1)).toBe(1);
      const response = await fetch(uploaded.url);
      expect(await response.text()).toBe('%PDF-1.4 contract test');
      await ctx.port.deleteFile('resume/resume.pdf');
      await expectCode(ctx.port.deleteFile('resume/resume.pdf'), 'not-found');
    });

    it('refuses uploads from a visitor', async () => {
      await ctx.port.signOut();
      await expectCode(
        ctx.port.uploadFile('images/x.png', new Blob(['x'], { type: 'image/png' }), { contentType: 'image/png' }),
        'permission-denied',
      );
    });
  });
}
