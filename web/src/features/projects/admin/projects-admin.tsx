import { PROJECT_STATUSES, type ProjectStatus } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import type { EditorSpec, ListSpec } from '@/admin-kit/collection-types';
import { RevisionsPanel } from '@/admin-kit/revisions-panel';
import { paths } from '@/config/paths';
import type { Doc } from '@/data/port';
import { useAllProjects } from '../api/use-projects';
import { PROJECT_MESSAGES, useAddProject, useDeleteProject, useUpdateProject } from '../api/use-project-mutations';
import { emptyFormValues, fromFormValues, toFormValues, type ProjectFormValues } from './project-form-values';

type ProjectDoc = Doc<'projects'>;

const STATUS_COLORS: Record<ProjectStatus, string> = { active: 'green', draft: 'gray', archived: 'orange' };
const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: s }));

/** Spec §2: a project's row shows its title, short description, and a Featured badge. */
const list: ListSpec<ProjectDoc> = {
  title: (p) => p.title,
  subtitle: (p) => p.description,
  thumbnail: (p) => p.image_url,
  badges: (p) => [{ label: p.status, color: STATUS_COLORS[p.status] }, ...(p.is_featured ? [{ label: 'Featured', color: 'purple' }] : [])],
  search: (p) => [p.title, p.description, ...p.technologies].join(' '),
  filter: { label: 'Status', options: STATUS_OPTIONS, of: (p) => p.status },
  label: 'Projects',
};

const editor: EditorSpec<ProjectDoc, ProjectFormValues> = {
  empty: emptyFormValues,
  toValues: toFormValues,
  fields: (project) => [
    { name: 'title', kind: 'text', label: 'Title', required: true, limit: 'title' },
    { name: 'status', kind: 'select', label: 'Status', options: STATUS_OPTIONS },
    {
      name: 'description',
      kind: 'textarea',
      label: 'Short Description',
      required: true,
      requiredMessage: 'Short description is required',
      limit: 'short',
      rows: 2,
    },
    { name: 'long_description', kind: 'markdown', label: 'Long Description (Markdown)', limit: 'long' },
    { name: 'image_url', kind: 'image', label: 'Image URL', folder: 'images' },
    { name: 'github_url', kind: 'url', label: 'GitHub URL' },
    { name: 'live_url', kind: 'url', label: 'Live URL' },
    { name: 'technologies', kind: 'lines', label: 'Technologies' },
    { name: 'features', kind: 'lines', label: 'Features' },
    { name: 'challenges', kind: 'lines', label: 'Challenges' },
    { name: 'solutions', kind: 'lines', label: 'Solutions' },
    { name: 'is_featured', kind: 'checkbox', label: 'Featured' },
    // A new project goes last; the order of an existing one can be changed here.
    ...(project ? [{ name: 'sort_order', kind: 'sort-order', label: 'Sort order' } as const] : []),
  ],
  // Earlier versions of a saved project, each restorable (issue 12).
  aside: (project, { report, adopt }) =>
    project && <RevisionsPanel collection="projects" docId={project.id} onStatus={report} onRestored={adopt} />,
};

/** /admin/projects (spec §2): the projects, a "New Project" editor and one editor per project. */
export function ProjectsAdmin() {
  const projects = useAllProjects();
  const add = useAddProject();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  return (
    <CollectionAdmin
      type="projects"
      basePath={paths.admin.projects}
      texts={{
        heading: 'Projects Management',
        listTitle: 'Existing Projects',
        addTitle: 'Add New Project',
        editTitle: 'Edit Project',
        newButton: 'New Project',
        addButton: 'Add Project',
        empty: 'No projects yet.',
        notFound: 'This project does not exist (it may have been deleted).',
        loading: 'Loading projects',
      }}
      items={projects.data}
      loading={projects.loading}
      loadError={projects.error ? PROJECT_MESSAGES.fetchFailed : null}
      list={list}
      editor={editor}
      // Spec §9: a new project is placed last (sort_order = current list length).
      onAdd={(values) => add.run({ ...fromFormValues(values), sort_order: projects.data.length })}
      onUpdate={(project, values) => update.run(project.id, fromFormValues(values))}
      onDelete={(project) => remove.run(project.id)}
      deleting={remove.pending}
    />
  );
}
