import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDataPort } from '@/data/data-provider';

// Minimal login until the admin issue builds the full screen.
export function LoginPage() {
  const port = useDataPort();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: Location } | null)?.from;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await port.signIn(String(form.get('email')), String(form.get('password')));
      navigate(from ? `${from.pathname}${from.search}` : paths.admin.dashboard, { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'An error occurred during login');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box maxW="sm" mx="auto" py="24">
      <Heading as="h1" mb="6">
        Admin Login
      </Heading>
      <form onSubmit={submit}>
        <Stack gap="4">
          <Input name="email" type="email" required aria-label="Email" />
          <Input name="password" type="password" required aria-label="Password" />
          {error && <Text color="fg.error">{error}</Text>}
          <Button type="submit" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
