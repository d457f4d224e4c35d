import { Box, Flex, HStack, IconButton, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuMenu, LuMoon, LuSun, LuX } from 'react-icons/lu';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useColorMode } from '@/components/ui/color-mode';
import { paths } from '@/config/paths';
import { useContent } from '@/features/sections/api/content-provider';
import { scrollToContact } from '@/lib/scroll-to-contact';

const NAV = [
  { label: 'Home', to: paths.home },
  { label: 'Resume', to: paths.resume },
  { label: 'Projects', to: paths.projects },
  { label: 'Blog', to: paths.blog },
];

export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton aria-label={label} title={label} variant="ghost" onClick={toggleColorMode}>
      {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}

/** The fixed header (spec §2): logo, links, Contact, theme toggle, and a menu on phones. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const contact = () => {
    setOpen(false);
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
          <NavLink to={item.to} end={item.to === paths.home} onClick={() => setOpen(false)}>
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
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg={open ? 'bg' : 'bg/90'}
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Flex maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} h={{ base: '14', md: '20' }} align="center" justify="space-between">
        {/* The accessible name starts with the visible initials (WCAG 2.5.3), then says where it goes. */}
        <Link asChild fontWeight="bold" fontSize="xl">
          <RouterLink to={paths.home}>
            <Text as="span" color="brand.fg">
              {initials}
            </Text>
            <VisuallyHidden>{content.hero.name ? `, ${content.hero.name}, home` : ''}</VisuallyHidden>
          </RouterLink>
        </Link>
        <HStack as="nav" aria-label="Main" gap="4" display={{ base: 'none', md: 'flex' }}>
          {links}
          <ColorModeToggle />
        </HStack>
        <HStack display={{ base: 'flex', md: 'none' }}>
          <ColorModeToggle />
          <IconButton
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            variant="ghost"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <LuX /> : <LuMenu />}
          </IconButton>
        </HStack>
      </Flex>
      {open && (
        <Stack as="nav" id="mobile-menu" aria-label="Main" display={{ base: 'flex', md: 'none' }} px="4" pb="4" gap="2" align="flex-start">
          {links}
        </Stack>
      )}
    </Box>
  );
}
