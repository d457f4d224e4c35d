/**
 * An export and an import on both adapters: the sample site exported and imported into an empty
 * backend gives the same public content and the same export; an import stopped midway is resumed or
 * undone from its records, however tabs overlap; an invalid file or a site not empty is refused.
 */
import { describe, expect, it } from 'vitest';
import { importSeq, newBlogPost, type ExportFile } from '@portfolio/model';
import { savePost, saveRevised } from '../content/content-writes';
import { contentPresent, exportContent, exportText, ImportRefused } from '../content/export-import';
import { IMPORT_MESSAGES, importContent, resumeImport, undoImport, unfinishedImport } from '../content/import-job';
import { createMemoryPort } from '../memory';
import { sampleState } from '../memory/seed';
import type { DataPort } from '../port';
import { byPreviousSlug, closingAfter, codeOf, ownerOnFreshBackend, type ContractContext, type ContractSetup } from './contract-support';

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
  await saveRevised(sample, 'projects', project.id, { ...projectFields, description: 'Revised.' });
  return sample;
}

export function importContract(name: string, setup: ContractSetup) {
  describe(`${name}: export and import`, () => {
    let ctx: ContractContext;
    let port: DataPort;
    ownerOnFreshBackend(setup, (fresh) => {
      ctx = fresh;
      port = fresh.port;
    });

    it('imports an export of the sample site into an empty backend: the same public content, and the same export back', async () => {
      const sample = await sampleSite();
      const text = exportText(await exportContent(sample));
      const imported = await importContent(port, text);
      expect(imported.posts.length).toBeGreaterThan(0);
      const back = await exportContent(port);
      const original = JSON.parse(text) as ExportFile;
      expect({ ...back, exported_at: 'x' }).toEqual({ ...original, exported_at: 'x' });
      // What a later import is refused for names the content, not what is kept beside it (post slugs, revisions).
      expect(await contentPresent(port)).toEqual([
        'sections',
        'settings',
        'a resume file',
        'resume entries',
        'skills',
        'projects',
        'blog posts',
      ]);

      await port.signOut();
      await sample.signOut();
      const here = await publicContent(port);
      expect(here).toEqual(await publicContent(sample));
      // The sample's seven published posts (a draft and a scheduled one stay private).
      expect(here.posts.length).toBe(7);
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
    const importStoppedAfterOneBatch = async () => {
      const text = await largeExport();
      void importContent(closingAfter(port, 1), text);
      await expect.poll(async () => (await unfinishedImport(port))?.written, { timeout: 60_000 }).toBe(1);
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
      void undoImport(closingAfter(port, 0));
      await expect.poll(async () => (await unfinishedImport(port))?.state, { timeout: 60_000 }).toBe('undoing');
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
        void resumeImport(writtenBy(closingAfter(port, 1), there));
        await expect.poll(async () => (await unfinishedImport(port))?.written, { timeout: 60_000 }).toBe(2);
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
      // In the file's order: the skills come before the posts.
      expect((error as ImportRefused).problems).toEqual([
        `skills[${file.skills.length - 1}].id: "${file.skills[0]!.id}" is used twice`,
        'posts[2].image_url: must be empty, an http(s) address or a path on this site',
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
