import { useLiveQuery } from '@/data/use-live';

/**
 * The Subscribers screen reads every address up to this many (a personal site's list), so its counts
 * and its search cover them all; past it the screen says the list is cut.
 */
export const SUBSCRIBERS_READ = 5000;
/** The send log shows the newest posts' sends. */
export const SENDS_SHOWN = 20;
/** Sends under way at once are one or two (each post's first publication); the admin watches this many for their end. */
export const SENDS_WATCHED = 3;

/** Every subscriber, newest first, live (owner only: the functions write them). */
export function useSubscribers() {
  const state = useLiveQuery({
    collection: 'newsletter_subscribers',
    orderBy: [{ field: 'subscribed_at', direction: 'desc' }],
    limit: SUBSCRIBERS_READ,
  });
  return { ...state, cut: state.data.length >= SUBSCRIBERS_READ };
}

/**
 * Each post's send, newest first, live: how many of its recipients were mailed. The Send Log shows
 * SENDS_SHOWN; every admin screen watches the newest SENDS_WATCHED to tell their end (SendFinishedToasts).
 */
export function useNewsletterSends(limit = SENDS_SHOWN) {
  return useLiveQuery({
    collection: 'newsletter_sends',
    orderBy: [{ field: 'started_at', direction: 'desc' }],
    limit,
  });
}
