/**
 * The newsletter's sign-up, done in the browser for the offline demo: the same checks and the same
 * answer as the subscribeToNewsletter function, and the address stored pending. The demo sends no
 * mail, so no address is ever confirmed here.
 */
import { COLLECTIONS, NEWSLETTER_TEXT, validateSubscribeInput, type FunctionContracts, type NewsletterSubscriber } from '@portfolio/model';
import { DataError } from '../port';
import type { MemoryStore } from './store';

/** The function's id for an address: the first 32 hex digits of its SHA-256, in lower case. */
export async function subscriberId(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

export async function demoSubscribe(store: MemoryStore, data: unknown): Promise<FunctionContracts['subscribeToNewsletter']['response']> {
  const checked = validateSubscribeInput(data);
  if (!checked.ok) throw new DataError('invalid-argument', checked.error);
  if (checked.bot) return { message: NEWSLETTER_TEXT.checkInbox };
  const id = await subscriberId(checked.email);
  const current = store.get(COLLECTIONS.newsletterSubscribers, id) as NewsletterSubscriber | undefined;
  if (current?.state !== 'confirmed') {
    const subscriber: NewsletterSubscriber = {
      email: checked.email,
      state: 'pending',
      subscribed_at: new Date().toISOString(),
      confirmed_at: null,
      unsubscribed_at: current?.unsubscribed_at ?? null,
      source: checked.source,
      imported: false,
    };
    store.write([{ collection: COLLECTIONS.newsletterSubscribers, id, data: { ...subscriber } }]);
  }
  return { message: NEWSLETTER_TEXT.checkInbox };
}
