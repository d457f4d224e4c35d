/**
 * The owner's Subscribers work, done in the browser for the offline demo as the functions do it
 * (functions/src/newsletter/owner-admin.ts): the same checks and decisions from @portfolio/model,
 * owner only.
 */
import {
  COLLECTIONS,
  emptyImportSummary,
  importedSubscriber,
  parseImportFile,
  validateImportInput,
  validateRemoveInput,
  type FunctionContracts,
  type NewsletterRecipient,
  type NewsletterSubscriber,
} from '@portfolio/model';
import { DataError, type Session } from '../port';
import { subscriberId } from './demo-newsletter';
import type { MemoryStore } from './store';

function ownerOnly(session: Session | null) {
  if (!session?.isOwner) throw new DataError('permission-denied', 'Only the owner may do this.');
}

export function demoRemoveSubscriber(
  store: MemoryStore,
  data: unknown,
  session: Session | null,
): FunctionContracts['removeNewsletterSubscriber']['response'] {
  ownerOnly(session);
  const checked = validateRemoveInput(data);
  if (!checked.ok) throw new DataError('invalid-argument', checked.error);
  const current = store.get(COLLECTIONS.newsletterSubscribers, checked.id) as NewsletterSubscriber | undefined;
  if (!current) return { removed: false };
  const recipients = store
    .list(COLLECTIONS.newsletterRecipients)
    .filter((doc) => (doc.data as unknown as NewsletterRecipient).email === current.email)
    .map(({ id }) => ({ collection: COLLECTIONS.newsletterRecipients, id, data: null }));
  store.write([{ collection: COLLECTIONS.newsletterSubscribers, id: checked.id, data: null }, ...recipients]);
  return { removed: true };
}

export async function demoImportSubscribers(
  store: MemoryStore,
  data: unknown,
  session: Session | null,
): Promise<FunctionContracts['importNewsletterSubscribers']['response']> {
  ownerOnly(session);
  const checked = validateImportInput(data);
  if (!checked.ok) throw new DataError('invalid-argument', checked.error);
  const { addresses, problems } = parseImportFile(checked.text);
  const summary = emptyImportSummary(problems);
  const now = new Date();
  const writes: { collection: string; id: string; data: Record<string, unknown> }[] = [];
  for (const { email } of addresses) {
    const id = await subscriberId(email);
    const current = (store.get(COLLECTIONS.newsletterSubscribers, id) as NewsletterSubscriber | undefined) ?? null;
    const decided = importedSubscriber(current, email, now);
    if (decided.write) writes.push({ collection: COLLECTIONS.newsletterSubscribers, id, data: { ...decided.write } });
    summary[decided.outcome] += 1;
  }
  // One write: each address is one document and appears once in the file, so none depends on another.
  if (writes.length > 0) store.write(writes);
  return summary;
}
