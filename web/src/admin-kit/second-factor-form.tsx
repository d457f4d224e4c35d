import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { SecondFactorChallenge, Session } from '@/data/port';

export const CODE_PATTERN = /^\d{6}$/;

/**
 * The code step of a sign-in (the login page) or of confirming it's the owner (the Security screen):
 * six digits from the authenticator app, or from a text message where a phone stands in.
 */
export function SecondFactorForm({
  challenge,
  onConfirmed,
  onCancel,
  submitLabel = 'Verify',
}: {
  challenge: SecondFactorChallenge;
  onConfirmed: (session: Session) => void | Promise<void>;
  onCancel: () => void;
  submitLabel?: string;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  // The step replaces the one before it: the keyboard lands on its field, not on the page's top.
  useEffect(() => setFocus('code'), [setFocus]);
  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onConfirmed(await challenge.confirm(code.replace(/\s/g, '')));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'The code could not be checked. Try again.');
    }
  });
  const where =
    challenge.method === 'totp'
      ? `Open ${challenge.hint} and enter the 6-digit code it shows for this site.`
      : `Enter the 6-digit code sent to ${challenge.hint}.`;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{where}</Text>
        <FormField label="Code" required error={errors.code?.message ?? failure ?? undefined}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            fontFamily="mono"
            letterSpacing="widest"
            {...register('code', {
              required: 'Enter the 6-digit code',
              validate: (v) => CODE_PATTERN.test(v.replace(/\s/g, '')) || 'The code is 6 digits',
            })}
          />
        </FormField>
        <HStack gap="3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Checking...' : submitLabel}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
