import { Box, Button, Code, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { AdminPanel } from '@/admin-kit/admin-page';
import { CODE_RULES, CodeInput } from '@/admin-kit/second-factor-form';
import { StepForm } from '@/admin-kit/step-form';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Status } from '@/components/ui/status-banner';
import type { TotpEnrolment } from '@/data/port';
import { mediumDate } from '@/lib/dates';
import { useAccountActions, useSecondFactors } from '../api/use-account-security';
import { ConfirmIdentity } from './confirm-identity';

export const SECURITY_MESSAGES = {
  enrolled: 'Authenticator app added. Every sign-in now asks for a code from it; every other session was signed out.',
  requireFailed: 'The app was added, but requiring its code failed. Try again with Require the code.',
  required: 'Every sign-in now asks for a code from your authenticator app.',
  startFailed: 'Setting up the authenticator app failed. Try again.',
} as const;

/** "JBSW Y3DP EHPK 3PXP ...": the key in groups of four, easier to type into an app. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

type Step = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'scan'; enrolment: TotpEnrolment };

/** Settings → Security: the authenticator app (TOTP) that guards every sign-in. */
export function AuthenticatorPanel({ onStatus }: { onStatus: (status: Status) => void }) {
  const factors = useSecondFactors();
  const actions = useAccountActions();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const begin = async () => {
    try {
      setStep({ kind: 'scan', enrolment: await actions.startTotpEnrolment() });
    } catch (error) {
      setStep({ kind: 'idle' });
      onStatus({ kind: 'error', message: SECURITY_MESSAGES.startFailed, detail: error instanceof Error ? error.message : undefined });
    }
  };
  const require = async (success: string) => {
    try {
      await actions.requireSecondFactor();
      onStatus({ kind: 'success', message: success });
    } catch (error) {
      onStatus({ kind: 'error', message: SECURITY_MESSAGES.requireFailed, detail: error instanceof Error ? error.message : undefined });
    }
    await factors.reload();
  };

  if (factors.loading) return <PageSpinner label="Loading your second factor" />;
  const state = factors.data;
  return (
    <AdminPanel title="Authenticator app">
      {state && state.factors.length > 0 ? (
        <Stack gap="3">
          {state.factors.map((factor) => (
            <Text key={factor.id}>
              <strong>{factor.name || (factor.method === 'totp' ? 'Authenticator app' : 'Phone')}</strong>, added{' '}
              {mediumDate(factor.enrolledAt)}
            </Text>
          ))}
          {state.required ? (
            <Text color="fg.muted">
              Every sign-in asks for a code from it, and the site can only be changed from a session that gave one.
            </Text>
          ) : (
            <HStack gap="3" wrap="wrap">
              <Text color="fg.muted">Its code is not required yet.</Text>
              <Button size="sm" onClick={() => void require(SECURITY_MESSAGES.required)}>
                Require the code
              </Button>
            </HStack>
          )}
          <Text color="fg.muted" fontSize="sm">
            Lost the device? On your computer, run <Code>npm run owner -- reset-2fa {'<your e-mail>'}</Code>, then sign in with your
            password and add an app again.
          </Text>
        </Stack>
      ) : (
        <NotEnrolled step={step} setStep={setStep} begin={begin} onEnrolled={() => require(SECURITY_MESSAGES.enrolled)} />
      )}
    </AdminPanel>
  );
}

function NotEnrolled({
  step,
  setStep,
  begin,
  onEnrolled,
}: {
  step: Step;
  setStep: (step: Step) => void;
  begin: () => Promise<void>;
  onEnrolled: () => Promise<void>;
}) {
  if (step.kind === 'confirm') {
    return (
      <ConfirmIdentity
        why="Confirm your password to add an authenticator app."
        onConfirmed={begin}
        onCancel={() => setStep({ kind: 'idle' })}
      />
    );
  }
  if (step.kind === 'scan') return <ScanStep enrolment={step.enrolment} onDone={onEnrolled} onCancel={() => setStep({ kind: 'idle' })} />;
  return (
    <Stack gap="4" align="start">
      <Text>
        Add an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...). Every sign-in will then ask for a
        6-digit code from it as well as your password, so a stolen password alone no longer opens the admin.
      </Text>
      <Button onClick={() => setStep({ kind: 'confirm' })}>Set up authenticator app</Button>
    </Stack>
  );
}

function ScanStep({ enrolment, onDone, onCancel }: { enrolment: TotpEnrolment; onDone: () => Promise<void>; onCancel: () => void }) {
  const qr = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(enrolment.uri, { border: 2 }))}`, [enrolment.uri]);
  return (
    <Stack gap="5">
      <Text>1. Scan this code with your authenticator app.</Text>
      <Box bg="white" p="2" rounded="md" w="fit-content" borderWidth="1px">
        <Image src={qr} alt="QR code to add this site to your authenticator app" boxSize="44" />
      </Box>
      <Stack gap="1">
        <Text color="fg.muted">Can't scan it? Enter this key in the app instead:</Text>
        <Code fontSize="md" p="2" w="fit-content" data-testid="totp-key" userSelect="all">
          {grouped(enrolment.secretKey)}
        </Code>
      </Stack>
      <StepForm<{ code: string; name: string }>
        defaultValues={{ code: '', name: 'Authenticator app' }}
        onSubmit={({ code, name }) => enrolment.confirm(code.replace(/\s/g, ''), name.trim() || 'Authenticator app')}
        after={onDone}
        submitLabel="Turn on"
        busyLabel="Turning on..."
        onCancel={onCancel}
        maxW="sm"
      >
        {({ register, formState: { errors } }, failure) => (
          <>
            <Text>2. Enter the 6-digit code the app shows.</Text>
            <FormField label="Code from the app" required error={errors.code?.message ?? failure ?? undefined}>
              <CodeInput {...register('code', CODE_RULES)} />
            </FormField>
            <FormField label="Name" helperText="To tell this app from another one later, e.g. the phone it is on.">
              <Input maxLength={60} {...register('name')} />
            </FormField>
          </>
        )}
      </StepForm>
    </Stack>
  );
}
