/**
 * The types an editor page shares with the screens and panels around it, apart from the page itself:
 * the collection admin's types and the editor's sections name them, and the page imports both.
 */
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ContentType } from '@portfolio/model';
import type { Basis } from '@/data/content/based-on';
import type { Overrides } from './form-fields';
import type { FormValues } from './form-values';

/** One declared type the form edits: the whole form, or one titled panel of it under `prefix` (Settings). */
export interface FormSection {
  type: ContentType;
  /** As stored (null: a new item): the form starts from it, and what the form does not edit stays. */
  stored: Record<string, unknown> | null;
  overrides?: Overrides;
  /** With several sections: the panel's title and where its values sit in the form. */
  title?: string;
  prefix?: string;
  /** Said above the fields (e.g. where else something is edited). */
  intro?: ReactNode;
  /**
   * The stored document `stored` was read from, as read with it (data null: not stored yet): a save
   * is based on it, and refused if it changed meanwhile in another tab or on another device.
   */
  basis?: Basis;
}

/** What the editor lends the panels beside its fields. */
export interface EditorTools {
  form: UseFormReturn<FormValues>;
  /** What the editor's content is based on: a panel's save of the same item (a restore) is based on it too. */
  basis: () => readonly Basis[];
  /**
   * Takes in fields a panel stored meanwhile (a restored revision), and what that save left: shown
   * as saved, any draft gone.
   */
  adopt: (stored: Record<string, unknown>, basis?: readonly Basis[]) => void;
  /** A panel's save was refused because the item changed elsewhere: the editor offers the choice. */
  changedElsewhere: () => void;
}

/**
 * What a screen's own save button is given (a post's Publish / Schedule / Save Draft): the form, to
 * read and set what the save will do; the save itself; whether one is running; and the Settings
 * drawer, opened on a field (a schedule's time).
 */
export interface SaveTools {
  form: UseFormReturn<FormValues>;
  submit: () => void;
  busy: boolean;
  openSetting: (name: string) => void;
}
