import { Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SecondFactorForm } from '@/admin-kit/second-factor-form';
import { StepForm } from '@/admin-kit/step-form';
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

  if (challenge)
    return <SecondFactorForm challenge={challenge} submitLabel="Continue" onConfirmed={() => onConfirmed()} onCancel={onCancel} />;
  return (
    <StepForm<{ password: string }>
      defaultValues={{ password: '' }}
      focus="password"
      onSubmit={async ({ password }) => {
        try {
          await actions.reauthenticate(password);
          await onConfirmed();
        } catch (error) {
          // The account has a second factor: its code is the next step, not a failure.
          if (error instanceof SecondFactorRequired) setChallenge(error.challenge);
          else throw error;
        }
      }}
      submitLabel="Continue"
      busyLabel="Checking..."
      onCancel={onCancel}
      maxW="sm"
    >
      {({ register, formState: { errors } }, failure) => (
        <>
          <Text color="fg.muted">{why}</Text>
          <FormField label="Password" required error={errors.password?.message ?? failure ?? undefined}>
            <Input type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
          </FormField>
        </>
      )}
    </StepForm>
  );
}
