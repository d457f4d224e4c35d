/** sections/{name}: the editable text blocks of the home page, declared once. */
import { heldUnder, namedCollection } from '../declare/collection.js';
import { contentType, newDoc, type DocOf } from '../declare/content-type.js';
import { list, object } from '../declare/composite.js';
import { choice, text, url } from '../declare/kinds.js';
import { FIELD_LIMITS } from '../field-rules.js';
import { imageMeta } from './image-fields.js';

export type SectionName = 'hero' | 'about' | 'contact';
export const SECTION_NAMES: readonly SectionName[] = ['hero', 'about', 'contact'];

export const HERO = contentType({
  name: 'hero section',
  rules: 'isHero',
  fields: {
    name: text({ label: 'Name', max: FIELD_LIMITS.title }),
    role: text({ label: 'Role', max: FIELD_LIMITS.title }),
    tagline: text({ label: 'Tagline', max: FIELD_LIMITS.short, input: 'textarea', rows: 3 }),
    /** An optional portrait beside the name; documents written before it have no such field. */
    portrait_url: url({
      label: 'Portrait',
      optional: true,
      input: 'image',
      hint: 'A photo of you beside your name; square or portrait works best. Leave empty for none.',
      uploaded: 'Portrait uploaded. Save Changes to show it on the site.',
      meta: 'portrait_meta',
    }),
    /** The responsive sizes of an uploaded portrait, as a post's or project's image_meta. */
    portrait_meta: imageMeta(),
  },
});

export const ABOUT_ICONS = ['Cloud', 'Code2', 'Workflow', 'Palette'] as const;
export type AboutIcon = (typeof ABOUT_ICONS)[number];

export const ABOUT_CARD = object(
  {
    title: text({ label: 'Card title', max: FIELD_LIMITS.title }),
    description: text({ label: 'Card description', max: FIELD_LIMITS.short, input: 'textarea', rows: 2 }),
    // Unknown icon names fall back to Cloud (About).
    icon: choice(ABOUT_ICONS, { label: 'Icon', initial: 'Cloud' }),
  },
  { label: 'Card' },
);

export const DEFAULT_ABOUT_TITLE = 'About Me';

export const ABOUT = contentType({
  name: 'about section',
  rules: 'isAbout',
  fields: {
    title: text({ label: 'Title', max: FIELD_LIMITS.title, initial: DEFAULT_ABOUT_TITLE }),
    content: text({ label: 'Content', max: FIELD_LIMITS.long, input: 'textarea', rows: 6, hint: 'Each line becomes a paragraph.' }),
    cards: list(ABOUT_CARD, { label: 'Cards', max: 20 }),
  },
});

export const CONTACT_SECTION = contentType({
  name: 'contact section',
  rules: 'isContactSection',
  fields: {
    email: text({ label: 'Email', max: FIELD_LIMITS.short, input: 'email' }),
    // One place for the links is Settings → Social Links; these stay as stored.
    social: object(
      { github: url({ label: 'GitHub URL' }), linkedin: url({ label: 'LinkedIn URL' }) },
      { label: 'Social links', input: 'none' },
    ),
    /* Added fields, optional (older documents lack them): shown beside the contact form. */
    availability: text({
      label: 'Availability',
      max: FIELD_LIMITS.title,
      optional: true,
      hint: 'Shown beside the contact form.',
      placeholder: 'Open to contract work from March',
    }),
    location: text({ label: 'Location', max: FIELD_LIMITS.title, optional: true, placeholder: 'Berlin, Germany (CET)' }),
    response_time: text({
      label: 'Response time',
      max: FIELD_LIMITS.title,
      optional: true,
      placeholder: 'I reply within two working days',
    }),
  },
});

export const SECTIONS = { hero: HERO, about: ABOUT, contact: CONTACT_SECTION } as const;

export type HeroSection = DocOf<typeof HERO>;
export type AboutSection = DocOf<typeof ABOUT>;
export type AboutCard = AboutSection['cards'][number];
export type ContactSection = DocOf<typeof CONTACT_SECTION>;

export interface SectionContent {
  hero: HeroSection;
  about: AboutSection;
  contact: ContactSection;
}

/** A stored section document: `{ content }` under the id `name`. */
export interface SectionDoc<N extends SectionName = SectionName> {
  name: N;
  content: SectionContent[N];
}

export const newAboutCard = (): AboutCard => ABOUT_CARD.initial();

/** Unknown icon names fall back to Cloud (About). */
export const aboutIconOrDefault = (icon: string | undefined): AboutIcon =>
  (ABOUT_ICONS as readonly string[]).includes(icon ?? '') ? (icon as AboutIcon) : 'Cloud';

export const EMPTY_SECTIONS: SectionContent = { hero: newDoc(HERO), about: newDoc(ABOUT), contact: newDoc(CONTACT_SECTION) };

/** sections/{name}: each section's content under `content`. */
export const SECTIONS_COLLECTION = namedCollection<{ content: SectionContent[SectionName] }>()('sections', SECTIONS, {
  labels: { singular: 'Section', plural: 'Sections' },
  read: 'public',
  write: 'owner',
  holder: heldUnder('content', 'isSection'),
  export: { kind: 'named', key: 'sections', field: 'content' },
});
