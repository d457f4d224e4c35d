/** Editable text blocks. Document id = section name. */
export type SectionName = 'hero' | 'about' | 'contact';

export interface HeroSection {
  name: string;
  role: string;
  tagline: string;
  /**
   * An optional portrait of the owner beside the name (an image URL, uploaded in the hero editor);
   * empty for none. Beyond the spec's fields: documents written before it have no such field.
   */
  portrait_url?: string;
}

export const ABOUT_ICONS = ['Cloud', 'Code2', 'Workflow', 'Palette'] as const;
export type AboutIcon = (typeof ABOUT_ICONS)[number];

export interface AboutCard {
  title: string;
  description: string;
  icon: AboutIcon;
}

export interface AboutSection {
  title: string;
  content: string;
  cards: AboutCard[];
}

export interface ContactSection {
  email: string;
  social: { github: string; linkedin: string };
  /*
   * Beyond the spec's fields, optional (older documents lack them; empty for none): what a visitor
   * wants to know before writing, shown beside the contact form.
   */
  /** Whether and for what the owner is available, e.g. 'Open to contract work from March'. */
  availability?: string;
  /** Where the owner works from, e.g. 'Berlin, Germany (CET)'. */
  location?: string;
  /** How soon a message is answered, e.g. 'I reply within two working days'. */
  response_time?: string;
}

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

export const DEFAULT_ABOUT_TITLE = 'About Me';

export const newAboutCard = (): AboutCard => ({ title: '', description: '', icon: 'Cloud' });

/** Unknown icon names fall back to Cloud (spec §2, About). */
export const aboutIconOrDefault = (icon: string | undefined): AboutIcon =>
  (ABOUT_ICONS as readonly string[]).includes(icon ?? '') ? (icon as AboutIcon) : 'Cloud';

export const EMPTY_SECTIONS: SectionContent = {
  hero: { name: '', role: '', tagline: '', portrait_url: '' },
  about: { title: DEFAULT_ABOUT_TITLE, content: '', cards: [] },
  contact: { email: '', social: { github: '', linkedin: '' }, availability: '', location: '', response_time: '' },
};
