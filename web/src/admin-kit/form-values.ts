/**
 * A declared record (packages/model) as a form edits it, and back. Each input kind says how its
 * value is typed (a list one item per line, a date as a month, an order as text): one lookup table,
 * so a content type's form is its declaration and nothing more.
 */
import { commaList, linesToList, listToLines, slugify, type AnyField, type InputKind, type Shape } from '@portfolio/model';
import { fromMonth, toMonth, toSortOrder } from './validation';

export type FormValues = Record<string, unknown>;

interface Codec {
  toForm: (value: unknown) => unknown;
  fromForm: (value: unknown, field: AnyField, stored: unknown) => unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
const same: Codec = { toForm: (v) => v, fromForm: (v) => v };

/** Text as typed, trimmed, except long texts (Markdown, paragraphs), whose spacing is their own. */
const TEXT: Codec = {
  toForm: (v) => text(v),
  fromForm: (v, field) => ((field.max ?? 0) > 500 ? text(v) : text(v).trim()),
};

/** Tags are short slugs (a-z, 0-9, hyphens), typed comma-separated in any case. */
const tags = (typed: string) => [...new Set(commaList(typed).map(slugify).filter(Boolean))];

const CODECS: Record<InputKind, Codec> = {
  line: TEXT,
  textarea: TEXT,
  email: TEXT,
  url: TEXT,
  image: TEXT,
  color: TEXT,
  markdown: { toForm: (v) => text(v), fromForm: (v) => text(v) },
  // List fields are edited one item per line; blank lines are dropped.
  lines: { toForm: (v) => listToLines(list(v)), fromForm: (v) => linesToList(text(v)) },
  // Meta keywords are entered comma-separated and trimmed.
  commas: { toForm: (v) => list(v).join(', '), fromForm: (v) => commaList(text(v)) },
  tags: { toForm: (v) => list(v).join(', '), fromForm: (v) => tags(text(v)) },
  // A month input (YYYY-MM); the stored day is kept when its month did not change.
  month: { toForm: (v) => toMonth(v as string | null), fromForm: (v, _f, stored) => fromMonth(text(v), stored as string | null) },
  'sort-order': { toForm: (v) => (typeof v === 'number' ? String(v) : '0'), fromForm: (v) => toSortOrder(v) },
  checkbox: same,
  select: same,
  datetime: same,
  items: same,
  none: same,
};

/** Whether the form edits a field (not what a save derives, nor what another screen edits). */
export const edited = (field: AnyField) => !field.system && !field.derive && field.input !== 'none';

/**
 * Fields no input shows that the form still carries, set by another field's control: an image's
 * responsive sizes (its `meta`), which the image control fills in after an upload.
 */
const carriedKeys = (shape: Shape): Set<string> =>
  new Set(Object.values(shape).flatMap((field) => (field.meta && field.meta in shape ? [field.meta] : [])));

/** A stored record as the form's values: the fields the form edits, and those it carries. */
export function formValuesOf(shape: Shape, record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  const carried = carriedKeys(shape);
  for (const [key, field] of Object.entries(shape)) {
    if (carried.has(key)) {
      values[key] = record[key] ?? field.initial();
      continue;
    }
    if (!edited(field)) continue;
    const value = record[key] ?? field.initial();
    values[key] = field.input === 'items' && field.item?.shape ? itemsToForm(field.item.shape, value) : CODECS[field.input].toForm(value);
  }
  return values;
}

const itemsToForm = (shape: Shape, value: unknown) =>
  (Array.isArray(value) ? value : []).map((item: Record<string, unknown>) => formValuesOf(shape, item));

/**
 * The record to store from the form's values: each edited field converted back; a field hidden in
 * this form (`hidden`) takes its initial value; what the form does not edit stays as stored; fields
 * derived from others (a post's slug) are computed last.
 */
export function recordOf(
  shape: Shape,
  values: FormValues,
  stored: Record<string, unknown> | null,
  hidden: (key: string) => boolean = () => false,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  const carried = carriedKeys(shape);
  for (const [key, field] of Object.entries(shape)) {
    if (carried.has(key)) record[key] = values[key] ?? field.initial();
    else if (!edited(field)) {
      if (stored && key in stored) record[key] = stored[key];
      else if (!field.optional) record[key] = field.initial();
    } else if (hidden(key)) record[key] = field.initial();
    else if (field.input === 'items' && field.item?.shape) record[key] = itemsFromForm(field.item.shape, values[key]);
    else record[key] = CODECS[field.input].fromForm(values[key], field, stored?.[key]);
    // An optional field left empty on a document that never had it stays absent (written as before it existed).
    if (field.optional && !(stored && key in stored) && sameValue(record[key], field.initial())) delete record[key];
  }
  for (const [key, field] of Object.entries(shape)) if (field.derive) record[key] = field.derive.value(record);
  return record;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const itemsFromForm = (shape: Shape, value: unknown) =>
  (Array.isArray(value) ? value : []).map((item: FormValues) => recordOf(shape, item, null));
