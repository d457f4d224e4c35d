import { Box, chakra, Flex, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuMenu, LuMoon, LuSun, LuX } from 'react-icons/lu';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FLIPPED_HEADER, HAND_OVER, themeSwitchLabel, UNFLIPPED_HEADER } from '@portfolio/model';
import { THEME_SWITCH_CLASS, useColorMode } from '@/components/ui/color-mode';
import { paths } from '@/config/paths';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useContent } from '@/features/sections/api/content-provider';
import { scrollToContact } from '@/lib/scroll-to-contact';

const NAV = [
  { label: 'Home', to: paths.home },
  { label: 'Resume', to: paths.resume },
  { label: 'Projects', to: paths.projects },
  { label: 'Blog', to: paths.blog },
];

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

/**
 * Selects the toggle's icon `icon` while the page shows `mode`: the class on <html>, flipped while a
 * theme switch in the header is checked (no script; app/theme.ts). Said by the header's switches
 * rather than by _dark and _light, which would both match in a flipped header.
 */
const iconWhile = (mode: 'light' | 'dark', icon: string) => {
  const other = mode === 'light' ? 'dark' : 'light';
  return `html.${mode} ${UNFLIPPED_HEADER} & > [data-theme-icon="${icon}"], html.${other} ${FLIPPED_HEADER} & > [data-theme-icon="${icon}"]`;
};

/**
 * The theme toggle: a checkbox laid over the icon, so it works before any script runs (a checked
 * switch flips the theme in CSS alone: see the dark and light conditions in app/theme.ts). With a
 * script, a change stores the visitor's choice on <html> and the switch is unchecked again.
 */
export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = themeSwitchLabel(colorMode);
  // Before the app has hydrated, boot.ts names the switch itself (setAttribute); hydration keeps a
  // server-rendered attribute as it finds it, so React's idea of the label and the page's could
  // differ, and a later toggle React thinks changes nothing would leave the wrong name. Said again
  // after every change of label, the page's always follows React's.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <Box
      as="span"
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      rounded="l2"
      color="fg"
      title={label}
      _hover={{ bg: 'bg.muted' }}
      css={{
        '&:has(input:focus-visible)': focusRing,
        // The sun offers the light theme, so it shows on the dark one; the moon the other way round.
        [iconWhile('light', 'sun')]: { display: 'none' },
        [iconWhile('dark', 'moon')]: { display: 'none' },
      }}
    >
      <chakra.input
        type="checkbox"
        ref={input}
        className={THEME_SWITCH_CLASS}
        aria-label={label}
        onChange={toggleColorMode}
        position="absolute"
        inset="0"
        margin="0"
        opacity="0"
        cursor="pointer"
      />
      <Box as="span" display="inline-flex" data-theme-icon="sun" aria-hidden>
        <LuSun />
      </Box>
      <Box as="span" display="inline-flex" data-theme-icon="moon" aria-hidden>
        <LuMoon />
      </Box>
    </Box>
  );
}

/** The fixed header: logo, links, Contact, theme toggle, and a menu on phones. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu may have been opened before the app ran (it works without script): start from the element.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => setOpen(details.current?.open ?? false), []);
  const close = () => {
    if (details.current) details.current.open = false;
    setOpen(false);
  };
  const { content } = useContent();
  const initials = content.hero.name
    ? content.hero.name
        .split(/\s+/)
        .map((part) => part[0])
        .join('')
        .slice(0, 3)
    : 'Home';

  // Escape closes the phone menu, as it would a dialog.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (details.current) details.current.open = false;
      setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const contact = () => {
    close();
    scrollToContact(navigate, pathname);
  };

  const links = (
    <>
      {NAV.map((item) => (
        <Link
          key={item.to}
          asChild
          fontWeight="medium"
          px="2"
          py="1"
          rounded="md"
          color="fg"
          _hover={{ color: 'brand.fg' }}
          _currentPage={{ color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '6px' }}
        >
          <NavLink to={item.to} end={item.to === paths.home} onClick={close}>
            {item.label}
          </NavLink>
        </Link>
      ))}
      {/* A real link to the section (it works before any script runs); with the app, a smooth scroll. */}
      <Link asChild fontWeight="medium" px="2" py="1" rounded="md" color="fg" _hover={{ color: 'brand.fg' }}>
        <RouterLink
          to={`${paths.home}#${paths.contactSectionId}`}
          onClick={(event) => {
            event.preventDefault();
            contact();
          }}
        >
          Contact
        </RouterLink>
      </Link>
    </>
  );

  return (
    <Box
      as="header"
      className={HAND_OVER.siteHeaderClass}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      // Its own text colour, not <body>'s: a switch checked without script flips the header's (app/theme.ts).
      color="fg"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      css={{ '&:has(details[open])': { bg: 'bg' } }}
    >
      {/* The same container as every page's content (PageColumn): the logo sits on the pages' left edge. */}
      <Flex maxW="6xl" mx="auto" px={{ base: '4', md: '6', lg: '8' }} h={{ base: '14', md: '20' }} align="center" justify="space-between">
        {/* The accessible name starts with the visible initials (WCAG 2.5.3), then says where it goes. */}
        <Link asChild fontWeight="bold" fontSize="xl">
          <RouterLink to={paths.home}>
            <Text as="span" color="brand.fg">
              {initials}
            </Text>
            <VisuallyHidden>{content.hero.name ? `, ${content.hero.name}, home` : ''}</VisuallyHidden>
          </RouterLink>
        </Link>
        <HStack gap="4" display={{ base: 'none', md: 'flex' }}>
          <HStack as="nav" aria-label="Main" gap={{ md: '1', lg: '4' }}>
            {links}
          </HStack>
          <HeaderSearch width={{ md: '9rem', lg: '13rem' }} />
          <ColorModeToggle />
        </HStack>
        <HStack display={{ base: 'flex', md: 'none' }}>
          <ColorModeToggle />
          {/* A disclosure element: the phone menu opens and closes before any script runs. */}
          <chakra.details
            ref={details}
            open={open}
            onToggle={(event) => setOpen(event.currentTarget.open)}
            css={{ '& > summary::-webkit-details-marker': { display: 'none' } }}
          >
            <chakra.summary
              aria-label={open ? 'Close menu' : 'Open menu'}
              listStyle="none"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="10"
              rounded="l2"
              color="fg"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={focusRing}
            >
              <Box as="span" display="inline-flex" css={{ 'details[open] > summary > &': { display: 'none' } }} aria-hidden>
                <LuMenu />
              </Box>
              <Box as="span" display="none" css={{ 'details[open] > summary > &': { display: 'inline-flex' } }} aria-hidden>
                <LuX />
              </Box>
            </chakra.summary>
            <Stack
              id="mobile-menu"
              position="absolute"
              top="100%"
              insetX="0"
              bg="bg.panel"
              borderBottomWidth="1px"
              borderTopWidth="1px"
              shadow="lg"
              px="4"
              pt="4"
              pb="4"
              gap="3"
            >
              <HeaderSearch width="100%" onNavigate={close} />
              <Stack as="nav" aria-label="Main" gap="2" align="flex-start">
                {links}
              </Stack>
            </Stack>
          </chakra.details>
        </HStack>
      </Flex>
    </Box>
  );
}
