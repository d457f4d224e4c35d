/**
 * Builds a Firestore query from the port's Query with either SDK (lite or live): both export the
 * same functions under the same names, and a query must be built by the SDK that runs it.
 */
import type * as Lite from 'firebase/firestore/lite';
import type { Query } from '../port';

type QuerySdk = Pick<typeof Lite, 'collection' | 'query' | 'where' | 'orderBy' | 'limit' | 'startAfter'>;

export function buildQuery<Db>(sdk: QuerySdk, db: Db, q: Query) {
  const s = sdk as unknown as {
    collection: (db: Db, path: string) => unknown;
    query: (base: unknown, ...constraints: unknown[]) => unknown;
    where: typeof Lite.where;
    orderBy: typeof Lite.orderBy;
    limit: typeof Lite.limit;
    startAfter: typeof Lite.startAfter;
  };
  // Dates pass through: both SDKs turn a Date into a Timestamp in filters.
  return s.query(
    s.collection(db, q.collection),
    ...(q.where ?? []).map((w) => s.where(w.field, w.op, w.value)),
    ...(q.orderBy ?? []).map((o) => s.orderBy(o.field, o.direction ?? 'asc')),
    ...(q.startAfter ? [s.startAfter(...q.startAfter)] : []),
    ...(q.limit !== undefined ? [s.limit(q.limit)] : []),
  );
}
