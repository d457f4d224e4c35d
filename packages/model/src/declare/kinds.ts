/**
 * The plain field kinds: text, address, flag, choice, whole number, date, time, colour. Each says
 * what a read keeps, what a write must meet (in the words of the export's problems), what the rules
 * check and how the admin edits it.
 */
import { isCalendarDate, isHexColor, isSiteUrl } from '../field-rules.js';
import { makeField, scalar, type CheckContext, type Field, type FieldOptions } from './field.js';

/** Timestamps cross the data port as ISO-8601 strings; adapters convert to and from native types. */
export type IsoDateTime = string;

const isString = (value: unknown): value is string => typeof value === 'string';

/** A data: URL of an image or a PDF, as the offline demo stores its uploads. */
const DATA_URL = /^data:(image\/[\w.+-]+|application\/pdf);base64,/;

export interface TextOptions<O extends boolean> extends FieldOptions<O> {
  /** The longest value the rules accept. */
  max: number;
  /**
   * A pattern the whole value must match, written as firestore.rules writes it (matches() is
   * anchored there), so the rules agreement test can find it.
   */
  pattern?: string;
  /** The problem of a value off the pattern (or too long), e.g. 'must be a slug (a-z, 0-9 and single hyphens)'. */
  problem?: string;
  initial?: string;
}

/** Text of at most `max` characters, optionally matching a pattern. */
export function text<O extends boolean = false>(options: TextOptions<O>): Field<string, NoInfer<O>> {
  const pattern = options.pattern === undefined ? null : new RegExp(`^(?:${options.pattern})$`);
  const problem = options.problem;
  return makeField(options, {
    ...scalar({
      kind: 'text',
      initial: () => options.initial ?? '',
      defaultInput: options.max > 500 ? 'textarea' : 'line',
      rules: {
        all: [
          ['$ is string'],
          [`$.size() <= ${options.max}`],
          ...(options.pattern === undefined ? [] : [[`$.matches('${options.pattern}')`]]),
        ],
      },
      // A read keeps a patterned value (a slug, a tag) only if it is one: it goes into addresses and
      // queries, and Firestore refuses a query for a string of 1,500 bytes or more.
      is: pattern ? (value): value is string => isString(value) && value.length <= options.max && pattern.test(value) : isString,
      problem: (value) => {
        if (typeof value !== 'string') return problem ?? 'must be text';
        if (value.length > options.max) return problem ?? `longer than ${options.max} characters`;
        return pattern && !pattern.test(value) ? (problem ?? `must match ${options.pattern}`) : null;
      },
    }),
    max: options.max,
    ...(options.pattern === undefined ? {} : { pattern: options.pattern }),
  });
}

export const URL_PROBLEM = 'must be empty, an http(s) address or a path on this site';

/** Empty, an http(s) address or a path on this site (the rules' isUrl). */
export function url<O extends boolean = false>(options: FieldOptions<O>): Field<string, NoInfer<O>> {
  return makeField(options, {
    ...scalar({
      kind: 'url',
      initial: () => '',
      defaultInput: 'url',
      rules: { all: [['isUrl($)']] },
      // A read keeps what can be a link or a picture: never javascript: or another scheme.
      is: (value): value is string => typeof value === 'string' && (isSiteUrl(value) || DATA_URL.test(value)),
      problem: (value, ctx: CheckContext) =>
        typeof value === 'string' && (isSiteUrl(value) || (ctx.dataUrls === true && DATA_URL.test(value))) ? null : URL_PROBLEM,
    }),
  });
}

/** True or false. */
export function flag<O extends boolean = false>(options: FieldOptions<O> & { initial?: boolean }): Field<boolean, NoInfer<O>> {
  return makeField(options, {
    ...scalar({
      kind: 'flag',
      initial: () => options.initial ?? false,
      defaultInput: 'checkbox',
      rules: { all: [['$ is bool']] },
      is: (value): value is boolean => typeof value === 'boolean',
      problem: (value) => (typeof value === 'boolean' ? null : 'must be true or false'),
    }),
  });
}

/** One of a fixed list of texts. A malformed stored value reads as `fallback` (default: the initial one). */
export function choice<const V extends readonly string[], O extends boolean = false>(
  options: V,
  field: FieldOptions<O> & { initial: V[number]; fallback?: V[number]; labels?: Readonly<Record<V[number], string>> },
): Field<V[number], NoInfer<O>> {
  const is = (value: unknown): value is V[number] => typeof value === 'string' && options.includes(value);
  return makeField(field, {
    ...scalar({
      kind: 'choice',
      initial: () => field.initial,
      fallback: () => field.fallback ?? field.initial,
      defaultInput: 'select',
      rules: { all: [[`$ in [${options.map((o) => `'${o}'`).join(', ')}]`]] },
      is,
      problem: (value) => (is(value) ? null : `must be one of ${options.join(', ')}`),
    }),
    options,
    ...(field.labels ? { optionLabels: field.labels } : {}),
  });
}

/** A whole number from `min` to `max` (the list order of sortable items: 0 to 100000). */
export function integer<O extends boolean = false>(field: FieldOptions<O> & { min: number; max: number }): Field<number, NoInfer<O>> {
  const ok = (value: unknown): value is number =>
    Number.isInteger(value) && (value as number) >= field.min && (value as number) <= field.max;
  return makeField(field, {
    ...scalar({
      kind: 'integer',
      initial: () => field.min,
      defaultInput: 'sort-order',
      rules: { all: [['$ is int'], [`$ >= ${field.min}`], [`$ <= ${field.max}`]] },
      is: ok,
      problem: (value) => (ok(value) ? null : `must be a whole number from ${field.min} to ${field.max}`),
    }),
    min: field.min,
    max: field.max,
  });
}

/**
 * The list order of sortable items (the rules' isSortOrder): set in the admin's list (moves, drag,
 * Save Order), never in a form.
 */
export const sortOrder = (label = 'Sort order') => integer({ label, min: 0, max: 100_000, input: 'none' });

/** A calendar date as YYYY-MM-DD, or null for none (the rules' isDateOrNull). */
export function date<O extends boolean = false>(options: FieldOptions<O>): Field<string | null, NoInfer<O>> {
  const ok = (value: unknown): value is string | null => value === null || (typeof value === 'string' && isCalendarDate(value));
  return makeField(options, {
    ...scalar({
      kind: 'date',
      initial: () => null,
      defaultInput: 'month',
      rules: { all: [['isDateOrNull($)']] },
      is: ok,
      problem: (value) => (ok(value) ? null : 'must be a date YYYY-MM-DD, or null'),
    }),
  });
}

export interface TimeOptions<N extends boolean, O extends boolean> extends FieldOptions<O> {
  nullable?: N;
  /** May be later than now (a scheduled publication); other times may not be (checked with ctx.now). */
  future?: boolean;
}

const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** A moment in time: an ISO string on the data port, a timestamp in Firestore. */
export function time<N extends boolean = false, O extends boolean = false>(
  options: TimeOptions<N, O>,
): Field<N extends true ? string | null : string, NoInfer<O>> {
  type T = N extends true ? string | null : string;
  const nullable = options.nullable === true;
  const is = (value: unknown): value is T => (nullable && value === null) || isTime(value);
  return makeField(options, {
    ...scalar<T>({
      kind: 'time',
      initial: () => (nullable ? null : new Date(0).toISOString()) as T,
      defaultInput: options.system ? 'none' : 'datetime',
      rules: { all: [['$ is timestamp'], ...(nullable ? [['$ == null']] : [])] },
      is,
      problem: (value, ctx) => {
        if (!is(value)) return nullable ? 'must be a date and time, or null' : 'must be a date and time';
        if (value !== null && !options.future && ctx.now && Date.parse(value) > ctx.now.getTime()) return 'is in the future';
        return null;
      },
    }),
  });
}

/** A colour CSS reads: #rgb, #rgba, #rrggbb or #rrggbbaa (the rules' isColor). */
export function color<O extends boolean = false>(options: FieldOptions<O> & { initial: string }): Field<string, NoInfer<O>> {
  const ok = (value: unknown): value is string => typeof value === 'string' && isHexColor(value);
  return makeField(options, {
    ...scalar({
      kind: 'color',
      initial: () => options.initial,
      defaultInput: 'color',
      rules: { all: [['isColor($)']] },
      is: ok,
      problem: (value) => (ok(value) ? null : 'must be a hex colour such as #0891b2'),
    }),
  });
}
