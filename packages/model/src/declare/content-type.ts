/**
 * A content type: its fields, who may read it, what its revisions keep. Everything else is derived
 * from this: the type (DocOf), a new item, the parser used at every read, the check of every write,
 * the export's fields and checks, the revisions' fields and the admin's form.
 */
import { checkKeys, initialOf, isObj, parseShape, type Obj, type ShapeValue } from './composite.js';
import type { CheckContext, Report, Shape } from './field.js';

/** Which documents of a collection a visitor may read (the rest: the owner only). */
export type PublicWhen<S extends Shape> = { [K in keyof S & string]: { field: K; equals: string | boolean } }[keyof S & string];

export interface ContentType<S extends Shape = Shape> {
  /** One item, in problems and warnings: 'project'. */
  readonly name: string;
  readonly fields: S;
  /** The firestore.rules function that checks a whole document, e.g. 'isProject'; none when only functions write it. */
  readonly rules?: string;
  /** A visitor reads only documents with this value (a project is active, a post published). */
  readonly publicWhen?: { readonly field: string; readonly equals: string | boolean };
  /** Checks across fields, as the rules make them (a published post has no schedule). */
  readonly refine?: (doc: Obj, at: string, report: Report) => void;
  /**
   * Each save keeps the version it replaces: every edited field but `omits`; a restore
   * writes back all it keeps but `notRestored`. `rules` checks a revision's data.
   */
  readonly revision?: { readonly rules: string; readonly omits?: readonly string[]; readonly notRestored?: readonly string[] };
  /** What site search finds an item by (search.ts): its public documents only. */
  readonly search?: SearchDeclaration;
  /** How the admin lists the items, for a type with a list screen of its own. */
  readonly admin?: AdminDeclaration;
}

/**
 * A type's list in the admin (Payload's `admin` block): the field a row shows as its title, the one
 * under it and its picture; the fields shown as badges (a choice shows its value, a flag its label
 * when set, a text its value when not empty); the fields the list's search matches (lists that grow);
 * the choice its status filter offers; the choice that sorts it into groups, each with its title; and
 * whether the owner sets the order there (its `sort_order`, never in the form: a new item comes last
 * of its group, and Save Order writes the whole list in one batch). A type that names its `writing`
 * fields (a title and a body) is edited on a calm writing surface: those fields first, full width,
 * and every other field of its form in the editor's Settings drawer.
 */
export interface AdminDeclaration<K extends string = string> {
  readonly useAsTitle: K;
  readonly subtitle?: K;
  readonly thumbnail?: K;
  readonly badges?: readonly K[];
  readonly search?: readonly K[];
  readonly filter?: K;
  readonly groups?: { readonly by: K; readonly titles: Readonly<Record<string, string>> };
  readonly ordered?: boolean;
  readonly writing?: readonly K[];
}

/**
 * An item in site search: the field shown as its title and the one as its summary, its keywords (tags,
 * technologies), and the fields whose text is searched but not shown (a post's body; lists are
 * joined). The page it links to is the route table's page that shows an item of its collection.
 */
export interface SearchDeclaration<K extends string = string> {
  readonly title: K;
  readonly summary: K;
  readonly keywords?: K;
  readonly text?: readonly K[];
  /** Newest first among equally good matches. */
  readonly date?: K;
}

/** A declaration as written: the keys it names are its own fields. */
type Declaration<S extends Shape> = ContentType<S> & {
  readonly publicWhen?: PublicWhen<S>;
  readonly revision?: {
    readonly rules: string;
    readonly omits?: readonly (keyof S & string)[];
    readonly notRestored?: readonly (keyof S & string)[];
  };
  readonly search?: SearchDeclaration<keyof S & string>;
  readonly admin?: AdminDeclaration<keyof S & string>;
};

export type DocOf<T extends ContentType> = T extends ContentType<infer S> ? ShapeValue<S> : never;

/** A type whose saves keep earlier versions (its collection is revised: registry.ts). */
export type RevisedType<S extends Shape = Shape> = ContentType<S> & { readonly revision: NonNullable<ContentType['revision']> };

export function contentType<const S extends Shape>(spec: Declaration<S> & { readonly revision: object }): RevisedType<S>;
export function contentType<const S extends Shape>(spec: Declaration<S>): ContentType<S>;
export function contentType<const S extends Shape>(spec: Declaration<S>): ContentType<S> {
  return spec;
}

/** A new item: every field's initial value. */
export const newDoc = <S extends Shape>(type: ContentType<S>): ShapeValue<S> => initialOf(type.fields) as ShapeValue<S>;

/**
 * Reads a stored document (without its id) by its declaration: see parseShape. `at` names it in
 * the report, e.g. 'projects/abc'.
 */
export function parseDoc<S extends Shape>(type: ContentType<S>, value: unknown, at: string, report: Report): ShapeValue<S> {
  if (!isObj(value)) {
    report(at, 'is not a document; read as empty');
    return newDoc(type);
  }
  return parseShape(type.fields, value, at, report) as ShapeValue<S>;
}

/** Checks a whole document to be written (or exported): every key, every field, across fields. */
export function checkDoc(
  type: ContentType,
  value: unknown,
  at: string,
  report: Report,
  ctx: CheckContext = {},
  extraKeys: readonly string[] = [],
): void {
  if (!checkKeys(value, type.fields, at, report, extraKeys)) return;
  const doc = value as Obj;
  for (const [key, field] of Object.entries(type.fields)) {
    if (key in doc) field.check(doc[key], `${at}.${key}`, report, ctx, doc);
  }
  type.refine?.(doc, at, report);
}

/** Checks the fields a partial write (update, merge) gives: each one declared and right. */
export function checkFields(type: ContentType, value: Obj, at: string, report: Report, ctx: CheckContext = {}): void {
  for (const [key, v] of Object.entries(value)) {
    const field = Object.hasOwn(type.fields, key) ? type.fields[key] : undefined;
    if (!field) report(at, `unknown field ${key}`);
    else field.check(v, `${at}.${key}`, report, ctx, value);
  }
}

/** The problems of a document to be written, each as 'path: problem'. */
export function problemsOf(type: ContentType, value: unknown, ctx: CheckContext = {}): string[] {
  const problems: string[] = [];
  checkDoc(type, value, type.name, (path, problem) => problems.push(`${path}: ${problem}`), ctx);
  return problems;
}

/** A document's declared fields in declared order (an export's items; two exports compare as text). */
export function pickFields(type: ContentType, doc: object, keys: readonly string[] = Object.keys(type.fields)): Obj {
  const source = doc as Obj;
  return Object.fromEntries(keys.filter((k) => k in source && source[k] !== undefined).map((k) => [k, source[k]]));
}

/** Whether a visitor may read the document (applied where the rules do not reach: firebase-admin, the twin). */
export function isPublicDoc(type: ContentType, data: Obj): boolean {
  return !type.publicWhen || data[type.publicWhen.field] === type.publicWhen.equals;
}

/** The filter a visitor's query must carry (rules are not filters), or none. */
export function publicFilter(type: ContentType): { field: string; op: '=='; value: string | boolean }[] {
  return type.publicWhen ? [{ field: type.publicWhen.field, op: '==', value: type.publicWhen.equals }] : [];
}

/**
 * `data` with the fields every write derives (system fields with a `derive`, such as a project's
 * technology keys) made from the fields they come from, when the write gives all of those.
 */
export function withWriteDerived(type: ContentType, data: Obj): Obj {
  const derived = Object.entries(type.fields).filter(([, field]) => field.system && field.derive?.from.every((key) => key in data));
  if (derived.length === 0) return data;
  return { ...data, ...Object.fromEntries(derived.map(([key, field]) => [key, field.derive!.value(data)])) };
}

/** The keys of the fields the owner edits (not those a save derives). */
export const editedKeys = (type: ContentType): string[] => Object.keys(type.fields).filter((k) => !type.fields[k]!.system);

/** The fields a revision of the type keeps, in declared order. */
export const revisionKeys = (type: ContentType): string[] => editedKeys(type).filter((k) => !(type.revision?.omits ?? []).includes(k));

/** The fields a restore writes back. */
export const restoredKeys = (type: ContentType): string[] =>
  revisionKeys(type).filter((k) => !(type.revision?.notRestored ?? []).includes(k));
