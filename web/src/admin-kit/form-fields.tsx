/**
 * A content type's form, drawn from its declaration (packages/model): each field's control comes
 * from its input kind (field-controls.tsx), its checks from its kind and limits (validation.ts). A
 * screen adds only what a declaration cannot say, as overrides by field key: a label that depends on
 * another field, a field shown only sometimes, a control of its own.
 *
 * Each field subscribes to what it shows: its own error, and the fields its overrides read
 * (`watch`). Typing in one field re-renders that field alone.
 */
import { Button, Flex, GridItem, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useFieldArray, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from '@/admin-kit/icons';
import type { AnyField, InputKind, Shape } from '@portfolio/model';
import type { Status } from '@/lib/status';
import { DragGrip, useDragReorder } from './drag-reorder';
import { CONTROLS, Derived, type Control, type ControlProps } from './field-controls';
import { edited, formValuesOf, type FormValues } from './form-values';
import { fieldCheck, inSentence, lengthRule } from './validation';

/** What a screen says about one of its fields beyond the declaration. */
export interface FieldOverride {
  /** Left out of this form (a new project's order is set for it). */
  omit?: boolean;
  /** The fields (siblings, by key) the functions below read: the field re-renders when they change. */
  watch?: readonly string[];
  label?: (values: FormValues) => string;
  visible?: (values: FormValues) => boolean;
  required?: (values: FormValues) => boolean;
  requiredMessage?: string;
  /** A further check; true or the message to show. */
  validate?: (value: unknown, values: FormValues) => true | string;
  /** Runs after the owner changes the field (a resume entry's type clears what depends on it). */
  onChange?: (form: UseFormReturn<FormValues>) => void;
  /** A control of its own (a skill's icon with its preview, a card's icon picker). */
  control?: Control;
  /** A list of objects: its items' fields' overrides. */
  items?: Overrides;
}
export type Overrides = Readonly<Record<string, FieldOverride>>;

/** One field of a form: its declaration, where its value sits, and the screen's overrides. */
export interface FieldSpec {
  key: string;
  /** The value's path in the form: the key, under `prefix` when the type sits inside the form. */
  name: string;
  prefix: string;
  field: AnyField;
  override: FieldOverride;
}

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** The fields a form of `shape` shows, in declared order. */
export function specsOf(shape: Shape, overrides: Overrides = {}, prefix = ''): FieldSpec[] {
  return Object.entries(shape)
    .filter(([key, field]) => (edited(field) || (field.derive && !field.system)) && !overrides[key]?.omit)
    .map(([key, field]) => ({ key, name: join(prefix, key), prefix, field, override: overrides[key] ?? {} }));
}

/** The label a form shows: Markdown and optional fields say so. */
export function formLabel(field: AnyField): string {
  return `${field.label}${field.input === 'markdown' ? ' (Markdown)' : ''}${field.optional && !field.requiredWith ? ' (optional)' : ''}`;
}

/** The sibling values a field's overrides read, by key. */
function siblingsOf(values: FormValues, prefix: string): FormValues {
  let node: unknown = values;
  for (const part of prefix ? prefix.split('.') : []) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node ?? {}) as FormValues;
}

/** Whether the form refuses the field empty: the screen's say, else the declaration's (alone, or with a sibling filled in). */
function isRequired({ field, override }: FieldSpec, siblings: FormValues): boolean {
  if (override.required) return override.required(siblings);
  const other = field.requiredWith ? siblings[field.requiredWith.field] : undefined;
  return field.required === true || (typeof other === 'string' && other.trim() !== '');
}

/** The fields the checks of a field read: the screen's, and the sibling its declaration requires it with. */
const watchedKeys = ({ field, override }: FieldSpec): string[] => [
  ...(override.watch ?? []),
  ...(field.requiredWith ? [field.requiredWith.field] : []),
];

/** The checks of a field: required, its length, its kind's and its own; a field not shown passes. */
function rulesOf(spec: FieldSpec): ControlProps['rules'] {
  const { field, override } = spec;
  const label = inSentence(field.label);
  const check = fieldCheck(field, formLabel(field).replace(/ \((Markdown|optional)\)/g, ''));
  const stringy = field.kind === 'text' || field.kind === 'url' || field.kind === 'color';
  return {
    ...(stringy && field.max !== undefined ? lengthRule(field.max, label) : {}),
    validate: (raw: unknown, all: FormValues) => {
      const siblings = siblingsOf(all, spec.prefix);
      if (override.visible && !override.visible(siblings)) return true;
      const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
      if (isRequired(spec, siblings) && value.trim() === '')
        return override.requiredMessage ?? field.requiredWith?.message ?? `${label} is required`;
      const kindCheck = check && typeof raw !== 'boolean' ? check(value) : true;
      if (kindCheck !== true) return kindCheck;
      return override.validate ? override.validate(raw, siblings) : true;
    },
  };
}

/** The screen's own control, a derived value's read-only one, or the kind's (null: a list of objects). */
function controlOf({ field, override }: FieldSpec): Control | null {
  if (override.control) return override.control;
  if (field.derive) return Derived;
  return field.input === 'items' ? null : CONTROLS[field.input];
}

const WIDE: ReadonlySet<InputKind> = new Set(['markdown', 'image', 'textarea', 'items']);

function DeclaredField({
  spec,
  form,
  onStatus,
  wide,
}: {
  spec: FieldSpec;
  form: UseFormReturn<FormValues>;
  onStatus: (status: Status) => void;
  wide: boolean;
}) {
  const { field, override, name } = spec;
  const watchKeys = watchedKeys(spec);
  const watched = useWatch({
    control: form.control,
    name: watchKeys.map((k) => join(spec.prefix, k)),
    disabled: watchKeys.length === 0,
  }) as unknown[] | undefined;
  const siblings = Object.fromEntries(watchKeys.map((key, i) => [key, watched?.[i]]));
  const state = useFormState({ control: form.control, name, exact: true });
  const error = form.getFieldState(name, state).error?.message;
  if (override.visible && !override.visible(siblings)) return null;

  const label = override.label ? override.label(siblings) : formLabel(field);
  const required = isRequired(spec, siblings);
  const Drawn = controlOf(spec);
  const props: ControlProps = {
    name,
    field,
    label,
    required,
    ...(error ? { error } : {}),
    form,
    rules: rulesOf(spec),
    onStatus,
    afterChange: () => override.onChange?.(form),
  };
  return (
    <GridItem colSpan={{ base: 1, md: wide && WIDE.has(field.input) ? 2 : 1 }}>
      {Drawn ? <Drawn {...props} /> : <Items {...props} overrides={override.items ?? {}} />}
    </GridItem>
  );
}

/** A content type's fields, two columns on wide screens (wide fields span both), or one (a drawer, the writing surface). */
export function FormFields({
  specs,
  form,
  onStatus,
  columns = 2,
}: {
  specs: readonly FieldSpec[];
  form: UseFormReturn<FormValues>;
  onStatus: (status: Status) => void;
  columns?: 1 | 2;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap={columns === 1 ? '5' : '4'} alignItems="start">
      {specs.map((spec) => (
        <DeclaredField key={spec.name} spec={spec} form={form} onStatus={onStatus} wide={columns === 2} />
      ))}
    </SimpleGrid>
  );
}

/**
 * A list of objects (About's cards): each item a group of its fields, movable up and down (its order is
 * the public order; saved with the form), removable, and a button to add one.
 */
function Items({ name, field, label, form, onStatus, overrides }: ControlProps & { overrides: Overrides }) {
  const items = useFieldArray({ control: form.control, name: name as never });
  const [announcement, setAnnouncement] = useState('');
  const shape = field.item?.shape ?? {};
  const noun = field.item?.label ?? 'Item';
  const move = (from: number, to: number) => {
    if (from === to) return;
    items.move(from, to);
    setAnnouncement(`${noun} ${from + 1} moved to position ${to + 1} of ${items.fields.length}.`);
  };
  // Dragged by the grip, dropped on another card: the same pattern as the admin's lists.
  const drag = useDragReorder<number>(move);
  return (
    <Stack gap="4">
      <Text as="h2" fontWeight="semibold" fontSize="lg" mt="2">
        {label}
      </Text>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {items.fields.length === 0 && <Text color="fg.muted">No {label.toLowerCase()} yet.</Text>}
      {items.fields.map((entry, index) => (
        <Stack
          key={entry.id}
          gap="3"
          borderWidth="1px"
          rounded="md"
          p="4"
          role="group"
          aria-label={`${noun} ${index + 1}`}
          data-dragging={drag.dragging === index || undefined}
          _dragging={{ opacity: 0.5 }}
          {...drag.target(index)}
        >
          <DragGrip alignSelf="flex-start" {...drag.source(index)} />
          <FormFields specs={specsOf(shape, overrides, `${name}.${index}`)} form={form} onStatus={onStatus} />
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" size="sm" disabled={index === 0} onClick={() => move(index, index - 1)}>
              <LuArrowUp aria-hidden />
              Move {noun.toLowerCase()} {index + 1} up
            </Button>
            <Button variant="outline" size="sm" disabled={index === items.fields.length - 1} onClick={() => move(index, index + 1)}>
              <LuArrowDown aria-hidden />
              Move {noun.toLowerCase()} {index + 1} down
            </Button>
            <Button variant="outline" colorPalette="red" size="sm" ms="auto" onClick={() => items.remove(index)}>
              <LuTrash2 aria-hidden />
              Remove {noun.toLowerCase()} {index + 1}
            </Button>
          </Flex>
        </Stack>
      ))}
      <Button
        variant="outline"
        alignSelf="flex-start"
        onClick={() => items.append(formValuesOf(shape, field.item?.initial() as Record<string, unknown>))}
      >
        <LuPlus aria-hidden />
        Add {noun}
      </Button>
    </Stack>
  );
}
