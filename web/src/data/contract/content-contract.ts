/**
 * The content lifecycle's writes (data/content) against both adapters: on the emulators every batch
 * passes firestore.rules, so these cases also prove the rules admit what the admin does and refuse
 * a slug another post holds.
 */
import { describe, expect, it } from 'vitest';
import { MAX_REVISIONS, newBlogPost, newProject, newResumeEntry, newSkill, type BlogPostFields } from '@portfolio/model';
import { addLast, deletePost, restoreRevision, savePost, saveRevised } from '../content/content-writes';
import { revisionsQuery } from '../content/revisions';
import type { DataPort } from '../port';
import { byPreviousSlug, codeOf, ownerOnFreshBackend, type ContractSetup } from './contract-support';

const post = (title: string, over: Partial<BlogPostFields> = {}): BlogPostFields => ({
  ...newBlogPost(),
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  excerpt: 'E',
  content: 'C',
  ...over,
});

export function contentContract(name: string, setup: ContractSetup) {
  describe(`${name}: content lifecycle`, () => {
    let port: DataPort;
    ownerOnFreshBackend(setup, (fresh) => (port = fresh.port));

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

    it('refuses an earlier slug a post has not claimed: one old address leads to one post', async () => {
      const target = await savePost(port, null, post('Target', { published: true }));
      const other = await savePost(port, null, post('Other', { published: true }));
      // Another post's slug as an earlier one, its claim untouched: refused.
      expect((await codeOf(port.update('blog_posts', other, { previous_slugs: ['target'] }))).code).toBe('permission-denied');
      // A slug nobody claims, as an earlier one, without claiming it: refused too.
      expect((await codeOf(port.update('blog_posts', other, { previous_slugs: ['never-claimed'] }))).code).toBe('permission-denied');
      // Claimed by the post in the same batch: allowed (an import writes a post's earlier slugs so).
      await port.batch([
        { type: 'update', collection: 'blog_posts', id: other, data: { previous_slugs: ['now-claimed'] } },
        { type: 'set', collection: 'slugs', id: 'now-claimed', data: { post_id: other } },
      ]);
      expect(await port.getDoc('blog_posts', other)).toMatchObject({ previous_slugs: ['now-claimed'] });
      await port.signOut();
      expect((await byPreviousSlug(port, 'target')).map((p) => p.id)).toEqual([]);
      expect(target).not.toBe(other);
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
      await saveRevised(port, 'projects', projectId, { ...newProject(), title: 'Lab', description: 'Second', sort_order: 3 });
      const [projectRevision] = await port.getDocs(revisionsQuery('projects', projectId));
      expect(projectRevision?.data).toMatchObject({ title: 'Lab', description: 'First' });
      await restoreRevision(port, projectRevision!);
      expect(await port.getDoc('projects', projectId)).toMatchObject({ description: 'First', sort_order: 3 });

      await port.signOut();
      expect((await codeOf(port.getDocs(revisionsQuery('projects', projectId)))).code).toBe('permission-denied');
    });

    it('adds an item to an ordered list last, after the last one stored (a resume entry among its type), whatever the screen had loaded', async () => {
      await port.set('skills', 'a', { ...newSkill(), name: 'A', sort_order: 0 });
      await port.set('skills', 'b', { ...newSkill(), name: 'B', sort_order: 4 });
      const c = await addLast(port, 'skills', { ...newSkill(), name: 'C', sort_order: 0 });
      const skills = await port.getDocs({ collection: 'skills', orderBy: [{ field: 'sort_order' }] });
      expect(skills.map((skill) => [skill.name, skill.sort_order])).toEqual([
        ['A', 0],
        ['B', 4],
        ['C', 5],
      ]);
      expect(skills[2]!.id).toBe(c);

      await port.set('resume_data', 'job', { ...newResumeEntry('experience'), title: 'Job', sort_order: 7 });
      await addLast(port, 'resume_data', { ...newResumeEntry('education'), title: 'School', sort_order: 3 });
      await addLast(port, 'resume_data', { ...newResumeEntry('experience'), title: 'Later job', sort_order: 0 });
      const entries = await port.getDocs({ collection: 'resume_data', orderBy: [{ field: 'type' }, { field: 'sort_order' }] });
      expect(entries.map((entry) => [entry.type, entry.title, entry.sort_order])).toEqual([
        ['education', 'School', 0],
        ['experience', 'Job', 7],
        ['experience', 'Later job', 8],
      ]);
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
