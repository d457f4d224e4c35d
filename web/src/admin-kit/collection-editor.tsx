import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { LuHistory } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import type { Status } from '@/lib/status';
import { AdminPage } from './admin-page';
import { BackLink } from './back-link';
import type { CollectionAdminProps } from './collection-types';
import { FormFields } from './form-fields';
import { useUnsavedChangesPrompt } from './unsaved-changes';
import { clearDraft, draftKey, readDraft, sameValues, writeDraft } from './use-draft';

type EditorProps<Item extends { id: string }, V extends FieldValues> = CollectionAdminProps<Item, V> & {
  /** null: a new item. */
  item: Item | null;
  status: Status;
  report: (status: Status) => void;
};

type Phase = 'idle' | 'saved' | 'failed' | 'invalid';

/**
 * The editor page of one item (issue 12): the fields the content type declares, under a bar that
 * stays in view with Save, Cancel and where the save stands. What is typed is kept as a local draft
 * until it is saved or discarded; leaving with unsaved changes asks first. A failed save keeps
 * everything typed. A new item returns to the list once added; an existing one stays open, saved.
 */
export function CollectionEditor<Item extends { id: string }, V extends FieldValues>(props: EditorProps<Item, V>) {
  const { item, texts, editor, basePath, report, list } = props;
  const navigate = useNavigate();
  const key = draftKey(props.type, item?.id ?? null);
  // The values the form started from (or was last saved as): the draft and "dirty" compare with these.
  const [initial] = useState(() => (item ? editor.toValues(item) : editor.empty()));
  const baseline = useRef<V>(initial);
  const [draft, setDraft] = useState<V | null>(() => {
    const stored = readDraft<Partial<V>>(key);
    const merged = stored ? { ...initial, ...stored } : null;
    return merged && !sameValues(merged, initial) ? merged : null;
  });
  const form = useForm<V>({ defaultValues: initial as DefaultValues<V> });
  const [phase, setPhase] = useState<Phase>('idle');
  const { isDirty: dirty, isSubmitting } = form.formState;

  // A restored draft fills the form; "dirty" is still measured from the stored values.
  useEffect(() => {
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [draft, form]);

  // Every change is kept as the draft; back at the stored values, the draft goes.
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (sameValues(values, baseline.current)) clearDraft(key);
      else writeDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  const discard = () => {
    clearDraft(key);
    setDraft(null);
    form.reset(baseline.current);
  };
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(dirty && !isSubmitting, () => clearDraft(key));

  const submit = form.handleSubmit(
    async (values) => {
      const outcome = item ? await props.onUpdate(item, values) : await props.onAdd(values);
      report(outcome.status);
      if (!outcome.ok) return setPhase('failed');
      clearDraft(key);
      setDraft(null);
      if (!item) {
        // Added: back to the list, where the new item now shows (the add form is done, spec §4).
        allowNextNavigation();
        void navigate(basePath);
        return;
      }
      baseline.current = values;
      form.reset(values);
      setPhase('saved');
    },
    () => setPhase('invalid'),
  );

  const saveState = isSubmitting
    ? 'Saving...'
    : phase === 'invalid'
      ? 'Not saved: some fields need attention.'
      : phase === 'failed' && dirty
        ? 'Not saved. Your changes are still here; try again.'
        : dirty
          ? 'Unsaved changes'
          : item
            ? 'All changes saved'
            : 'Not saved yet';
  const formTitle = item ? texts.editTitle : texts.addTitle;
  const adopt = (changes: Partial<Item>) => {
    if (!item) return;
    const values = editor.toValues({ ...item, ...changes });
    baseline.current = values;
    clearDraft(key);
    setDraft(null);
    form.reset(values);
    setPhase('saved');
  };
  const aside = editor.aside?.(item, { form, report, adopt });

  return (
    <AdminPage
      title={texts.heading}
      status={props.status}
      documentTitle={item ? `${texts.editTitle}: ${list.title(item)}` : texts.addTitle}
    >
      <Box mb="4" mt="-2">
        <BackLink to={basePath} label={texts.heading} />
      </Box>
      <form onSubmit={submit} noValidate aria-labelledby="editor-title">
        <Stack gap="6" pb={{ base: '36', md: '0' }}>
          <SaveBar
            title={formTitle}
            subtitle={item ? list.title(item) : undefined}
            state={saveState}
            submitLabel={isSubmitting ? 'Saving...' : item ? 'Save Changes' : texts.addButton}
            busy={isSubmitting}
            onCancel={() => void navigate(basePath)}
          />
          {draft && (
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
              <Button size="sm" variant="outline" onClick={discard}>
                Discard
              </Button>
            </Flex>
          )}
          <Grid templateColumns={{ base: '1fr', xl: aside ? 'minmax(0, 1fr) 20rem' : '1fr' }} gap="6" alignItems="start">
            <Box borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel">
              <FormFields
                fields={typeof editor.fields === 'function' ? editor.fields(item) : editor.fields}
                form={form}
                onStatus={report}
              />
            </Box>
            {aside && <Stack gap="6">{aside}</Stack>}
          </Grid>
        </Stack>
      </form>
      {prompt}
    </AdminPage>
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
}: {
  title: string;
  subtitle?: string;
  state: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
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
      <Button variant="outline" onClick={onCancel} disabled={busy} flex={{ base: '1', md: 'none' }}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy} flex={{ base: '1', md: 'none' }}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
