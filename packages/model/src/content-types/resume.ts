/** resume_data/{id} (one entry) and meta_data/resume_file (the PDF), declared once. */
import { collectionOf, heldOrNullUnder, namedCollection } from '../declare/collection.js';
import { contentType, newDoc, type DocOf } from '../declare/content-type.js';
import { choice, date, sortOrder, text, url } from '../declare/kinds.js';
import { FIELD_LIMITS } from '../field-rules.js';

export const RESUME_TYPES = ['experience', 'certification', 'education'] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];

export const RESUME_ENTRY = contentType({
  name: 'resume entry',
  rules: 'isResumeEntry',
  // Listed in three groups, one a type, each in the order the owner sets.
  admin: {
    useAsTitle: 'title',
    subtitle: 'organization',
    groups: { by: 'type', titles: { experience: 'Experiences', certification: 'Certifications', education: 'Education' } },
    ordered: true,
  },
  fields: {
    type: choice(RESUME_TYPES, {
      label: 'Type',
      initial: 'experience',
      labels: { experience: 'Experience', certification: 'Certification', education: 'Education' },
    }),
    title: text({ label: 'Title', max: FIELD_LIMITS.title, required: true }),
    organization: text({ label: 'Organization', max: FIELD_LIMITS.short, required: true }),
    /** YYYY-MM-DD or null when empty. */
    start_date: date({ label: 'Start Date' }),
    /** YYYY-MM-DD, or null for "Present"; always null for certifications. */
    end_date: date({ label: 'End Date', hint: "Leave empty for 'Present'." }),
    url: url({ label: 'URL' }),
    sort_order: sortOrder(),
    /** A certification's badge; other entries have none. */
    image_url: url({ label: 'Badge Image URL', input: 'image', folder: 'badges', uploaded: 'Badge image uploaded successfully!' }),
    description: text({ label: 'Description', max: FIELD_LIMITS.long, input: 'markdown', rows: 8 }),
  },
});

export type ResumeEntry = DocOf<typeof RESUME_ENTRY>;

export const newResumeEntry = (type: ResumeType = 'experience'): ResumeEntry => ({ ...newDoc(RESUME_ENTRY), type });

/** meta_data/resume_file's value: the uploaded PDF (or null once removed). */
export const RESUME_FILE = contentType({
  name: 'resume file',
  rules: 'isResumeFile',
  fields: {
    url: url({ label: 'URL' }),
    filename: text({ label: 'File name', max: FIELD_LIMITS.title, optional: true }),
    /** Storage path, so the file can be deleted without parsing the URL. */
    path: text({
      label: 'Storage path',
      max: FIELD_LIMITS.short,
      pattern: 'resume/[^/]+',
      problem: 'must be resume/<file name>',
      optional: true,
    }),
  },
});

export type ResumeFile = DocOf<typeof RESUME_FILE>;

export const RESUME_FILE_KEY = 'resume_file';

/** Filename falls back to the URL's last segment, else 'resume.pdf'. */
export function resumeFileName(file: ResumeFile): string {
  if (file.filename) return file.filename;
  const last = decodeURIComponent(file.url.split('?')[0]?.split('/').pop() ?? '');
  const segment = last.split('/').pop() ?? '';
  return segment || 'resume.pdf';
}

export const RESUME_ENTRIES = collectionOf('resume_data', RESUME_ENTRY, {
  labels: { singular: 'Resume entry', plural: 'Resume entries' },
  read: 'public',
  write: 'owner',
  export: { kind: 'items', key: 'resume', orderBy: [{ field: 'type' }, { field: 'sort_order' }] },
  admin: {
    ordered: true,
    texts: {
      listTitle: 'Entries',
      addTitle: 'Add New Entry',
      editTitle: 'Edit Entry',
      newButton: 'New Entry',
      addButton: 'Add Entry',
      empty: 'None yet.',
      notFound: 'This entry does not exist (it may have been deleted).',
    },
    // The list loads silently (logged only); an update and the order are worded shorter.
    messages: {
      fetchFailed: null,
      update: { success: 'Entry updated successfully!', failure: 'Failed to update entry. Please try again.' },
      reorder: { success: 'Resume order updated successfully!', failure: 'Failed to update resume order. Please try again.' },
    },
  },
  indexes: ['type, sort_order', 'type, sort_order desc'],
});

/** meta_data/resume_file: the resume file record, its value null once the file is removed. */
export const META_DATA = namedCollection<{ value: ResumeFile | null }>()(
  'meta_data',
  { [RESUME_FILE_KEY]: RESUME_FILE },
  {
    labels: { singular: 'Resume file', plural: 'Resume files' },
    read: 'public',
    write: 'owner',
    holder: heldOrNullUnder('value', 'Resume file'),
    export: { kind: 'value', key: 'resume_file', id: RESUME_FILE_KEY, field: 'value' },
  },
);
