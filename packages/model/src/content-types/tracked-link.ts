/**
 * tracked_links/{id}: an address the owner gives out ("Acme application" → /r/acme-2026) that sends
 * its visitor to a page of the site with the campaign set, so the dashboard shows what that reader
 * did. The owner's own (owner-read, owner-written); the render function reads it to redirect.
 */
import { collectionOf } from '../declare/collection.js';
import { contentType, newDoc, type DocOf } from '../declare/content-type.js';
import { text } from '../declare/kinds.js';
import { SLUG_RULE } from './blog-post.js';

/** Where a tracked link's address starts: /r/<slug>. */
export const TRACKED_LINK_PREFIX = '/r/';
export const TRACKED_LINK_SLUG_MAX = 60;
/**
 * A page of this site: a path of letters, digits and . _ ~ % / - (no query string or fragment: the
 * link adds the campaign; no space). Written without backslashes, so the rules and the app read it alike.
 */
export const SITE_PATH_RULE = '/[A-Za-z0-9._~%/-]*';

export const TRACKED_LINK = contentType({
  name: 'tracked link',
  rules: 'isTrackedLink',
  admin: { useAsTitle: 'name', search: ['name', 'slug'] },
  fields: {
    name: text({ label: 'Name', max: 100, required: true, hint: 'For you: who you gave it to, e.g. Acme application.' }),
    slug: text({
      label: 'Address',
      max: TRACKED_LINK_SLUG_MAX,
      required: true,
      pattern: SLUG_RULE,
      problem: 'must be a slug (a-z, 0-9 and single hyphens)',
      message: 'Use lower-case letters, digits and single hyphens only, e.g. acme-2026',
      hint: 'The link is /r/ followed by this, e.g. /r/acme-2026. It is also the campaign the dashboard shows.',
    }),
    target: text({
      label: 'Goes to',
      max: 200,
      required: true,
      pattern: SITE_PATH_RULE,
      problem: 'must be a path on this site (letters, digits and . _ ~ % / -)',
      message: 'Use a page of this site, starting with / (e.g. / or /projects), without ? # or spaces',
      hint: 'The page a visitor lands on, e.g. / or /projects.',
      initial: '/',
    }),
  },
});

export type TrackedLink = DocOf<typeof TRACKED_LINK>;
export const newTrackedLink = (): TrackedLink => newDoc(TRACKED_LINK);

/** The address a tracked link sends its visitor to: its page, with its slug as the campaign. */
export const trackedLinkDestination = (link: Pick<TrackedLink, 'slug' | 'target'>): string =>
  `${link.target}?utm_campaign=${encodeURIComponent(link.slug)}`;

/** The owner's tracked links (/r/<slug>): owner-only; the render function reads them to redirect. */
export const TRACKED_LINKS = collectionOf('tracked_links', TRACKED_LINK, {
  labels: { singular: 'Tracked link', plural: 'Tracked links' },
  read: 'owner',
  write: 'owner',
  admin: { texts: { empty: 'No tracked links yet. Make one for each application or talk, and see what its readers did.' } },
});
