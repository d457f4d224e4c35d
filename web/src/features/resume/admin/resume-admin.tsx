import type { ResumeEntry } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import type { EditorSpec } from '@/admin-kit/collection-types';
import type { FieldOverride, Overrides } from '@/admin-kit/form-fields';
import type { FormValues } from '@/admin-kit/form-values';
import type { ListOverrides } from '@/admin-kit/list-columns';
import { shortMonthYear } from '@/lib/dates';
import type { Doc } from '@/data/port';
import { ResumeFilePanel } from './resume-file-panel';

type EntryDoc = Doc<'resume_data'>;

/** 'start - end', 'Present' without an end; a certification shows its issue date only. */
export function entryDates(entry: ResumeEntry): string {
  const start = entry.start_date ? shortMonthYear(entry.start_date) : '';
  if (entry.type === 'certification') return start;
  return `${start} - ${entry.end_date ? shortMonthYear(entry.end_date) : 'Present'}`;
}

/** Certifications show their badge, other entries no picture; a row's date is the entry's dates. */
const LIST: ListOverrides<EntryDoc> = {
  thumbnail: (e) => (e.type === 'certification' ? e.image_url : undefined),
  thumbnailFit: 'contain',
  date: (e) => (e.start_date ? { iso: e.start_date, text: entryDates(e) } : null),
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

const EDITOR: Omit<EditorSpec<EntryDoc>, 'type'> = { overrides };

/**
 * /admin/resume: the resume PDF, then the entries in three groups, each in the order the owner sets,
 * each with its editor page; a new entry goes last of its type, and an update leaves the type as it is.
 */
export function ResumeAdmin() {
  return (
    <CollectionAdmin
      screen="resume"
      collection="resume_data"
      list={LIST}
      editor={EDITOR}
      aboveList={(report) => <ResumeFilePanel onStatus={report} />}
    />
  );
}
