/**
 * Derived fields on documents written before they were declared. A content type may declare a
 * system field every write derives from others (a project's `technology_keys`, the lower-case
 * technologies the filter `/projects?tech=` asks for: Firestore compares strings exactly); both
 * adapters make it at their write boundary, and so do the import and the restore. A document stored
 * before the field existed has none, and a query on it misses the document until it is saved again.
 *
 * So once for each set of derived fields (`derivedFieldsMark`: a new derived field is a new mark), the
 * scheduled search job (maintainSearchIndex, every 10 minutes) reads each collection that has one, a
 * page at a time and only the fields involved, and writes what a save would have derived where the
 * stored value differs; then it notes the mark in fn_state/derived_fields, and from then on costs one
 * read. A document saved meanwhile is left to its save (the write is conditional on the version read).
 */
import { COLLECTION_DECLARATIONS, withWriteDerived, type CollectionName, type ContentType } from '@portfolio/model';
import { FieldPath, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { PRIVATE_COLLECTIONS } from '../store/types.js';

export const DERIVED_FIELDS_DOC = 'derived_fields';
/** Documents read at once. */
const PAGE = 300;
/** gRPC's FAILED_PRECONDITION: the document changed since it was read. */
const CHANGED_SINCE_READ = 9;

interface Derived {
  collection: CollectionName;
  type: ContentType;
  /** The derived fields and the fields they come from. */
  fields: string[];
  from: string[];
}

/** The collections of one declared type whose type declares a derived system field. */
export function derivedCollections(): Derived[] {
  return (Object.keys(COLLECTION_DECLARATIONS) as CollectionName[]).flatMap((collection) => {
    const type = COLLECTION_DECLARATIONS[collection].docType('');
    const derived = Object.entries(type?.fields ?? {}).filter(([, field]) => field.system && field.derive);
    if (!type || derived.length === 0) return [];
    return [{ collection, type, fields: derived.map(([key]) => key), from: [...new Set(derived.flatMap(([, f]) => f.derive!.from))] }];
  });
}

/** Names the derived fields there are: when it changes, the documents are checked again. */
export const derivedFieldsMark = (): string =>
  derivedCollections()
    .flatMap(({ collection, fields }) => fields.map((field) => `${collection}.${field}`))
    .join(',');

/** The fields to write on a stored document so its derived fields are what a save would make, or null. */
function outdated(type: ContentType, fields: string[], snap: DocumentSnapshot): Record<string, unknown> | null {
  const stored = snap.data() ?? {};
  const derived = withWriteDerived(type, stored);
  const changed = fields.filter((field) => field in derived && JSON.stringify(derived[field]) !== JSON.stringify(stored[field]));
  return changed.length === 0 ? null : Object.fromEntries(changed.map((field) => [field, derived[field]]));
}

/** Brings one collection's derived fields up to date; how many documents it read and wrote. */
async function bringUpToDate(db: Firestore, { collection, type, fields, from }: Derived, pageSize: number) {
  let checked = 0;
  let updated = 0;
  let after: DocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collection(collection)
      .select(...fields, ...from)
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    checked += docs.length;
    const writes = docs.flatMap((snap) => {
      const data = outdated(type, fields, snap);
      if (!data) return [];
      return [
        snap.ref.update(data, { lastUpdateTime: snap.updateTime }).then(
          () => (updated += 1),
          (error: { code?: number }) => {
            if (error?.code !== CHANGED_SINCE_READ) throw error;
          },
        ),
      ];
    });
    await Promise.all(writes);
    if (docs.length < pageSize) return { checked, updated };
    after = docs.at(-1);
  }
}

/**
 * Brings every derived field up to date once per mark. Returns what it did, or null when the mark
 * was noted already (one read).
 */
export async function backfillDerivedFields(db: Firestore, pageSize = PAGE): Promise<{ checked: number; updated: number } | null> {
  const state = db.collection(PRIVATE_COLLECTIONS.state).doc(DERIVED_FIELDS_DOC);
  const mark = derivedFieldsMark();
  if ((await state.get()).get('mark') === mark) return null;
  let checked = 0;
  let updated = 0;
  for (const derived of derivedCollections()) {
    const done = await bringUpToDate(db, derived, pageSize);
    checked += done.checked;
    updated += done.updated;
  }
  await state.set({ mark, checked_at: Date.now() });
  return { checked, updated };
}
