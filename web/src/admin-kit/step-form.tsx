import { Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One step of a flow (a password, a code, a new authenticator's code and name): its fields, then
 * the step's button and Cancel. What `onSubmit` throws is shown as `failure` (the fields put it under
 * the one it concerns); `after` runs once it succeeded. With `focus`, the keyboard lands on that
 * field: the step replaces the one before it, so the page's top would be the wrong place.
 */
export function StepForm<V extends FieldValues>({
  defaultValues,
  focus,
  onSubmit,
  after,
  failureOf = messageOf,
  submitLabel,
  busyLabel,
  onCancel,
  maxW,
  children,
}: {
  defaultValues: DefaultValues<V>;
  focus?: Path<V>;
  onSubmit: (values: V) => Promise<void>;
  after?: () => void | Promise<void>;
  failureOf?: (error: unknown) => string;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  maxW?: string;
  children: (form: UseFormReturn<V>, failure: string | null) => ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({ defaultValues });
  const { setFocus, handleSubmit, formState } = form;
  useEffect(() => {
    if (focus) setFocus(focus);
  }, [focus, setFocus]);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(failureOf(error));
      return;
    }
    await after?.();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW={maxW}>
        {children(form, failure)}
        <HStack gap="3">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? busyLabel : submitLabel}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
