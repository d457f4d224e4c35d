/** Small builders for the tables of cases: callers who are not the owner, and broken documents. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { Role } from './env';

export const NOT_OWNER: readonly Role[] = ['anonymous', 'visitor'];

/** A copy of `base` with `key` set to `value` (or added, when `base` has no such key). */
export const withField = (base: object, key: string, value: unknown): Record<string, unknown> => ({
  ...base,
  [key]: value,
});

/** A copy of `base` without `key`. */
export function without(base: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  delete copy[key];
  return copy;
}

/** [description, document] rows for it.each. */
export type Violation = [string, Record<string, unknown>];

/** The request must be let through by the rules. */
export async function allowed(request: Promise<unknown>): Promise<void> {
  await assertSucceeds(request);
}

/** The request must be refused by the rules with permission-denied (any other error fails the test). */
export async function denied(request: Promise<unknown>): Promise<void> {
  await assertFails(request);
}
