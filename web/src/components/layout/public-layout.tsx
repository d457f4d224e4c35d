import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { BackToTop } from './back-to-top';
import { ScrollToTopOnRouteChange } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public layout around every path not under /admin (spec §2). */
export function PublicLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <ScrollToTopOnRouteChange />
      <SiteHeader />
      <Box as="main" id="main" flex="1" pt={{ base: '14', md: '20' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <BackToTop />
    </Box>
  );
}
