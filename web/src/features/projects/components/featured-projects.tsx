import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';
import { useFeaturedProjects } from '../api/use-projects';
import { ProjectCard } from './project-card';

/** Featured Projects: active and featured only, 3 columns, View All Projects. A failed read leaves it empty. */
export function FeaturedProjects() {
  const { data: projects, loading } = useFeaturedProjects();
  return (
    // Right under the hero: little above it, so its cards begin inside the first screen.
    <Box as="section" id="projects" aria-labelledby="featured-heading" pt={{ base: '6', md: '8' }} pb={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        {/* Heading with the way to everything else beside it, rather than centred over the grid. */}
        <Flex
          justify="space-between"
          align={{ base: 'flex-start', sm: 'flex-end' }}
          direction={{ base: 'column', sm: 'row' }}
          gap="4"
          mb="8"
        >
          <Stack gap="2">
            <Heading as="h2" id="featured-heading" textStyle={{ base: '3xl', md: '4xl' }} fontWeight="bold">
              Featured Projects
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              A few things I have built recently.
            </Text>
          </Stack>
          <Button asChild variant="outline">
            <RouterLink to={paths.projects}>
              View All Projects <LuArrowRight aria-hidden />
            </RouterLink>
          </Button>
        </Flex>
        {loading ? (
          <LoadingSpinner label="Loading projects" />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="8" data-testid="featured-grid">
            {projects.map((project) => (
              <Reveal key={project.id}>
                <ProjectCard project={project} oneStop />
              </Reveal>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
