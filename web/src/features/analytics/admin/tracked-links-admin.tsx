import { TRACKED_LINK, TRACKED_LINK_PREFIX, type TrackedLink } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import { liveCollection } from '@/admin-kit/live-collection';
import type { EditorSpec, ListSpec, SaveOutcome } from '@/admin-kit/collection-types';
import { adminPaths } from '@/admin-kit/admin-table';
import type { Doc } from '@/data/port';
import { longDate } from '@/lib/dates';
import {
  LINK_STATS_DAYS,
  TRACKED_LINK_MESSAGES,
  useAddTrackedLink,
  useDeleteTrackedLink,
  useLinkStats,
  useTrackedLinks,
  useUpdateTrackedLink,
  type LinkStats,
} from '../api/use-tracked-links';
import { goalsText } from './breakdowns';

type LinkDoc = Doc<'tracked_links'>;

/** "3 visits, 1 contact message; last visit November 22, 2026", over the last 90 days. */
export function statsText(stats: LinkStats | undefined): string {
  if (!stats || stats.visits === 0) return `No visits in the last ${LINK_STATS_DAYS} days`;
  const goals = goalsText(stats.goals);
  return `${stats.visits} visit${stats.visits === 1 ? '' : 's'}, ${goals === 'none' ? 'no goals' : goals}; last visit ${longDate(stats.lastVisit!)}`;
}

const editor: EditorSpec<LinkDoc> = { type: TRACKED_LINK };

/**
 * /admin/links: the owner's tracked links ("Acme application" → /r/acme-2026), each with the visits
 * that came through it, what they did and when the last came; an editor page per link.
 */
export function TrackedLinksAdmin() {
  const links = useTrackedLinks();
  const { stats } = useLinkStats();
  const add = useAddTrackedLink();
  const update = useUpdateTrackedLink();
  const remove = useDeleteTrackedLink();

  /** Two links with one address would be one campaign: refused with the address named. */
  const taken = (link: TrackedLink, self?: string): SaveOutcome | null =>
    links.data.some((other) => other.slug === link.slug && other.id !== self)
      ? { ok: false, status: { kind: 'error', message: `Another tracked link already uses ${TRACKED_LINK_PREFIX}${link.slug}.` } }
      : null;

  const list: ListSpec<LinkDoc> = {
    title: (link) => link.name,
    // What it brought first: on a phone the line is cut after two lines.
    subtitle: (link) => `${statsText(stats.get(link.slug))} · ${TRACKED_LINK_PREFIX}${link.slug} → ${link.target}`,
    search: (link) => `${link.name} ${link.slug}`,
    label: 'Tracked links',
  };

  return (
    <CollectionAdmin
      type="tracked_links"
      collection="tracked_links"
      basePath={adminPaths.links}
      texts={{
        heading: 'Tracked Links',
        listTitle: 'Existing Tracked Links',
        addTitle: 'Add New Tracked Link',
        editTitle: 'Edit Tracked Link',
        newButton: 'New Tracked Link',
        addButton: 'Add Tracked Link',
        empty: 'No tracked links yet. Make one for each application or talk, and see what its readers did.',
        notFound: 'This tracked link does not exist (it may have been deleted).',
        loading: 'Loading tracked links',
      }}
      {...liveCollection(links, remove, TRACKED_LINK_MESSAGES.fetchFailed)}
      list={list}
      editor={editor}
      onAdd={async (link) => taken(link) ?? add.run(link)}
      onUpdate={async (stored, link, basis) => taken(link, stored.id) ?? update.runBasedOn(basis, stored.id, link)}
    />
  );
}
