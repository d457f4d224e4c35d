/**
 * The control each input kind is edited with (packages/model declares a field's kind): one lookup
 * table, so a new field needs no code here unless it is a new kind. Text-like controls are plain
 * registered inputs (typing re-renders nothing else); the rest are controlled.
 */
import { Checkbox, Flex, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { ImageMeta, InputKind } from '@portfolio/model';
import { FormField } from '@/components/ui/form-field';
import { DateTimePicker } from './date-time-picker';
import { ImageUrlField } from './image-url-field';
import { sizesNote, useSizesOnce } from './image-sizes';
import { asText, siblingOf, type Control, type ControlProps } from './control-props';
import { Markdown } from './markdown-control';
import { TagChips } from './tag-chips';

export type { Control, ControlProps } from './control-props';

/** A plain input of an HTML type, registered (uncontrolled). */
function textInput(type: string, extra: { placeholder?: string; maxW?: string; min?: number; max?: number; step?: number } = {}): Control {
  return function TextInput({ name, field, label, required, error, form, rules, afterChange }) {
    return (
      <FormField label={label} required={required} error={error} helperText={field.hint}>
        <Input
          type={type}
          placeholder={field.placeholder ?? extra.placeholder}
          {...(extra.maxW ? { maxW: extra.maxW, min: extra.min, max: extra.max, step: extra.step } : {})}
          {...form.register(name, { ...rules, onChange: afterChange })}
        />
      </FormField>
    );
  };
}

function textArea(defaultRows: number, defaultHint?: string): Control {
  return function TextArea({ name, field, label, required, error, form, rules, afterChange }) {
    return (
      <FormField label={label} required={required} error={error} helperText={field.hint ?? defaultHint}>
        <Textarea
          rows={field.rows ?? defaultRows}
          // Grows with its text from the declared rows to a screenful, then scrolls: a short text (an
          // excerpt, a description) shows whole instead of cut off mid-line. Browsers without
          // field-sizing keep the declared rows.
          css={{ fieldSizing: 'content', minHeight: `calc(${field.rows ?? defaultRows}lh + 1rem + 2px)`, maxHeight: '20lh' }}
          placeholder={field.placeholder}
          {...form.register(name, { ...rules, onChange: afterChange })}
        />
      </FormField>
    );
  };
}

/**
 * An image: an address or an upload. When the declaration names a `meta` sibling (posts, projects),
 * an upload's responsive sizes are awaited and kept there (image-sizes.ts); a typed address has none.
 * Its `alt` sibling is emptied when the picture changes.
 */
function ImageControl({ name, field, label, form, rules }: ControlProps) {
  const [uploadedPath, setUploadedPath] = useState<string | null>(null);
  const metaName = field.meta ? siblingOf(name, field.meta) : null;
  const altName = field.alt ? siblingOf(name, field.alt) : null;
  // The upload's sizes go onto the item once they are made.
  const sizes = useSizesOnce(
    metaName ? uploadedPath : null,
    () => asText(form.getValues(name)),
    (made) => {
      if (metaName) form.setValue(metaName, made, { shouldDirty: true });
    },
  );
  const url = asText(useWatch({ control: form.control, name }));
  // A form without the sibling watches nothing of it ('' is no field's name).
  const meta = useWatch({ control: form.control, name: metaName ?? '' }) as ImageMeta | null | undefined;
  return (
    <Controller
      control={form.control}
      name={name}
      rules={rules}
      render={({ field: input, fieldState }) => (
        <ImageUrlField
          label={label}
          value={asText(input.value)}
          onChange={(value) => {
            // Another picture: its old description would describe the wrong one, so it is asked for anew.
            if (altName && value !== asText(input.value)) form.setValue(altName, '', { shouldDirty: true });
            input.onChange(value);
            // An address typed or pasted has no sizes of its own.
            if (metaName && value !== meta?.src) {
              setUploadedPath(null);
              form.setValue(metaName, null, { shouldDirty: true });
            }
          }}
          onUploaded={(_url, path) => setUploadedPath(path)}
          onBlur={input.onBlur}
          error={fieldState.error?.message}
          folder={field.folder ?? 'images'}
          successMessage={field.uploaded ?? 'Image uploaded successfully!'}
          note={metaName ? sizesNote(sizes, meta, url) : null}
          {...(field.hint ? { helperText: field.hint } : {})}
        />
      )}
    />
  );
}
const Image: Control = ImageControl;

const CheckboxControl: Control = ({ name, label, form, afterChange }) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field: input }) => (
      <Checkbox.Root
        checked={input.value === true}
        onCheckedChange={(e) => {
          input.onChange(e.checked === true);
          afterChange();
        }}
        alignSelf="end"
        py="2"
      >
        <Checkbox.HiddenInput onBlur={input.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    )}
  />
);

const Select: Control = ({ name, field, label, required, error, form, rules, afterChange }) => (
  <FormField label={label} required={required} error={error} helperText={field.hint}>
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(name, { ...rules, onChange: afterChange })}>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {field.optionLabels?.[option] ?? option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </FormField>
);

/**
 * A colour as a swatch to pick from and a hex field to type or paste into, bound to one value. The
 * swatch only shows six-digit colours; the field accepts what the rules accept (#rgb … #rrggbbaa).
 */
const Color: Control = ({ name, label, form, rules }) => (
  <Controller
    control={form.control}
    name={name}
    rules={rules}
    render={({ field: input, fieldState }) => {
      const value = asText(input.value);
      return (
        <FormField label={label} error={fieldState.error?.message}>
          <Flex gap="2" w="full" align="center">
            <Input
              type="color"
              id={`${input.name}-picker`}
              aria-label={`Pick the ${label.toLowerCase().replace(/ colou?r$/, '')} colour`}
              w="14"
              p="1"
              flexShrink={0}
              value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
              onChange={(e) => input.onChange(e.target.value)}
            />
            <Input
              ref={input.ref}
              name={input.name}
              value={value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              fontFamily="mono"
              maxW="40"
              spellCheck={false}
              autoComplete="off"
            />
          </Flex>
        </FormField>
      );
    }}
  />
);

/**
 * A time bound to the form: a day from a calendar and a time of day, on the owner's clock
 * (date-time-picker.tsx). The datetime kind's control and the overrides built on it (a post's
 * "Publish at") differ only in their rules, whether it is disabled and its hint.
 */
export function DateTimeField({
  name,
  label,
  form,
  rules,
  disabled = false,
  hint,
}: Pick<ControlProps, 'name' | 'label' | 'form' | 'rules'> & { disabled?: boolean; hint?: string | undefined }) {
  return (
    <Controller
      control={form.control}
      name={name}
      rules={rules}
      render={({ field: input, fieldState }) => (
        <DateTimePicker
          name={input.name}
          label={label}
          value={input.value as string | null}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          disabled={disabled}
          {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          {...(hint ? { helperText: hint } : {})}
        />
      )}
    />
  );
}

const DateTime: Control = ({ name, field, label, form, rules }) => (
  <DateTimeField name={name} label={label} form={form} rules={rules} hint={field.hint} />
);

/** A value computed from other fields (a post's slug from its title), shown as it will be saved. */
export const Derived: Control = ({ name, field, label, form }) => {
  const prefix = name.includes('.') ? name.slice(0, name.lastIndexOf('.') + 1) : '';
  const from = field.derive?.from ?? [];
  const watched: unknown[] = useWatch({ control: form.control, name: from.map((key) => `${prefix}${key}`) });
  const value = field.derive?.value(Object.fromEntries(from.map((key, i) => [key, watched[i]])));
  return (
    <FormField label={label} helperText={field.hint}>
      <Input value={typeof value === 'string' ? value : ''} readOnly aria-readonly bg="bg.muted" />
    </FormField>
  );
};

/** Every input kind but a list of objects (form-fields.tsx draws those with the fields of its items). */
export const CONTROLS: Record<Exclude<InputKind, 'items'>, Control | null> = {
  line: textInput('text'),
  email: textInput('email'),
  url: textInput('url'),
  commas: textInput('text'),
  tags: TagChips,
  month: textInput('month', { placeholder: 'YYYY-MM' }),
  'sort-order': textInput('number', { maxW: '40', min: 0, max: 100_000, step: 1 }),
  textarea: textArea(3),
  lines: textArea(4, 'One per line; blank lines are dropped.'),
  markdown: Markdown,
  image: Image,
  checkbox: CheckboxControl,
  select: Select,
  color: Color,
  datetime: DateTime,
  none: null,
};
