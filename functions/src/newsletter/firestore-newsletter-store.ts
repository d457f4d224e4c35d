import { COLLECTION_DECLARATIONS } from '@portfolio/model';
import { FieldPath, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { plain } from '../shared/firestore-values.js';
import type { NewsletterCollection, NewsletterDocs, NewsletterStore, WithId } from './store.js';

/** The declared times of a collection's documents, which Firestore keeps as timestamps. */
const timeFields = (collection: NewsletterCollection) =>
  Object.entries(COLLECTION_DECLARATIONS[collection].docType('')!.fields)
    .filter(([, field]) => field.kind === 'time')
    .map(([key]) => key);

function toStored(collection: NewsletterCollection, doc: object): DocumentData {
  const data: DocumentData = { ...doc };
  delete data.id;
  for (const key of timeFields(collection)) if (typeof data[key] === 'string') data[key] = Timestamp.fromDate(new Date(data[key]));
  return data;
}

const fromStored = <T>(data: DocumentData | undefined): T | null => (data ? (plain(data) as T) : null);

/** The newsletter's store on Firestore (firebase-admin: the rules do not apply; these functions are the only writers). */
export class FirestoreNewsletterStore implements NewsletterStore {
  constructor(private readonly db: Firestore) {}

  async get<C extends NewsletterCollection>(collection: C, id: string) {
    return fromStored<NewsletterDocs[C]>((await this.db.collection(collection).doc(id).get()).data());
  }

  update<C extends NewsletterCollection, T>(
    collection: C,
    id: string,
    decide: (current: NewsletterDocs[C] | null) => { write?: NewsletterDocs[C]; result: T },
  ) {
    const ref = this.db.collection(collection).doc(id);
    return this.db.runTransaction(async (tx) => {
      const { write, result } = decide(fromStored<NewsletterDocs[C]>((await tx.get(ref)).data()));
      if (write) tx.set(ref, toStored(collection, write));
      return result;
    });
  }

  async putMany<C extends NewsletterCollection>(collection: C, docs: readonly WithId<NewsletterDocs[C]>[]) {
    for (let start = 0; start < docs.length; start += 400) {
      const batch = this.db.batch();
      for (const doc of docs.slice(start, start + 400)) batch.set(this.db.collection(collection).doc(doc.id), toStored(collection, doc));
      await batch.commit();
    }
  }

  async remove(collection: NewsletterCollection, ids: readonly string[]) {
    for (let start = 0; start < ids.length; start += 400) {
      const batch = this.db.batch();
      for (const id of ids.slice(start, start + 400)) batch.delete(this.db.collection(collection).doc(id));
      await batch.commit();
    }
  }

  async list<C extends NewsletterCollection>(
    collection: C,
    equal: Partial<Record<string, string>>,
    afterId: string | null,
    limit: number,
  ): Promise<WithId<NewsletterDocs[C]>[]> {
    // Equality filters in id order: Firestore answers these from its single-field indexes, no composite one.
    let query = this.db.collection(collection).orderBy(FieldPath.documentId());
    for (const [field, value] of Object.entries(equal)) query = query.where(field, '==', value);
    if (afterId) query = query.startAfter(afterId);
    const snap = await query.limit(limit).get();
    return snap.docs.map((doc) => ({ ...(plain(doc.data()) as NewsletterDocs[C]), id: doc.id }));
  }
}
