import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AdminPage } from '@/admin-kit/admin-page';
import { adminPaths } from '@/admin-kit/admin-table';

/**
 * What an admin address that names no screen shows, inside the shell so the sidebar stays: the
 * address is left as typed (a redirect from here would be relative to it, and grow).
 */
export function NoSuchScreen() {
  const { pathname } = useLocation();
  return (
    <AdminPage title="No such screen" status={null}>
      <Text mb="4">
        Nothing in the admin lives at <Text as="code">{pathname}</Text>. Pick a screen from the sidebar, or go to the dashboard.
      </Text>
      <Button asChild alignSelf="start">
        <RouterLink to={adminPaths.dashboard}>Go to the Dashboard</RouterLink>
      </Button>
    </AdminPage>
  );
}
