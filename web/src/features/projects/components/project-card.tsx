import { Badge, Box, Button, Card, Heading, HStack, IconButton, Text, Wrap } from '@chakra-ui/react';
import { PICTURE_SIZES, type ProjectSummary } from '@portfolio/model';
import { FaGithub } from 'react-icons/fa6';
import { LuArrowRight, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

import { CardPicture } from '@/components/ui/content-image';
import { TechnologyLink } from './technology-link';
import { goalPlace } from '@/lib/goal-links';

/**
 * A project card: image, repository and live links, title, description in 3 lines, technologies, View Details.
 * `first`: the first card of a list page (see CardPicture). `oneStop`: the card is one Tab stop (View
 * Details), for home, where the cards stand between the hero and the contact form: the repository and
 * live links stay a pointer's shortcut and are the project page's links, the technologies are plain
 * names (the projects page's filter and cards link them).
 */
export function ProjectCard({
  project,
  headingLevel = 'h3',
  sizes = PICTURE_SIZES.card,
  first = false,
  oneStop = false,
}: {
  project: ProjectSummary;
  headingLevel?: 'h2' | 'h3';
  /** How wide the grid draws the card's picture (a third of the page unless said). */
  sizes?: string;
  first?: boolean;
  oneStop?: boolean;
}) {
  const shortcut = oneStop ? { tabIndex: -1 } : {};
  return (
    <Card.Root
      overflow="hidden"
      height="full"
      variant="outline"
      transition="transform 0.2s, box-shadow 0.2s"
      _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
      data-testid="project-card"
    >
      <Box position="relative">
        <CardPicture
          item={project}
          alt={`${project.title} preview`}
          titleCard={{ title: project.title, eyebrow: 'Project' }}
          sizes={sizes}
          first={first}
        />
        {(project.github_url || project.live_url) && (
          <HStack position="absolute" top="3" right="3" gap="2">
            {project.github_url && (
              <IconButton asChild size="sm" variant="solid" aria-label={`${project.title} repository (opens in a new tab)`}>
                <a href={project.github_url} target="_blank" rel="noopener noreferrer" {...shortcut} {...goalPlace('repo')}>
                  <FaGithub />
                </a>
              </IconButton>
            )}
            {project.live_url && (
              <IconButton asChild size="sm" variant="solid" aria-label={`${project.title} live site (opens in a new tab)`}>
                <a href={project.live_url} target="_blank" rel="noopener noreferrer" {...shortcut} {...goalPlace('demo')}>
                  <LuExternalLink />
                </a>
              </IconButton>
            )}
          </HStack>
        )}
      </Box>
      <Card.Body gap="3">
        <Heading as={headingLevel} size="lg">
          {project.title}
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {project.description}
        </Text>
        {project.technologies.length > 0 && (
          <Wrap gap="2" as="ul" aria-label="Technologies">
            {project.technologies.map((tech) => (
              <Badge as="li" key={tech} size="md" variant="subtle" colorPalette="brand" listStyleType="none">
                {oneStop ? tech : <TechnologyLink tech={tech} />}
              </Badge>
            ))}
          </Wrap>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="ghost" px="0" color="brand.fg" aria-label={`View Details: ${project.title}`}>
          <RouterLink to={paths.project(project.id)}>
            View Details <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
