/**
 * The twin applies the same access model as firestore.rules and storage.rules, in brief, so that
 * code which works on the demo does not fail on Firebase: only the owner writes, and nobody the
 * collections only the functions write; owner-only
 * collections are hidden from everyone else; visitors may query projects and blog posts only
 * with the filter that keeps them to public documents (rules are not filters).
 */
import { COLLECTIONS, COLLECTION_DECLARATIONS, visitorFilter, visitorMayRead, type CollectionName } from '@portfolio/model';
import { DataError, type Query, type Session } from '../port';

const denied = () => new DataError('permission-denied', 'Missing or insufficient permissions.');

/** Only the owner writes, and not even the owner a collection the functions alone write (the rules allow no client). */
export function assertCanWrite(session: Session | null, collections: readonly string[] = []): void {
  if (!session?.isOwner) throw denied();
  if (collections.some((c) => COLLECTION_DECLARATIONS[c as CollectionName]?.write === 'functions')) throw denied();
}

/** Who may read each collection, and which documents of it, come from its declaration (packages/model). */
const ownerOnly = (collection: CollectionName) => COLLECTION_DECLARATIONS[collection].read === 'owner';

export function assertCanQuery(session: Session | null, query: Query): void {
  if (session?.isOwner) return;
  if (ownerOnly(query.collection)) throw denied();
  const filtered = visitorFilter(query.collection).every((rule) =>
    query.where?.some((w) => w.field === rule.field && w.op === '==' && w.value === rule.value),
  );
  if (!filtered) throw denied();
}

export function assertCanRead(session: Session | null, collection: CollectionName, data: Record<string, unknown> | undefined): void {
  if (session?.isOwner) return;
  if (ownerOnly(collection)) throw denied();
  // A missing document reads as missing, as Firestore's rules allow when `resource == null`.
  if (data && !visitorMayRead(collection, data)) throw denied();
}

type Change = { collection: string; id: string; data: Record<string, unknown> | null };
type Lookup = (collection: string, id: string) => Record<string, unknown> | undefined;

const holds = (post: Record<string, unknown> | undefined, slug: string) =>
  !!post && (post.slug === slug || ((post.previous_slugs as string[] | undefined) ?? []).includes(slug));

/**
 * firestore.rules' slug claims, checked on the state after a write: a written post's slug is claimed
 * by that post, and so is every earlier slug it did not hold before; a claim never changes hands; a
 * new claim names a post that holds the slug; a claim goes only once no post holds it.
 */
export function assertSlugClaims(before: Lookup, changes: readonly Change[]): void {
  const after: Lookup = (collection, id) => {
    const change = changes.find((c) => c.collection === collection && c.id === id);
    return change ? (change.data ?? undefined) : before(collection, id);
  };
  for (const { collection, id, data } of changes) {
    if (collection === COLLECTIONS.blogPosts && data) {
      if (after(COLLECTIONS.slugs, String(data.slug))?.post_id !== id) throw denied();
      const stored = before(COLLECTIONS.blogPosts, id);
      const held = stored ? [stored.slug, ...((stored.previous_slugs as string[] | undefined) ?? [])] : [];
      for (const slug of (data.previous_slugs as string[] | undefined) ?? []) {
        if (!held.includes(slug) && after(COLLECTIONS.slugs, slug)?.post_id !== id) throw denied();
      }
    }
    if (collection !== COLLECTIONS.slugs) continue;
    const previous = before(COLLECTIONS.slugs, id);
    if (data) {
      if (previous && previous.post_id !== data.post_id) throw denied();
      if (!previous && !holds(after(COLLECTIONS.blogPosts, String(data.post_id)), id)) throw denied();
    } else if (previous && holds(after(COLLECTIONS.blogPosts, String(previous.post_id)), id)) {
      throw denied();
    }
  }
}
