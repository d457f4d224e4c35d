import { Box, Button, Center, Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';
import { usePublicProjects } from '../api/use-projects';
import { ProjectCard } from './project-card';

/** Featured Projects (spec §2): active and featured only, 3 columns, View All Projects. A failed read leaves it empty (spec §8). */
export function FeaturedProjects() {
  const { data: projects, loading } = usePublicProjects({ featuredOnly: true });
  return (
    <Box as="section" id="projects" aria-labelledby="featured-heading" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="featured-heading" fontSize={{ base: '3xl', md: '4xl' }} textAlign="center" mb="12">
          Featured Projects
        </Heading>
        {loading ? (
          <LoadingSpinner label="Loading projects" />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="8" data-testid="featured-grid">
            {projects.map((project) => (
              <Reveal key={project.id}>
                <ProjectCard project={project} />
              </Reveal>
            ))}
          </SimpleGrid>
        )}
        <Center mt="12">
          <Button asChild size="lg" variant="outline">
            <RouterLink to={paths.projects}>
              View All Projects <LuArrowRight aria-hidden />
            </RouterLink>
          </Button>
        </Center>
      </Container>
    </Box>
  );
}
