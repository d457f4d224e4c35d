import type { NewsletterCollection, NewsletterDocs, NewsletterStore, WithId } from './store.js';

/** The newsletter's store in memory, for the unit tests: the same answers as Firestore's, one transaction at a time. */
export class MemoryNewsletterStore implements NewsletterStore {
  readonly docs: { [C in NewsletterCollection]: Map<string, NewsletterDocs[C]> } = {
    newsletter_subscribers: new Map(),
    newsletter_sends: new Map(),
    newsletter_recipients: new Map(),
  };
  private queue: Promise<unknown> = Promise.resolve();

  private exclusive<T>(work: () => T): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private map<C extends NewsletterCollection>(collection: C): Map<string, NewsletterDocs[C]> {
    return this.docs[collection];
  }

  async get<C extends NewsletterCollection>(collection: C, id: string) {
    const doc = this.map(collection).get(id);
    return doc ? structuredClone(doc) : null;
  }

  update<C extends NewsletterCollection, T>(
    collection: C,
    id: string,
    decide: (current: NewsletterDocs[C] | null) => { write?: NewsletterDocs[C]; result: T },
  ) {
    return this.exclusive(() => {
      const current = this.map(collection).get(id);
      const { write, result } = decide(current ? structuredClone(current) : null);
      if (write) this.map(collection).set(id, structuredClone(write));
      return result;
    });
  }

  async putMany<C extends NewsletterCollection>(collection: C, docs: readonly WithId<NewsletterDocs[C]>[]) {
    for (const { id, ...doc } of docs) this.map(collection).set(id, structuredClone(doc) as unknown as NewsletterDocs[C]);
  }

  async remove(collection: NewsletterCollection, ids: readonly string[]) {
    for (const id of ids) this.map(collection).delete(id);
  }

  async list<C extends NewsletterCollection>(collection: C, equal: Partial<Record<string, string>>, afterId: string | null, limit: number) {
    return (
      [...this.map(collection).entries()]
        .filter(
          ([id, doc]) =>
            (afterId === null || id > afterId) && Object.entries(equal).every(([k, v]) => (doc as Record<string, unknown>)[k] === v),
        )
        // Firestore orders document ids by their bytes.
        .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
        .slice(0, limit)
        .map(([id, doc]) => ({ ...structuredClone(doc), id }))
    );
  }
}
