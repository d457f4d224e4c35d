import { Box, Container, Flex, Grid, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCloud, LuCodeXml, LuPalette, LuWorkflow } from 'react-icons/lu';
import { aboutIconOrDefault, DEFAULT_ABOUT_TITLE, paragraphs, type AboutIcon } from '@portfolio/model';
import { Reveal } from '@/components/ui/reveal';
import { useContent } from '../api/content-provider';

/** The four icon names an About card may have; any other name falls back to Cloud. */
export const ABOUT_ICON_COMPONENTS: Record<AboutIcon, IconType> = {
  Cloud: LuCloud,
  Code2: LuCodeXml,
  Workflow: LuWorkflow,
  Palette: LuPalette,
};

/**
 * About: the story on the left, read at 65 characters a line, and what the owner does on the right
 * as a quiet list of icon, title and sentence (not another row of cards).
 */
export function AboutSection() {
  const { content } = useContent();
  const { title, content: text, cards } = content.about;

  return (
    <Box as="section" id="about" aria-labelledby="about-heading" py={{ base: '16', md: '28' }} borderTopWidth="1px">
      <Container maxW="6xl">
        <Grid templateColumns={{ base: '1fr', lg: cards.length > 0 ? '7fr 5fr' : '1fr' }} gap={{ base: '10', lg: '20' }} alignItems="start">
          <Reveal>
            <Heading as="h2" id="about-heading" textStyle={{ base: '3xl', md: '4xl' }} fontWeight="bold" mb="6">
              {title || DEFAULT_ABOUT_TITLE}
            </Heading>
            <Stack gap="5" maxW="65ch" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
              {paragraphs(text).map((paragraph, i) => (
                <Text key={i} _first={{ color: 'fg', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.6' }}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Reveal>
          {cards.length > 0 && (
            <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px">
              {cards.map((card, i) => {
                const name = aboutIconOrDefault(card.icon);
                return (
                  <Box as="li" key={i} borderBottomWidth="1px" py="5">
                    <Reveal>
                      <HStack align="flex-start" gap="4">
                        <Flex boxSize="10" flexShrink={0} align="center" justify="center" rounded="l2" bg="brand.subtle" color="brand.fg">
                          <Icon as={ABOUT_ICON_COMPONENTS[name]} boxSize="5" aria-hidden data-icon={name} />
                        </Flex>
                        <Stack gap="1">
                          <Heading as="h3" textStyle="lg" fontWeight="semibold">
                            {card.title}
                          </Heading>
                          <Text color="fg.muted">{card.description}</Text>
                        </Stack>
                      </HStack>
                    </Reveal>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Grid>
      </Container>
    </Box>
  );
}
