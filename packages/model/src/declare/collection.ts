/**
 * A collection: where one kind of data is stored, and everything about it that is not a field
 * (Payload's collection config): its Firestore name, the words people read for it, who reads and
 * writes it, the declarations of its documents, whether site search covers it, its place in the
 * export file, and the indexes its queries need. content-types/registry.ts lists every one; what
 * was once listed by hand (the names and types, the revised and searched sets, the search triggers,
 * the export file, the import's order, the admin's words, firestore.indexes.json) is read from there.
 */
import { nullable, object, type Obj } from './composite.js';
import { contentType, type ContentType, type DocOf } from './content-type.js';
import type { Report } from './field.js';

/** What a person calls one item and several ('Blog post', 'Blog posts'), as a sentence starts. */
export interface CollectionLabels {
  readonly singular: string;
  readonly plural: string;
}

export interface FieldOrder {
  readonly field: string;
  readonly direction?: 'asc' | 'desc';
}

/**
 * Where the export file keeps a collection's documents:
 * - `items`: each document an item (its id and fields, and its revisions when the type keeps them) of
 *   the array under `key`, in `orderBy` order, ties by id;
 * - `named`: named documents, an object under `key` by document id of each document's `field`;
 * - `value`: one named document's `field` under `key`, null when absent;
 * - `beside`: not a key of the file: an import writes it beside the items it belongs to (a post's
 *   slug claims, the revisions), and it counts as content when an import asks whether a site is empty.
 * `counted` is how the import's message counts it, when not by its labels ('3 posts').
 * The import writes the collections in the registry's order, each item with what it writes beside.
 */
export type ExportPlace =
  | {
      readonly kind: 'items';
      readonly key: string;
      readonly orderBy: readonly FieldOrder[];
      readonly counted?: CollectionLabels;
      /** What an import writes in the same batch as an item (a post's slug claims). */
      readonly alsoWrites?: (item: Obj & { id: string }) => readonly { collection: string; id: string; data: Obj }[];
      /** What only the whole list can break (two posts with one slug), reported at `at(i)` of the item. */
      readonly checkAll?: (items: readonly unknown[], at: (i: number) => string, report: Report) => void;
      /** What an item of an older export is read as (a post public before first publications were recorded). */
      readonly upgrade?: (item: Obj) => Obj;
    }
  | { readonly kind: 'named'; readonly key: string; readonly field: string; readonly counted?: CollectionLabels }
  | { readonly kind: 'value'; readonly key: string; readonly id: string; readonly field: string }
  | { readonly kind: 'beside' };

/**
 * A composite index one of the collection's queries needs, as firestore.indexes.json writes it, in
 * one line: fields in order, each ascending unless followed by `desc`, or `contains` for an
 * array-contains filter ('published, tags contains, created_at desc').
 */
export type IndexLine = string;

/** The words of a collection's admin list screen (collection-words.ts derives each from the labels). */
export interface ListTexts {
  /** The list's panel title: 'Existing Projects'. */
  readonly listTitle: string;
  /** The new-item form's title: 'Add New Project'. */
  readonly addTitle: string;
  /** The edit form's title: 'Edit Project'. */
  readonly editTitle: string;
  /** The list's button to the new-item editor: 'New Project'. */
  readonly newButton: string;
  /** The new-item editor's submit label: 'Add Project'. */
  readonly addButton: string;
  /** Shown when there is nothing yet: 'No projects yet.' */
  readonly empty: string;
  /** The editor of an id that does not exist (deleted meanwhile, or a wrong link). */
  readonly notFound: string;
  /** The spinner's label: 'Loading projects'. */
  readonly loading: string;
  /** A list read a page at a time: the button that shows more ('Show Older Posts'). */
  readonly more?: string;
  /** The list's accessible name: 'Projects'. */
  readonly list: string;
}

export interface Outcome {
  readonly success: string;
  readonly failure: string;
}

/** The banner's and toast's messages of a list screen. */
export interface ListMessages {
  /** The list failed to load: 'Failed to fetch projects. Please refresh the page.'; null where it loads silently. */
  readonly fetchFailed: string | null;
  /** 'Project added successfully!', 'Failed to add project. Please try again.' */
  readonly add: Outcome;
  readonly update: Outcome;
  readonly remove: Outcome;
  /** Save Order, for a list the owner orders: 'Project order updated successfully!'. */
  readonly reorder?: Outcome;
}

/** What a collection's admin says other than its labels give (resume: 'Entries'), and whether the owner orders it. */
export interface AdminWords {
  readonly texts?: Partial<ListTexts>;
  readonly messages?: Partial<ListMessages>;
  /** The owner orders the list: it has Save Order's messages. */
  readonly ordered?: boolean;
}

export interface Collection<N extends string = string, D = unknown> {
  /** The Firestore collection: deployed data and the rules use it. */
  readonly name: N;
  readonly labels: CollectionLabels;
  /** Everyone (then maybe only documents the type's publicWhen admits), or the owner only. */
  readonly read: 'public' | 'owner';
  /** Who writes it: the owner from the browser (as the rules allow), or only the functions (Admin SDK). */
  readonly write: 'owner' | 'functions';
  /** The declaration of the document with this id; null: no such document may exist. */
  readonly docType: (id: string) => ContentType | null;
  /** The ids of its documents, when it holds named documents only. */
  readonly ids?: readonly string[];
  /** The content types its documents hold (a section's own type, not the document holding it). */
  readonly holds: readonly ContentType[];
  /** Site search covers its public documents, at most `limit` of them (by the type's `search`). */
  readonly search?: { readonly limit: number };
  readonly export?: ExportPlace;
  /** Its admin list screen's words beyond what its labels give. */
  readonly admin?: AdminWords;
  readonly indexes?: readonly IndexLine[];
  /** Only for TypeScript: what its documents hold (never set). */
  readonly __doc?: D;
}

export type CollectionOptions = Omit<Collection, 'name' | 'docType' | 'ids' | 'holds' | '__doc'>;

/** A collection whose every document, whatever its id, is one type. */
export function collectionOf<const N extends string, T extends ContentType, const O extends CollectionOptions>(
  name: N,
  type: T,
  options: O,
): Collection<N, DocOf<T>> & O & { readonly holds: readonly [T] } {
  return { name, ...options, holds: [type], docType: () => type };
}

/**
 * A collection of named documents only (sections: hero, about, contact), each its own declaration;
 * `holder` wraps each in the document that stores it (a section's content under `content`). `D` is
 * what a document holds.
 */
export function namedCollection<D>() {
  return <const N extends string, const O extends CollectionOptions>(
    name: N,
    docs: Readonly<Record<string, ContentType>>,
    options: O & { holder?: (type: ContentType) => ContentType },
  ): Collection<N, D> & Omit<O, 'holder'> => {
    const { holder = (type: ContentType) => type, ...rest } = options;
    const stored = Object.fromEntries(Object.entries(docs).map(([id, type]) => [id, holder(type)]));
    return {
      name,
      ...(rest as Omit<O, 'holder'>),
      ids: Object.keys(docs),
      holds: Object.values(docs),
      docType: (id: string) => (Object.hasOwn(stored, id) ? stored[id]! : null),
    };
  };
}

/** What a collection's documents hold. */
export type DocOfCollection<C> = C extends Collection<string, infer D> ? D : never;

/** A document that holds one declared value under `key` (a section's content, a settings group's settings). */
export const heldUnder =
  (key: string, rules?: string) =>
  (type: ContentType): ContentType =>
    contentType({ name: type.name, ...(rules ? { rules } : {}), fields: { [key]: object(type.fields, { label: type.name }) } });

/** A document that holds one declared value, or null, under `key` (the resume file record). */
export const heldOrNullUnder =
  (key: string, label: string) =>
  (type: ContentType): ContentType =>
    contentType({ name: type.name, fields: { [key]: nullable(object(type.fields, { label })) } });

/** The same collection, its documents typed as `D` where the declaration's type says less (posts written before a field). */
export const storing =
  <D>() =>
  <C extends Collection>(collection: C): Omit<C, '__doc'> & Collection<C['name'], D> =>
    collection as Omit<C, '__doc'> & Collection<C['name'], D>;
