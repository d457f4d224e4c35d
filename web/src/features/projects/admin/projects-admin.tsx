import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminPage, AdminPanel } from '@/admin-kit/admin-page';
import { RevisionsPanel } from '@/admin-kit/revisions-panel';
import { RowActions } from '@/admin-kit/row-actions';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Doc } from '@/data/port';
import { useAllProjects } from '../api/use-projects';
import { PROJECT_MESSAGES, useAddProject, useDeleteProject, useUpdateProject } from '../api/use-project-mutations';
import { ProjectForm } from './project-form';
import { fromFormValues, toFormValues, type ProjectFormValues } from './project-form-values';

/** /admin/projects (spec §2): add a project, and edit or delete the existing ones one at a time. */
export function ProjectsAdmin() {
  const projects = useAllProjects();
  const [status, setStatus] = useScreenStatus(projects.error ? PROJECT_MESSAGES.fetchFailed : null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const add = useAddProject();
  const update = useUpdateProject();
  const remove = useDeleteProject();

  const onAdd = async (values: ProjectFormValues) => {
    // Spec §9: a new project is placed last (sort_order = current list length).
    const result = await add.run({ ...fromFormValues(values), sort_order: projects.data.length });
    setStatus(result.status);
    return result.ok;
  };
  const onUpdate = async (id: string, values: ProjectFormValues) => {
    const result = await update.run(id, fromFormValues(values));
    setStatus(result.status);
    if (result.ok) setEditingId(null);
    return result.ok;
  };
  const onDelete = async (project: Doc<'projects'>) => {
    const result = await remove.run(project.id);
    setStatus(result.status);
  };

  return (
    <AdminPage title="Projects Management" status={status}>
      <AdminPanel title="Add New Project">
        <ProjectForm onSave={onAdd} submitLabel="Add Project" resetOnSuccess onStatus={setStatus} />
      </AdminPanel>
      <AdminPanel title="Existing Projects">
        {projects.loading ? (
          <PageSpinner label="Loading projects" />
        ) : projects.data.length === 0 ? (
          <Text color="fg.muted">No projects yet.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {projects.data.map((project) => (
              <Box as="li" key={project.id} borderWidth="1px" rounded="md" p="4">
                {editingId === project.id ? (
                  <Stack gap="6">
                    <ProjectForm
                      initial={toFormValues(project)}
                      onSave={(values) => onUpdate(project.id, values)}
                      submitLabel="Save Changes"
                      onCancel={() => setEditingId(null)}
                      showSortOrder
                      onStatus={setStatus}
                    />
                    <RevisionsPanel collection="projects" docId={project.id} onStatus={setStatus} onRestored={() => setEditingId(null)} />
                  </Stack>
                ) : (
                  <Flex gap="3" justify="space-between" align="flex-start">
                    <Box minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text as="h3" fontWeight="semibold">
                          {project.title}
                        </Text>
                        {project.is_featured && <Badge colorPalette="purple">Featured</Badge>}
                        {project.status !== 'active' && <Badge colorPalette="gray">{project.status}</Badge>}
                      </Flex>
                      <Text color="fg.muted" fontSize="sm" mt="1">
                        {project.description}
                      </Text>
                    </Box>
                    <RowActions
                      itemName={project.title}
                      onEdit={() => setEditingId(project.id)}
                      onDelete={() => onDelete(project)}
                      disabled={remove.pending}
                    />
                  </Flex>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
