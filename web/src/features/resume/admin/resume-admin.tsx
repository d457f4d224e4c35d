import { RESUME_ENTRY, RESUME_TYPES, type ResumeEntry } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import { liveCollection, reorderWith } from '@/admin-kit/live-collection';
import type { EditorSpec, ListSpec } from '@/admin-kit/collection-types';
import type { FieldOverride, Overrides } from '@/admin-kit/form-fields';
import type { FormValues } from '@/admin-kit/form-values';
import { adminPaths } from '@/admin-kit/admin-table';
import { shortMonthYear } from '@/lib/dates';
import type { Doc } from '@/data/port';
import { useResumeEntries } from '../api/use-resume';
import { useAddResumeEntry, useDeleteResumeEntry, useReorderResume, useUpdateResumeEntry } from '../api/use-resume-mutations';
import { ResumeFilePanel } from './resume-file-panel';

type EntryDoc = Doc<'resume_data'>;

/** 'start - end', 'Present' without an end; a certification shows its issue date only. */
export function entryDates(entry: ResumeEntry): string {
  const start = entry.start_date ? shortMonthYear(entry.start_date) : '';
  if (entry.type === 'certification') return start;
  return `${start} - ${entry.end_date ? shortMonthYear(entry.end_date) : 'Present'}`;
}

const GROUP_TITLES = { experience: 'Experiences', certification: 'Certifications', education: 'Education' } as const;

const list: Omit<ListSpec<EntryDoc>, 'reorder'> = {
  title: (e) => e.title,
  subtitle: (e) => e.organization,
  // Certifications show their badge; other entries have no picture.
  thumbnail: (e) => (e.type === 'certification' ? e.image_url : undefined),
  thumbnailFit: 'contain',
  date: (e) => (e.start_date ? { iso: e.start_date, text: entryDates(e) } : null),
  groups: RESUME_TYPES.map((type) => ({ title: GROUP_TITLES[type], filter: (e: EntryDoc) => e.type === type })),
};

const isCertification = (v: FormValues) => v.type === 'certification';

/** Changing the type of a new entry clears the fields whose meaning depends on it. */
const clearDependent: FieldOverride['onChange'] = (form) => {
  for (const field of ['start_date', 'end_date', 'description', 'url', 'image_url'] as const) form.setValue(field, '');
};

/** What depends on the type: a certification has an issuer, an issue date and a badge, and no end. */
const byType = (label: string, certification: string): FieldOverride => ({
  watch: ['type'],
  label: (v) => (isCertification(v) ? certification : label),
});

const overrides = (entry: EntryDoc | null): Overrides => ({
  // The list sets the order (moves, drag, Save Order); a new entry comes last among its type.
  sort_order: { omit: true },
  // The add form chooses the type; an existing entry keeps its own.
  type: entry ? { omit: true } : { onChange: clearDependent },
  organization: byType('Organization', 'Issuing Organization'),
  start_date: byType('Start Date', 'Issue Date'),
  end_date: { watch: ['type'], visible: (v) => !isCertification(v) },
  url: byType('URL', 'Verification URL'),
  image_url: { watch: ['type'], visible: isCertification },
  description: {
    // A description is required only for experiences.
    watch: ['type'],
    required: (v) => v.type === 'experience',
    requiredMessage: 'Description is required for an experience',
  },
});

const editor: EditorSpec<EntryDoc> = { type: RESUME_ENTRY, overrides };

/** /admin/resume: the resume PDF, then the entries in three groups, each with its editor page. */
export function ResumeAdmin() {
  const entries = useResumeEntries();
  const add = useAddResumeEntry();
  const update = useUpdateResumeEntry();
  const remove = useDeleteResumeEntry();
  const reorder = useReorderResume();
  return (
    <CollectionAdmin
      type="resume"
      collection="resume_data"
      basePath={adminPaths.resume}
      texts={{
        heading: 'Resume Management',
        listTitle: 'Entries',
        addTitle: 'Add New Entry',
        editTitle: 'Edit Entry',
        newButton: 'New Entry',
        addButton: 'Add Entry',
        empty: 'None yet.',
        notFound: 'This entry does not exist (it may have been deleted).',
        loading: 'Loading resume entries',
      }}
      // The admin resume list loads silently (logged only), so there is no load message.
      {...liveCollection(entries, remove, null)}
      list={{ ...list, reorder: reorderWith(reorder) }}
      editor={editor}
      aboveList={(report) => <ResumeFilePanel onStatus={report} />}
      onAdd={(entry) => add.run(entry)}
      onUpdate={(entry, edited, basis) => {
        // An update sends the entry's fields but not its type.
        const { type: _type, ...changes } = edited;
        return update.runBasedOn(basis, entry.id, changes);
      }}
    />
  );
}
