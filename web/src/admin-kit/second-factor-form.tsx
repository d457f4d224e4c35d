import { Input, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { SecondFactorChallenge, Session } from '@/data/port';
import { StepForm } from './step-form';

export const CODE_PATTERN = /^\d{6}$/;

/** How a 6-digit code's field checks what is typed (spaces are allowed between the digits). */
export const CODE_RULES = {
  required: 'Enter the 6-digit code',
  validate: (v: string) => CODE_PATTERN.test(v.replace(/\s/g, '')) || 'The code is 6 digits',
};

/** The field of a 6-digit code from an authenticator app or a text message. */
export const CodeInput = (props: UseFormRegisterReturn) => (
  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} fontFamily="mono" letterSpacing="widest" {...props} />
);

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
  const where =
    challenge.method === 'totp'
      ? `Open ${challenge.hint} and enter the 6-digit code it shows for this site.`
      : `Enter the 6-digit code sent to ${challenge.hint}.`;
  return (
    <StepForm<{ code: string }>
      defaultValues={{ code: '' }}
      focus="code"
      onSubmit={async ({ code }) => onConfirmed(await challenge.confirm(code.replace(/\s/g, '')))}
      failureOf={(error) => (error instanceof Error && error.message ? error.message : 'The code could not be checked. Try again.')}
      submitLabel={submitLabel}
      busyLabel="Checking..."
      onCancel={onCancel}
    >
      {({ register, formState: { errors } }, failure) => (
        <>
          <Text color="fg.muted">{where}</Text>
          <FormField label="Code" required error={errors.code?.message ?? failure ?? undefined}>
            <CodeInput {...register('code', CODE_RULES)} />
          </FormField>
        </>
      )}
    </StepForm>
  );
}
