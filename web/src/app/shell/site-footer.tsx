import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { LuMail } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { SocialLinks } from '@/components/ui/social-links';
import { paths } from '@/config/paths';
import { SubscribeForm } from '@/features/newsletter/components/subscribe-form';
import { useContent } from '@/features/sections/api/content-provider';
import { useSocialLinks } from '@/features/settings/api/use-social-links';
import { scrollToContact } from '@/lib/scroll-to-contact';

const QUICK_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Resume', to: paths.resume },
  { label: 'Projects', to: paths.projects },
  { label: 'Blog', to: paths.blog },
];

/**
 * Footer (quick links, the contact e-mail, GitHub and LinkedIn), drawn as a footer rather
 * than a second contact block: one quiet band on the pages' grid, the links in a row, the
 * address and the profiles small and muted; on home, where the contact section right above it shows
 * them large, without them.
 */
export function SiteFooter() {
  const { content } = useContent();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { email } = content.contact;
  const social = useSocialLinks();
  const year = new Date().getFullYear();
  const name = content.hero.name || 'Portfolio';

  // No top margin: it showed the page background as a band under a section with a background of its
  // own (the contact section at the end of home). Pages end with their own padding.
  return (
    <Box as="footer" borderTopWidth="1px" fontSize="sm" bg="bg" color="fg">
      <Container maxW="6xl" py="8">
        {/* The blog's pages show the form large at their end; elsewhere the footer offers it. */}
        {!pathname.startsWith(paths.blog) && (
          <Box maxW="xl" mb="8">
            <SubscribeForm compact />
          </Box>
        )}
        <Flex gap={{ base: '5', md: '8' }} direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }}>
          <Text color="fg.muted">
            © {year} {name}
            {content.hero.role ? ` · ${content.hero.role}` : ''}
          </Text>
          <HStack as="nav" aria-label="Quick links" gap="4" wrap="wrap">
            {QUICK_LINKS.map((item) => (
              <Link key={item.to} asChild color="fg.muted" _hover={{ color: 'fg' }}>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            ))}
            {/* A real link to the section (it works before any script runs); with the app, a smooth scroll. */}
            <Link asChild color="fg.muted" _hover={{ color: 'fg' }}>
              <RouterLink
                to={`${paths.home}#${paths.contactSectionId}`}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToContact(navigate, pathname);
                }}
              >
                Contact
              </RouterLink>
            </Link>
          </HStack>
          {/* On home the contact section right above shows the address and profiles large: not twice. */}
          {pathname !== paths.home && (
            <HStack gap="4" wrap="wrap">
              {email && (
                <Link href={`mailto:${email}`} color="fg.muted" _hover={{ color: 'fg' }}>
                  <LuMail aria-hidden /> {email}
                </Link>
              )}
              <SocialLinks social={social} size={18} hoverColor="fg" />
            </HStack>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
