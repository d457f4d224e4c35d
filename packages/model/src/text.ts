/**
 * Lowercase; each run of characters other than a-z and 0-9 becomes one hyphen;
 * leading and trailing hyphens removed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The same rule as a pattern, for validating stored slugs (also used in firestore.rules). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Content length / 1000, rounded up, in minutes. */
export function readTimeMinutes(content: string): number {
  return Math.ceil(content.length / 1000);
}

/** List fields are edited one item per line; blank lines are dropped. */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export const listToLines = (items: readonly string[] | undefined): string => (items ?? []).join('\n');

/** Meta keywords are entered comma-separated and trimmed. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** About content is split into paragraphs at line breaks. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Markdown links and images keep only these schemes (or none). */
export const SAFE_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * Returns the URL when it has no scheme or an allowed one, otherwise ''.
 * Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"),
 * so they are removed before the scheme is read.
 */
export function safeUrl(url: string): string {
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const colon = compact.indexOf(':');
  const firstPathChar = compact.search(/[/?#]/);
  if (colon === -1 || (firstPathChar !== -1 && firstPathChar < colon)) return url;
  const scheme = compact.slice(0, colon).toLowerCase();
  return (SAFE_URL_SCHEMES as readonly string[]).includes(scheme) ? url : '';
}
