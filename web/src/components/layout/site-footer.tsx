import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FaGithub, FaLinkedin, FaXTwitter } from 'react-icons/fa6';
import { LuMail } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useContent } from '@/features/sections/api/content-provider';
import { useSocialLinks } from '@/features/settings/api/use-social-links';
import { scrollToContact } from '@/lib/scroll-to-contact';

/** Footer (spec §2): quick links, the contact e-mail, GitHub and LinkedIn. */
export function SiteFooter() {
  const { content } = useContent();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { email } = content.contact;
  const social = useSocialLinks();
  const year = new Date().getFullYear();

  // No top margin: it showed the page background as a band under a section with a background of its
  // own (the contact section at the end of home). Pages end with their own padding.
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle">
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="10"
        gap="8"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
      >
        <Stack gap="2">
          <Text fontWeight="bold">{content.hero.name || 'Portfolio'}</Text>
          <Text color="fg.muted">{content.hero.role}</Text>
        </Stack>
        <Stack as="nav" aria-label="Quick links" gap="1">
          <Text fontWeight="semibold">Quick Links</Text>
          {[
            { label: 'Home', to: paths.home },
            { label: 'Resume', to: paths.resume },
            { label: 'Projects', to: paths.projects },
            { label: 'Blog', to: paths.blog },
          ].map((item) => (
            <Link key={item.to} asChild color="fg.muted">
              <RouterLink to={item.to}>{item.label}</RouterLink>
            </Link>
          ))}
          {/* A real link to the section (it works before any script runs); with the app, a smooth scroll. */}
          <Link asChild color="fg.muted">
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
        </Stack>
        <Stack gap="2">
          <Text fontWeight="semibold">Get in touch</Text>
          {email && (
            <Link href={`mailto:${email}`} color="fg.muted">
              <LuMail aria-hidden /> {email}
            </Link>
          )}
          <HStack gap="3">
            {social.github && (
              <Link href={social.github} target="_blank" rel="noopener noreferrer" aria-label="GitHub (opens in a new tab)">
                <FaGithub size="22" />
              </Link>
            )}
            {social.linkedin && (
              <Link href={social.linkedin} target="_blank" rel="noopener noreferrer" aria-label="LinkedIn (opens in a new tab)">
                <FaLinkedin size="22" />
              </Link>
            )}
            {social.twitter && (
              <Link href={social.twitter} target="_blank" rel="noopener noreferrer" aria-label="Twitter (opens in a new tab)">
                <FaXTwitter size="22" />
              </Link>
            )}
          </HStack>
        </Stack>
      </Flex>
      <Text textAlign="center" color="fg.muted" fontSize="sm" pb="6">
        © {year} {content.hero.name}
      </Text>
    </Box>
  );
}
