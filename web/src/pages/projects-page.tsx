import { PAGE_TEXT } from '@portfolio/model';
import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePublicProjects } from '@/features/projects/api/use-projects';
import { ProjectCard } from '@/features/projects/components/project-card';
import { usePageMeta } from './use-page-meta';

/** All Projects (spec §2): active projects, 2 columns. A failed read is silent and leaves the list empty (spec §8). */
export function ProjectsPage() {
  const { data: projects, loading } = usePublicProjects();
  usePageMeta(PAGE_TEXT.projects);
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <PageHeader title="All Projects" lead="A selection of platforms, tools and automation I have built." />
      {loading ? (
        <PageSpinner label="Loading projects" />
      ) : projects.length === 0 ? (
        <Box textAlign="center" color="fg.muted" py="12">
          No projects to show yet.
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" data-testid="projects-grid">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} headingLevel="h2" />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
