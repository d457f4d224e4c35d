import { Badge, Box, Button, Grid, Heading, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FaGithub } from 'react-icons/fa6';
import { LuCircleAlert, LuCircleCheck, LuExternalLink, LuLightbulb } from 'react-icons/lu';
import { PROJECT, type PointTone, PICTURE_SIZES } from '@portfolio/model';
import { PageMarkdown } from '@/components/markdown/page-markdown';
import type { Doc } from '@/data/port';
import { ContentImage } from '@/components/ui/content-image';
import { TechnologyLink } from './technology-link';
import { goalPlace } from '@/lib/goal-links';

function PointList({ title, items, icon, color }: { title: string; items: string[]; icon: ReactNode; color: string }) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label={title} bg="bg.panel" borderWidth="1px" rounded="xl" p="6">
      <Heading as="h2" size="lg" mb="4">
        {title}
      </Heading>
      <List.Root gap="3" variant="plain">
        {items.map((item, i) => (
          <List.Item key={i} alignItems="flex-start">
            <List.Indicator asChild color={color} mt="1">
              {icon}
            </List.Indicator>
            {item}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** How each tone of points reads: what works, what was hard, what solved it. */
const TONES: Record<PointTone, { icon: ReactNode; color: string }> = {
  positive: { icon: <LuCircleCheck />, color: 'brand.fg' },
  attention: { icon: <LuCircleAlert />, color: 'accent.fg' },
  idea: { icon: <LuLightbulb />, color: 'brand.fg' },
};

/** The project's lists shown as points, as its declaration says (packages/model). */
const POINT_LISTS = Object.entries(PROJECT.fields).flatMap(([key, field]) => (field.display ? [{ key, ...field.display }] : []));

/** Project detail: image, title, summary, links, technologies, Markdown story, and its lists of points. */
export function ProjectDetail({ project }: { project: Doc<'projects'> }) {
  return (
    <Stack gap="10">
      {/* The whole picture, never cropped (a 21:9 banner cut off screenshots and diagrams). */}
      <ContentImage
        item={project}
        alt={`${project.title} preview`}
        titleCard={{ title: project.title, eyebrow: 'Project' }}
        sizes={PICTURE_SIZES.project}
        rounded="2xl"
        borderWidth="1px"
        loading="eager"
      />
      <Stack gap="5">
        <Heading as="h1" size={{ base: '4xl', md: '5xl' }} fontWeight="bold">
          {project.title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
          {project.description}
        </Text>
        {(project.github_url || project.live_url) && (
          <HStack gap="3" flexWrap="wrap">
            {project.github_url && (
              <Button asChild variant="outline">
                <a href={project.github_url} target="_blank" rel="noopener noreferrer" {...goalPlace('repo')}>
                  <FaGithub aria-hidden /> View Repository
                </a>
              </Button>
            )}
            {project.live_url && (
              <Button asChild>
                <a href={project.live_url} target="_blank" rel="noopener noreferrer" {...goalPlace('demo')}>
                  <LuExternalLink aria-hidden /> Visit Live Site
                </a>
              </Button>
            )}
          </HStack>
        )}
        {project.technologies.length > 0 && (
          <Box>
            <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider" mb="3">
              Technologies
            </Heading>
            <Wrap gap="2" as="ul">
              {project.technologies.map((tech) => (
                <Badge as="li" key={tech} size="lg" variant="subtle" colorPalette="brand" listStyleType="none">
                  <TechnologyLink tech={tech} />
                </Badge>
              ))}
            </Wrap>
          </Box>
        )}
      </Stack>
      {project.long_description && (
        <Box as="article" aria-label="About this project" maxW="70ch">
          <PageMarkdown pictures={project.long_description_images}>{project.long_description}</PageMarkdown>
        </Box>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="6">
        {POINT_LISTS.map(({ key, heading, tone }) => (
          <PointList key={key} title={heading} items={(project as unknown as Record<string, string[]>)[key] ?? []} {...TONES[tone]} />
        ))}
      </Grid>
    </Stack>
  );
}
