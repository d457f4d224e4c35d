import { newResumeEntry, RESUME_TYPES, type ResumeEntry } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import type { EditorSpec, ListSpec } from '@/admin-kit/collection-types';
import type { FieldSpec } from '@/admin-kit/form-fields';
import { paths } from '@/config/paths';
import type { Doc } from '@/data/port';
import { useResumeEntries } from '../api/use-resume';
import { RESUME_MESSAGES, useAddResumeEntry, useDeleteResumeEntry, useUpdateResumeEntry } from '../api/use-resume-mutations';
import { fromEntryFormValues, toEntryFormValues, TYPE_LABELS, type EntryFormValues } from './entry-form-values';
import { ResumeFilePanel } from './resume-file-panel';

type EntryDoc = Doc<'resume_data'>;

const monthYear = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Spec §2: 'start - end', 'Present' without an end; a certification shows its issue date only. */
export function entryDates(entry: ResumeEntry): string {
  const start = entry.start_date ? monthYear(entry.start_date) : '';
  if (entry.type === 'certification') return start;
  return `${start} - ${entry.end_date ? monthYear(entry.end_date) : 'Present'}`;
}

const GROUP_TITLES = { experience: 'Experiences', certification: 'Certifications', education: 'Educations' } as const;

const list: ListSpec<EntryDoc> = {
  title: (e) => e.title,
  subtitle: (e) => e.organization,
  // Certifications show their badge; other entries have no picture.
  thumbnail: (e) => (e.type === 'certification' ? e.image_url : undefined),
  thumbnailFit: 'contain',
  date: (e) => (e.start_date ? { iso: e.start_date, text: entryDates(e) } : null),
  groups: RESUME_TYPES.map((type) => ({ title: GROUP_TITLES[type], filter: (e: EntryDoc) => e.type === type })),
};

const isCertification = (v: EntryFormValues) => v.type === 'certification';

/** Spec §4: changing the type of a new entry clears the fields whose meaning depends on it. */
const clearDependent: FieldSpec<EntryFormValues>['onChange'] = (form) => {
  for (const field of ['start_date', 'end_date', 'description', 'url', 'image_url'] as const) form.setValue(field, '');
};

const fields = (entry: EntryDoc | null): FieldSpec<EntryFormValues>[] => [
  // The add form chooses the type; an existing entry keeps its own.
  ...(entry
    ? []
    : [
        {
          name: 'type',
          kind: 'select',
          label: 'Type',
          options: RESUME_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
          onChange: clearDependent,
        } as const,
      ]),
  { name: 'title', kind: 'text', label: 'Title', required: true, limit: 'title' },
  {
    name: 'organization',
    kind: 'text',
    label: (v) => (isCertification(v) ? 'Issuing Organization' : 'Organization'),
    required: true,
    requiredMessage: 'Organization is required',
    limit: 'short',
  },
  { name: 'start_date', kind: 'month', label: (v) => (isCertification(v) ? 'Issue Date' : 'Start Date') },
  { name: 'end_date', kind: 'month', label: 'End Date', helper: "Leave empty for 'Present'.", visible: (v) => !isCertification(v) },
  { name: 'url', kind: 'url', label: (v) => (isCertification(v) ? 'Verification URL' : 'URL') },
  { name: 'sort_order', kind: 'sort-order', label: 'Sort order' },
  {
    name: 'image_url',
    kind: 'image',
    label: 'Badge Image URL',
    folder: 'badges',
    uploadMessage: RESUME_MESSAGES.badgeUploaded,
    visible: isCertification,
  },
  {
    name: 'description',
    kind: 'markdown',
    label: 'Description (Markdown)',
    // Spec §5: a description is required only for experiences.
    required: (v) => v.type === 'experience',
    requiredMessage: 'Description is required for an experience',
    limit: 'long',
    rows: 8,
  },
];

const editor: EditorSpec<EntryDoc, EntryFormValues> = {
  empty: () => toEntryFormValues(newResumeEntry()),
  toValues: toEntryFormValues,
  fields,
};

/** /admin/resume: the resume PDF, then the entries in three groups, each with its editor page. */
export function ResumeAdmin() {
  const entries = useResumeEntries();
  const add = useAddResumeEntry();
  const update = useUpdateResumeEntry();
  const remove = useDeleteResumeEntry();
  return (
    <CollectionAdmin
      type="resume"
      basePath={paths.admin.resume}
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
      items={entries.data}
      loading={entries.loading}
      // Spec §8: the admin resume list loads silently (logged only), so there is no load message.
      loadError={null}
      list={list}
      editor={editor}
      aboveList={(report) => <ResumeFilePanel onStatus={report} />}
      onAdd={(values) => add.run(fromEntryFormValues(values))}
      onUpdate={(entry, values) => {
        // Spec §7: an update sends the entry's fields but not its type.
        const { type: _type, ...changes } = fromEntryFormValues({ ...values, type: entry.type }, entry);
        return update.run(entry.id, changes);
      }}
      onDelete={(entry) => remove.run(entry.id)}
      deleting={remove.pending}
    />
  );
}
