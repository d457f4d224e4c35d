/**
 * revisions/{id}: one earlier version of an item whose type keeps them (its `revision`), its content
 * only; slugs/{slug}: the post that owns a slug, as its current slug or one it keeps. Both are written
 * beside the items they belong to, by the same saves and imports.
 */
import { collectionOf } from '../declare/collection.js';
import { object, variant } from '../declare/composite.js';
import { contentType, revisionKeys, type RevisedType } from '../declare/content-type.js';
import type { Shape } from '../declare/field.js';
import { choice, text, time } from '../declare/kinds.js';
import { FIELD_LIMITS } from '../field-rules.js';

/** The fields of a revision's data: what the type's revisions keep. */
export const revisionShapeOf = (type: RevisedType): Shape => Object.fromEntries(revisionKeys(type).map((k) => [k, type.fields[k]!]));

/** The revisions of the types that keep them, by collection. */
export function revisionsCollection(revised: Readonly<Record<string, RevisedType>>) {
  const names = Object.keys(revised);
  const REVISION = contentType({
    name: 'revision',
    rules: 'isRevision',
    fields: {
      // The rules tell the collections apart one by one, each with the check of its data.
      collection: choice(names, {
        label: 'Collection',
        initial: names[0]!,
        rules: { all: names.map((c) => [`$ == '${c}'`]) },
      }),
      /** The id of the post or project. */
      doc_id: text({ label: 'Item', max: FIELD_LIMITS.title }),
      /** When this version was replaced (the save that made it a revision). */
      saved_at: time({ label: 'Saved' }),
      data: variant('collection', Object.fromEntries(names.map((c) => [c, object(revisionShapeOf(revised[c]!), { label: 'Version' })])), {
        label: 'Version',
        rules: { all: names.map((c) => [`${revised[c]!.revision.rules}($)`]) },
      }),
    },
  });
  return collectionOf('revisions', REVISION, {
    labels: { singular: 'Revision', plural: 'Revisions' },
    read: 'owner',
    write: 'owner',
    export: { kind: 'beside' },
    indexes: ['collection, doc_id, saved_at desc'],
  });
}

export const SLUG_CLAIM = contentType({
  name: 'slug claim',
  fields: { post_id: text({ label: 'Post', max: FIELD_LIMITS.title }) },
});

export type SlugClaim = { post_id: string };

export const SLUGS = collectionOf('slugs', SLUG_CLAIM, {
  labels: { singular: 'Post slug', plural: 'Post slugs' },
  read: 'owner',
  write: 'owner',
  export: { kind: 'beside' },
});
