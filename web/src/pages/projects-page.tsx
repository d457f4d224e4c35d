import { cursorFromSearch, PAGE_TEXT } from '@portfolio/model';
import { Box, SimpleGrid } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { ListPager } from '@/components/ui/list-pager';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { usePublicProjectsPage } from '@/features/projects/api/use-projects';
import { ProjectCard } from '@/features/projects/components/project-card';
import { usePageMeta } from './use-page-meta';

/**
 * All Projects (spec §2): active projects, 2 columns, a page at a time (issue 22). A failed read is
 * silent and leaves the list empty (spec §8).
 */
export function ProjectsPage() {
  const cursor = cursorFromSearch(useSearchParams()[0], 'number');
  const { page, loading } = usePublicProjectsPage(cursor);
  usePageMeta(PAGE_TEXT.projects);
  const body = () => {
    if (loading) return <PageSpinner label="Loading projects" />;
    if (page.items.length === 0)
      return (
        <Box textAlign="center" color="fg.muted" py="12">
          No projects to show yet.
        </Box>
      );
    return (
      <>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" data-testid="projects-grid">
          {page.items.map((project) => (
            <ProjectCard key={project.id} project={project} headingLevel="h2" />
          ))}
        </SimpleGrid>
        <ListPager path={paths.projects} page={page} newer="Previous projects" older="More projects" />
      </>
    );
  };
  return (
    <PageColumn py={{ base: '10', md: '16' }}>
      <PageHeader title="All Projects" lead="A selection of platforms, tools and automation I have built." />
      {body()}
    </PageColumn>
  );
}
