/**
 * The content lifecycle's writes (data/content) against both adapters: on the emulators every batch
 * passes firestore.rules, so these cases also prove the rules admit what the admin does and refuse
 * a slug another post holds.
 */
import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import {
  importSeq,
  MAX_REVISIONS,
  newBlogPost,
  newProject,
  newResumeEntry,
  newSkill,
  type BlogPostFields,
  type ExportFile,
} from '@portfolio/model';
import { addLast, deletePost, restoreRevision, savePost, saveProject } from '../content/content-writes';
import { contentPresent, exportContent, exportText, ImportRefused } from '../content/export-import';
import { IMPORT_MESSAGES, importContent, resumeImport, undoImport, unfinishedImport } from '../content/import-job';
import { createMemoryPort } from '../memory';
import { sampleState } from '../memory/seed';
import { revisionsQuery } from '../content/revisions';
import { DataError, type DataPort } from '../port';
import type { ContractContext, ContractSetup } from './contract';

/** What a visitor reads of a site: every public query of the pages (the server renderer's too). */
async function publicContent(port: DataPort) {
  const published = { field: 'published', op: '==' as const, value: true };
  const active = { field: 'status', op: '==' as const, value: 'active' };
  return {
    sections: await port.getDocs({ collection: 'sections' }),
    settings: await port.getDocs({ collection: 'site_settings' }),
    resumeFile: await port.getDoc('meta_data', 'resume_file'),
    skills: await port.getDocs({ collection: 'skills', orderBy: [{ field: 'sort_order' }] }),
    resume: await port.getDocs({ collection: 'resume_data', orderBy: [{ field: 'type' }, { field: 'sort_order' }] }),
    projects: await port.getDocs({ collection: 'projects', where: [active], orderBy: [{ field: 'sort_order' }] }),
    posts: await port.getDocs({ collection: 'blog_posts', where: [published], orderBy: [{ field: 'created_at', direction: 'desc' }] }),
  };
}

/** The sample site on a twin, with a renamed post and a revised project, as the owner sees it. */
async function sampleSite() {
  const sample = createMemoryPort({ initial: sampleState, session: { uid: 'o', email: 'owner@example.com', isOwner: true } });
  const first = (await sample.getDoc('blog_posts', 'post-1'))!;
  await savePost(sample, first.id, {
    ...newBlogPost(),
    ...first,
    title: 'Argo Rollouts, Two Years In',
    slug: 'argo-rollouts-two-years-in',
  });
  const project = (await sample.getDoc('projects', 'project-1'))!;
  const { id: _id, ...projectFields } = project;
  await saveProject(sample, project.id, { ...projectFields, description: 'Revised.' });
  return sample;
}

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
      await saveProject(port, projectId, { ...newProject(), title: 'Lab', description: 'Second', sort_order: 3 });
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

    it('imports an export of the sample site into an empty backend: the same public content, and the same export back', async () => {
      const sample = await sampleSite();
      const text = exportText(await exportContent(sample));
      const imported = await importContent(port, text);
      expect(imported.posts.length).toBeGreaterThan(0);
      const back = await exportContent(port);
      const original = JSON.parse(text) as ExportFile;
      expect({ ...back, exported_at: 'x' }).toEqual({ ...original, exported_at: 'x' });

      await port.signOut();
      await sample.signOut();
      const here = await publicContent(port);
      expect(here).toEqual(await publicContent(sample));
      expect(here.posts.length).toBe(4);
      // The renamed post's first slug still reaches it on the imported site.
      expect((await byPreviousSlug(port, 'zero-downtime-deployments-on-kubernetes-with-argo-rollouts')).map((p) => p.id)).toEqual([
        'post-1',
      ]);
    });

    /** The sample's export with enough skills to need three batches. */
    const largeExport = async () => {
      const file = JSON.parse(exportText(await exportContent(await sampleSite()))) as ExportFile;
      file.skills = Array.from({ length: 900 }, (_, i) => ({ ...file.skills[0]!, id: `skill-${i}`, name: `Skill ${i}`, sort_order: i }));
      return JSON.stringify(file);
    };
    /** The port as a page that closes after writing `n` batches of content: later batches never finish. */
    const closingAfter = (n: number): DataPort => {
      let written = 0;
      return {
        ...port,
        batch: (ops) => {
          if (!ops.some((op) => op.collection === 'import_batches')) return port.batch(ops);
          return written++ < n ? port.batch(ops) : new Promise<void>(() => {});
        },
      };
    };
    const importStoppedAfterOneBatch = async () => {
      const text = await largeExport();
      void importContent(closingAfter(1), text);
      await expect.poll(async () => (await unfinishedImport(port))?.written, { timeout: 20_000 }).toBe(1);
      return text;
    };

    /** The port as a page whose first batch of content waits until `other` (another tab's work) has happened. */
    const meanwhileInAnotherTab = (other: () => Promise<unknown>): DataPort => {
      let done = false;
      return {
        ...port,
        batch: async (ops) => {
          if (!done && ops.some((op) => op.collection === 'import_batches')) {
            done = true;
            await other();
          }
          return port.batch(ops);
        },
      };
    };

    it('an import stopped midway (the page closed) is recorded, and resumed: everything there (its export, read 500 at a time, is the file), no record left', async () => {
      const text = await importStoppedAfterOneBatch();
      expect(await unfinishedImport(port)).toMatchObject({ state: 'writing', written: 1, batches: 3 });
      expect((await codeOf(importContent(port, text))).message).toBe(IMPORT_MESSAGES.unfinished);

      await resumeImport(port);
      expect({ ...(await exportContent(port)), exported_at: 'x' }).toEqual({ ...(JSON.parse(text) as ExportFile), exported_at: 'x' });
      expect(await unfinishedImport(port)).toBeNull();
      expect(await port.getDocs({ collection: 'import_parts' })).toEqual([]);
      expect(await port.getDocs({ collection: 'import_batches' })).toEqual([]);
    });

    it("an import stopped midway is undone: the site empty again, no record left; the records are the owner's only", async () => {
      await importStoppedAfterOneBatch();
      expect(await contentPresent(port)).not.toEqual([]);
      await port.signOut();
      expect((await codeOf(port.getDoc('import_jobs', 'current'))).code).toBe('permission-denied');
      expect((await codeOf(port.getDocs({ collection: 'import_parts' }))).code).toBe('permission-denied');
      await port.signIn(ctx.owner.email, ctx.owner.password);

      await undoImport(port);
      expect(await contentPresent(port)).toEqual([]);
      expect(await unfinishedImport(port)).toBeNull();
      expect(await port.getDocs({ collection: 'import_parts' })).toEqual([]);
      expect(await port.getDocs({ collection: 'import_batches' })).toEqual([]);
    });

    it('refuses to resume an import whose undo has begun (another tab, or a page closed while undoing), saying so; the undo then finishes', async () => {
      await importStoppedAfterOneBatch();
      // The undo's page closes before its first batch of deletions finishes.
      void undoImport(closingAfter(0));
      await expect.poll(async () => (await unfinishedImport(port))?.state, { timeout: 20_000 }).toBe('undoing');
      expect((await codeOf(resumeImport(port))).message).toBe(IMPORT_MESSAGES.undoing);

      await undoImport(port);
      expect(await contentPresent(port)).toEqual([]);
      expect(await unfinishedImport(port)).toBeNull();
    });

    it('stops a resume under way once another tab begins the undo: its next batch writes nothing, and the undo takes everything back', async () => {
      await importStoppedAfterOneBatch();
      // The resume's page: another tab starts the undo just before the resume's next batch commits.
      const resumingPort = meanwhileInAnotherTab(() => port.update('import_jobs', 'current', { state: 'undoing' }));
      expect((await codeOf(resumeImport(resumingPort))).message).toBe(IMPORT_MESSAGES.undoing);
      expect(await unfinishedImport(port)).toMatchObject({ state: 'undoing', written: 1 });
      expect(await port.getDocs({ collection: 'import_batches' })).toHaveLength(1);

      await undoImport(port);
      expect(await contentPresent(port)).toEqual([]);
      expect(await unfinishedImport(port)).toBeNull();
    });

    it('writes each batch of an import once, by one tab: a resume that another tab overtook goes on after the batch written there', async () => {
      const text = await importStoppedAfterOneBatch();
      /** The batches a port wrote (their list ids), as the tab that wrote them would know. */
      const writtenBy = (tab: DataPort, into: string[]): DataPort => ({
        ...tab,
        batch: async (ops) => {
          await tab.batch(ops);
          const list = ops.find((op) => op.collection === 'import_batches' && op.type === 'set');
          if (list) into.push(list.id);
        },
      });
      // Two tabs resume it: the other writes the next batch just before this one's commits (and then closes).
      const here: string[] = [];
      const there: string[] = [];
      const resumingPort = meanwhileInAnotherTab(async () => {
        void resumeImport(writtenBy(closingAfter(1), there));
        await expect.poll(async () => (await unfinishedImport(port))?.written, { timeout: 20_000 }).toBe(2);
      });
      await resumeImport(writtenBy(resumingPort, here));
      expect(there).toEqual([importSeq(1)]);
      expect(here).toEqual([importSeq(2)]);
      expect({ ...(await exportContent(port)), exported_at: 'x' }).toEqual({ ...(JSON.parse(text) as ExportFile), exported_at: 'x' });
      expect(await unfinishedImport(port)).toBeNull();
    });

    it('refuses an invalid file whole, saying where, and a site that is not empty', async () => {
      const file = JSON.parse(exportText(await exportContent(await sampleSite()))) as ExportFile;
      file.posts[2]!.image_url = 'javascript:alert(1)';
      file.skills.push({ ...file.skills[0]! });
      const error = await codeOf(importContent(port, JSON.stringify(file)));
      expect(error).toBeInstanceOf(ImportRefused);
      expect((error as ImportRefused).problems).toEqual([
        'posts[2].image_url: must be empty, an http(s) address or a path on this site',
        `skills[${file.skills.length - 1}].id: "${file.skills[0]!.id}" is used twice`,
      ]);
      expect(await contentPresent(port)).toEqual([]);
      expect((await codeOf(importContent(port, 'not json'))).message).toBe('This file cannot be imported: it is not JSON.');

      await port.set('skills', 'one', { name: 'Go', icon_ref: 'go', description: '', category: '', sort_order: 0 });
      const refused = await codeOf(importContent(port, exportText(await exportContent(await sampleSite()))));
      expect(refused.code).toBe('failed-precondition');
      expect(refused.message).toBe('Import works only into an empty site; this one already has skills.');
    });
  });
}
