import { Badge, Box, Button, Flex, Icon, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { LuExternalLink, LuLayoutTemplate, LuLogOut, LuMenu, LuX } from '@/admin-kit/icons';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { ADMIN_SCREENS, adminPaths, type AdminScreen } from '@/admin-kit/admin-table';
import { paths } from '@/config/paths';
import { useAuthActions } from '@/data/session';
import { useNewMessageCount } from '@/features/messages/api/use-new-message-count';
import { SendFinishedToasts } from '@/features/newsletter/admin/send-finished-toasts';
import { useSessionEnded } from '@/features/security/api/use-session-ended';
import { ToastProvider } from '@/admin-kit/toaster';
import { ScrollToTopOnRouteChange } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { ColorModeToggle } from './color-mode-toggle';
import { SESSION_ENDED_MESSAGE } from './login-page';

interface NavItem {
  label: string;
  to: string;
  icon: ComponentType;
}

/** The sidebar's entries of one group, in the admin table's order. */
const navGroup = (group: NonNullable<AdminScreen['nav']>['group']): NavItem[] =>
  Object.entries(ADMIN_SCREENS as Record<string, AdminScreen>).flatMap(([name, { nav }]) =>
    nav?.group === group ? [{ label: nav.label, to: adminPaths[name as keyof typeof ADMIN_SCREENS], icon: nav.icon }] : [],
  );

// Dashboard; a Content group (Hero, About, Skills, Contact); then the other screens.
const TOP = navGroup('top');
const CONTENT = navGroup('content');
const REST = navGroup('rest');

/** A sidebar entry; `count` is a number of new things beside it ("99+" when there are more). */
function NavEntry({ item, onNavigate, count }: { item: NavItem; onNavigate: () => void; count?: { count: number; more: boolean } }) {
  const shown = count && count.count > 0 ? `${count.count}${count.more ? '+' : ''}` : null;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      rounded="md"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
    >
      <NavLink to={item.to} onClick={onNavigate}>
        <Icon as={item.icon} boxSize="4" aria-hidden />
        {item.label}
        {shown ? (
          <>
            <Badge ms="auto" colorPalette="brand" variant="solid" rounded="full" aria-hidden>
              {shown}
            </Badge>
            <VisuallyHidden> ({shown} new)</VisuallyHidden>
          </>
        ) : null}
      </NavLink>
    </Link>
  );
}

/** The admin shell: sidebar on wide screens, a menu button on phones, and the screen. */
export function AdminShell() {
  const auth = useAuthActions();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const newMessages = useNewMessageCount();
  const close = () => setMenuOpen(false);

  const signOut = async () => {
    try {
      await auth.signOut();
    } finally {
      void navigate(adminPaths.login, { replace: true });
    }
  };

  // Signed out everywhere from another browser, or a code now required that this sign-in did not give.
  useSessionEnded(() => {
    void auth
      .signOut({ kind: 'error', message: SESSION_ENDED_MESSAGE }, { sessionsEnded: true })
      .finally(() => navigate(adminPaths.login, { replace: true }));
  });

  return (
    <Flex minH="100dvh" direction={{ base: 'column', md: 'row' }}>
      <SkipLink />
      {/* A new screen starts at its top, where its title and banner are (after a save that leaves the editor, too). */}
      <ScrollToTopOnRouteChange />
      <Box
        as="nav"
        aria-label="Admin"
        w={{ base: 'full', md: '60' }}
        flexShrink={0}
        borderRightWidth={{ md: '1px' }}
        borderBottomWidth={{ base: '1px', md: '0' }}
        bg="bg.subtle"
        position="sticky"
        top="0"
        zIndex="docked"
        h={{ md: '100dvh' }}
        overflowY={{ md: 'auto' }}
      >
        <Flex align="center" justify="space-between" px={{ base: '4', md: '7' }} py={{ base: '2', md: '4' }}>
          <Text fontWeight="bold" fontSize="lg">
            Admin
          </Text>
          <Flex gap="2">
            <ColorModeToggle />
            {/* Phones: the links fold away behind this button. */}
            <Button
              display={{ base: 'inline-flex', md: 'none' }}
              variant="outline"
              size="sm"
              aria-expanded={menuOpen}
              aria-controls="admin-nav-links"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon as={menuOpen ? LuX : LuMenu} aria-hidden />
              {menuOpen ? 'Close menu' : 'Menu'}
            </Button>
          </Flex>
        </Flex>
        <Stack id="admin-nav-links" gap="1" px="4" pb="4" display={{ base: menuOpen ? 'flex' : 'none', md: 'flex' }}>
          {TOP.map((item) => (
            <NavEntry key={item.to} item={item} onNavigate={close} />
          ))}
          <Text
            px="3"
            pt="3"
            pb="1"
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            color="fg.muted"
            id="admin-content-group"
          >
            <Icon as={LuLayoutTemplate} boxSize="3" mr="1" aria-hidden />
            Content
          </Text>
          <Stack gap="1" pl="2" role="group" aria-labelledby="admin-content-group">
            {CONTENT.map((item) => (
              <NavEntry key={item.to} item={item} onNavigate={close} />
            ))}
          </Stack>
          {REST.map((item) => (
            <NavEntry key={item.to} item={item} onNavigate={close} count={item.to === adminPaths.messages ? newMessages : undefined} />
          ))}
          <Box borderTopWidth="1px" my="2" />
          <Link
            href={paths.home}
            target="_blank"
            rel="noopener noreferrer"
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            py="2"
            color="fg"
          >
            <Icon as={LuExternalLink} boxSize="4" aria-hidden />
            View Site
          </Link>
          <Button variant="ghost" color="fg" justifyContent="flex-start" gap="3" px="3" fontWeight="normal" fontSize="md" onClick={signOut}>
            <Icon as={LuLogOut} boxSize="4" aria-hidden />
            Sign Out
          </Button>
        </Stack>
      </Box>
      <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" p={{ base: '4', md: '8' }} _focusVisible={{ outline: 'none' }}>
        <ToastProvider>
          <SendFinishedToasts />
          <Outlet />
        </ToastProvider>
      </Box>
    </Flex>
  );
}
