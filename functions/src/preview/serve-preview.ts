/**
 * Serving `/preview/<token>`: the draft's public page exactly as it will look, rendered by the same
 * renderer from the public reads with the draft added as if it were public, then marked: a "Preview"
 * banner, `noindex`, and never kept by the CDN or the browser (`private, no-store`). The page carries
 * not the app: it would read the draft again as a visitor, and a visitor may not. An unknown,
 * revoked or expired token, or an item since published, is a plain 404 like any missing page.
 */
import { collectionType, itemPathOf, PREVIEW_TEXT, previewShows, previewToken, type ReadPublic, type ServedQuery } from '@portfolio/model';
import type { Clock } from '../shared/clock.js';
import type { ServedResponse } from '../render/serve-page.js';
import { previewLinkId } from './links.js';
import type { PreviewStore } from './preview-store.js';

export const PREVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export interface PreviewDeps {
  store: PreviewStore;
  clock: Clock;
  /** Serves a public page's path with this reader of stored documents (unparsed) in place of the public one. */
  servePath: (path: string, raw: (base: ReadPublic) => ReadPublic) => Promise<ServedResponse>;
}

type Doc = Record<string, unknown> & { id: string };
type Where = NonNullable<ServedQuery['where']>[number];

const RANGES: Record<string, (a: string | number, b: string | number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};
const inRange = (a: string | number, op: string, b: string | number) => RANGES[op]?.(a, b) ?? false;

function matches(doc: Doc, { field, op, value }: Where): boolean {
  const v = doc[field];
  switch (op) {
    case '==':
      return v === value;
    case '!=':
      return v !== value;
    case 'in':
      return Array.isArray(value) && value.includes(v);
    case 'array-contains':
      return Array.isArray(v) && v.includes(value);
    case 'array-contains-any':
      return Array.isArray(v) && Array.isArray(value) && value.some((x) => v.includes(x));
    default:
      return typeof v === typeof value && v !== null && v !== undefined && inRange(v as string | number, op, value as string | number);
  }
}

function compare(a: Doc, b: Doc, orderBy: NonNullable<ServedQuery['orderBy']>): number {
  for (const { field, direction } of orderBy) {
    const [x, y] = [a[field] as string | number, b[field] as string | number];
    if (x === y) continue;
    return (x < y ? -1 : 1) * (direction === 'desc' ? -1 : 1);
  }
  return 0;
}

/** The public reads with `item` among them, as a visitor would read it once it is public. */
export function withDraft(base: ReadPublic, collection: string, item: Doc): ReadPublic {
  return async (read) => {
    if (read.kind === 'doc' && read.collection === collection && read.id === item.id) return item;
    const result = await base(read);
    if (read.kind !== 'query' || read.query.collection !== collection) return result;
    const { where = [], orderBy = [], limit, startAfter } = read.query;
    const others = (result as Doc[]).filter((doc) => doc.id !== item.id);
    // A page past the first (a cursor) is left as it is: the draft belongs where the list starts.
    if (startAfter || !where.every((w) => matches(item, w))) return others;
    const docs = [...others, item].sort((a, b) => compare(a, b, orderBy));
    return limit === undefined ? docs : docs.slice(0, limit);
  };
}

// At the bottom of the window, always in view: the site's header is fixed at the top and would cover it.
const BANNER = `<div role="note" aria-label="${PREVIEW_TEXT.banner}" style="position:fixed;bottom:0;left:0;right:0;z-index:2147483647;box-shadow:0 -2px 12px rgba(0,0,0,.35);display:flex;gap:12px;align-items:center;justify-content:center;flex-wrap:wrap;padding:10px 16px;background:#b7791f;color:#1a202c;font:600 15px/1.4 system-ui,sans-serif;text-align:center"><strong style="background:#1a202c;color:#fefcbf;padding:2px 10px;border-radius:999px;letter-spacing:.04em;text-transform:uppercase;font-size:13px">${PREVIEW_TEXT.banner}</strong><span>${PREVIEW_TEXT.bannerNote}</span></div>`;

/**
 * The served page marked as a preview: noindex, the banner, and not the app (its module, its
 * preloads, its hand-over data, which the inline script starts it from). The inline script stays, so
 * the page keeps the reader's light or dark choice, and the CSP still admits it by its hash.
 */
export function markAsPreview(html: string): string {
  return html
    .replace(/<script\b[^>]*\b(src=|type="module"|type="application\/json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<meta name="robots"[^>]*>/gi, '')
    .replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">')
    .replace(/<body([^>]*)>/i, `<body$1>${BANNER}`)
    .replace(/<\/body>/i, '<div style="height:64px" aria-hidden="true"></div></body>');
}

const NOT_FOUND: ServedResponse = {
  status: 404,
  headers: { ...PREVIEW_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  body: 'This preview link does not work (any more). Ask for a new one.',
};

/** The answer to a /preview/ address, or null for any other path. */
export async function servePreview(deps: PreviewDeps, path: string): Promise<ServedResponse | null> {
  if (!path.startsWith('/preview/')) return null;
  const token = previewToken(path);
  if (!token) return NOT_FOUND;
  const linkId = previewLinkId(token);
  const link = await deps.store.link(linkId);
  if (!link) return NOT_FOUND;
  const item = await deps.store.item(link.collection, link.doc_id);
  if (!previewShows(link, item, deps.clock())) {
    // Published since: the link has done its work and ends for good; an expired one goes too.
    await deps.store.removeLink(linkId);
    return NOT_FOUND;
  }
  const type = collectionType(link.collection);
  const when = type?.publicWhen;
  const asPublic = { ...item!, ...(when ? { [when.field]: when.equals } : {}) } as Doc;
  const path_ = itemPathOf(link.collection, asPublic);
  if (!path_) return NOT_FOUND;
  const page = await deps.servePath(path_, (base) => withDraft(base, link.collection, asPublic));
  if (page.status !== 200) return NOT_FOUND;
  return { status: 200, headers: { ...PREVIEW_HEADERS }, body: markAsPreview(page.body) };
}
