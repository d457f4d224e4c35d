/**
 * The composite indexes the collections declare (`indexes` in content-types/), as firestore.indexes.json
 * holds them: `firebase deploy` reads that file, and a tooling test keeps it equal to this list. The
 * deploy check holds every query the suites ran against the same file.
 */
import { COLLECTION_LIST } from './content-types/registry.js';
import type { Collection } from './declare/collection.js';

export type IndexField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' };
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

/** 'tags contains' → { fieldPath: 'tags', arrayConfig: 'CONTAINS' }; 'created_at desc' → DESCENDING. */
function fieldOf(part: string): IndexField {
  const [fieldPath = '', how = 'asc', ...rest] = part.trim().split(/\s+/);
  if (rest.length > 0 || !['asc', 'desc', 'contains'].includes(how)) throw new Error(`Not an index field: "${part}"`);
  if (how === 'contains') return { fieldPath, arrayConfig: 'CONTAINS' };
  return { fieldPath, order: how === 'desc' ? 'DESCENDING' : 'ASCENDING' };
}

/** Every declared composite index, in the registry's order. */
export function declaredIndexes(collections: readonly Collection[] = COLLECTION_LIST): CompositeIndex[] {
  return collections.flatMap((c) =>
    (c.indexes ?? []).map((line) => ({ collectionGroup: c.name, queryScope: 'COLLECTION' as const, fields: line.split(',').map(fieldOf) })),
  );
}
