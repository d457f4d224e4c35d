/**
 * A save refused because the item changed elsewhere (data/content/based-on.ts) compares three
 * versions of the form's values: the one the editor's content was based on, theirs (stored now), and
 * yours (in the form). What differs is shown field by field; a merge takes, for each field, the side
 * the owner chose, and for a field nobody can choose (not shown in the form) the side that changed it.
 */
import type { FieldSpec } from './form-fields';
import type { FormValues } from './form-values';
import { sameValues } from './use-draft';

export type Side = 'theirs' | 'yours';

/** One field whose stored value and the form's differ. */
export interface Difference {
  spec: FieldSpec;
  theirs: unknown;
  yours: unknown;
  /** Changed elsewhere since the editor's content was based on it, here, or both. */
  changed: 'there' | 'here' | 'both';
}

/** The value at a form path ('title', or 'theme.primary_color' in a form of several sections). */
export function valueAt(values: FormValues, name: string): unknown {
  let node: unknown = values;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

function withValueAt(values: FormValues, name: string, value: unknown): FormValues {
  const [head, ...rest] = name.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...values, [head]: value };
  return { ...values, [head]: withValueAt((values[head] ?? {}) as FormValues, rest.join('.'), value) };
}

function whereChanged(there: boolean, here: boolean): Difference['changed'] {
  if (there && here) return 'both';
  return there ? 'there' : 'here';
}

/** The fields shown in the form whose stored value and the form's differ, in form order. */
export function differences(specs: readonly FieldSpec[], base: FormValues, theirs: FormValues, yours: FormValues): Difference[] {
  return specs.flatMap((spec) => {
    const [b, t, y] = [base, theirs, yours].map((values) => valueAt(values, spec.name));
    if (sameValues(t, y)) return [];
    return [{ spec, theirs: t, yours: y, changed: whereChanged(!sameValues(t, b), !sameValues(y, b)) }];
  });
}

/** What a field keeps unless the owner says otherwise: what was typed here, else what was saved there. */
export const defaultSide = (difference: Difference): Side => (difference.changed === 'there' ? 'theirs' : 'yours');

/**
 * The values to save: yours, but theirs in every field you did not change, and in each shown field
 * the side chosen for it.
 */
export function mergedValues(
  leaves: readonly string[],
  base: FormValues,
  theirs: FormValues,
  yours: FormValues,
  chosen: ReadonlyMap<string, Side>,
): FormValues {
  let merged = yours;
  for (const name of leaves) {
    const choice = chosen.get(name) ?? (sameValues(valueAt(yours, name), valueAt(base, name)) ? 'theirs' : 'yours');
    if (choice === 'theirs') merged = withValueAt(merged, name, valueAt(theirs, name));
  }
  return merged;
}

/** Every field of the form's values by path: each section's fields (under its prefix, when it has one). */
export function fieldPaths(values: FormValues, prefixes: readonly string[]): string[] {
  return prefixes.flatMap((prefix) =>
    prefix ? Object.keys((values[prefix] ?? {}) as FormValues).map((key) => `${prefix}.${key}`) : Object.keys(values),
  );
}

/** A field's value as the comparison shows it, in a few lines at most. */
export function preview(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(preview).join('\n');
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .filter((v) => v !== '' && v !== null && v !== undefined)
      .map(preview)
      .join(' · ');
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}
