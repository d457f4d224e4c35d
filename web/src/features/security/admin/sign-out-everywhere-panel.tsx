import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminPanel } from '@/admin-kit/admin-page';
import type { Status } from '@/components/ui/status-banner';
import { adminPaths } from '@/admin-kit/admin-table';
import { useAccountActions } from '../api/use-account-security';

export const SIGN_OUT_EVERYWHERE_MESSAGES = {
  done: 'Signed out everywhere. Sign in again.',
  failed: 'Signing out everywhere failed. Try again.',
} as const;

/** Ends every session of the account (a sign-in you don't recognise): this one too, then the login page. */
export function SignOutEverywherePanel({ onStatus }: { onStatus: (status: Status) => void }) {
  const actions = useAccountActions();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await actions.signOutEverywhere({ kind: 'success', message: SIGN_OUT_EVERYWHERE_MESSAGES.done });
      void navigate(adminPaths.login, { replace: true });
    } catch (error) {
      setPending(false);
      setAsking(false);
      onStatus({ kind: 'error', message: SIGN_OUT_EVERYWHERE_MESSAGES.failed, detail: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <AdminPanel title="Sign out everywhere">
      <Stack gap="4" id="sign-out-everywhere">
        <Text>
          Ends every session of this account in every browser, this one too: anyone signed in elsewhere loses access at once. Use it if a
          sign-in above wasn't you, after changing your password.
        </Text>
        {asking ? (
          <HStack gap="3" wrap="wrap" role="group" aria-label="Confirm signing out everywhere">
            <Text fontWeight="medium">Sign out of every browser, this one too?</Text>
            <Button colorPalette="red" onClick={() => void signOut()} disabled={pending}>
              {pending ? 'Signing out...' : 'Sign out everywhere'}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)} disabled={pending}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <Button colorPalette="red" variant="outline" alignSelf="start" onClick={() => setAsking(true)}>
            Sign out everywhere
          </Button>
        )}
      </Stack>
    </AdminPanel>
  );
}
