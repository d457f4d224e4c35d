/** What every field control is given, and the little it shares with its siblings. */
import type { ComponentType } from 'react';
import type { RegisterOptions, UseFormReturn } from 'react-hook-form';
import type { AnyField } from '@portfolio/model';
import type { Status } from '@/lib/status';
import type { FormValues } from './form-values';

/** A controlled input's value as text ('' for none). */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface ControlProps {
  /** The value's path in the form, e.g. 'title' or 'cards.2.icon'. */
  name: string;
  field: AnyField;
  label: string;
  required: boolean;
  error?: string;
  form: UseFormReturn<FormValues>;
  rules: RegisterOptions<FormValues>;
  /** The screen's reporter (uploads say how they went). */
  onStatus: (status: Status) => void;
  /** Runs after the owner changes the value. */
  afterChange: () => void;
}

export type Control = ComponentType<ControlProps>;

/** A field's sibling in the form: 'image_meta' beside 'image_url', 'cards.2.x' beside 'cards.2.icon'. */
export const siblingOf = (name: string, key: string) => name.replace(/[^.]+$/, key);
