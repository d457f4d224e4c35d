import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDataPort } from '@/data/data-provider';

const LINKS = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  { label: 'Hero', to: paths.admin.hero, group: 'Content' },
  { label: 'About', to: paths.admin.about, group: 'Content' },
  { label: 'Skills', to: paths.admin.skills, group: 'Content' },
  { label: 'Contact', to: paths.admin.contact, group: 'Content' },
  { label: 'Projects', to: paths.admin.projects },
  { label: 'Blog Posts', to: paths.admin.blog },
  { label: 'Resume', to: paths.admin.resume },
  { label: 'Messages', to: paths.admin.messages },
  { label: 'Settings', to: paths.admin.settings },
];

/** The admin shell: sidebar and the current screen (spec §2). */
export function AdminShell() {
  const port = useDataPort();
  const navigate = useNavigate();
  const signOut = async () => {
    await port.signOut();
    navigate(paths.admin.login);
  };
  return (
    <Flex minH="100dvh">
      <Box as="nav" aria-label="Admin" w="60" borderRightWidth="1px" p="4" bg="bg.subtle">
        <Stack gap="1">
          {LINKS.map((l) => (
            <Link key={l.to} asChild px="3" py="2" rounded="md" _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}>
              <NavLink to={l.to}>{l.label}</NavLink>
            </Link>
          ))}
          <Link href="/" target="_blank" rel="noopener noreferrer" px="3" py="2">
            View Site
          </Link>
          <Button variant="ghost" justifyContent="flex-start" onClick={signOut}>
            Sign Out
          </Button>
        </Stack>
      </Box>
      <Box as="main" flex="1" p="6">
        <Outlet />
        <Text srOnly>Admin</Text>
      </Box>
    </Flex>
  );
}
