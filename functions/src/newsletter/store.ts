/**
 * What the newsletter keeps, behind a small interface with two implementations (Firestore, and memory
 * for the unit tests), so that every decision is made by the same code above it: a transaction over
 * one document, plain reads and writes, and an equality-filtered list in id order. Times are ISO strings
 * here; Firestore keeps the declared times as timestamps.
 */
import type { NewsletterRecipient, NewsletterSend, NewsletterSubscriber } from '@portfolio/model';

export interface NewsletterDocs {
  newsletter_subscribers: NewsletterSubscriber;
  newsletter_sends: NewsletterSend;
  newsletter_recipients: NewsletterRecipient;
}
export type NewsletterCollection = keyof NewsletterDocs;
export type WithId<T> = T & { id: string };

/** What a transaction decided: the document to write (none: leave it as it is), and what to answer. */
export interface Decision<C extends NewsletterCollection, T> {
  write?: NewsletterDocs[C];
  result: T;
}

export interface NewsletterStore {
  get<C extends NewsletterCollection>(collection: C, id: string): Promise<NewsletterDocs[C] | null>;
  /** In one transaction: reads the document (null when there is none), writes what `decide` answers. */
  update<C extends NewsletterCollection, T>(
    collection: C,
    id: string,
    decide: (current: NewsletterDocs[C] | null) => Decision<C, T>,
  ): Promise<T>;
  /** Writes documents as they are, in batches. */
  putMany<C extends NewsletterCollection>(collection: C, docs: readonly WithId<NewsletterDocs[C]>[]): Promise<void>;
  remove(collection: NewsletterCollection, ids: readonly string[]): Promise<void>;
  /** Documents whose fields equal the values given, in id order, after `afterId`, at most `limit`. */
  list<C extends NewsletterCollection>(
    collection: C,
    equal: Partial<Record<keyof NewsletterDocs[C] & string, string>>,
    afterId: string | null,
    limit: number,
  ): Promise<WithId<NewsletterDocs[C]>[]>;
}
