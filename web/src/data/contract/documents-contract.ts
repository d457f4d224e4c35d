/**
 * The data port's documents, on both adapters: reads, queries and cursors as Firestore answers them,
 * live queries, writes and batches, what a batch expects, and the server's time.
 */
import { describe, expect, it } from 'vitest';
import { newBlogPost } from '@portfolio/model';
import { savePost } from '../content/content-writes';
import type { BatchOp, DataPort, Doc } from '../port';
import { expectCode, nextValue, project, ownerOnFreshBackend, type ContractSetup } from './contract-support';

export function documentsContract(name: string, setup: ContractSetup) {
  describe(`${name}: documents`, () => {
    let port: DataPort;
    ownerOnFreshBackend(setup, (fresh) => (port = fresh.port));

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
}
