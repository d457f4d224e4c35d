import { visitorMayRead, type NewsletterSend } from '@portfolio/model';
import { firstSend, type PublishedPost } from './send-rules.js';
import { runSend, type SendDeps, type SendRun } from './send-post.js';

/**
 * A post was written: when it became public (published by the owner or the scheduler) and has never
 * had a send, its send is created (preparing, or skipped with its reason) and run. Publishing it again
 * finds the send of its first publication and mails nobody.
 */
export async function onPostWritten(
  deps: SendDeps,
  postId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<SendRun | NewsletterSend['state'] | null> {
  if (!after || !visitorMayRead('blog_posts', after) || (before && visitorMayRead('blog_posts', before))) return null;
  const send = firstSend(after as unknown as PublishedPost, deps.clock());
  const created = await deps.store.update('newsletter_sends', postId, (current) =>
    current ? { result: false } : { write: send, result: true },
  );
  if (!created) return null;
  if (send.state === 'skipped') return 'skipped';
  return runSend(deps, postId);
}
