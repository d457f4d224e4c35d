import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SecondFactorForm } from '@/admin-kit/second-factor-form';
import { FormField } from '@/components/ui/form-field';
import { SecondFactorRequired, type SecondFactorChallenge } from '@/data/port';
import { useAccountActions } from '../api/use-account-security';

/**
 * "Confirm it's you" before a security change: the password, then the code when the account has a
 * second factor (Firebase wants a recent sign-in for both enrolment and a new password).
 */
export function ConfirmIdentity({
  why,
  onConfirmed,
  onCancel,
}: {
  why: string;
  onConfirmed: () => void | Promise<void>;
  onCancel: () => void;
}) {
  const actions = useAccountActions();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  // The step replaces the one before it: the keyboard lands on its field, not on the page's top.
  useEffect(() => setFocus('password'), [setFocus]);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await actions.reauthenticate(password);
      await onConfirmed();
    } catch (error) {
      if (error instanceof SecondFactorRequired) setChallenge(error.challenge);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  if (challenge)
    return <SecondFactorForm challenge={challenge} submitLabel="Continue" onConfirmed={() => onConfirmed()} onCancel={onCancel} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="sm">
        <Text color="fg.muted">{why}</Text>
        <FormField label="Password" required error={errors.password?.message ?? failure ?? undefined}>
          <Input type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
        </FormField>
        <HStack gap="3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Checking...' : 'Continue'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
