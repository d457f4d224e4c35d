/**
 * Checks shared by the admin forms. They mirror firestore.rules (through packages/model's
 * field-rules.ts), so a form refuses up front what the server would refuse anyway, and the owner sees
 * why next to the field instead of a generic failure after Save.
 */
import { FIELD_LIMITS, isCalendarDate, isHexColor, isSiteUrl, type AnyField, type InputKind, type TextKind } from '@portfolio/model';

/**
 * Empty, http(s)://… or a path on this site starting with '/': the rules' isUrl(). The offline
 * demo keeps uploads in the browser as data: URLs, so there (and only there) those pass too.
 */
export function isAllowedUrl(value: string): boolean {
  const v = value.trim();
  if (__DATA_BACKEND__ === 'memory' && /^data:(image\/[\w.+-]+|application\/pdf);base64,/.test(v)) return true;
  return isSiteUrl(v);
}

export const URL_MESSAGE = 'Enter a full address starting with https:// (or a path on this site starting with a single /).';

/** react-hook-form rule for URL-typed inputs. */
export const urlRule = { validate: (value: string) => isAllowedUrl(value) || URL_MESSAGE };

/** A loose e-mail check; the field's type="email" gives the keyboard and the browser's own hint. */
export const emailRule = {
  validate: (value: string) => value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || 'Enter a valid email address.',
};

/** Empty date inputs become null. */
export const dateOrNull = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

/** Sort_order is parsed as an integer. */
export function toSortOrder(value: unknown): number {
  const n = Number.parseInt(String(value), 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/**
 * The rules' length limit of a text field as a react-hook-form rule: titles and names 200 characters,
 * short texts 500, Markdown bodies 100,000. Merge it with the field's other rules.
 */
export function lengthRule(kind: TextKind | number, label: string) {
  const max = typeof kind === 'number' ? kind : FIELD_LIMITS[kind];
  return { maxLength: { value: max, message: `${label} must be at most ${max.toLocaleString('en-US')} characters.` } };
}

/** A date input's value: empty, or a date that exists (the rules refuse 2024-02-30). */
export const dateRule = {
  validate: (value: string | null | undefined) => !value || isCalendarDate(value) || 'Enter a real date (YYYY-MM-DD).',
};

/** A colour the site's CSS can use: #rgb or #rrggbb (with optional alpha). */
export const colorRule = {
  validate: (value: string) => isHexColor(value.trim()) || 'Use a hex colour such as #0891b2',
};

/** A one-item-per-line list (technologies, features…): the rules keep at most `max` items. */
export const listRule = (label: string, max = 50) => ({
  validate: (value: string) =>
    value.split('\n').filter((line) => line.trim() !== '').length <= max || `${label} can hold at most ${max} lines.`,
});

/** A comma-separated list (keywords, tags): at most `max` items. */
export const commaListRule = (noun: string, max: number) => ({
  validate: (value: string) => value.split(',').filter((item) => item.trim() !== '').length <= max || `Use at most ${max} ${noun}.`,
});

/** Sort order: a whole number from 0 to 100,000, as the rules' isSortOrder(). */
export const sortOrderRule = {
  validate: (value: unknown) => {
    const n = Number(value);
    return (
      String(value).trim() === '' ||
      (Number.isInteger(n) && n >= 0 && n <= 100_000) ||
      'Sort order must be a whole number from 0 to 100,000.'
    );
  },
};

/** A month input's value: empty or YYYY-MM (browsers without a month picker show a text field). */
export const monthRule = {
  validate: (value: string | null | undefined) => !value || /^\d{4}-(0[1-9]|1[0-2])$/.test(value) || 'Enter a month as YYYY-MM.',
};

/** A stored date (YYYY-MM-DD) as a month input holds it (YYYY-MM); '' when empty. */
export const toMonth = (date: string | null | undefined): string => (date ? date.slice(0, 7) : '');

/**
 * A month input's value back as the stored date: the first of the month, or the original date
 * when its month did not change (so editing an entry keeps a day that was set before).
 */
export function fromMonth(month: string, original?: string | null): string | null {
  if (!month.trim()) return null;
  if (original && original.startsWith(month)) return original;
  return `${month}-01`;
}

/** 'Short Description' → 'Short description': a label inside a sentence (acronyms and names kept). */
export const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word, i) => (i > 0 && /^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ');

type Check = (value: string) => true | string;

/**
 * What each input kind checks beyond a required value and a length limit, with the message the
 * owner reads next to the field: one lookup table for every form.
 */
const KIND_CHECKS: Partial<Record<InputKind, (field: AnyField, label: string) => Check>> = {
  url: () => urlRule.validate,
  image: () => urlRule.validate,
  email: () => emailRule.validate,
  lines: (field, label) => listRule(label, field.max).validate,
  commas: (field) => commaListRule(`${(field.item?.label ?? 'item').toLowerCase()}s`, field.max ?? 50).validate,
  tags: (field) => commaListRule(`${(field.item?.label ?? 'item').toLowerCase()}s`, field.max ?? 50).validate,
  'sort-order': () => sortOrderRule.validate,
  month: () => monthRule.validate,
  color: () => colorRule.validate,
};

/** A text's pattern (an analytics id, an icon name), with the declaration's message. */
function patternCheck(field: AnyField, label: string): Check | null {
  if (!field.pattern) return null;
  const pattern = new RegExp(`^(?:${field.pattern})$`);
  return (value) => pattern.test(value.trim()) || (field.message ?? `${label} has the wrong format.`);
}

/** The checks a declared field's value must pass in a form, in order (null when none). */
export function fieldCheck(field: AnyField, label: string): Check | null {
  const checks = [KIND_CHECKS[field.input]?.(field, label), patternCheck(field, label)].filter((c): c is Check => !!c);
  if (checks.length === 0) return null;
  return (value) => {
    for (const check of checks) {
      const outcome = check(value);
      if (outcome !== true) return outcome;
    }
    return true;
  };
}
