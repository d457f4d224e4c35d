import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminPanel } from '@/admin-kit/admin-page';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/components/ui/status-banner';
import { useAccountActions } from '../api/use-account-security';
import { ConfirmIdentity } from './confirm-identity';

/** The shortest password the owner's account may have (scripts/owner.mjs asks the same). */
export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_MESSAGES = {
  changed: 'Password changed. Every other session was signed out; use the new password from now on.',
  failed: 'Changing the password failed. Your old password still works.',
  othersNotEnded: 'Password changed, but signing out the other sessions failed. Use Sign out everywhere below.',
} as const;

interface NewPassword {
  password: string;
  repeat: string;
}

/** A new password: confirmed with the current one (and the code) first, as Firebase wants a recent sign-in. */
export function ChangePasswordPanel({ onStatus }: { onStatus: (status: Status) => void }) {
  const actions = useAccountActions();
  const [confirming, setConfirming] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<NewPassword>({ defaultValues: { password: '', repeat: '' } });

  const change = async (password: string) => {
    setConfirming(null);
    try {
      await actions.changePassword(password);
    } catch (error) {
      onStatus({ kind: 'error', message: PASSWORD_MESSAGES.failed, detail: error instanceof Error ? error.message : undefined });
      return;
    }
    reset();
    // A session signed in with the old password keeps its ID token for up to an hour: end it now.
    try {
      await actions.endOtherSessions();
      onStatus({ kind: 'success', message: PASSWORD_MESSAGES.changed });
    } catch (error) {
      onStatus({ kind: 'error', message: PASSWORD_MESSAGES.othersNotEnded, detail: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <AdminPanel title="Change password">
      {confirming !== null ? (
        <ConfirmIdentity
          why="Confirm your current password to set the new one."
          onConfirmed={() => change(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : (
        <form onSubmit={handleSubmit(({ password }) => setConfirming(password))} noValidate>
          <Stack gap="4" maxW="sm">
            <FormField label="New password" required error={errors.password?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                {...register('password', {
                  required: 'Enter the new password',
                  minLength: { value: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
                })}
              />
            </FormField>
            <FormField label="New password again" required error={errors.repeat?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                {...register('repeat', { validate: (v) => v === getValues('password') || 'The two passwords differ' })}
              />
            </FormField>
            <Button type="submit" alignSelf="start">
              Change password
            </Button>
          </Stack>
        </form>
      )}
    </AdminPanel>
  );
}
