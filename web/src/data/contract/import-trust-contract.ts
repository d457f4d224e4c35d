/**
 * An import trusts nothing it did not write (data/content/import-job.ts), on both adapters: its
 * records (import_jobs, import_parts, import_batches) are owner-writable, so they may have been edited
 * since. Undo deletes only what still holds exactly what the kept file wrote, puts back what the
 * import replaced and reports what it left; Resume refuses a changed file, changed records or a site
 * that is no longer as the import left it.
 */
import { describe, expect, it } from 'vitest';
import { importSeq, newSkill, type ExportFile } from '@portfolio/model';
import { contentPresent, exportContent, exportText } from '../content/export-import';
import { IMPORT_MESSAGES, importContent, resumeImport, undoImport, unfinishedImport } from '../content/import-job';
import { docHash } from '../content/import-records';
import { createMemoryPort } from '../memory';
import { sampleState } from '../memory/seed';
import { DataError, type DataPort } from '../port';
import { closingAfter, ownerOnFreshBackend, type ContractSetup } from './contract-support';

/** The sample site's export, with 100 skills and 200 more posts: two batches, the first ending among the posts. */
async function largeFile(): Promise<ExportFile> {
  const sample = createMemoryPort({ initial: sampleState, session: { uid: 'o', email: 'owner@example.com', isOwner: true } });
  const file = JSON.parse(exportText(await exportContent(sample))) as ExportFile;
  file.skills = Array.from({ length: 100 }, (_, i) => ({ ...file.skills[0]!, id: `skill-${i}`, name: `Skill ${i}`, sort_order: i }));
  const [post] = file.posts;
  const more = Array.from({ length: 200 }, (_, i) => ({ ...post!, id: `more-${i}`, slug: `more-${i}`, previous_slugs: [], revisions: [] }));
  file.posts = [...file.posts, ...more];
  return file;
}

async function failure(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataError);
  return error as DataError;
}

export function importTrustContract(name: string, setup: ContractSetup) {
  describe(`${name}: an import trusts nothing it did not write`, () => {
    let port: DataPort;
    ownerOnFreshBackend(setup, (fresh) => (port = fresh.port));

    /** An import into this site, stopped after its first batch (the page closed). */
    const stoppedAfterOneBatch = async (file: ExportFile) => {
      void importContent(closingAfter(port, 1), JSON.stringify(file));
      await expect.poll(async () => (await unfinishedImport(port))?.written, { timeout: 60_000 }).toBe(1);
      expect((await unfinishedImport(port))?.batches).toBe(2);
    };
    /** Edits import_batches/00000 as any owner-scoped write could. */
    const tamperRecord = async (change: (record: { refs: string[]; hashes: string[]; before: string[] }) => void) => {
      const record = (await port.getDoc('import_batches', importSeq(0)))!;
      const edited = { refs: [...record.refs], hashes: [...(record.hashes ?? [])], before: [...(record.before ?? [])] };
      change(edited);
      await port.set('import_batches', importSeq(0), edited);
    };

    it('Undo deletes only what still holds what the import wrote, puts back what it replaced, and reports the rest', async () => {
      // An empty site still has an empty resume file record: the import replaces it.
      await port.set('meta_data', 'resume_file', { value: null });
      const file = await largeFile();
      await stoppedAfterOneBatch(file);
      const imported = (await port.getDoc('blog_posts', 'post-1'))!;
      expect(imported).not.toBeNull();

      // Since then: the owner edited the hero and an imported post (its slug claim and revisions go with
      // it), and added a skill of their own; the records were edited to list that skill (with its true
      // hash), the hero as never replaced, and a hash of a skill the import wrote was changed.
      await port.update('sections', 'hero', { content: { ...file.sections.hero!, name: 'Edited by hand' } });
      await port.update('blog_posts', 'post-1', { excerpt: 'Edited by hand' });
      await port.set('skills', 'mine', { ...newSkill(), name: 'Mine', sort_order: 900 });
      const mine = (await port.getDoc('skills', 'mine'))!;
      const mineHash = await docHash(mine);
      await tamperRecord((record) => {
        record.refs.push('skills/mine');
        record.hashes.push(mineHash);
        record.before.push('');
        record.hashes[record.refs.indexOf('skills/skill-7')] = mineHash;
      });

      const report = await undoImport(port);
      const claims = [imported.slug, ...(imported.previous_slugs ?? [])].map((slug) => [`slugs/${slug}`, 'kept-with']);
      expect(Object.fromEntries(report.left.filter((l) => !l.ref.startsWith('revisions/')).map((l) => [l.ref, l.why]))).toEqual({
        'sections/hero': 'changed',
        'blog_posts/post-1': 'changed',
        ...Object.fromEntries(claims),
        'skills/mine': 'not-written',
        'skills/skill-7': 'not-written',
      });
      // The edited post's revisions stay with it.
      for (const revision of report.left.filter((l) => l.ref.startsWith('revisions/'))) expect(revision.why).toBe('kept-with');
      expect((await port.getDoc('skills', 'mine'))?.name).toBe('Mine');
      expect((await port.getDoc('skills', 'skill-7'))?.name).toBe('Skill 7');
      expect((await port.getDoc('sections', 'hero'))?.content).toMatchObject({ name: 'Edited by hand' });
      expect((await port.getDoc('blog_posts', 'post-1'))?.excerpt).toBe('Edited by hand');
      expect(await port.getDoc('slugs', imported.slug)).toMatchObject({ post_id: 'post-1' });
      // What it replaced is back; everything else it wrote is gone, and so are its records.
      expect((await port.getDoc('meta_data', 'resume_file'))?.value).toBeNull();
      expect(await port.getDoc('skills', 'skill-8')).toBeNull();
      expect(await port.getDoc('blog_posts', 'post-2')).toBeNull();
      expect(await port.getDocs({ collection: 'skills' })).toHaveLength(2);
      expect(await unfinishedImport(port)).toBeNull();
      expect(await port.getDocs({ collection: 'import_batches' })).toEqual([]);
    });

    it('an import that finds a document written meanwhile (the hero, saved in another tab) records what it replaced, and Undo puts it back', async () => {
      const file = await largeFile();
      const mine = { ...file.sections.hero!, name: 'Saved in another tab' };
      // Another tab saves the hero after the import read it as absent, just before its batch commits.
      let meanwhile = true;
      const tab: DataPort = {
        ...port,
        batch: async (ops) => {
          if (meanwhile && ops.some((op) => op.collection === 'import_batches')) {
            meanwhile = false;
            await port.set('sections', 'hero', { content: mine });
          }
          return port.batch(ops);
        },
      };
      // Its first batch is sent twice (refused once: the hero changed after it was read), then the page closes.
      void importContent(closingAfter(tab, 2), JSON.stringify(file));
      await expect.poll(async () => (await unfinishedImport(port))?.written, { timeout: 60_000 }).toBe(1);
      expect((await port.getDoc('sections', 'hero'))?.content).toEqual(file.sections.hero);
      const record = (await port.getDoc('import_batches', importSeq(0)))!;
      expect(JSON.parse(record.before![record.refs.indexOf('sections/hero')]!)).toEqual({ content: mine });

      expect((await undoImport(port)).left).toEqual([]);
      expect((await port.getDoc('sections', 'hero'))?.content).toEqual(mine);
      expect(await contentPresent(port)).toEqual(['sections']);
    });

    it('Resume refuses a kept file that is not the one the import began with, changed records, and a changed site; writing nothing', async () => {
      const file = await largeFile();
      await stoppedAfterOneBatch(file);
      const written = async () => (await port.getDocs({ collection: 'import_batches' })).length;

      // The kept file, edited: a part of it no longer matches the hash taken when the import began.
      const part = (await port.getDoc('import_parts', importSeq(0)))!;
      await port.set('import_parts', importSeq(0), { text: `${part.text.slice(0, -1)}${part.text.endsWith('x') ? 'y' : 'x'}` });
      expect((await failure(resumeImport(port))).message).toBe(IMPORT_MESSAGES.changedFile);
      await port.set('import_parts', importSeq(0), { text: part.text });

      // Its records, edited: one more document listed as written.
      const hero = (await port.getDoc('sections', 'hero'))!;
      await tamperRecord((record) => {
        record.refs.push('skills/mine');
        record.hashes.push(record.hashes[0]!);
        record.before.push('');
      });
      expect((await failure(resumeImport(port))).message).toBe(IMPORT_MESSAGES.recordsChanged);
      await tamperRecord((record) => {
        record.refs.pop();
        record.hashes.pop();
        record.before.pop();
      });

      // The site, changed: the hero edited by hand, a skill added.
      await port.update('sections', 'hero', { content: { ...hero.content, name: 'Edited by hand' } });
      expect((await failure(resumeImport(port))).message).toBe(IMPORT_MESSAGES.siteChanged(['sections/hero']));
      await port.set('sections', 'hero', { content: hero.content });
      await port.set('skills', 'mine', { ...newSkill(), name: 'Mine' });
      expect((await failure(resumeImport(port))).message).toBe(IMPORT_MESSAGES.siteChanged(['skills/mine']));
      expect(await written()).toBe(1);
      expect(await port.getDoc('blog_posts', 'more-199')).toBeNull();

      // As the import left it again: it resumes and finishes.
      await port.remove('skills', 'mine');
      await resumeImport(port);
      expect(await unfinishedImport(port)).toBeNull();
      expect((await port.getDoc('blog_posts', 'more-199'))?.slug).toBe('more-199');
    });

    it('Resume takes a closed tab’s last batch, landing while it reads the site, as written, and goes on after it', async () => {
      const file = await largeFile();
      // Three batches: the one that lands is not the last.
      file.skills = Array.from({ length: 500 }, (_, i) => ({ ...file.skills[0]!, id: `skill-${i}`, name: `Skill ${i}`, sort_order: i }));
      // The closed tab: its first batch went in, its second is still on its way.
      let sent = 0;
      let land!: () => Promise<void>;
      const closed: DataPort = {
        ...port,
        batch: (ops) => {
          if (!ops.some((op) => op.collection === 'import_batches')) return port.batch(ops);
          sent += 1;
          if (sent === 1) return port.batch(ops);
          if (sent === 2) return new Promise<void>((resolve) => (land = () => port.batch(ops).then(resolve)));
          return new Promise<void>(() => {});
        },
      };
      void importContent(closed, JSON.stringify(file));
      await expect.poll(() => sent, { timeout: 60_000 }).toBe(2);
      expect(await unfinishedImport(port)).toMatchObject({ written: 1, batches: 3 });
      // The next visit's Resume: the batch lands once it has read the job, before it reads the records.
      let landed = false;
      const resuming: DataPort = {
        ...port,
        getDocs: async (query) => {
          if (!landed && query.collection === 'import_batches') {
            landed = true;
            await land();
          }
          return port.getDocs(query);
        },
      };
      await resumeImport(resuming);
      expect(landed).toBe(true);
      expect(await unfinishedImport(port)).toBeNull();
      // Everything the file holds, once (its copies of one post share a creation time: compared by id).
      const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
      const back = await exportContent(port);
      expect(byId(back.skills)).toEqual(byId(file.skills));
      expect(byId(back.posts)).toEqual(byId(file.posts));
      expect(await port.getDocs({ collection: 'import_batches' })).toEqual([]);
    });
  });
}
