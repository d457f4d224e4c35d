/**
 * No lost update, on both adapters: an owner's save is based on the documents as its editor read them
 * (data/content/based-on.ts), written only while they are still so, and what it wrote is what the
 * editor's next save is based on. On the emulators the check is a Firestore transaction.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  EMPTY_SECTIONS,
  newBlogPost,
  newProject,
  newResumeEntry,
  newSkill,
  SETTINGS_CATEGORIES,
  type BlogPostFields,
} from '@portfolio/model';
import { basedOn, basisOf, ChangedElsewhere, CHANGED_ELSEWHERE, type Basis } from '../content/based-on';
import { savePost, saveRevised } from '../content/content-writes';
import { DataError, type BatchOp, type DataPort } from '../port';
import { ownerOnFreshBackend, type ContractSetup } from './contract-support';

const post = (over: Partial<BlogPostFields> = {}): BlogPostFields => ({
  ...newBlogPost(),
  title: 'Two Tabs',
  slug: 'two-tabs',
  excerpt: 'First excerpt',
  content: 'Body',
  category: 'Cloud',
  ...over,
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

/** An editor's save: based on what it read, and what it leaves for the next save. */
async function saveBased(port: DataPort, bases: readonly Basis[], write: (port: DataPort) => Promise<unknown>) {
  const based = basedOn(port, bases);
  await write(based);
  return based.bases;
}

export function conflictContract(name: string, setup: ContractSetup) {
  describe(`${name}: no lost update`, () => {
    let port: DataPort;
    ownerOnFreshBackend(setup, (fresh) => (port = fresh.port));

    it('writes a batch that expects a whole document (lists and maps compared as values) or none, else nothing of it', async () => {
      const skill = { ...newSkill(), name: 'Go', category: 'languages' };
      const setSkill = (id: string): BatchOp => ({ type: 'set', collection: 'skills', id, data: { ...skill, sort_order: 1 } });
      await port.batch([{ type: 'expect', collection: 'skills', id: 'go', data: null }, setSkill('go')]);
      // It exists now: a batch expecting it absent writes nothing.
      const absent = await rejection(port.batch([{ type: 'expect', collection: 'skills', id: 'go', data: null }, setSkill('rust')]));
      expect((absent as DataError).code).toBe('failed-precondition');
      expect(await port.getDoc('skills', 'rust')).toBeNull();

      await port.set('projects', 'p', { ...newProject(), title: 'P', technologies: ['Go', 'Rust'] });
      const stored = basisOf('projects', 'p', await port.getDoc('projects', 'p'));
      await port.batch([{ type: 'expect', collection: 'projects', id: 'p', data: stored.data }, setSkill('kept')]);
      expect(await port.getDoc('skills', 'kept')).not.toBeNull();
      await port.update('projects', 'p', { technologies: ['Go'] });
      const changed = await rejection(
        port.batch([{ type: 'expect', collection: 'projects', id: 'p', data: stored.data }, setSkill('lost')]),
      );
      expect((changed as DataError).code).toBe('failed-precondition');
      expect(await port.getDoc('skills', 'lost')).toBeNull();
    });

    it('refuses a post saved in a tab opened before another tab saved it: the other tab’s excerpt stays, nothing of this save is written', async () => {
      const id = await savePost(port, null, post());
      const opened = basisOf('blog_posts', id, await port.getDoc('blog_posts', id));
      // Tab A, opened at the same time, saves the excerpt; then tab B saves the category.
      await saveBased(port, [opened], (a) => savePost(a, id, post({ excerpt: 'Excerpt from tab A' })));
      const error = await rejection(saveBased(port, [opened], (b) => savePost(b, id, post({ category: 'Platform' }))));
      expect(error).toBeInstanceOf(ChangedElsewhere);
      expect((error as DataError).message).toBe(CHANGED_ELSEWHERE);
      expect(await port.getDoc('blog_posts', id)).toMatchObject({ excerpt: 'Excerpt from tab A', category: 'Cloud' });

      // Based on the version stored now (the editor's choice), B's save goes in, and both changes stand.
      const now = basisOf('blog_posts', id, await port.getDoc('blog_posts', id));
      await saveBased(port, [now], (b) => savePost(b, id, post({ excerpt: 'Excerpt from tab A', category: 'Platform' })));
      expect(await port.getDoc('blog_posts', id)).toMatchObject({ excerpt: 'Excerpt from tab A', category: 'Platform' });
    });

    it('bases each editor’s next save on what its save wrote: saved again and again while nobody else writes, refused once somebody does', async () => {
      const postId = await savePost(port, null, post({ published: true }));
      await port.set('projects', 'p', { ...newProject(), title: 'P', description: 'D' });
      await port.set('skills', 's', { ...newSkill(), name: 'Go' });
      await port.set('resume_data', 'r', { ...newResumeEntry('experience'), title: 'Job', organization: 'Org', description: 'Did' });
      const { id: _r, type: _t, ...entry } = (await port.getDoc('resume_data', 'r'))!;
      const settings = (title: string) => ({ ...DEFAULT_SETTINGS, seo: { ...DEFAULT_SETTINGS.seo, site_title: title } });
      const editors: {
        read: () => Promise<Basis>;
        save: (port: DataPort, n: number) => Promise<unknown>;
        meanwhile: () => Promise<unknown>;
      }[] = [
        {
          read: async () => basisOf('blog_posts', postId, await port.getDoc('blog_posts', postId)),
          // A first publication stamps the server's time, which the save cannot know: not compared after it.
          save: (p, n) => savePost(p, postId, post({ title: `Two Tabs ${n}`, published: n % 2 === 0 })),
          meanwhile: () => port.update('blog_posts', postId, { category: 'Elsewhere' }),
        },
        {
          read: async () => basisOf('projects', 'p', await port.getDoc('projects', 'p')),
          save: (p, n) => saveRevised(p, 'projects', 'p', { ...newProject(), title: 'P', description: `D${n}` }),
          meanwhile: () => port.update('projects', 'p', { sort_order: 9 }),
        },
        {
          read: async () => basisOf('skills', 's', await port.getDoc('skills', 's')),
          save: (p, n) => p.update('skills', 's', { ...newSkill(), name: `Go ${n}` }),
          meanwhile: () => port.update('skills', 's', { description: 'Elsewhere' }),
        },
        {
          read: async () => basisOf('resume_data', 'r', await port.getDoc('resume_data', 'r')),
          save: (p, n) => p.update('resume_data', 'r', { ...entry, title: `Job ${n}` }),
          meanwhile: () => port.update('resume_data', 'r', { organization: 'Elsewhere' }),
        },
        {
          // Not stored yet: the save is based on its absence.
          read: async () => basisOf('sections', 'hero', await port.getDoc('sections', 'hero')),
          save: (p, n) => p.set('sections', 'hero', { content: { ...EMPTY_SECTIONS.hero, name: `Sam ${n}` } }),
          meanwhile: () => port.set('sections', 'hero', { content: { ...EMPTY_SECTIONS.hero, name: 'Elsewhere' } }),
        },
      ];
      for (const editor of editors) {
        let bases: readonly Basis[] = [await editor.read()];
        for (const n of [1, 2, 3]) bases = await saveBased(port, bases, (p) => editor.save(p, n));
        await editor.meanwhile();
        expect(await rejection(saveBased(port, bases, (p) => editor.save(p, 4)))).toBeInstanceOf(ChangedElsewhere);
      }

      // Settings: every category in one batch, each based on its own document (absent at first).
      const read = async () =>
        Promise.all(SETTINGS_CATEGORIES.map(async (c) => basisOf('site_settings', c, await port.getDoc('site_settings', c))));
      const writeAll = (p: DataPort, title: string) =>
        p.batch(
          SETTINGS_CATEGORIES.map((c) => ({ type: 'set', collection: 'site_settings', id: c, data: { settings: settings(title)[c] } })),
        );
      let bases: readonly Basis[] = await read();
      for (const title of ['One', 'Two']) bases = await saveBased(port, bases, (p) => writeAll(p, title));
      await port.set('site_settings', 'theme', { settings: { ...DEFAULT_SETTINGS.theme, primary_color: '#123456' } });
      expect(await rejection(saveBased(port, bases, (p) => writeAll(p, 'Three')))).toBeInstanceOf(ChangedElsewhere);
      expect((await port.getDoc('site_settings', 'seo'))?.settings).toMatchObject({ site_title: 'Two' });
    });
  });
}
