/**
 * Mailing a post to its recipients, resumable: the send's lease says who is sending, and each
 * recipient's mail is claimed in a transaction (queued → sending) before it goes out and marked sent
 * after. A sender that stops (its instance ends, its time is up, the mail server fails) leaves the
 * rest queued for the next run (resumeNewsletterSends, every few minutes). A mail that was going out
 * when its sender stopped may or may not have left: it is marked interrupted, never sent again.
 */
import type { NewsletterSend, NewsletterSubscriber } from '@portfolio/model';
import type { Mailer } from '../mail/mailer.js';
import type { Clock } from '../shared/clock.js';
import { postMail, type MailedPost, type SiteOf } from './mails.js';
import { MAX_MAIL_ATTEMPTS, recipientId, SEND_LEASE_MS, takeLease } from './send-rules.js';
import type { NewsletterStore, WithId } from './store.js';
import { signToken } from './tokens.js';

export interface SendDeps {
  store: NewsletterStore;
  mailer: () => Mailer;
  mailFrom: string;
  site: () => Promise<SiteOf>;
  /** The post as a visitor may read it now; null when it is not public (unpublished meanwhile). */
  post: (id: string) => Promise<MailedPost | null>;
  hashSecret: string;
  clock: Clock;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export type SendRun = { outcome: 'done' | 'paused' | 'not-mine'; sent: number };

const PAGE = 200;
const iso = (ms: number) => new Date(ms).toISOString();

/** Runs a post's send as far as it goes; `budget` mails at most (the rest is left for the next run). */
export async function runSend(deps: SendDeps, postId: string, budget = Infinity): Promise<SendRun> {
  const held = await deps.store.update('newsletter_sends', postId, (send) => {
    const taken = takeLease(send, deps.clock());
    return taken ? { write: taken, result: taken } : { result: null };
  });
  if (!held) return { outcome: 'not-mine', sent: 0 };
  if (held.state === 'preparing') await listRecipients(deps, postId);
  await markInterrupted(deps, postId);
  const post = await deps.post(postId);
  if (!post) return pause(deps, postId, 0);
  const site = await deps.site();
  let sent = 0;
  for (;;) {
    const queued = await deps.store.list('newsletter_recipients', { post_id: postId, state: 'queued' }, null, PAGE);
    if (queued.length === 0) break;
    for (const recipient of queued) {
      if (sent >= budget) return pause(deps, postId, sent);
      await renewLease(deps, postId);
      const outcome = await mailOne(deps, site, post, recipient.id, recipient.id.slice(postId.length + 1));
      if (outcome === 'failed') return pause(deps, postId, sent);
      if (outcome === 'sent') sent += 1;
    }
  }
  await changeSend(deps, postId, (send) => ({ ...send, state: 'done', finished_at: deps.clock().toISOString(), lease_until: null }));
  return { outcome: 'done', sent };
}

/** Every address confirmed now becomes a queued recipient; then the send is sending, with its total. */
async function listRecipients(deps: SendDeps, postId: string) {
  let total = 0;
  let after: string | null = null;
  for (;;) {
    const page: WithId<NewsletterSubscriber>[] = await deps.store.list('newsletter_subscribers', { state: 'confirmed' }, after, 500);
    if (page.length === 0) break;
    await deps.store.putMany(
      'newsletter_recipients',
      page.map((s) => ({
        id: recipientId(postId, s.id),
        post_id: postId,
        email: s.email,
        state: 'queued' as const,
        attempts: 0,
        last_error: '',
        sent_at: null,
      })),
    );
    total += page.length;
    after = page.at(-1)!.id;
  }
  await changeSend(deps, postId, (send) => ({ ...send, state: 'sending', total }));
}

async function markInterrupted(deps: SendDeps, postId: string) {
  for (const stale of await deps.store.list('newsletter_recipients', { post_id: postId, state: 'sending' }, null, PAGE)) {
    const marked = await deps.store.update('newsletter_recipients', stale.id, (r) =>
      r?.state === 'sending' ? { write: { ...r, state: 'interrupted' }, result: true } : { result: false },
    );
    if (marked) await changeSend(deps, postId, (send) => ({ ...send, not_sent: send.not_sent + 1 }));
  }
}

type MailOutcome = 'sent' | 'not-sent' | 'failed' | 'skipped';

async function mailOne(deps: SendDeps, site: SiteOf, post: MailedPost, id: string, subscriberId: string): Promise<MailOutcome> {
  const claimed = await deps.store.update('newsletter_recipients', id, (r) =>
    r?.state === 'queued' ? { write: { ...r, state: 'sending', attempts: r.attempts + 1 }, result: r } : { result: null },
  );
  if (!claimed) return 'skipped';
  const subscriber = await deps.store.get('newsletter_subscribers', subscriberId);
  if (subscriber?.state !== 'confirmed') {
    await finish(deps, id, { state: 'left' }, 'not_sent', post.id);
    return 'not-sent';
  }
  const token = signToken(deps.hashSecret, 'unsubscribe', subscriberId, deps.clock());
  try {
    await deps.mailer().send(postMail(site, post, subscriber.email, token, deps.mailFrom));
  } catch (error) {
    const last_error = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const attempts = claimed.attempts + 1;
    deps.log?.('A newsletter mail failed; the send goes on later', { post: post.id, attempts, reason: last_error });
    if (attempts >= MAX_MAIL_ATTEMPTS) await finish(deps, id, { state: 'failed', last_error }, 'not_sent', post.id);
    else await deps.store.update('newsletter_recipients', id, (r) => ({ write: { ...r!, state: 'queued', last_error }, result: null }));
    return 'failed';
  }
  await finish(deps, id, { state: 'sent', sent_at: deps.clock().toISOString() }, 'sent', post.id);
  return 'sent';
}

async function finish(deps: SendDeps, id: string, patch: object, counter: 'sent' | 'not_sent', postId: string) {
  await deps.store.update('newsletter_recipients', id, (r) => ({ write: { ...r!, ...patch }, result: null }));
  await changeSend(deps, postId, (send) => ({ ...send, [counter]: send[counter] + 1 }));
}

function changeSend(deps: SendDeps, postId: string, change: (send: NewsletterSend) => NewsletterSend) {
  // A change that answers the send as it was writes nothing.
  return deps.store.update('newsletter_sends', postId, (send) => {
    const changed = send && change(send);
    return changed && changed !== send ? { write: changed, result: null } : { result: null };
  });
}

/** Keeps the lease ahead of the work: renewed once half of it has passed. */
async function renewLease(deps: SendDeps, postId: string) {
  const now = deps.clock().getTime();
  await changeSend(deps, postId, (send) =>
    send.lease_until && Date.parse(send.lease_until) - now > SEND_LEASE_MS / 2 ? send : { ...send, lease_until: iso(now + SEND_LEASE_MS) },
  );
}

async function pause(deps: SendDeps, postId: string, sent: number): Promise<SendRun> {
  await changeSend(deps, postId, (send) => ({ ...send, lease_until: null }));
  return { outcome: 'paused', sent };
}
