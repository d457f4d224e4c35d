import { siteTitleOf } from '@portfolio/model';
import { Box, Button, Heading, Input, Link, Stack } from '@chakra-ui/react';
import { LuArrowLeft } from '@/admin-kit/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { StatusBanner, type Status } from '@/components/ui/status-banner';
import { adminPaths } from '@/admin-kit/admin-table';
import { paths } from '@/config/paths';
import { SecondFactorForm } from '@/admin-kit/second-factor-form';
import { SecondFactorRequired, type SecondFactorChallenge, type Session } from '@/data/port';
import { useAuthActions, useSession } from '@/data/session';
import { useSiteSettings } from '@/features/settings/api/site-settings';
import { DemoHint } from './demo-hint';

interface Credentials {
  email: string;
  password: string;
}

export const NOT_OWNER_MESSAGE = 'This account is not allowed to manage this site.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended: it was signed out everywhere, or now needs a code. Sign in again.';

/** Where the guard sends the owner to sign in, with the page they asked for. */
export interface LoginState {
  from?: Location;
}

/** E-mail and password, then the dashboard or the page first asked for. */
export function LoginPage() {
  const auth = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const { session, signedOutBecause } = useSession();
  const state = location.state as LoginState | null;
  const [status, setStatus] = useState<Status>(null);
  // Set when the password was right and the account wants its second factor.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { email: '', password: '' } });
  const from = state?.from;
  const target = from ? `${from.pathname}${from.search}${from.hash}` : adminPaths.dashboard;

  /** Only the owner administers the site: any other account is signed straight out again. */
  const enter = async (signedIn: Session) => {
    if (!signedIn.isOwner) {
      await auth.signOut();
      setChallenge(null);
      setStatus({ kind: 'error', message: NOT_OWNER_MESSAGE });
      return;
    }
    void navigate(target, { replace: true });
  };

  const submit = handleSubmit(async ({ email, password }) => {
    setStatus(null);
    try {
      await enter(await auth.signIn(email, password));
    } catch (e) {
      if (e instanceof SecondFactorRequired) {
        setChallenge(e.challenge);
        return;
      }
      console.error('Login failed', e);
      setStatus({ kind: 'error', message: e instanceof Error && e.message ? e.message : 'An error occurred during login' });
    }
  });

  const siteTitle = siteTitleOf(useSiteSettings().settings.seo);
  if (session?.isOwner && !isSubmitting && !challenge) return <Navigate to={target} replace />;

  return (
    <Box as="main" maxW="sm" mx="auto" px="4" py={{ base: '12', md: '24' }}>
      {/* Whose admin this is, and the way back for anyone who came here by mistake. */}
      <Link asChild color="fg.muted" fontSize="sm" mb="4" _hover={{ color: 'fg' }}>
        <RouterLink to={paths.home}>
          <LuArrowLeft aria-hidden /> {siteTitle}
        </RouterLink>
      </Link>
      <Heading as="h1" size="2xl" mb="6">
        Admin Login
      </Heading>
      {/* Why the admin signed the owner out (signed out everywhere...), until something newer happens. */}
      <StatusBanner status={status ?? signedOutBecause} />
      {challenge ? (
        <SecondFactorForm challenge={challenge} onConfirmed={enter} onCancel={() => setChallenge(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="username" {...register('email', { required: 'Email is required' })} />
            </FormField>
            <FormField label="Password" required error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in...' : 'Login'}
            </Button>
          </Stack>
        </form>
      )}
      {__DATA_BACKEND__ === 'memory' && <DemoHint />}
    </Box>
  );
}
