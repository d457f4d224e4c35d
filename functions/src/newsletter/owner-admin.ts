/**
 * The owner's Subscribers screen, carried out here because subscribers are written by the functions
 * only (the rules let the owner read them): removing an address with every record of mail to it, and
 * importing addresses that consented elsewhere. Both ask of the caller what the rules ask of the owner.
 */
import {
  emptyImportSummary,
  importedSubscriber,
  parseImportFile,
  validateImportInput,
  validateRemoveInput,
  type ImportSummary,
} from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Clock } from '../shared/clock.js';
import type { NewsletterStore } from './store.js';
import { subscriberId } from './tokens.js';

export interface OwnerAdminDeps {
  /** Refuses anyone but the owner, as the security rules do (auth/owner-account.ts's assertOwner). */
  assertOwner: () => Promise<unknown>;
  store: NewsletterStore;
  clock: Clock;
}

/** Recipient records are removed this many at a time. */
const PAGE = 200;
/** Imported addresses decided at once, each in its own transaction on its own document. */
const AT_ONCE = 20;

/**
 * Removes the address and its data: the subscriber and each post's record of mail to it. What a send
 * counted stays ("sent to 412 of 412" is a count, not an address). Removing it again answers false.
 */
export async function removeSubscriber(deps: OwnerAdminDeps, data: unknown): Promise<{ removed: boolean }> {
  await deps.assertOwner();
  const checked = validateRemoveInput(data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  const current = await deps.store.get('newsletter_subscribers', checked.id);
  if (!current) return { removed: false };
  // The subscriber first: a send under way then finds the address gone and mails it nothing.
  await deps.store.remove('newsletter_subscribers', [checked.id]);
  for (;;) {
    const page = await deps.store.list('newsletter_recipients', { email: current.email }, null, PAGE);
    if (page.length === 0) break;
    await deps.store.remove(
      'newsletter_recipients',
      page.map((r) => r.id),
    );
    if (page.length < PAGE) break;
  }
  return { removed: true };
}

/**
 * Imports a CSV of addresses that already consented: each valid line decided by `importedSubscriber`
 * in its own transaction, so importing the same file again changes nothing; each line that is not an
 * address comes back with its number and what is wrong with it.
 */
export async function importSubscribers(deps: OwnerAdminDeps, data: unknown): Promise<ImportSummary> {
  await deps.assertOwner();
  const checked = validateImportInput(data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  const { addresses, problems } = parseImportFile(checked.text);
  const summary = emptyImportSummary(problems);
  const now = deps.clock();
  const importOne = (email: string) =>
    deps.store.update('newsletter_subscribers', subscriberId(email), (current) => {
      const decided = importedSubscriber(current, email, now);
      return { write: decided.write, result: decided.outcome };
    });
  // A few at a time: thousands of transactions one after another would outlast the call.
  for (let start = 0; start < addresses.length; start += AT_ONCE) {
    const outcomes = await Promise.all(addresses.slice(start, start + AT_ONCE).map(({ email }) => importOne(email)));
    for (const outcome of outcomes) summary[outcome] += 1;
  }
  return summary;
}
