import { useWatch } from 'react-hook-form';
import { aboutIconOrDefault } from '@portfolio/model';
import type { Control } from '@/admin-kit/field-controls';
import { AboutIconPicker } from './about-icon-picker';
import { SectionEditor } from './section-editor';

/** A card's icon as the four icons of the public site, to pick one from. */
const IconPicker: Control = ({ name, label, form }) => {
  const value = aboutIconOrDefault(useWatch({ control: form.control, name }) as string | undefined);
  return (
    <AboutIconPicker
      legend={label}
      name={name.replace(/\./g, '-')}
      value={value}
      onChange={(icon) => form.setValue(name, icon, { shouldDirty: true })}
    />
  );
};

/** /admin/content/about: the title, the text (one paragraph per line) and the cards. */
export function AboutEditor() {
  return <SectionEditor name="about" overrides={{ cards: { items: { icon: { control: IconPicker } } } }} />;
}
