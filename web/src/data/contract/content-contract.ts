/**
 * The content lifecycle's writes (data/content) against both adapters: on the emulators every batch
 * passes firestore.rules, so these cases also prove the rules admit what the admin does and refuse
 * a slug another post holds.
 */
import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import { MAX_REVISIONS, newBlogPost, newProject, type BlogPostFields } from '@portfolio/model';
import { deletePost, restoreRevision, savePost, saveProject } from '../content/content-writes';
import { revisionsQuery } from '../content/revisions';
import { DataError, type DataPort } from '../port';
import type { ContractContext, ContractSetup } from './contract';

const post = (title: string, over: Partial<BlogPostFields> = {}): BlogPostFields => ({
  ...newBlogPost(),
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  excerpt: 'E',
  content: 'C',
  ...over,
});

async function codeOf(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataError);
  return error as DataError;
}

/** What a visitor's redirect lookup asks (features/blog/api/use-posts.ts previousSlugQuery). */
const byPreviousSlug = (port: DataPort, slug: string) =>
  port.getDocs({
    collection: 'blog_posts',
    where: [
      { field: 'published', op: '==', value: true },
      { field: 'previous_slugs', op: 'array-contains', value: slug },
    ],
    limit: 1,
  });

export function contentContract(name: string, setup: ContractSetup) {
  describe(`${name}: content lifecycle`, () => {
    let ctx: ContractContext;
    let port: DataPort;
    beforeEach(async () => {
      ctx = await setup.fresh();
      port = ctx.port;
      await port.signIn(ctx.owner.email, ctx.owner.password);
    });
    afterEach(async () => {
      await setup.teardown?.(ctx);
    });

    it('claims a new post’s slug and refuses another post with the same slug, storing nothing of it', async () => {
      const id = await savePost(port, null, post('Hello World'));
      expect(await port.getDoc('slugs', 'hello-world')).toMatchObject({ post_id: id });
      const error = await codeOf(savePost(port, null, post('Hello, World!', { slug: 'hello-world' })));
      expect(error.code).toBe('already-exists');
      expect(error.message).toBe(
        'The slug “hello-world” is already used by the post “Hello World”. Change the title so that its slug differs.',
      );
      expect((await port.getDocs({ collection: 'blog_posts' })).map((p) => p.id)).toEqual([id]);
    });

    it('refuses a batch that takes a slug another post holds, even without the admin’s check', async () => {
      const first = await savePost(port, null, post('Taken'));
      const second = await savePost(port, null, post('Other'));
      const error = await codeOf(
        port.batch([
          { type: 'update', collection: 'blog_posts', id: second, data: { slug: 'taken' } },
          { type: 'set', collection: 'slugs', id: 'taken', data: { post_id: second } },
        ]),
      );
      expect(error.code).toBe('permission-denied');
      // Nor may a post take a slug without claiming it.
      expect((await codeOf(port.update('blog_posts', second, { slug: 'unclaimed' }))).code).toBe('permission-denied');
      expect((await port.getDoc('slugs', 'taken'))?.post_id).toBe(first);
    });

    it('keeps a published post’s earlier slug, found by the redirect lookup and refused to other posts', async () => {
      const id = await savePost(port, null, post('First Title', { published: true }));
      await savePost(port, id, post('Second Title', { published: true }));
      const stored = await port.getDoc('blog_posts', id);
      expect(stored).toMatchObject({ slug: 'second-title', previous_slugs: ['first-title'] });
      expect((await port.getDoc('slugs', 'first-title'))?.post_id).toBe(id);
      expect((await codeOf(savePost(port, null, post('First Title')))).code).toBe('already-exists');
      // Back to the first title: that slug is current again, the second one kept.
      await savePost(port, id, post('First Title', { published: true }));
      expect(await port.getDoc('blog_posts', id)).toMatchObject({ slug: 'first-title', previous_slugs: ['second-title'] });
      await port.signOut();
      expect((await byPreviousSlug(port, 'second-title')).map((p) => p.id)).toEqual([id]);
    });

    it('releases a draft’s old slug for other posts', async () => {
      const id = await savePost(port, null, post('Draft Name'));
      await savePost(port, id, post('Better Name'));
      expect(await port.getDoc('blog_posts', id)).toMatchObject({ slug: 'better-name', previous_slugs: [] });
      expect(await port.getDoc('slugs', 'draft-name')).toBeNull();
      await savePost(port, null, post('Draft Name'));
    });

    it('records the first publication once, and keeps a scheduled draft away from visitors', async () => {
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const id = await savePost(port, null, post('Later', { publish_at: at }));
      expect(await port.getDoc('blog_posts', id)).toMatchObject({ published: false, published_at: null, publish_at: at });
      const before = Date.now() - 60_000;
      await savePost(port, id, post('Later', { published: true, publish_at: at }));
      const published = await port.getDoc('blog_posts', id);
      expect(published?.publish_at).toBeNull();
      expect(new Date(published!.published_at!).getTime()).toBeGreaterThan(before);
      await savePost(port, id, post('Later'));
      await savePost(port, id, post('Later', { published: true }));
      expect((await port.getDoc('blog_posts', id))?.published_at).toBe(published!.published_at);

      const scheduled = await savePost(port, null, post('Scheduled', { publish_at: at }));
      await port.signOut();
      expect((await codeOf(port.getDoc('blog_posts', scheduled))).code).toBe('permission-denied');
      expect((await codeOf(port.getDoc('slugs', 'scheduled'))).code).toBe('permission-denied');
    });

    it('keeps the replaced version of a post or project, at most 20, for the owner only, and restores one', async () => {
      const id = await savePost(port, null, post('Version 0', { published: true }));
      for (let i = 1; i <= MAX_REVISIONS + 2; i++)
        await savePost(port, id, post(`Version ${i}`, { published: true, content: `Body ${i}` }));
      const revisions = await port.getDocs(revisionsQuery('blog_posts', id));
      expect(revisions).toHaveLength(MAX_REVISIONS);
      expect(revisions[0]?.data).toMatchObject({ title: `Version ${MAX_REVISIONS + 1}`, content: `Body ${MAX_REVISIONS + 1}` });
      expect(revisions.at(-1)?.data.title).toBe('Version 2');

      await restoreRevision(port, revisions.at(-1)!);
      expect(await port.getDoc('blog_posts', id)).toMatchObject({ title: 'Version 2', slug: 'version-2', published: true });
      expect((await port.getDocs(revisionsQuery('blog_posts', id)))[0]?.data.title).toBe(`Version ${MAX_REVISIONS + 2}`);

      const projectId = await port.add('projects', { ...newProject(), title: 'Lab', description: 'First' });
      await saveProject(port, projectId, { ...newProject(), title: 'Lab', description: 'Second', sort_order: 3 });
      const [projectRevision] = await port.getDocs(revisionsQuery('projects', projectId));
      expect(projectRevision?.data).toMatchObject({ title: 'Lab', description: 'First' });
      await restoreRevision(port, projectRevision!);
      expect(await port.getDoc('projects', projectId)).toMatchObject({ description: 'First', sort_order: 3 });

      await port.signOut();
      expect((await codeOf(port.getDocs(revisionsQuery('projects', projectId)))).code).toBe('permission-denied');
    });

    it('deletes a post with its slug claims and revisions', async () => {
      const id = await savePost(port, null, post('Gone Soon', { published: true }));
      await savePost(port, id, post('Gone Now', { published: true }));
      await deletePost(port, id);
      expect(await port.getDoc('blog_posts', id)).toBeNull();
      expect(await port.getDoc('slugs', 'gone-soon')).toBeNull();
      expect(await port.getDoc('slugs', 'gone-now')).toBeNull();
      expect(await port.getDocs(revisionsQuery('blog_posts', id))).toEqual([]);
    });
  });
}
