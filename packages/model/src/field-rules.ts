/**
 * The shape checks firestore.rules makes on the owner's writes, in TypeScript, so the admin forms
 * refuse the same values up front and say why next to the field. Keep the two in step: each function
 * names the rules helper it mirrors.
 */

/** Lengths of the rules' isTitle, isShort, isLong and isUrl. */
export const FIELD_LIMITS = { title: 200, short: 500, long: 100_000, url: 2048 } as const;
export type TextKind = keyof typeof FIELD_LIMITS;

/**
 * isUrl(): empty, http(s)://… or a path on this site. A site path is `/` or `/x…` where x is not a
 * second slash or a backslash: `//host/x` and `/\host` are read by browsers as another site.
 * No whitespace or backslash anywhere.
 */
export function isSiteUrl(value: string): boolean {
  if (value === '') return true;
  if (value.length > FIELD_LIMITS.url) return false;
  return /^https?:\/\/[^\s\\]+$/.test(value) || /^\/([^/\s\\][^\s\\]*)?$/.test(value);
}

/** isDateOrNull(): a real calendar date as YYYY-MM-DD (no 2024-13-45, no 31 April, no 29 February 2023). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** isColor(): #rgb, #rgba, #rrggbb or #rrggbbaa (it goes into CSS). */
export const isHexColor = (value: string): boolean => /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value);
