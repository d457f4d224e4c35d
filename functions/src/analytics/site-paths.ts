import { isDocumentId, SLUG_PATTERN } from '@portfolio/model';

export const MAX_PATH_LENGTH = 200;
const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The public site's routes (spec §2). Anything else (admin pages, 404s, made-up strings) is not
 * counted: the dashboard would otherwise show whatever text a script chose to send.
 * Returns the path without query, hash or trailing slash, or null when it is not the site's.
 */
export function sitePath(raw: string): string | null {
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = raw.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  const [, first, second, ...rest] = path.split('/');
  if (rest.length > 0) return null;
  if (path === '/' || ((first === 'resume' || first === 'projects' || first === 'blog') && second === undefined)) return path;
  // A project id the store could not read (`__x__`, `__proto__`) names no project: not a page.
  if (first === 'projects' && second !== undefined && PROJECT_ID.test(second) && isDocumentId(second)) return path;
  if (first === 'blog' && second !== undefined && SLUG_PATTERN.test(second) && second.length <= 150) return path;
  return null;
}
