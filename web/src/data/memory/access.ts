/**
 * The twin applies the same access model as firestore.rules and storage.rules, in brief, so that
 * code which works on the demo does not fail on Firebase: only the owner writes; owner-only
 * collections are hidden from everyone else; visitors may query projects and blog posts only
 * with the filter that keeps them to public documents (rules are not filters).
 */
import { COLLECTIONS, type CollectionName } from '@portfolio/model';
import { DataError, type Query, type Session } from '../port';

const OWNER_ONLY_READ = new Set<string>([
  COLLECTIONS.contactMessages,
  COLLECTIONS.analyticsEvents,
  COLLECTIONS.analyticsHourly,
  COLLECTIONS.analyticsDaily,
]);

/** The field and value a visitor's query must filter on, and a single document must have. */
const PUBLIC_WHEN: Partial<Record<CollectionName, { field: string; value: unknown }>> = {
  projects: { field: 'status', value: 'active' },
  blog_posts: { field: 'published', value: true },
};

const denied = () => new DataError('permission-denied', 'Missing or insufficient permissions.');

export function assertCanWrite(session: Session | null): void {
  if (!session?.isOwner) throw denied();
}

export function assertCanQuery(session: Session | null, query: Query): void {
  if (session?.isOwner) return;
  if (OWNER_ONLY_READ.has(query.collection)) throw denied();
  const rule = PUBLIC_WHEN[query.collection];
  if (rule && !query.where?.some((w) => w.field === rule.field && w.op === '==' && w.value === rule.value)) {
    throw denied();
  }
}

export function assertCanRead(session: Session | null, collection: CollectionName, data: Record<string, unknown> | undefined): void {
  if (session?.isOwner) return;
  if (OWNER_ONLY_READ.has(collection)) throw denied();
  const rule = PUBLIC_WHEN[collection];
  // A missing document reads as missing, as Firestore's rules allow when `resource == null`.
  if (rule && data && data[rule.field] !== rule.value) throw denied();
}
