import { Box, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FaGithub, FaLinkedin, FaXTwitter } from 'react-icons/fa6';
import { LuMail } from 'react-icons/lu';
import { paths } from '@/config/paths';
import { useSocialLinks } from '@/features/settings/api/use-social-links';
import { useContent } from '../api/content-provider';
import { ContactForm } from './contact-form';

/** The contact section of the home page (id contact, spec §2): where to reach the owner, and the form. */
export function ContactSection() {
  const { content } = useContent();
  const { email } = content.contact;
  const social = useSocialLinks();
  return (
    <Box as="section" id={paths.contactSectionId} aria-labelledby="contact-heading" py={{ base: '16', md: '24' }} bg="bg.subtle">
      <Container maxW="6xl">
        <Heading as="h2" id="contact-heading" fontSize={{ base: '3xl', md: '4xl' }} textAlign="center" mb="4">
          Get In Touch
        </Heading>
        <Text textAlign="center" color="fg.muted" fontSize="lg" maxW="2xl" mx="auto" mb="12">
          Have a project in mind or want to talk about cloud and DevOps? Send me a message.
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="10">
          <Stack gap="4">
            {email && (
              <Link href={`mailto:${email}`} color="fg" fontWeight="medium" wordBreak="break-all">
                <LuMail aria-hidden /> {email}
              </Link>
            )}
            <HStack gap="4">
              {social.github && (
                <Link
                  href={social.github}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="GitHub (opens in a new tab)"
                  color="fg.muted"
                  _hover={{ color: 'brand.fg' }}
                >
                  <FaGithub size="28" />
                </Link>
              )}
              {social.linkedin && (
                <Link
                  href={social.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="LinkedIn (opens in a new tab)"
                  color="fg.muted"
                  _hover={{ color: 'brand.fg' }}
                >
                  <FaLinkedin size="28" />
                </Link>
              )}
              {social.twitter && (
                <Link
                  href={social.twitter}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="Twitter (opens in a new tab)"
                  color="fg.muted"
                  _hover={{ color: 'brand.fg' }}
                >
                  <FaXTwitter size="28" />
                </Link>
              )}
            </HStack>
          </Stack>
          <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} shadow="sm">
            <ContactForm />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
