import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { TrackPageViews } from '@/features/analytics/track-page-views';
import { BackToTop } from '@/components/layout/back-to-top';
import { HoverSound } from '@/components/layout/hover-sound';
import { ScrollToTopOnRouteChange } from '@/components/layout/scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from '@/components/layout/skip-link';

/** The public layout around every path not under /admin. */
export function PublicLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipLink />
      <ScrollToTopOnRouteChange />
      <TrackPageViews />
      <HoverSound />
      <SiteHeader />
      {/* minH keeps the footer below the fold while content loads, so nothing jumps when it arrives. Its own
          colours (and the footer's): a theme switch checked before any script ran flips the header and
          what follows it, not the page's <body> (app/theme.ts). */}
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        flex="1"
        minH="100dvh"
        bg="bg"
        color="fg"
        pt={{ base: '14', md: '20' }}
        _focusVisible={{ outline: 'none' }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
      <BackToTop />
    </Box>
  );
}
