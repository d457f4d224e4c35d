/**
 * Sample newsletter records: a subscriber in each state (one imported), and the send of the newest
 * sample post, so the Subscribers screen shows its counts, its list and a send log. Ids are the
 * functions' (the first 32 hex digits of the address's SHA-256), so signing up again with one of
 * these addresses finds it.
 */
import type { NewsletterSend, NewsletterSubscriber } from '@portfolio/model';

export function sampleSubscribers(iso: (hoursAgo: number) => string): Record<string, NewsletterSubscriber> {
  const subscriber = (email: string, state: NewsletterSubscriber['state'], hoursAgo: number, source: string, imported = false) => ({
    email,
    state,
    subscribed_at: iso(hoursAgo),
    confirmed_at: state === 'pending' ? null : iso(hoursAgo - 1),
    unsubscribed_at: state === 'unsubscribed' ? iso(hoursAgo / 2) : null,
    source,
    imported,
  });
  return {
    '05523b763cfb4053e2f6a39f57029bed': subscriber('maria.lopez@example.org', 'confirmed', 24 * 20, '/blog/terraform-modules-that-scale'),
    '9a03838ea36da9319ff6c1f00229749a': subscriber('dev.patel@example.net', 'confirmed', 24 * 40, 'import', true),
    ccb4a81465889d5fdaebfee6dc3b8cbc: subscriber('sam.kim@example.com', 'pending', 6, '/blog'),
    '90c66034dc30019e876fd0fbbe62097a': subscriber('jo.weber@example.org', 'unsubscribed', 24 * 30, '/'),
  };
}

/** The newest sample post's send: both confirmed addresses mailed. */
export function sampleSends(iso: (hoursAgo: number) => string, post: { id: string; title: string }): Record<string, NewsletterSend> {
  return {
    [post.id]: {
      title: post.title,
      state: 'done',
      reason: '',
      total: 2,
      sent: 2,
      not_sent: 0,
      started_at: iso(72),
      finished_at: iso(72),
      lease_until: null,
    },
  };
}
