import { PAGE_TEXT, projectPageInfo } from '@portfolio/model';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { BackLink } from '@/components/ui/back-link';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useProject } from '@/features/projects/api/use-projects';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { useServerReport } from '@/lib/server-report';
import { usePageMeta } from './use-page-meta';

const BackToProjects = () => <BackLink to={paths.projects}>Back to Projects</BackLink>;

/** One project; 'Project not found' when it is missing or not public. */
export function ProjectDetailPage() {
  const { id } = useParams();
  const { data: project, loading, error } = useProject(id);
  usePageMeta(project ? projectPageInfo(project) : { title: loading ? undefined : PAGE_TEXT.projectNotFound.title });

  useServerReport(project ? { item: project } : { status: 404 });

  if (loading) return <PageSpinner label="Loading project" />;
  if (!project) {
    if (error) console.error('Failed to load project', error);
    return (
      <PageColumn measure="3xl" py="24">
        <Stack gap="6" align="flex-start">
          <Heading as="h1" size="2xl">
            Project not found
          </Heading>
          <Text color="fg.muted">It may have been moved or is no longer public.</Text>
          <BackToProjects />
        </Stack>
      </PageColumn>
    );
  }
  return (
    <PageColumn measure="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <BackToProjects />
        <ProjectDetail project={project} />
      </Stack>
    </PageColumn>
  );
}
