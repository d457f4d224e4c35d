/**
 * A tracked link, /r/<slug>: the owner gave it out (in a job application, a talk's slides), and it
 * sends its visitor on to a page of the site with its slug as the campaign, so the dashboard shows
 * what that reader did there. An address that is no tracked link is left to the page renderer, which
 * answers it with the site's 404 page.
 */
import { isPossibleSlug, TRACKED_LINK_PREFIX, TRACKED_LINK_SLUG_MAX, trackedLinkDestination, type TrackedLink } from '@portfolio/model';
import type { ServedResponse } from './serve-page.js';

/** The tracked link with this slug, or null. */
export type FindTrackedLink = (slug: string) => Promise<Pick<TrackedLink, 'slug' | 'target'> | null>;

export async function serveTrackedLink(find: FindTrackedLink, path: string): Promise<ServedResponse | null> {
  if (!path.startsWith(TRACKED_LINK_PREFIX)) return null;
  const slug = path.slice(TRACKED_LINK_PREFIX.length).replace(/\/$/, '');
  // Anything that cannot be a slug is no link, found without a read.
  if (slug.length > TRACKED_LINK_SLUG_MAX || !isPossibleSlug(slug)) return null;
  const link = await find(slug);
  if (!link) return null;
  return {
    status: 302,
    // Never kept by the CDN or the browser: the owner may point the link elsewhere at any time.
    headers: { Location: trackedLinkDestination(link), 'Cache-Control': 'no-store' },
    body: '',
  };
}
