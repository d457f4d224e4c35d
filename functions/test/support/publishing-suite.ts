import { COLLECTIONS } from '@portfolio/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishScheduledPosts } from '../../src/blog/publish-scheduled.js';
import { MINUTE } from './clock.js';
import type { Harness, MakeHarness } from './harness.js';

const START = '2026-12-24T08:58:00.000Z';
const AT = '2026-12-24T09:00:00.000Z';

/** The publishScheduledPosts handler on a store, with the clock moved by hand. */
export function publishingSuite(name: string, makeHarness: MakeHarness) {
  describe(`publishScheduledPosts (${name})`, () => {
    let h: Harness;
    const post = (over: Record<string, unknown>) => ({
      slug: 'post',
      title: 'Post',
      excerpt: 'E',
      content: 'C',
      category: '',
      image_url: '',
      published: false,
      created_at: h.timestamp('2026-12-01T10:00:00.000Z'),
      published_at: null,
      publish_at: null,
      previous_slugs: [],
      ...over,
    });
    const run = () => publishScheduledPosts({ store: h.store, clock: h.clock });
    const stored = (id: string) => h.doc(COLLECTIONS.blogPosts, id);

    beforeEach(async () => {
      h = await makeHarness(START);
      await h.seed(COLLECTIONS.blogPosts, 'scheduled', post({ slug: 'scheduled', publish_at: h.timestamp(AT) }));
    });

    it('leaves a scheduled post a draft until its time, then publishes it and records when', async () => {
      expect(await run()).toEqual({ due: 0, published: [] });
      h.clock.set('2026-12-24T08:59:59.999Z');
      await run();
      expect(await stored('scheduled')).toMatchObject({ published: false, publish_at: AT, published_at: null });

      h.clock.set('2026-12-24T09:00:20.000Z');
      expect(await run()).toEqual({ due: 1, published: ['scheduled'] });
      expect(await stored('scheduled')).toMatchObject({
        published: true,
        publish_at: null,
        published_at: '2026-12-24T09:00:20.000Z',
        created_at: '2026-12-01T10:00:00.000Z',
      });
      // The next run finds nothing more to do.
      h.clock.advance(MINUTE);
      expect(await run()).toEqual({ due: 0, published: [] });
    });

    it('publishes every due post, earliest first, and leaves the others alone', async () => {
      await h.seed(COLLECTIONS.blogPosts, 'earlier', post({ slug: 'earlier', publish_at: h.timestamp('2026-12-24T08:00:00.000Z') }));
      await h.seed(COLLECTIONS.blogPosts, 'later', post({ slug: 'later', publish_at: h.timestamp('2026-12-25T09:00:00.000Z') }));
      await h.seed(COLLECTIONS.blogPosts, 'draft', post({ slug: 'draft' }));
      await h.seed(
        COLLECTIONS.blogPosts,
        'public',
        post({ slug: 'public', published: true, published_at: h.timestamp('2026-12-02T10:00:00.000Z') }),
      );
      h.clock.set('2026-12-24T10:00:00.000Z');
      expect(await run()).toEqual({ due: 2, published: ['earlier', 'scheduled'] });
      expect(await stored('later')).toMatchObject({ published: false, publish_at: '2026-12-25T09:00:00.000Z' });
      expect(await stored('draft')).toMatchObject({ published: false, published_at: null });
      expect(await stored('public')).toMatchObject({ published: true, published_at: '2026-12-02T10:00:00.000Z' });
    });

    it('keeps the first publication of a post that was public before and scheduled again', async () => {
      await h.seed(
        COLLECTIONS.blogPosts,
        'again',
        post({ slug: 'again', publish_at: h.timestamp(AT), published_at: h.timestamp('2026-11-01T07:00:00.000Z') }),
      );
      h.clock.set('2026-12-24T09:01:00.000Z');
      await run();
      expect(await stored('again')).toMatchObject({ published: true, publish_at: null, published_at: '2026-11-01T07:00:00.000Z' });
    });
  });
}
