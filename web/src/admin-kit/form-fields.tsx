import { Checkbox, Input, NativeSelect, SimpleGrid, Textarea, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import type { TextKind } from '@portfolio/model';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/lib/status';
import { ImageUrlField } from './image-url-field';
import { MarkdownEditor } from './markdown-editor';
import { lengthRule, listRule, monthRule, sortOrderRule, urlRule, emailRule } from './validation';

export type FieldKind =
  'text' | 'textarea' | 'markdown' | 'url' | 'email' | 'image' | 'checkbox' | 'select' | 'lines' | 'sort-order' | 'month' | 'custom';

type Dynamic<V, T> = T | ((values: V) => T);

/**
 * One field of a content type's editor, declared once: its kind picks the control and the rules the
 * security rules also apply (URL, length, list size, month). A content type is a list of these.
 */
export interface FieldSpec<V extends FieldValues> {
  name: Path<V>;
  kind: FieldKind;
  label: Dynamic<V, string>;
  required?: Dynamic<V, boolean>;
  /** Default: '<label> is required'. */
  requiredMessage?: Dynamic<V, string>;
  /** The rules' length limit of a text field. */
  limit?: TextKind;
  helper?: string;
  placeholder?: string;
  rows?: number;
  /** Spans both columns (Markdown, images and long texts do by default). */
  wide?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Hidden fields are neither shown nor validated. */
  visible?: (values: V) => boolean;
  /** Further checks; true or the message to show. */
  validate?: (value: string, values: V) => true | string;
  /** Runs after the owner changes the field (e.g. a resume entry's type clears the fields that depend on it). */
  onChange?: (form: UseFormReturn<V>) => void;
  /** Image uploads: the Storage folder and the message of a successful upload. */
  folder?: 'images' | 'badges';
  uploadMessage?: string;
  /** kind 'custom': the control, drawn by the content type. */
  render?: (form: UseFormReturn<V>) => ReactNode;
}

const resolve = <V, T>(value: Dynamic<V, T>, values: V): T => (typeof value === 'function' ? (value as (values: V) => T)(values) : value);

const WIDE_KINDS: ReadonlySet<FieldKind> = new Set(['markdown', 'image', 'textarea']);

/** The rules a field's kind carries, merged with its own. */
function rulesOf<V extends FieldValues>(spec: FieldSpec<V>, label: string): RegisterOptions<V, Path<V>> {
  const base =
    spec.kind === 'url' || spec.kind === 'image'
      ? urlRule.validate
      : spec.kind === 'email'
        ? emailRule.validate
        : spec.kind === 'lines'
          ? listRule(label).validate
          : spec.kind === 'sort-order'
            ? sortOrderRule.validate
            : spec.kind === 'month'
              ? monthRule.validate
              : null;
  return {
    ...(spec.limit ? lengthRule(spec.limit, label) : {}),
    validate: (raw: unknown, all: V) => {
      const value = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
      if (spec.visible && !spec.visible(all)) return true;
      if (resolve(spec.required ?? false, all) && value.trim() === '') return resolve(spec.requiredMessage ?? `${label} is required`, all);
      const kindCheck = base ? base(value) : true;
      if (kindCheck !== true) return kindCheck;
      return spec.validate ? spec.validate(value, all) : true;
    },
  };
}

function FieldControl<V extends FieldValues>({
  spec,
  form,
  onStatus,
}: {
  spec: FieldSpec<V>;
  form: UseFormReturn<V>;
  onStatus: (status: Status) => void;
}) {
  const values = form.watch();
  const label = resolve(spec.label, values);
  const required = resolve(spec.required ?? false, values);
  const rules = rulesOf(spec, label);
  const error = form.getFieldState(spec.name, form.formState).error?.message ?? undefined;
  const afterChange = () => spec.onChange?.(form);

  switch (spec.kind) {
    case 'custom':
      return <>{spec.render?.(form)}</>;
    case 'markdown':
      return (
        <Controller
          control={form.control}
          name={spec.name}
          rules={rules}
          render={({ field, fieldState }) => (
            <MarkdownEditor
              label={label}
              required={required}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
              {...(spec.rows ? { rows: spec.rows } : {})}
            />
          )}
        />
      );
    case 'image':
      return (
        <Controller
          control={form.control}
          name={spec.name}
          rules={rules}
          render={({ field, fieldState }) => (
            <ImageUrlField
              label={label}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              folder={spec.folder ?? 'images'}
              onStatus={onStatus}
              successMessage={spec.uploadMessage ?? 'Image uploaded successfully!'}
            />
          )}
        />
      );
    case 'checkbox':
      return (
        <Controller
          control={form.control}
          name={spec.name}
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value === true}
              onCheckedChange={(e) => {
                field.onChange(e.checked === true);
                afterChange();
              }}
              alignSelf="end"
              py="2"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      );
    case 'select':
      return (
        <FormField label={label} required={required} error={error} helperText={spec.helper}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register(spec.name, { ...rules, onChange: afterChange })}>
              {(spec.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      );
    case 'textarea':
    case 'lines':
      return (
        <FormField
          label={label}
          required={required}
          error={error}
          helperText={spec.helper ?? (spec.kind === 'lines' ? 'One per line; blank lines are dropped.' : undefined)}
        >
          <Textarea
            rows={spec.rows ?? (spec.kind === 'lines' ? 4 : 3)}
            placeholder={spec.placeholder}
            {...form.register(spec.name, { ...rules, onChange: afterChange })}
          />
        </FormField>
      );
    default: {
      const type =
        spec.kind === 'url'
          ? 'url'
          : spec.kind === 'email'
            ? 'email'
            : spec.kind === 'month'
              ? 'month'
              : spec.kind === 'sort-order'
                ? 'number'
                : 'text';
      return (
        <FormField label={label} required={required} error={error} helperText={spec.helper}>
          <Input
            type={type}
            placeholder={spec.placeholder ?? (spec.kind === 'month' ? 'YYYY-MM' : undefined)}
            {...(spec.kind === 'sort-order' ? { min: 0, max: 100000, step: 1, maxW: '40' } : {})}
            {...form.register(spec.name, { ...rules, onChange: afterChange })}
          />
        </FormField>
      );
    }
  }
}

/** A content type's fields, two columns on wide screens; wide fields span both. */
export function FormFields<V extends FieldValues>({
  fields,
  form,
  onStatus,
}: {
  fields: readonly FieldSpec<V>[];
  form: UseFormReturn<V>;
  onStatus: (status: Status) => void;
}) {
  const values = form.watch();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
      {fields
        .filter((spec) => !spec.visible || spec.visible(values))
        .map((spec, index) => (
          <GridItem key={`${index}-${spec.name}`} colSpan={{ base: 1, md: (spec.wide ?? WIDE_KINDS.has(spec.kind)) ? 2 : 1 }}>
            <FieldControl spec={spec} form={form} onStatus={onStatus} />
          </GridItem>
        ))}
    </SimpleGrid>
  );
}
