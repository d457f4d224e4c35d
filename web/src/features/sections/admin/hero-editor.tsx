import { SectionEditor } from './section-editor';

/** /admin/content/hero: the name, role, tagline and optional portrait at the top of the home page. */
export function HeroEditor() {
  return <SectionEditor name="hero" />;
}
