/**
 * The building blocks of a content type's declaration: one field, declared once, says
 * everything the rest of the code needs to know about it:
 *
 * - its TypeScript type (ValueOf), its initial value and what a malformed stored value becomes;
 * - `parse`, the lenient read: a stored value of the wrong shape is replaced (a list item dropped)
 *   and reported, so one bad record never takes a page down;
 * - `check`, the strict check of a written value: the limits firestore.rules applies, and the list
 *   items and formats the rules cannot check (the admin's saves, the export file, the sample content);
 * - `rules`, what firestore.rules must say about it (tooling/rules-agreement.test.ts holds the rules
 *   against it);
 * - how the admin edits it (`input`, label, hint), read by web/src/admin-kit.
 *
 * Hand-rolled rather than zod or valibot: the rules agreement test must read each limit back, and
 * the parser ships to every visitor's browser, where a few hundred lines cost far less than a library.
 */

/** Receives a problem and where it was found ('projects[2].technologies[0]'). */
export type Report = (path: string, problem: string) => void;

export interface CheckContext {
  /** Times may not be after this (an import's created_at); default: no such check. */
  now?: Date;
  /** The offline demo keeps uploads in the browser as data: URLs; only it passes them. */
  dataUrls?: boolean;
}

export type FieldKind = 'text' | 'url' | 'flag' | 'choice' | 'integer' | 'date' | 'time' | 'color' | 'list' | 'object' | 'variant';

/** The control the admin edits a field with (web/src/admin-kit/field-inputs.tsx maps each to one). */
export type InputKind =
  | 'line'
  | 'textarea'
  | 'markdown'
  | 'email'
  | 'url'
  | 'image'
  | 'checkbox'
  | 'select'
  | 'lines'
  | 'commas'
  | 'tags'
  | 'month'
  | 'sort-order'
  | 'color'
  | 'datetime'
  /** A list of objects: each item a group of its fields, with add and remove. */
  | 'items'
  | 'none';

/**
 * What firestore.rules must check for a field, as expressions with `$` for the value: every entry
 * of `all` must appear, each one written as one of its alternatives.
 */
export interface RulesCheck {
  all: readonly (readonly string[])[];
  /** Checks the rules cannot make (list items): the parser and `check` make them instead. */
  beyondRules?: string;
}

export interface FieldOptions<O extends boolean> {
  /** The admin's label, also the revisions panel's. */
  label: string;
  /**
   * May be absent from a stored document (a field added after documents were written): the rules
   * list it as optional, the type marks it `?`, and a read leaves it absent.
   */
  optional?: O;
  /** The admin form refuses it empty. */
  required?: boolean;
  /** The admin form refuses it empty while a sibling field is filled in (an image's description with the image), saying `message`. */
  requiredWith?: { field: string; message: string };
  /** Said under the admin's input. */
  hint?: string;
  placeholder?: string;
  rows?: number;
  /** The admin's control; each kind has its usual one. */
  input?: InputKind;
  /** Derived by the save (created_at, previous_slugs…), never edited in a form. */
  system?: boolean;
  /** Computed from other fields (`from`) when saved, shown read-only: a post's slug from its title. */
  derive?: Derivation;
  /** The message a form shows when the value is off its format, e.g. 'Use the UA-… or G-… format'. */
  message?: string;
  /** Uploads: the Storage folder, and the message of a successful upload. */
  folder?: 'images' | 'badges';
  /**
   * The sibling field that keeps the responsive sizes made of uploaded pictures (image-fields.ts):
   * an image's own (image_meta), or those of the pictures placed in a Markdown text.
   */
  meta?: string;
  /** An image's sibling field that describes it (image_alt): a new picture empties it, so no old words describe it. */
  alt?: string;
  uploaded?: string;
  /** A list shown on the item's public page as points under `heading`. */
  display?: { heading: string; tone: PointTone };
  /** What the rules check, where the rules write it otherwise than the kind does. */
  rules?: RulesCheck;
}

export interface Derivation {
  readonly from: readonly string[];
  readonly value: (doc: Record<string, unknown>) => unknown;
}

/** How a list of points reads on a public page: what works, what was hard, what solved it. */
export type PointTone = 'positive' | 'attention' | 'idea';

export interface Field<T = unknown, O extends boolean = boolean> {
  readonly kind: FieldKind;
  readonly label: string;
  readonly optional: O;
  readonly required: boolean;
  readonly system: boolean;
  readonly input: InputKind;
  readonly hint?: string;
  readonly placeholder?: string;
  readonly rows?: number;
  readonly derive?: Derivation;
  readonly message?: string;
  readonly folder?: 'images' | 'badges';
  readonly uploaded?: string;
  readonly meta?: string;
  readonly alt?: string;
  readonly requiredWith?: { readonly field: string; readonly message: string };
  readonly display?: { heading: string; tone: PointTone };
  /** A choice's labels by option (default: the option itself). */
  readonly optionLabels?: Readonly<Record<string, string>>;
  /** A new document's value. */
  readonly initial: () => T;
  /** What a malformed stored value is read as. */
  readonly fallback: () => T;
  readonly rules: RulesCheck;
  /** Limits, for messages and inputs: a text's or list's longest, a number's range, a choice's options. */
  readonly max?: number;
  readonly min?: number;
  readonly options?: readonly string[];
  /** A text's pattern, as firestore.rules writes it (the whole value must match). */
  readonly pattern?: string;
  /** A list's item; an object's fields. */
  readonly item?: AnyField;
  readonly shape?: Shape;
  /** Whether a read can use the value at all (a list drops an item that is not). */
  usable(value: unknown): boolean;
  /** The strict check of a value to be written: reports every problem. */
  check(value: unknown, at: string, report: Report, ctx: CheckContext, parent?: Record<string, unknown>): void;
  /** The lenient read: the value if usable, else reported and replaced. */
  parse(value: unknown, at: string, report: Report, parent?: Record<string, unknown>): T;
}

/** A field of any value, for code that walks declarations. */
export type AnyField = Field<unknown, boolean>;

/** An object's fields by key, in the order they are shown and exported. */
export type Shape = Readonly<Record<string, AnyField>>;

export type ValueOf<F> = F extends Field<infer T, boolean> ? T : never;

type Builder<T> = Pick<Field<T>, 'kind' | 'initial' | 'rules' | 'usable' | 'check' | 'parse'> &
  Partial<Pick<Field<T>, 'fallback' | 'max' | 'min' | 'options' | 'optionLabels' | 'pattern' | 'item' | 'shape'>> & {
    defaultInput: InputKind;
  };

/** The options that are set (exactOptionalPropertyTypes-friendly spreading). */
function pickDefined<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) as Partial<Pick<T, K>>;
}

/** A field from its options and its kind's behaviour. */
export function makeField<T, O extends boolean>(options: FieldOptions<O>, kind: Builder<T>): Field<T, O> {
  return {
    kind: kind.kind,
    label: options.label,
    optional: (options.optional ?? false) as O,
    required: options.required ?? false,
    system: options.system ?? false,
    input: options.input ?? (options.system ? 'none' : kind.defaultInput),
    ...(options.hint !== undefined ? { hint: options.hint } : {}),
    ...(options.placeholder !== undefined ? { placeholder: options.placeholder } : {}),
    ...(options.rows !== undefined ? { rows: options.rows } : {}),
    ...pickDefined(options, ['derive', 'message', 'folder', 'uploaded', 'meta', 'alt', 'requiredWith', 'display']),
    ...(kind.optionLabels !== undefined ? { optionLabels: kind.optionLabels } : {}),
    initial: kind.initial,
    fallback: kind.fallback ?? kind.initial,
    rules: options.rules ?? kind.rules,
    ...(kind.max !== undefined ? { max: kind.max } : {}),
    ...(kind.min !== undefined ? { min: kind.min } : {}),
    ...(kind.options !== undefined ? { options: kind.options } : {}),
    ...(kind.pattern !== undefined ? { pattern: kind.pattern } : {}),
    ...(kind.item !== undefined ? { item: kind.item } : {}),
    ...(kind.shape !== undefined ? { shape: kind.shape } : {}),
    usable: kind.usable,
    check: kind.check,
    parse: kind.parse,
  };
}

/**
 * A field holding one plain value: `is` decides what a read keeps (the value's type), `problem`
 * what a write must also meet (limits, formats), in the words the export's problems use.
 */
export function scalar<T>(spec: {
  kind: FieldKind;
  initial: () => T;
  fallback?: () => T;
  rules: RulesCheck;
  defaultInput: InputKind;
  is: (value: unknown) => value is T;
  /** What is wrong with a value to be written (its type included), or null. */
  problem: (value: unknown, ctx: CheckContext) => string | null;
}): Builder<T> {
  return {
    kind: spec.kind,
    initial: spec.initial,
    ...(spec.fallback ? { fallback: spec.fallback } : {}),
    rules: spec.rules,
    defaultInput: spec.defaultInput,
    usable: spec.is,
    check(value, at, report, ctx) {
      const problem = spec.problem(value, ctx);
      if (problem) report(at, problem);
    },
    parse(value, at, report) {
      if (spec.is(value)) return value;
      report(at, `is not usable (${describe(value)}); read as ${JSON.stringify(spec.fallback?.() ?? spec.initial())}`);
      return (spec.fallback ?? spec.initial)();
    },
  };
}

/**
 * A report that passes each problem on once (per path and problem), so a malformed record read on
 * every page view is logged once per process, not on every read; at most `max` are remembered.
 */
export function reportOnce(warn: Report, max = 1000): Report {
  const seen = new Set<string>();
  return (path, problem) => {
    const key = `${path}\u0000${problem}`;
    if (seen.has(key)) return;
    if (seen.size >= max) seen.clear();
    seen.add(key);
    warn(path, problem);
  };
}

/** A short description of a stored value for a warning: its type, never its whole content. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.length > 40 ? 'a long text' : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}
