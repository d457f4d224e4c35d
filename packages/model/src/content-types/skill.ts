/** skills/{id}: one skill of the home page's strip, declared once. */
import { contentType, newDoc, type DocOf } from '../declare/content-type.js';
import { integer, text } from '../declare/kinds.js';
import { FIELD_LIMITS } from '../field-rules.js';

export const SKILL = contentType({
  name: 'skill',
  rules: 'isSkill',
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
    // Set by the list's move buttons, not in the form.
    sort_order: integer({ label: 'Sort order', min: 0, max: 100_000, input: 'none' }),
  },
});

export type Skill = DocOf<typeof SKILL>;
export const newSkill = (): Skill => newDoc(SKILL);
