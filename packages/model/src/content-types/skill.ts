/** skills/{id}: one skill of the home page's strip, declared once. */
import { collectionOf } from '../declare/collection.js';
import { contentType, newDoc, type DocOf } from '../declare/content-type.js';
import { sortOrder, text } from '../declare/kinds.js';
import { FIELD_LIMITS } from '../field-rules.js';

export const SKILL = contentType({
  name: 'skill',
  rules: 'isSkill',
  // The list is the display order, which the owner sets there; a row's picture is its icon.
  admin: { useAsTitle: 'name', subtitle: 'description', badges: ['category'], ordered: true },
  fields: {
    name: text({ label: 'Name', max: FIELD_LIMITS.title, required: true }),
    /** A Simple Icons slug (lower-cased name); it names an icon file, so no slashes. */
    icon_ref: text({
      label: 'Icon reference',
      max: 100,
      pattern: '[A-Za-z0-9._+-]*',
      problem: 'must be an icon name (letters, digits, . _ + -)',
      message: 'Use letters, digits and . _ + - only (an icon name)',
      hint: 'A Simple Icons name, e.g. docker, kubernetes, terraform.',
    }),
    description: text({ label: 'Description', max: FIELD_LIMITS.short }),
    /** Organisational only, never shown publicly. */
    category: text({ label: 'Category', max: FIELD_LIMITS.short, hint: 'For your own grouping; never shown publicly.' }),
    sort_order: sortOrder(),
  },
});

export type Skill = DocOf<typeof SKILL>;
export const newSkill = (): Skill => newDoc(SKILL);

export const SKILLS = collectionOf('skills', SKILL, {
  labels: { singular: 'Skill', plural: 'Skills' },
  read: 'public',
  write: 'owner',
  export: { kind: 'items', key: 'skills', orderBy: [{ field: 'sort_order' }] },
  admin: { ordered: true, texts: { list: 'Skills in display order' } },
});
