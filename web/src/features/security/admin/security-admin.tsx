import { Alert } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminPage } from '@/admin-kit/admin-page';
import { screenTitle } from '@/admin-kit/admin-table';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { AuthenticatorPanel } from './authenticator-panel';
import { ChangePasswordPanel } from './change-password-panel';
import { SignInsPanel } from './sign-ins-panel';
import { SignOutEverywherePanel } from './sign-out-everywhere-panel';

/** The anchor of the sign-in mail's "this wasn't me" link (functions/src/auth/sign-in-notice.ts). */
export const WASNT_ME_HASH = '#wasnt-me';

/** /admin/settings/security: the authenticator app, recent sign-ins, a new password, and signing out everywhere. */
export function SecurityAdmin() {
  const [status, setStatus] = useScreenStatus(null);
  const { hash } = useLocation();
  const wasntMe = hash === WASNT_ME_HASH;
  useEffect(() => {
    if (wasntMe)
      // (jsdom has no scrollIntoView.)
      document.getElementById('sign-out-everywhere')?.scrollIntoView?.({ block: 'center' });
  }, [wasntMe]);
  return (
    <AdminPage title={screenTitle('security')} status={status} trail={{ up: 'settings', here: screenTitle('security') }}>
      {wasntMe && (
        <Alert.Root status="warning" mb="6" role="note">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A sign-in you don't recognise?</Alert.Title>
            <Alert.Description>Change your password first, then sign out everywhere: every other session ends at once.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <AuthenticatorPanel onStatus={setStatus} />
      <SignInsPanel />
      <ChangePasswordPanel onStatus={setStatus} />
      <SignOutEverywherePanel onStatus={setStatus} />
    </AdminPage>
  );
}
