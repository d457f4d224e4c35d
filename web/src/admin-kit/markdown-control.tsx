import { Controller, useWatch } from 'react-hook-form';
import type { ImageMeta } from '@portfolio/model';
import { asText, siblingOf, type ControlProps } from './control-props';
import { MarkdownEditor } from './markdown-editor';

/**
 * A Markdown text. When the declaration names a `meta` sibling (a post's body, a project's long
 * description), pictures can be placed in it and their sizes are kept there (use-text-pictures.tsx).
 */
export function Markdown({ name, field, label, required, form, rules, onStatus }: ControlProps) {
  const picturesName = field.meta ? siblingOf(name, field.meta) : null;
  // A form without the sibling watches nothing of it ('' is no field's name).
  const kept = useWatch({ control: form.control, name: picturesName ?? '' }) as ImageMeta[] | undefined;
  const pictures = picturesName
    ? {
        value: Array.isArray(kept) ? kept : [],
        onChange: (next: ImageMeta[]) => form.setValue(picturesName, next, { shouldDirty: true }),
        onStatus,
      }
    : undefined;
  return (
    <Controller
      control={form.control}
      name={name}
      rules={rules}
      render={({ field: input, fieldState }) => (
        <MarkdownEditor
          label={label}
          required={required}
          value={asText(input.value)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          name={input.name}
          error={fieldState.error?.message}
          {...(pictures ? { pictures } : {})}
          {...(field.rows ? { rows: field.rows } : {})}
        />
      )}
    />
  );
}
