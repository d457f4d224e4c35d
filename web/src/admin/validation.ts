/**
 * Checks shared by the admin forms. They mirror firestore.rules, so a form refuses up front what
 * the server would refuse anyway (and the owner sees why, next to the field).
 */

/**
 * Empty, http(s)://… or a path on this site starting with '/': the rules' isUrl(). The offline
 * demo keeps uploads in the browser as data: URLs, so there (and only there) those pass too.
 */
export function isAllowedUrl(value: string): boolean {
  const v = value.trim();
  if (__DATA_BACKEND__ === 'memory' && /^data:(image\/[\w.+-]+|application\/pdf);base64,/.test(v)) return true;
  return v === '' || /^https?:\/\/[^ ]+$/.test(v) || /^\/[^ ]*$/.test(v);
}

export const URL_MESSAGE = 'Enter a full address starting with https:// (or a path starting with /).';

/** react-hook-form rule for URL-typed inputs (spec §5). */
export const urlRule = { validate: (value: string) => isAllowedUrl(value) || URL_MESSAGE };

/** A loose e-mail check; the field's type="email" gives the keyboard and the browser's own hint. */
export const emailRule = {
  validate: (value: string) => value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || 'Enter a valid email address.',
};

/** Spec §5: empty date inputs become null. */
export const dateOrNull = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

/** Spec §5: sort_order is parsed as an integer. */
export function toSortOrder(value: unknown): number {
  const n = Number.parseInt(String(value), 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}
