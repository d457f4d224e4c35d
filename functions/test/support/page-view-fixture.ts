/** What the analytics suites share: beacons from two browsers and addresses, and a harness with public pages to visit. */
import { COLLECTIONS, rollupCounts, type RollupCount } from '@portfolio/model';
import { beforeEach } from 'vitest';
import { runRollupJob } from '../../src/analytics/rollup-job.js';
import { trackPageView, type TrackDeps, type TrackRequest } from '../../src/analytics/track-page-view.js';
import type { Harness, MakeHarness } from './harness.js';

export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
export const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
export const IP_A = '203.0.113.10';
export const IP_B = '2001:db8::42';

export function beacon(body: unknown, over: Partial<TrackRequest> = {}): TrackRequest {
  return {
    method: 'POST',
    contentType: 'text/plain;charset=UTF-8',
    rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    userAgent: FIREFOX,
    ip: IP_A,
    host: 'portfolio.test',
    ...over,
  };
}

/** A rollup's page or referrer counts as a plain object, for readable assertions. */
export const counts = (list: RollupCount[]) => Object.fromEntries(rollupCounts(list));

/** A small deterministic random source, so a failing sample can be replayed. */
export function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/**
 * Registers a fresh harness before each test, with the public detail pages the views visit, and
 * gives the test its store, a view sent a millisecond after the one before, and a rollup run at a time.
 */
export function pageViewFixture(makeHarness: MakeHarness) {
  const ctx = {} as { h: Harness; deps: TrackDeps };
  beforeEach(async () => {
    ctx.h = await makeHarness('2026-03-10T08:00:00.000Z');
    ctx.deps = { store: ctx.h.store, hashSecret: 'test-secret', clock: ctx.h.clock };
    // The public detail pages the views below visit; drafts and inactive projects count as unknown.
    for (const slug of ['hello-world', 'my-post', 'first-post', 'second-post']) {
      await ctx.h.seed(COLLECTIONS.blogPosts, slug, { slug, title: slug, published: true });
    }
    for (const id of ['AbC123xyz', 'p1']) await ctx.h.seed(COLLECTIONS.projects, id, { title: id, status: 'active' });
  });
  // Each view a millisecond after the one before: Firestore orders equal created_at values by document
  // id, not by insertion, and the assertions read events in the order they were sent.
  const view = async (path: string, over: Partial<TrackRequest> = {}, referrer = '') => {
    const response = await trackPageView(ctx.deps, beacon({ page_path: path, referrer }, over));
    ctx.h.clock.advance(1);
    return response;
  };
  const jobAt = async (at: Date) => {
    ctx.h.clock.set(at);
    return runRollupJob({ store: ctx.h.store, clock: ctx.h.clock });
  };
  return { ctx, view, jobAt };
}
