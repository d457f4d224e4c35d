import { Box, Container, Grid, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuClock, LuMail, LuMapPin } from 'react-icons/lu';
import { SocialLinks } from '@/components/ui/social-links';
import { paths } from '@/config/paths';
import { useSocialLinks } from '@/features/settings/api/use-social-links';
import { useContent } from '../api/content-provider';
import { ContactForm } from './contact-form';

function Detail({ icon, label, children }: { icon: IconType; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="flex-start">
      <Box boxSize="5" mt="0.5" flexShrink={0} display="flex" alignItems="center" justifyContent="center" color="fg.muted">
        <Icon as={icon} boxSize="5" aria-hidden />
      </Box>
      <Stack gap="0">
        <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="0.08em" color="fg.muted">
          {label}
        </Text>
        <Box fontWeight="medium">{children}</Box>
      </Stack>
    </HStack>
  );
}

/**
 * The contact section of the home page (id contact). The left column says what a visitor
 * wants to know before writing (whether the owner is available, where, how soon they answer, and
 * other ways to reach them); the form sits on the right.
 */
export function ContactSection() {
  const { content } = useContent();
  // Availability is said once, in the hero, where a visitor looks first.
  const { email, location, response_time: responseTime } = content.contact;
  const social = useSocialLinks();
  return (
    <Box
      as="section"
      id={paths.contactSectionId}
      aria-labelledby="contact-heading"
      py={{ base: '16', md: '28' }}
      bg="bg.subtle"
      borderTopWidth="1px"
    >
      <Container maxW="6xl">
        <Grid templateColumns={{ base: '1fr', md: '5fr 7fr' }} gap={{ base: '10', md: '16' }} alignItems="start">
          <Stack gap="8">
            <Stack gap="4">
              <Heading as="h2" id="contact-heading" textStyle={{ base: '3xl', md: '4xl' }} fontWeight="bold">
                Get In Touch
              </Heading>
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                Have a project in mind or want to talk about cloud and DevOps? Send me a message.
              </Text>
            </Stack>
            <Stack as="ul" gap="5" listStyleType="none" aria-label="Contact details">
              {location && (
                <Detail icon={LuMapPin} label="Based in">
                  {location}
                </Detail>
              )}
              {responseTime && (
                <Detail icon={LuClock} label="Response time">
                  {responseTime}
                </Detail>
              )}
              {email && (
                <Detail icon={LuMail} label="Email">
                  <Link href={`mailto:${email}`} color="brand.fg" wordBreak="break-all">
                    {email}
                  </Link>
                </Detail>
              )}
            </Stack>
            <SocialLinks social={social} size={26} hoverColor="brand.fg" />
          </Stack>
          <Box bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '8' }} shadow="sm">
            <ContactForm />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
