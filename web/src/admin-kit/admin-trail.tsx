import { Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { adminPaths, ADMIN_SCREENS, type AdminScreenName } from './admin-table';

/** Where a page sits under a screen: the screen as the sidebar names it, then this page ('Blog Posts / Edit'). */
export interface Trail {
  /** The screen the page belongs to: its sidebar label links back to it. */
  up: AdminScreenName;
  /** This page, e.g. 'Edit' or 'New'. */
  here: string;
}

/** The label a screen goes by in the sidebar ('Blog Posts'), or its title for a screen the sidebar does not list. */
const labelOf = (name: AdminScreenName): string => {
  const screen: { title: string; nav?: { label: string } } = ADMIN_SCREENS[name];
  return screen.nav?.label ?? screen.title;
};

/**
 * "Blog Posts / Edit" above a sub-page's heading: the way back to its screen, named as the sidebar
 * names it, so the heading is said once and the page is tied to the sidebar entry it was opened from.
 * Drawn from plain parts: Chakra's breadcrumb recipe would join the styles every visitor loads.
 */
export function AdminTrail({ up, here }: Trail) {
  return (
    <nav aria-label="Breadcrumb">
      <Flex as="ol" listStyleType="none" gap="2" align="center" fontSize="sm" mb="1" wrap="wrap">
        <li>
          <Link asChild color="fg.muted">
            <RouterLink to={adminPaths[up]}>{labelOf(up)}</RouterLink>
          </Link>
        </li>
        <Text as="li" aria-hidden color="fg.muted">
          /
        </Text>
        <li>
          {/* The page itself: said, not a link (it goes nowhere). */}
          <Text as="span" aria-current="page">
            {here}
          </Text>
        </li>
      </Flex>
    </nav>
  );
}
