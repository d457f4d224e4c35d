import { Box, Card, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCloud, LuCodeXml, LuPalette, LuWorkflow } from 'react-icons/lu';
import { aboutIconOrDefault, DEFAULT_ABOUT_TITLE, paragraphs, type AboutIcon } from '@portfolio/model';
import { Reveal } from '@/components/ui/reveal';
import { useContent } from '../api/content-provider';

/** The four icon names of spec §5; any other name falls back to Cloud. */
export const ABOUT_ICON_COMPONENTS: Record<AboutIcon, IconType> = {
  Cloud: LuCloud,
  Code2: LuCodeXml,
  Workflow: LuWorkflow,
  Palette: LuPalette,
};

export function AboutSection() {
  const { content } = useContent();
  const { title, content: text, cards } = content.about;

  return (
    <Box as="section" id="about" aria-labelledby="about-heading" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Reveal>
          <Heading as="h2" id="about-heading" fontSize={{ base: '3xl', md: '4xl' }} textAlign="center" mb="8">
            {title || DEFAULT_ABOUT_TITLE}
          </Heading>
          <Stack gap="4" maxW="65ch" mx="auto" mb="12" color="fg.muted" fontSize="lg" lineHeight="tall">
            {paragraphs(text).map((paragraph, i) => (
              <Text key={i}>{paragraph}</Text>
            ))}
          </Stack>
        </Reveal>
        {cards.length > 0 && (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {cards.map((card, i) => {
              const name = aboutIconOrDefault(card.icon);
              return (
                <Reveal key={i}>
                  <Card.Root height="full" variant="outline" _hover={{ shadow: 'lg', borderColor: 'brand.muted' }} transition="all 0.2s">
                    <Card.Body gap="3">
                      <Icon as={ABOUT_ICON_COMPONENTS[name]} boxSize="8" color="brand.fg" aria-hidden data-icon={name} />
                      <Heading as="h3" size="md">
                        {card.title}
                      </Heading>
                      <Text color="fg.muted">{card.description}</Text>
                    </Card.Body>
                  </Card.Root>
                </Reveal>
              );
            })}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
