import { TRACKED_LINK_PREFIX, type TrackedLink } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import type { SaveOutcome } from '@/data/save-outcome';
import type { ListOverrides } from '@/admin-kit/list-columns';
import type { Doc } from '@/data/port';
import { mediumDate } from '@/lib/dates';
import { LINK_STATS_DAYS, useLinkStats, useTrackedLinks, type LinkStats } from '../api/use-tracked-links';
import { goalsText } from './breakdowns';

type LinkDoc = Doc<'tracked_links'>;

/** "3 visits, 1 contact message; last visit November 22, 2026", over the last 90 days. */
export function statsText(stats: LinkStats | undefined): string {
  if (!stats || stats.visits === 0) return `No visits in the last ${LINK_STATS_DAYS} days`;
  const goals = goalsText(stats.goals);
  return `${stats.visits} visit${stats.visits === 1 ? '' : 's'}, ${goals === 'none' ? 'no goals' : goals}; last visit ${mediumDate(stats.lastVisit!)}`;
}

/**
 * /admin/links: the owner's tracked links ("Acme application" → /r/acme-2026), by name, each with the
 * visits that came through it, what they did and when the last came; an editor page per link.
 */
export function TrackedLinksAdmin() {
  const links = useTrackedLinks();
  const { stats } = useLinkStats();

  /** Two links with one address would be one campaign: refused with the address named. */
  const taken = async (link: Omit<TrackedLink, 'id'>, stored: LinkDoc | null): Promise<SaveOutcome | null> =>
    links.data.some((other) => other.slug === link.slug && other.id !== stored?.id)
      ? { ok: false, status: { kind: 'error', message: `Another tracked link already uses ${TRACKED_LINK_PREFIX}${link.slug}.` } }
      : null;

  const list: ListOverrides<LinkDoc> = {
    // What it brought first: on a phone the line is cut after two lines.
    subtitle: (link) => `${statsText(stats.get(link.slug))} · ${TRACKED_LINK_PREFIX}${link.slug} → ${link.target}`,
  };

  return <CollectionAdmin screen="links" collection="tracked_links" list={list} live={links} check={taken} />;
}
