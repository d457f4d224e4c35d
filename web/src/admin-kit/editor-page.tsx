/**
 * The editor page every admin form uses (issue 12, issue 23): a content type's fields under a bar
 * that stays in view with Save, Cancel and where the save stands. What is typed is kept as a local
 * draft until it is saved or discarded; leaving with unsaved changes asks first; a failed save keeps
 * everything typed; every outcome shows in the screen's banner and as a toast. List items (a
 * project, a post) and single documents (Hero, Settings) alike.
 */
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import { LuHistory } from '@/admin-kit/icons';
import type { ContentType } from '@portfolio/model';
import type { Status } from '@/lib/status';
import { AdminPanel } from './admin-page';
import { AsideDrawer } from './aside-drawer';
import type { SaveOutcome } from './collection-types';
import { FormFields, specsOf, type FieldSpec, type Overrides } from './form-fields';
import { formValuesOf, recordOf, type FormValues } from './form-values';
import { useUnsavedChangesPrompt } from './unsaved-changes';
import { clearDraft, readDraft, sameValues, writeDraft } from './use-draft';

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
}

/** What the editor lends the panels beside its fields. */
export interface EditorTools {
  form: UseFormReturn<FormValues>;
  /** Takes in content stored meanwhile by a panel (a restored revision): shown as saved, any draft gone. */
  adopt: (stored: Record<string, unknown>) => void;
}

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
  /** Stores the records, one per section; its outcome is reported. */
  onSave: (records: Record<string, unknown>[]) => Promise<SaveOutcome>;
  report: (status: Status) => void;
  /** After a successful save: a new item leaves the page (by default the page stays, saved). */
  onSaved?: (allowNavigation: () => void) => void;
  onCancel: () => void;
  /** Beside the fields on wide screens (a post's revisions). */
  aside?: (tools: EditorTools) => ReactNode;
}

type Phase = 'idle' | 'saved' | 'failed' | 'invalid';

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

function saveStateOf(phase: Phase, submitting: boolean, dirty: boolean, resting: string): string {
  if (submitting) return 'Saving...';
  if (phase === 'invalid') return 'Not saved: some fields need attention.';
  if (phase === 'failed' && dirty) return 'Not saved. Your changes are still here; try again.';
  return dirty ? 'Unsaved changes' : resting;
}

export function EditorPage(props: EditorPageProps) {
  const { sections, draftKey, report } = props;
  // The values the form started from (or was last saved as): the draft and "dirty" compare with these.
  const [initial] = useState(() => valuesOf(sections));
  const baseline = useRef<FormValues>(initial);
  const [draft, setDraft] = useState<FormValues | null>(() => {
    const stored = readDraft<FormValues>(draftKey);
    const merged = stored ? { ...initial, ...stored } : null;
    return merged && !sameValues(merged, initial) ? merged : null;
  });
  const form = useForm<FormValues>({ defaultValues: initial });
  const { isDirty: dirty, isSubmitting } = useFormState({ control: form.control });
  const [phase, setPhase] = useState<Phase>('idle');
  const specs = useMemo(() => sections.map(specsOfSection), [sections]);

  // A restored draft fills the form; "dirty" is still measured from the stored values.
  useEffect(() => {
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [draft, form]);

  // Every change is kept as the draft; back at the stored values, the draft goes.
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (sameValues(values, baseline.current)) clearDraft(draftKey);
      else writeDraft(draftKey, values);
    });
    return () => subscription.unsubscribe();
  }, [form, draftKey]);

  const settle = (values: FormValues) => {
    baseline.current = values;
    clearDraft(draftKey);
    setDraft(null);
    form.reset(values);
  };
  const discard = () => {
    clearDraft(draftKey);
    setDraft(null);
    form.reset(baseline.current);
  };
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(dirty && !isSubmitting, () => clearDraft(draftKey));

  const submit = form.handleSubmit(
    async (values) => {
      const outcome = await props.onSave(recordsOf(sections, values));
      report(outcome.status);
      if (!outcome.ok) return setPhase('failed');
      settle(values);
      setPhase('saved');
      props.onSaved?.(allowNextNavigation);
    },
    () => setPhase('invalid'),
  );

  const adopt = (stored: Record<string, unknown>) => {
    settle(formValuesOf(sections[0]!.type.fields, stored));
    setPhase('saved');
  };
  const aside = props.aside?.({ form, adopt });

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby="editor-title">
        <Stack gap="6" pb={{ base: '36', md: '0' }}>
          <SaveBar
            title={props.formTitle}
            {...(props.subtitle ? { subtitle: props.subtitle } : {})}
            state={saveStateOf(phase, isSubmitting, dirty, props.restingState)}
            submitLabel={isSubmitting ? 'Saving...' : props.submitLabel}
            busy={isSubmitting}
            onCancel={props.onCancel}
            extra={aside && <AsideDrawer label="Revisions">{aside}</AsideDrawer>}
          />
          {draft && <DraftNotice onDiscard={discard} />}
          <Sections sections={sections} specs={specs} form={form} report={report} />
        </Stack>
      </form>
      {prompt}
    </>
  );
}

/** One panel of fields, or one titled panel per section. */
function Sections({
  sections,
  specs,
  form,
  report,
}: {
  sections: readonly FormSection[];
  specs: readonly FieldSpec[][];
  form: UseFormReturn<FormValues>;
  report: (status: Status) => void;
}) {
  if (sections.length === 1 && !sections[0]!.title) {
    return (
      <Box borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel">
        <Stack gap="4">
          {sections[0]!.intro}
          <FormFields specs={specs[0]!} form={form} onStatus={report} />
        </Stack>
      </Box>
    );
  }
  return (
    <Box>
      {sections.map((section, i) => (
        <AdminPanel key={section.prefix} title={section.title ?? ''}>
          {section.intro}
          <FormFields specs={specs[i]!} form={form} onStatus={report} />
        </AdminPanel>
      ))}
    </Box>
  );
}

function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Flex
      role="status"
      gap="3"
      align="center"
      wrap="wrap"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      rounded="md"
      px="4"
      py="3"
    >
      <LuHistory aria-hidden />
      <Text flex="1" minW="12rem">
        Draft restored — your unsaved changes from before are back.
      </Text>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        Discard
      </Button>
    </Flex>
  );
}

/**
 * The bar with the form's title, where the save stands, Cancel and Save. It stays at the top of the
 * screen while the owner scrolls (on phones, fixed at the bottom under the thumb).
 */
function SaveBar({
  title,
  subtitle,
  state,
  submitLabel,
  busy,
  onCancel,
  extra,
}: {
  title: string;
  subtitle?: string;
  state: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** A tool beside Cancel (the revisions drawer's button). */
  extra?: ReactNode;
}) {
  return (
    <Flex
      data-testid="save-bar"
      position={{ base: 'fixed', md: 'sticky' }}
      top={{ md: '0' }}
      bottom={{ base: '0', md: 'auto' }}
      insetX={{ base: '0', md: 'auto' }}
      zIndex="sticky"
      bg="bg.panel"
      borderWidth={{ base: '1px 0 0', md: '1px' }}
      rounded={{ md: 'lg' }}
      shadow="md"
      px={{ base: '4', md: '5' }}
      py="3"
      gap="3"
      align="center"
      // Phones: the title and status on a line of their own, the two buttons side by side below.
      wrap={{ base: 'wrap', md: 'nowrap' }}
    >
      <Box flex={{ base: '1 1 100%', md: '1' }} minW="0">
        <Heading as="h2" id="editor-title" size={{ base: 'sm', md: 'md' }} truncate>
          {title}
          {subtitle && (
            <Text as="span" fontWeight="normal" color="fg.muted" hideBelow="md">
              {' '}
              · {subtitle}
            </Text>
          )}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="save-state" truncate>
          {state}
        </Text>
      </Box>
      {extra}
      <Button variant="outline" onClick={onCancel} disabled={busy} flex={{ base: '1', md: 'none' }}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy} flex={{ base: '1', md: 'none' }}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
