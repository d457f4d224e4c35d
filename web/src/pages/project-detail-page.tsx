import { PAGE_TEXT, projectPageInfo } from '@portfolio/model';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useProject } from '@/features/projects/api/use-projects';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { useServerReport } from '@/lib/server-report';
import { usePageMeta } from './use-page-meta';

function BackToProjects() {
  return (
    <Button asChild variant="ghost" px="0" color="brand.fg">
      <RouterLink to={paths.projects}>
        <LuArrowLeft aria-hidden /> Back to Projects
      </RouterLink>
    </Button>
  );
}

/** One project (spec §2); 'Project not found' when it is missing or not public. */
export function ProjectDetailPage() {
  const { id } = useParams();
  const { data: project, loading, error } = useProject(id);
  usePageMeta(project ? projectPageInfo(project) : { title: loading ? undefined : PAGE_TEXT.projectNotFound.title });

  useServerReport(project ? { project } : { status: 404 });

  if (loading) return <PageSpinner label="Loading project" />;
  if (!project) {
    if (error) console.error('Failed to load project', error);
    return (
      <Container maxW="3xl" py="24" textAlign="center">
        <Stack gap="6" align="center">
          <Heading as="h1" size="2xl">
            Project not found
          </Heading>
          <Text color="fg.muted">It may have been moved or is no longer public.</Text>
          <BackToProjects />
        </Stack>
      </Container>
    );
  }
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <BackToProjects />
        <ProjectDetail project={project} />
      </Stack>
    </Container>
  );
}
