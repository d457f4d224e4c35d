/**
 * The contract between the server renderer (a Cloud Function) and the web app's server entry
 * (web/src/entry-server.tsx, built into the functions' bundle): what a render asks to read, and
 * what it gives back. Both sides import these types from here, never from each other.
 */
import type { CollectionName } from './collections.js';
import type { ListPageLinks } from './list-pages.js';
import { parseWithId } from './content-types/registry.js';
import { summaryOf } from './summaries.js';
import type { Report } from './declare/field.js';
import type { SectionContent, SiteSettings } from './content-types/index.js';

export type QueryOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains' | 'array-contains-any';
export interface QueryWhere {
  /** A field's path, or '__name__' for the document id (e.g. `in` a list of up to 30 ids). */
  field: string;
  op: QueryOp;
  /** Compare timestamp fields with a Date; everything else with plain values. */
  value: unknown;
}
export interface QueryOrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}

/**
 * A query of one collection, the one shape of it: the web app's data port reads it (its `Query` is
 * this type), and a served page's render asks the function to answer it, so a page's reads are the
 * same on the server and in the browser.
 */
export interface ServedQuery<C extends CollectionName = CollectionName> {
  collection: C;
  where?: QueryWhere[];
  orderBy?: QueryOrderBy[];
  limit?: number;
  /**
   * Starts after the document with these values of the orderBy fields, in order (a cursor:
   * Firestore's startAfter; see list-pages.ts). An orderBy on '__name__' orders by document id.
   */
  startAfter?: unknown[];
  /**
   * Each document as a list shows it (summaries.ts): no body, no long description. The browser's
   * adapters read whole documents (the SDKs cannot leave fields out) and trim them after.
   */
  summary?: boolean;
}

/**
 * A read the page's render asked for: a query's documents, one document (null when missing), or a
 * site search's results (SearchResults, search.ts; answered by the reader over public documents).
 */
export type ServedRead =
  { kind: 'query'; query: ServedQuery } | { kind: 'doc'; collection: CollectionName; id: string } | { kind: 'search'; q: string };

/** Answers a read with public data only (documents carry their `id`; timestamps as ISO strings). */
export type ReadPublic = (read: ServedRead) => Promise<unknown>;

/**
 * The reads as the page needs them: each document parsed by its declaration, so a
 * malformed field or list item is replaced or left out, and reported, and the page still renders.
 */
export function parsedReads(read: ReadPublic, report: Report): ReadPublic {
  return async (request) => {
    const result = await read(request);
    // Search results are built from documents the reader parsed already.
    if (request.kind === 'search') return result;
    if (request.kind === 'doc') return result === null ? null : parseWithId(request.collection, result as { id: string }, report);
    const docs = (result as { id: string }[]).map((doc) => parseWithId(request.query.collection, doc, report));
    return request.query.summary ? docs.map((doc) => summaryOf(request.query.collection, doc)) : docs;
  };
}

export interface RenderedPage {
  /** 200, 404 for an unknown path or an item a visitor may not see (a draft, an inactive project), or 301 (see `redirect`). */
  status: number;
  /** With status 301: where the page has moved (a renamed post's earlier slug), a path of this site. */
  redirect?: string;
  /** The app's markup, for inside <div id="root">. */
  appHtml: string;
  /** The page's CSS as <style data-emotion> tags, for <head>. */
  styleTags: string;
  /** The colour mode the page was rendered in (the site's default): the class of <html>. */
  colorMode: 'light' | 'dark';
  /** The reads the page was rendered with, by key: embedded so the browser starts from them. */
  preload: Record<string, unknown>;
  settings: SiteSettings;
  sections: SectionContent;
  /** The item an item page shows (its route table entry's `item`): its head and share card describe it. */
  item?: Record<string, unknown>;
  /** A page of a list (/blog, /projects): its neighbours' queries, for rel prev/next and its canonical address. */
  listPage?: ListPageLinks;
}

/** Extra state a render can start from (for example the contact form after a failed send without script). */
export interface RenderOptions {
  contactForm?: ServedContactForm;
}

/** The page state name under which a served contact form travels (see RenderOptions). */
export const SERVED_CONTACT_FORM = 'contact-form';
/** Where the contact form posts when it is sent without script (an HTTP function behind a Hosting rewrite). */
export const CONTACT_FORM_ACTION = '/api/contact';
/** The id of the contact form's outcome message: a sent form is redirected to it. */
export const CONTACT_OUTCOME_ID = 'contact-outcome';

export interface ServedContactForm {
  /** What was typed (kept when sending failed). */
  values: { name: string; email: string; message: string };
  /** The visitor sees the form's success text when ok, else `message` (its generic failure text when empty). */
  outcome: { ok: boolean; message?: string };
}

/** The server entry's export. */
export type RenderPage = (url: string, read: ReadPublic, options?: RenderOptions) => Promise<RenderedPage>;
