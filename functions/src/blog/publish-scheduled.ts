import { isDue, type IsoDateTime } from '@portfolio/model';
import type { Clock } from '../shared/clock.js';
import type { PublishingStore, ScheduledPostState } from '../store/types.js';

export interface PublishScheduledDeps {
  store: PublishingStore;
  clock: Clock;
}

/** At most this many posts a run; the next run (a minute later) takes the rest. */
export const PUBLISH_BATCH = 50;

/**
 * Publishes every scheduled draft whose time has come: published becomes true, the
 * schedule is cleared, and the first publication is recorded as now (a post published before keeps
 * its first date). Each post is decided again inside its own transaction, so a post the owner
 * published, unscheduled or moved meanwhile is left as the owner made it.
 */
export async function publishScheduledPosts(deps: PublishScheduledDeps): Promise<{ due: number; published: string[] }> {
  const now = deps.clock();
  const due = await deps.store.scheduledPostsDue(now, PUBLISH_BATCH);
  const published: string[] = [];
  for (const id of due) {
    const done = await deps.store.publishPost(id, (post: ScheduledPostState): { published_at: IsoDateTime } | null =>
      isDue(post, now) ? { published_at: post.published_at ?? now.toISOString() } : null,
    );
    if (done) published.push(id);
  }
  return { due: due.length, published };
}
