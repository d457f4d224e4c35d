/**
 * Fields made of fields: a list (whose items the rules cannot check: the parser and `check` do),
 * an object with named fields, a value that may be null, and a value whose shape depends on a
 * sibling (a revision's data, by the collection it belongs to).
 */
import { describe, makeField, type AnyField, type Field, type FieldOptions, type Shape, type ValueOf } from './field.js';

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends Field<unknown, true> ? K : never }[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;

/** The value of an object of fields: its optional fields marked `?`. */
export type ShapeValue<S extends Shape> = Simplify<
  { -readonly [K in RequiredKeys<S>]: ValueOf<S[K]> } & { -readonly [K in OptionalKeys<S>]?: ValueOf<S[K]> }
>;

export type Obj = Record<string, unknown>;
export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of at most `max` items of one field. */
export function list<I extends AnyField, O extends boolean = false>(
  item: I,
  options: FieldOptions<O> & { max: number },
): Field<ValueOf<I>[], NoInfer<O>> {
  return makeField(options, {
    kind: 'list',
    initial: () => [],
    defaultInput: item.kind === 'object' ? 'items' : 'lines',
    rules: { all: [['$ is list'], [`$.size() <= ${options.max}`]], beyondRules: 'list items' },
    max: options.max,
    item,
    usable: Array.isArray,
    check(value, at, report, ctx) {
      if (!Array.isArray(value)) return report(at, 'must be a list');
      if (value.length > options.max) report(at, `more than ${options.max} items`);
      value.forEach((entry, i) => item.check(entry, `${at}[${i}]`, report, ctx));
    },
    parse(value, at, report) {
      if (!Array.isArray(value)) {
        report(at, `is not a list (${describe(value)}); read as an empty list`);
        return [];
      }
      const kept: ValueOf<I>[] = [];
      value.forEach((entry, i) => {
        if (item.usable(entry)) kept.push(item.parse(entry, `${at}[${i}]`, report) as ValueOf<I>);
        else report(`${at}[${i}]`, `is not usable (${describe(entry)}); left out`);
      });
      return kept;
    },
  });
}

/** The keys an object must have, and those it may have. */
export const requiredKeys = (shape: Shape): string[] => Object.keys(shape).filter((k) => !shape[k]!.optional);

/**
 * Checks an object's keys: every required one present, none undeclared. Returns whether they are
 * right (its fields are worth checking only then).
 */
export function checkKeys(
  value: unknown,
  shape: Shape,
  at: string,
  report: (path: string, problem: string) => void,
  extra: readonly string[] = [],
) {
  if (!isObj(value)) {
    report(at, 'must be an object');
    return false;
  }
  // Own keys only: `in` would take 'constructor' or 'toString', which every object has, as declared.
  const missing = requiredKeys(shape).filter((k) => !Object.hasOwn(value, k));
  const unknown = Object.keys(value).filter((k) => !Object.hasOwn(shape, k) && !extra.includes(k));
  if (missing.length) report(at, `missing ${missing.join(', ')}`);
  if (unknown.length) report(at, `unknown field ${unknown.join(', ')}`);
  return missing.length === 0 && unknown.length === 0;
}

/** An object with named fields. */
export function object<S extends Shape, O extends boolean = false>(shape: S, options: FieldOptions<O>): Field<ShapeValue<S>, NoInfer<O>> {
  return makeField(options, {
    kind: 'object',
    initial: () => initialOf(shape) as ShapeValue<S>,
    defaultInput: 'none',
    rules: { all: [] },
    shape,
    usable: isObj,
    check(value, at, report, ctx) {
      if (!checkKeys(value, shape, at, report)) return;
      const record = value as Obj;
      for (const [key, field] of Object.entries(shape)) {
        if (key in record) field.check(record[key], `${at}.${key}`, report, ctx, record);
      }
    },
    parse(value, at, report) {
      if (!isObj(value)) {
        report(at, `is not an object (${describe(value)}); read as empty`);
        return initialOf(shape) as ShapeValue<S>;
      }
      return parseShape(shape, value, at, report) as ShapeValue<S>;
    },
  });
}

/** A new value of every field (optional ones included). */
export function initialOf(shape: Shape): Obj {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.initial()]));
}

/**
 * The declared fields of a stored object: each usable value kept, each other replaced and reported,
 * a missing required field given its fallback; an optional field absent stays absent, and fields
 * the declaration does not know are left out.
 */
export function parseShape(shape: Shape, value: Obj, at: string, report: (path: string, problem: string) => void): Obj {
  const out: Obj = {};
  for (const [key, field] of Object.entries(shape)) {
    if (!(key in value) || value[key] === undefined) {
      if (field.optional) continue;
      report(`${at}.${key}`, `is missing; read as ${JSON.stringify(field.fallback())}`);
      out[key] = field.fallback();
      continue;
    }
    out[key] = field.parse(value[key], `${at}.${key}`, report, value);
  }
  return out;
}

/** A value that may also be null (a resume file record that was removed). */
export function nullable<T, O extends boolean>(inner: Field<T, O>): Field<T | null, NoInfer<O>> {
  return {
    ...inner,
    initial: () => null,
    fallback: () => null,
    rules: { ...inner.rules, all: [['$ == null'], ...inner.rules.all] },
    usable: (value) => value === null || inner.usable(value),
    check: (value, at, report, ctx, parent) => (value === null ? undefined : inner.check(value, at, report, ctx, parent)),
    parse(value, at, report, parent) {
      if (value === null) return null;
      if (inner.usable(value)) return inner.parse(value, at, report, parent);
      report(at, `is not usable (${describe(value)}); read as null`);
      return null;
    },
  };
}

/** A value whose field depends on a sibling's value (`key`), e.g. a revision's data by its collection. */
export function variant<M extends Record<string, AnyField>>(
  key: string,
  fields: M,
  options: FieldOptions<false>,
): Field<ValueOf<M[keyof M]>> {
  const pick = (parent: Obj | undefined) => fields[String(parent?.[key])];
  return makeField(options, {
    kind: 'variant',
    initial: () => ({}) as ValueOf<M[keyof M]>,
    defaultInput: 'none',
    rules: { all: [] },
    usable: isObj,
    check(value, at, report, ctx, parent) {
      const field = pick(parent);
      if (field) field.check(value, at, report, ctx, parent);
    },
    parse(value, at, report, parent) {
      const field = pick(parent);
      return (field ? field.parse(value, at, report, parent) : {}) as ValueOf<M[keyof M]>;
    },
  });
}

/**
 * Counts by name (a page kind's failures), for records the functions write: names of letters, digits
 * and hyphens, at most `maxKeys` of them, each a whole number from 0. A read keeps the usable counts.
 */
export function tally<O extends boolean = false>(
  options: FieldOptions<O> & { maxKeys: number },
): Field<Partial<Record<string, number>>, NoInfer<O>> {
  const isName = (key: string) => /^[A-Za-z0-9-]{1,60}$/.test(key);
  const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
  return makeField(options, {
    kind: 'object',
    initial: () => ({}),
    defaultInput: 'none',
    rules: { all: [] },
    usable: isObj,
    check(value, at, report) {
      if (!isObj(value)) return report(at, 'must be an object');
      const entries = Object.entries(value);
      if (entries.length > options.maxKeys) report(at, `more than ${options.maxKeys} counts`);
      for (const [key, count] of entries) {
        if (!isName(key)) report(`${at}.${key}`, 'must be named with letters, digits and hyphens');
        else if (!isCount(count)) report(`${at}.${key}`, 'must be a whole number from 0');
      }
    },
    parse(value, at, report) {
      if (!isObj(value)) {
        report(at, `is not an object (${describe(value)}); read as empty`);
        return {};
      }
      const kept = Object.entries(value).filter(([key, count]) => isName(key) && isCount(count));
      if (kept.length < Object.keys(value).length) report(at, 'holds counts that are not usable; left out');
      return Object.fromEntries(kept.slice(0, options.maxKeys));
    },
  });
}
