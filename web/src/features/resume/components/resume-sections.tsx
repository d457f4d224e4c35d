import { Badge, Box, Card, Heading, HStack, Image, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuAward, LuBriefcase, LuExternalLink, LuGraduationCap } from 'react-icons/lu';
import type { Doc } from '@/data/port';
import { dateRange, durationText, shortMonthYear } from '@/lib/dates';
import { LightMarkdown } from '@/components/markdown/light-markdown';

type Entry = Doc<'resume_data'>;

function SectionHeading({ icon, children, id }: { icon: ReactNode; children: ReactNode; id: string }) {
  return (
    <HStack gap="3" mb="6">
      <Box color="brand.fg" fontSize="2xl" aria-hidden>
        {icon}
      </Box>
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} fontWeight="bold">
        {children}
      </Heading>
    </HStack>
  );
}

/** Experience and education: a timeline of entries with dates, duration and description. */
function Timeline({ entries }: { entries: Entry[] }) {
  return (
    <Stack as="ol" gap="6" borderInlineStartWidth="2px" borderColor="brand.muted" ps={{ base: '5', md: '8' }} listStyleType="none">
      {entries.map((entry) => {
        const duration = durationText(entry.start_date, entry.end_date);
        return (
          <Box as="li" key={entry.id} position="relative" data-testid="resume-entry">
            <Box
              position="absolute"
              left={{ base: '-27px', md: '-39px' }}
              top="2"
              boxSize="3"
              rounded="full"
              bg="brand.solid"
              aria-hidden
            />
            <Stack gap="1">
              <Heading as="h3" size="lg">
                {entry.title}
              </Heading>
              <Text fontWeight="medium" color="brand.fg">
                {entry.url ? (
                  <Link href={entry.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                    {entry.organization} <LuExternalLink aria-hidden />
                    <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                  </Link>
                ) : (
                  entry.organization
                )}
              </Text>
              <HStack gap="3" color="fg.muted" fontSize="sm" flexWrap="wrap">
                <Text>{dateRange(entry.start_date, entry.end_date)}</Text>
                {duration && <Badge variant="subtle">{duration}</Badge>}
              </HStack>
              {entry.description && <LightMarkdown>{entry.description}</LightMarkdown>}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

function Certifications({ entries }: { entries: Entry[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {entries.map((entry) => (
        <Card.Root key={entry.id} variant="outline" position="relative" overflow="hidden" className="group" data-testid="certification">
          <Card.Body gap="3" alignItems="center" textAlign="center">
            {entry.image_url ? (
              <Image
                src={entry.image_url}
                alt={`${entry.title} badge`}
                htmlWidth={112}
                htmlHeight={112}
                boxSize="28"
                objectFit="contain"
                loading="lazy"
                decoding="async"
              />
            ) : (
              <Box color="brand.fg" fontSize="6xl" aria-hidden>
                <LuAward />
              </Box>
            )}
            <Heading as="h3" size="md">
              {entry.title}
            </Heading>
            <Text color="fg.muted">{entry.organization}</Text>
            {entry.start_date && (
              <Text fontSize="sm" color="fg.muted">
                Issued {shortMonthYear(entry.start_date)}
              </Text>
            )}
          </Card.Body>
          {entry.url && (
            // The overlay appears on hover and on keyboard focus, over the badge (the card's padding and
            // the 7rem badge: 8.5rem), never over the title; on touch screens it stays visible as a strip.
            <Link
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              position={{ base: 'static', md: 'absolute' }}
              top="0"
              insetX="0"
              h={{ md: '8.5rem' }}
              display="flex"
              alignItems="center"
              justifyContent="center"
              gap="2"
              py={{ base: '3', md: '0' }}
              bg={{ base: 'brand.subtle', md: 'bg.panel/90' }}
              color="brand.fg"
              fontWeight="semibold"
              opacity={{ base: 1, md: 0 }}
              _groupHover={{ opacity: 1 }}
              _focusVisible={{ opacity: 1 }}
              transition="opacity 0.2s"
              aria-label={`Verify Certificate: ${entry.title} (opens in a new tab)`}
            >
              <LuExternalLink aria-hidden /> Verify Certificate
            </Link>
          )}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** Work Experience, Certifications, Education: a section only when it has entries. */
export function ResumeSections({ entries }: { entries: Entry[] }) {
  const of = (type: Entry['type']) => entries.filter((entry) => entry.type === type);
  const experience = of('experience');
  const certifications = of('certification');
  const education = of('education');
  return (
    <Stack gap="16">
      {experience.length > 0 && (
        <Box as="section" aria-labelledby="experience-heading">
          <SectionHeading icon={<LuBriefcase />} id="experience-heading">
            Work Experience
          </SectionHeading>
          <Timeline entries={experience} />
        </Box>
      )}
      {certifications.length > 0 && (
        <Box as="section" aria-labelledby="certifications-heading">
          <SectionHeading icon={<LuAward />} id="certifications-heading">
            Certifications
          </SectionHeading>
          <Certifications entries={certifications} />
        </Box>
      )}
      {education.length > 0 && (
        <Box as="section" aria-labelledby="education-heading">
          <SectionHeading icon={<LuGraduationCap />} id="education-heading">
            Education
          </SectionHeading>
          <Timeline entries={education} />
        </Box>
      )}
    </Stack>
  );
}
