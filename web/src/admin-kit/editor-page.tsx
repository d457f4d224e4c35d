/**
 * The editor page every admin form uses: a content type's fields under a bar
 * that stays in view with Save, Cancel and where the save stands. What is typed is kept as a local
 * draft until it is saved or discarded; leaving with unsaved changes asks first; a failed save keeps
 * everything typed; every outcome shows in the screen's banner and as a toast. List items (a
 * project, a post) and single documents (Hero, Settings) alike.
 */
import { Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { get, useForm, useFormState, type FieldErrors } from 'react-hook-form';
import type { Basis } from '@/data/content/based-on';
import type { SaveOutcome } from '@/data/save-outcome';
import type { Status } from '@/lib/status';
import { AsideDrawer } from './aside-drawer';
import { fieldPaths, mergedValues, type Side } from './conflict-merge';
import { Sections, writingLayout } from './editor-sections';
import type { EditorTools, FormSection, SaveTools } from './editor-types';
import { specsOf } from './form-fields';
import { formValuesOf, recordOf, type FormValues } from './form-values';
import { DraftNotice, SaveBar } from './save-bar';
import { SaveConflict } from './save-conflict';
import { SettingsDrawer } from './settings-drawer';
import { useUnsavedChangesPrompt } from './unsaved-changes';
import { clearDraft, readDraft, sameValues, writeDraft } from './use-draft';

export interface EditorPageProps {
  /** Names the local draft (admin-draft:…). */
  draftKey: string;
  sections: readonly FormSection[];
  /** The bar's title, and after it (on wide screens) the item's name. */
  formTitle: string;
  subtitle?: string;
  submitLabel: string;
  /** The state when nothing is typed: 'All changes saved', or 'Not saved yet' for a new item. */
  restingState: string;
  /** Stores the records, one per section, based on the documents given; its outcome is reported. */
  onSave: (records: Record<string, unknown>[], basis: readonly Basis[]) => Promise<SaveOutcome>;
  report: (status: Status) => void;
  /** After a successful save: a new item leaves the page (by default the page stays, saved). */
  onSaved?: (allowNavigation: () => void) => void;
  onCancel: () => void;
  /** Beside the fields on wide screens (a post's revisions). */
  aside?: (tools: EditorTools) => ReactNode;
  /** The screen's own save button, in the bar and the Settings drawer (a post's Publish / Schedule / Save Draft). */
  saveButton?: (tools: SaveTools) => ReactNode;
}

type Phase = 'idle' | 'saved' | 'failed' | 'invalid' | 'conflict';

/** What the form's content is based on: the stored documents, and the form's values of that version. */
interface Based {
  bases: readonly Basis[];
  values: FormValues;
}

const basesOf = (sections: readonly FormSection[]): Basis[] => sections.flatMap((s) => (s.basis ? [s.basis] : []));

/** The form's values from the stored records: one type's at the top, several under their prefixes. */
function valuesOf(sections: readonly FormSection[]): FormValues {
  const of = (s: FormSection) => formValuesOf(s.type.fields, s.stored ?? {});
  return sections.length === 1 && !sections[0]!.prefix ? of(sections[0]!) : Object.fromEntries(sections.map((s) => [s.prefix!, of(s)]));
}

const specsOfSection = (s: FormSection) => specsOf(s.type.fields, s.overrides, s.prefix ?? '');

/** The record of each section, from the form's values; a field the form hides takes its initial value. */
function recordsOf(sections: readonly FormSection[], values: FormValues): Record<string, unknown>[] {
  return sections.map((section) => {
    const own = (section.prefix ? values[section.prefix] : values) as FormValues;
    const hidden = (key: string) => {
      const visible = section.overrides?.[key]?.visible;
      return !!visible && !visible(own);
    };
    return recordOf(section.type.fields, own, section.stored, hidden);
  });
}

/** Where the save stands; a refused save's fields, once all put right, are only unsaved changes again. */
function saveStateOf(phase: Phase, submitting: boolean, dirty: boolean, resting: string, wrong: boolean): string {
  if (submitting) return 'Saving...';
  if (phase === 'invalid' && wrong) return 'Not saved: some fields need attention.';
  if (phase === 'conflict') return 'Not saved: choose below what to keep.';
  if (phase === 'failed' && dirty) return 'Not saved. Your changes are still here; try again.';
  return dirty ? 'Unsaved changes' : resting;
}

export function EditorPage(props: EditorPageProps) {
  const { sections, draftKey, report } = props;
  // The values the form started from (or was last saved as) and the documents they came from: the
  // draft and "dirty" compare with these values, and a save is based on these documents...
  const [start] = useState(() => startOf(sections, draftKey));
  const settled = useRef<Based>(start.settled);
  // ...or, for a draft restored from another visit, on the documents that draft was typed on.
  const typed = useRef<Based>(start.typed);
  const [draft, setDraft] = useState<FormValues | null>(start.draft);
  // Nothing is checked before the first save is tried (a field half typed is not wrong yet); after a
  // refused save, each field is checked again as it changes, so its message goes once it is right.
  const form = useForm<FormValues>({ defaultValues: start.settled.values, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { isDirty: dirty, isSubmitting, errors } = useFormState({ control: form.control });
  const wrong = Object.keys(errors).length > 0;
  const [phase, setPhase] = useState<Phase>('idle');
  const specs = useMemo(() => sections.map(specsOfSection), [sections]);
  const layout = useMemo(() => writingLayout(sections, specs), [sections, specs]);
  const [settings, setSettings] = useState<{ open: boolean; focus: string | null }>({ open: false, focus: null });
  const drawers = useRef<HTMLDivElement>(null);

  // A restored draft fills the form; "dirty" is still measured from the stored values.
  useEffect(() => {
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [draft, form]);

  // Every change is kept as the draft, with what it is based on; back at the stored values, the draft goes.
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (sameValues(values, settled.current.values)) clearDraft(draftKey);
      else writeDraft(draftKey, { values, basedOn: typed.current });
    });
    return () => subscription.unsubscribe();
  }, [form, draftKey]);

  const settle = (based: Based) => {
    settled.current = typed.current = based;
    clearDraft(draftKey);
    setDraft(null);
    form.reset(based.values);
  };
  const discard = () => {
    typed.current = settled.current;
    clearDraft(draftKey);
    setDraft(null);
    form.reset(settled.current.values);
  };
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(dirty && !isSubmitting, () => clearDraft(draftKey));

  const submit = form.handleSubmit(
    async (values) => {
      const outcome = await props.onSave(recordsOf(sections, values), typed.current.bases);
      report(outcome.status);
      if (outcome.conflict) {
        // The choice of what to keep is under the bar: the drawer makes way for it.
        setSettings({ open: false, focus: null });
        return setPhase('conflict');
      }
      if (!outcome.ok) return setPhase('failed');
      settle({ bases: outcome.basis ?? basesOf(sections), values });
      setPhase('saved');
      props.onSaved?.(allowNextNavigation);
    },
    (errors) => {
      setPhase('invalid');
      // A refused save shows its first wrong field: on the writing surface, or in the Settings drawer, opened on it.
      const wrong = (spec: { name: string }) => !!get(errors as FieldErrors, spec.name);
      const setting = layout && !layout.writing.some(wrong) ? layout.settings.find(wrong) : undefined;
      if (setting) setSettings({ open: true, focus: setting.name });
    },
  );

  // The version stored now, as the screen reads it live: what "theirs" is when a save was refused.
  const theirs = (): Based => ({ bases: basesOf(sections), values: valuesOf(sections) });
  const keepTheirs = () => {
    settle(theirs());
    setPhase('idle');
  };
  const saveChosen = (chosen: ReadonlyMap<string, Side>) => {
    const stored = theirs();
    const paths = fieldPaths(
      stored.values,
      sections.map((s) => s.prefix ?? ''),
    );
    const merged = mergedValues(paths, typed.current.values, stored.values, form.getValues(), chosen);
    settled.current = typed.current = stored;
    form.reset(stored.values);
    form.reset(merged, { keepDefaultValues: true });
    void submit();
  };

  const adopt = (restored: Record<string, unknown>, basis?: readonly Basis[]) => {
    const fields = sections[0]!.type.fields;
    const values = formValuesOf(fields, restored);
    const kept = Object.fromEntries(
      Object.keys(values)
        .filter((key) => key in restored)
        .map((key) => [key, values[key]]),
    );
    settle({ bases: basis ?? basesOf(sections), values: { ...settled.current.values, ...kept } });
    setPhase('saved');
  };
  // The drawer opened from a menu on a field just enabled (a schedule's time): the cursor goes there once it shows.
  const openSetting = (name: string) => setSettings({ open: true, focus: name });
  useEffect(() => {
    if (settings.open && settings.focus) form.setFocus(settings.focus);
  }, [settings, form]);
  const save = props.saveButton?.({ form, submit: () => void submit(), busy: isSubmitting, openSetting });
  const aside = props.aside?.({ form, adopt, basis: () => typed.current.bases, changedElsewhere: () => setPhase('conflict') });

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby="editor-title">
        <Stack gap="6" pb={{ base: layout || props.aside ? '52' : '36', md: '0' }}>
          <SaveBar
            title={props.formTitle}
            {...(props.subtitle ? { subtitle: props.subtitle } : {})}
            state={saveStateOf(phase, isSubmitting, dirty, props.restingState, wrong)}
            submitLabel={isSubmitting ? 'Saving...' : props.submitLabel}
            busy={isSubmitting}
            onCancel={props.onCancel}
            save={save}
            extra={
              (layout || aside) && (
                <>
                  {layout && (
                    <SettingsDrawer
                      open={settings.open}
                      focus={settings.focus}
                      onOpenChange={(open) => setSettings((was) => ({ open, focus: open ? was.focus : null }))}
                      specs={layout.settings}
                      form={form}
                      onStatus={report}
                      container={drawers}
                      submitLabel={isSubmitting ? 'Saving...' : props.submitLabel}
                      busy={isSubmitting}
                      save={save}
                    />
                  )}
                  {aside && <AsideDrawer label="Revisions">{aside}</AsideDrawer>}
                </>
              )
            }
          />
          {draft && <DraftNotice onDiscard={discard} />}
          {phase === 'conflict' && (
            <SaveConflict
              specs={specs.flat()}
              base={typed.current.values}
              theirs={valuesOf(sections)}
              form={form}
              sectionTitle={(prefix) => sections.find((s) => s.prefix === prefix)?.title}
              busy={isSubmitting}
              onKeepTheirs={keepTheirs}
              onSave={saveChosen}
            />
          )}
          <Sections sections={sections} specs={specs} layout={layout} form={form} report={report} />
        </Stack>
        <div ref={drawers} />
      </form>
      {prompt}
    </>
  );
}

/** Where an editor starts: the stored values, or a draft kept from before with what it was typed on. */
function startOf(sections: readonly FormSection[], draftKey: string) {
  const settled: Based = { bases: basesOf(sections), values: valuesOf(sections) };
  const kept = readDraft<FormValues, Based>(draftKey);
  const draft = kept ? { ...settled.values, ...kept.values } : null;
  if (!draft || sameValues(draft, settled.values)) return { settled, typed: settled, draft: null };
  // A draft kept before it was known what it was typed on is taken as typed on what is stored now.
  return { settled, typed: kept?.basedOn ?? settled, draft };
}
