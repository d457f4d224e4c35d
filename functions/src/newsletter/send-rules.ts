/**
 * When a post is mailed to the subscribers, decided once: on its first publication (by the owner or
 * by the scheduler). Publishing it again, re-saving it or restoring a backup never mails it again:
 * its send document exists from the first time on, and a post first published long before it became
 * public here (a restored backup's, or one older than the newsletter) is recorded as skipped.
 */
import type { BlogPost, NewsletterSend } from '@portfolio/model';

/** A post becoming public later than this after its first publication is not news: it is not mailed. */
export const FIRST_PUBLICATION_WINDOW_MS = 2 * 86_400_000;
/** Whoever holds a send's lease is its only sender; it is renewed while sending and outlives a mail's timeouts. */
export const SEND_LEASE_MS = 5 * 60_000;
/** A mail that failed this many times is given up (counted as not sent); the owner sees it in the send's log. */
export const MAX_MAIL_ATTEMPTS = 3;

export type PublishedPost = Pick<BlogPost, 'title' | 'published_at' | 'created_at' | 'not_in_newsletter'>;

/** The send a post's first publication starts: preparing, or skipped with the reason the owner reads. */
export function firstSend(post: PublishedPost, now: Date): NewsletterSend {
  const first = post.published_at ?? post.created_at;
  let reason = '';
  if (post.not_in_newsletter === true) reason = 'Marked not for the newsletter.';
  else if (Date.parse(first) < now.getTime() - FIRST_PUBLICATION_WINDOW_MS)
    reason = `First published on ${first.slice(0, 10)}: not news any more, so not mailed.`;
  return {
    title: post.title.slice(0, 200),
    state: reason ? 'skipped' : 'preparing',
    reason,
    total: 0,
    sent: 0,
    not_sent: 0,
    started_at: now.toISOString(),
    finished_at: reason ? now.toISOString() : null,
    lease_until: null,
  };
}

/** Takes the send's lease when it has work left and nobody holds it; null otherwise. */
export function takeLease(send: NewsletterSend | null, now: Date): NewsletterSend | null {
  if (!send || (send.state !== 'preparing' && send.state !== 'sending')) return null;
  if (send.lease_until && Date.parse(send.lease_until) > now.getTime()) return null;
  return { ...send, lease_until: new Date(now.getTime() + SEND_LEASE_MS).toISOString() };
}

export const recipientId = (postId: string, subscriberId: string) => `${postId}_${subscriberId}`;
