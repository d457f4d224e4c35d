/**
 * The data port's contract: the same tests run against the in-memory twin and the Firebase adapter
 * over the Auth and Firestore emulators, both in `npm test` (Storage's part only where its emulator
 * runs). If both pass, screens behave the same on either.
 *
 * The Firebase runs go through firestore.rules and storage.rules, so these tests also prove that
 * the rules admit what the app does.
 */
import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import { newBlogPost, newProject, type Project } from '@portfolio/model';
import { renameTag, savePost } from '../content/content-writes';
import { DataError, type BatchOp, type DataPort, type Doc } from '../port';

export interface ContractContext {
  port: DataPort;
  owner: { email: string; password: string };
  /** Signed in, but without the owner claim. */
  stranger: { email: string; password: string };
}

export interface ContractSetup {
  /** A port on an empty backend, signed out. */
  fresh: () => Promise<ContractContext>;
  teardown?: (ctx: ContractContext) => Promise<void>;
}

/**
 * The next value a live query reports, or a rejection after a timeout. The wait is generous: the
 * first session report loads the Auth SDK, which took over 5 s on a loaded CI machine.
 */
const LIVE_UPDATE_WAIT_MS = 20_000;

function nextValue<T>(
  subscribe: (onNext: (v: T) => void, onError: (e: DataError) => void) => () => void,
  accept: (v: T) => boolean = () => true,
) {
  return new Promise<T>((resolve, reject) => {
    // The callbacks below may run before subscribe() returns (a twin answers synchronously), so the
    // stop function is read through this holder once it exists.
    const holder: { stop?: () => void } = {};
    const timer = setTimeout(() => {
      holder.stop?.();
      reject(new Error(`No matching live update within ${LIVE_UPDATE_WAIT_MS / 1000} s`));
    }, LIVE_UPDATE_WAIT_MS);
    holder.stop = subscribe(
      (v) => {
        if (!accept(v)) return;
        clearTimeout(timer);
        queueMicrotask(() => holder.stop?.());
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

async function expectCode(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected a ${code} error`).toBeInstanceOf(DataError);
  expect((error as DataError).code).toBe(code);
  return error as DataError;
}

const project = (over: Partial<Project>): Project => ({ ...newProject(), title: 'P', description: 'D', ...over });

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

export function documentsContract(name: string, setup: ContractSetup) {
  describe(`${name}: documents`, () => {
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

    it('adds a document and reads it back with its id', async () => {
      const id = await port.add('projects', project({ title: 'Platform' }));
      const doc = await port.getDoc('projects', id);
      expect(doc).toMatchObject({ id, title: 'Platform', status: 'active', technologies: [] });
      expect(await port.getDoc('projects', 'missing')).toBeNull();
    });

    it('filters, orders and limits like Firestore', async () => {
      await port.batch([
        { type: 'set', collection: 'projects', id: 'a', data: { ...project({ title: 'A', sort_order: 2 }) } },
        { type: 'set', collection: 'projects', id: 'b', data: { ...project({ title: 'B', sort_order: 0, is_featured: true }) } },
        { type: 'set', collection: 'projects', id: 'c', data: { ...project({ title: 'C', sort_order: 1, status: 'archived' }) } },
        { type: 'set', collection: 'projects', id: 'd', data: { ...project({ title: 'D', sort_order: 3, is_featured: true }) } },
      ]);
      const active = await port.getDocs({
        collection: 'projects',
        where: [{ field: 'status', op: '==', value: 'active' }],
        orderBy: [{ field: 'sort_order' }],
      });
      expect(active.map((p) => p.title)).toEqual(['B', 'A', 'D']);
      const featured = await port.getDocs({
        collection: 'projects',
        where: [
          { field: 'status', op: '==', value: 'active' },
          { field: 'is_featured', op: '==', value: true },
        ],
        orderBy: [{ field: 'sort_order' }],
        limit: 1,
      });
      expect(featured.map((p) => p.title)).toEqual(['B']);
      const some = await port.getDocs({ collection: 'projects', where: [{ field: 'title', op: 'in', value: ['A', 'C'] }] });
      expect(some.map((p) => p.id).sort()).toEqual(['a', 'c']);
    });

    it('pages with a cursor like Firestore: ties broken by id, forwards and backwards, live too', async () => {
      // Sort orders with ties (every sample project is 0): the id decides, so no page skips or repeats one.
      const orders: Record<string, number> = { p1: 0, p2: 0, p3: 1, p4: 1, p5: 1, p6: 2, p7: 5 };
      await port.batch(
        Object.entries(orders).map(([id, sort]) => ({
          type: 'set' as const,
          collection: 'projects' as const,
          id,
          data: {
            ...project({ title: id.toUpperCase(), sort_order: sort, technologies: ['p2', 'p4', 'p5', 'p7'].includes(id) ? ['Go'] : [] }),
          },
        })),
      );
      const active = [{ field: 'status', op: '==' as const, value: 'active' }];
      const forwards = [
        { field: 'sort_order', direction: 'asc' as const },
        { field: '__name__', direction: 'asc' as const },
      ];
      const page = (startAfter?: unknown[]) =>
        port.getDocs({ collection: 'projects', where: active, orderBy: forwards, limit: 3, ...(startAfter ? { startAfter } : {}) });
      const first = await page();
      expect(first.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
      const second = await page([1, 'p3']);
      expect(second.map((p) => p.id)).toEqual(['p4', 'p5', 'p6']);
      expect((await page([2, 'p6'])).map((p) => p.id)).toEqual(['p7']);
      // Backwards from p4: the same order reversed, starting after it.
      const backwards = await port.getDocs({
        collection: 'projects',
        where: active,
        orderBy: [
          { field: 'sort_order', direction: 'desc' },
          { field: '__name__', direction: 'desc' },
        ],
        startAfter: [1, 'p4'],
        limit: 3,
      });
      expect(backwards.map((p) => p.id)).toEqual(['p3', 'p2', 'p1']);
      const live = await nextValue<Doc<'projects'>[]>((onNext, onError) =>
        port.subscribe({ collection: 'projects', where: active, orderBy: forwards, startAfter: [1, 'p3'], limit: 2 }, onNext, onError),
      );
      expect(live.map((p) => p.id)).toEqual(['p4', 'p5']);
      // Filtered by a technology (/projects?tech=go), still paged by the cursor: every write stores
      // the technologies' lower-case keys beside them.
      const go = await port.getDocs({
        collection: 'projects',
        where: [...active, { field: 'technology_keys', op: 'array-contains', value: 'go' }],
        orderBy: forwards,
        startAfter: [0, 'p2'],
        limit: 2,
      });
      expect(go.map((p) => p.id)).toEqual(['p4', 'p5']);
    });

    it('keeps a live query up to date through add, update and remove', async () => {
      // Each write waits for the state before it, as a person watching the list would. A backend may
      // report the same state twice (a cached then a confirmed snapshot), so repeats are not counted.
      const seen: string[][] = [];
      const waiters: { want: string; resolve: () => void }[] = [];
      const stop = port.subscribe(
        { collection: 'skills', orderBy: [{ field: 'sort_order' }] },
        (docs) => {
          const names = docs.map((d) => d.name);
          if (JSON.stringify(seen.at(-1)) !== JSON.stringify(names)) seen.push(names);
          for (const w of waiters.filter((w) => w.want === JSON.stringify(names))) w.resolve();
        },
        (e) => {
          throw e;
        },
      );
      const state = (names: string[]) =>
        JSON.stringify(seen.at(-1)) === JSON.stringify(names)
          ? Promise.resolve()
          : new Promise<void>((resolve) => waiters.push({ want: JSON.stringify(names), resolve }));
      await state([]);
      const id = await port.add('skills', { name: 'Go', icon_ref: 'go', description: '', category: '', sort_order: 1 });
      await state(['Go']);
      await port.update('skills', id, { name: 'Golang' });
      await state(['Golang']);
      await port.remove('skills', id);
      await state([]);
      stop();
      expect(seen).toEqual([[], ['Go'], ['Golang'], []]);
    });

    it('reports a single document live, null while it does not exist', async () => {
      const first = await nextValue<Doc<'sections'> | null>((n, e) => port.subscribeDoc('sections', 'hero', n, e));
      expect(first).toBeNull();
      const later = nextValue<Doc<'sections'> | null>(
        (n, e) => port.subscribeDoc('sections', 'hero', n, e),
        (d) => d !== null,
      );
      await port.set('sections', 'hero', { content: { name: 'Ada', role: 'SRE', tagline: 'Hi' } });
      expect((await later)?.content).toEqual({ name: 'Ada', role: 'SRE', tagline: 'Hi' });
    });

    it('set replaces, set with merge merges nested maps, update changes fields by path', async () => {
      // Whole, valid documents: on Firebase every write also passes firestore.rules' shape checks.
      await port.set('site_settings', 'theme', {
        settings: { primary_color: '#111111', accent_color: '#222222', dark_mode_default: true },
      });
      await port.set('site_settings', 'theme', { settings: { primary_color: '#333333' } as never }, { merge: true });
      expect((await port.getDoc('site_settings', 'theme'))?.settings).toEqual({
        primary_color: '#333333',
        accent_color: '#222222',
        dark_mode_default: true,
      });
      await port.set('site_settings', 'theme', {
        settings: { primary_color: '#444444', accent_color: '#666666', dark_mode_default: false },
      });
      expect((await port.getDoc('site_settings', 'theme'))?.settings).toEqual({
        primary_color: '#444444',
        accent_color: '#666666',
        dark_mode_default: false,
      });
      await port.update('site_settings', 'theme', { 'settings.accent_color': '#555555' } as never);
      expect((await port.getDoc('site_settings', 'theme'))?.settings).toEqual({
        primary_color: '#444444',
        accent_color: '#555555',
        dark_mode_default: false,
      });
    });

    it('rejects an update of a missing document with not-found', async () => {
      await expectCode(port.update('projects', 'nope', { title: 'x' }), 'not-found');
    });

    it('writes a batch all or nothing', async () => {
      await port.set('skills', 's1', { name: 'A', icon_ref: '', description: '', category: '', sort_order: 0 });
      await expectCode(
        port.batch([
          { type: 'update', collection: 'skills', id: 's1', data: { sort_order: 5 } },
          { type: 'update', collection: 'skills', id: 'missing', data: { sort_order: 6 } },
        ]),
        'not-found',
      );
      expect((await port.getDoc('skills', 's1'))?.sort_order).toBe(0);
      await port.batch([
        { type: 'update', collection: 'skills', id: 's1', data: { sort_order: 7 } },
        { type: 'delete', collection: 'skills', id: 'never-existed' },
      ]);
      expect((await port.getDoc('skills', 's1'))?.sort_order).toBe(7);
    });

    it('writes a batch that expects values only while the document holds them, else nothing of it (failed-precondition)', async () => {
      await port.set('skills', 's1', { name: 'A', icon_ref: '', description: '', category: 'cloud', sort_order: 0 });
      const expecting = (category: string, sortOrder: number): BatchOp[] => [
        { type: 'expect', collection: 'skills', id: 's1', data: { category, name: 'A' } },
        { type: 'update', collection: 'skills', id: 's1', data: { sort_order: sortOrder } },
        {
          type: 'set',
          collection: 'skills',
          id: `s${sortOrder}`,
          data: { name: 'B', icon_ref: '', description: '', category: '', sort_order: 1 },
        },
      ];
      await port.batch(expecting('cloud', 2));
      expect((await port.getDoc('skills', 's1'))?.sort_order).toBe(2);
      expect(await port.getDoc('skills', 's2')).not.toBeNull();

      // Changed meanwhile (another tab): nothing of the batch is written.
      await port.update('skills', 's1', { category: 'tools' });
      await expectCode(port.batch(expecting('cloud', 3)), 'failed-precondition');
      expect((await port.getDoc('skills', 's1'))?.sort_order).toBe(2);
      expect(await port.getDoc('skills', 's3')).toBeNull();
      // A missing document holds no values.
      await expectCode(
        port.batch([{ type: 'expect', collection: 'skills', id: 'gone', data: { name: 'A' } }, ...expecting('tools', 4).slice(1)]),
        'failed-precondition',
      );
      expect(await port.getDoc('skills', 's4')).toBeNull();
    });

    it('stamps the server time and compares timestamps with Dates', async () => {
      const before = Date.now() - 60_000;
      const id = await savePost(port, null, {
        ...newBlogPost(),
        slug: 'hello',
        title: 'Hello',
        excerpt: 'E',
        content: 'C',
        published: true,
      });
      const post = await port.getDoc('blog_posts', id);
      expect(typeof post?.created_at).toBe('string');
      expect(new Date(post!.created_at).getTime()).toBeGreaterThan(before);
      const recent = await port.getDocs({
        collection: 'blog_posts',
        where: [{ field: 'created_at', op: '>=', value: new Date(before) }],
      });
      expect(recent.map((p) => p.id)).toEqual([id]);
    });
  });

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
