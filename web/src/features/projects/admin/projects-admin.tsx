import { itemPathOf, PROJECT, PROJECT_STATUSES, visitorMayRead, type ProjectStatus } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import { liveCollection, reorderWith } from '@/admin-kit/live-collection';
import type { EditorSpec, ListSpec } from '@/admin-kit/collection-types';
import { RevisionsPanel } from '@/admin-kit/revisions-panel';
import { adminPaths } from '@/admin-kit/admin-table';
import type { Doc } from '@/data/port';
import { useAllProjects } from '../api/use-projects';
import { PROJECT_MESSAGES, useAddProject, useDeleteProject, useReorderProjects, useUpdateProject } from '../api/use-project-mutations';

type ProjectDoc = Doc<'projects'>;

const STATUS_COLORS: Record<ProjectStatus, string> = { active: 'green', draft: 'gray', archived: 'orange' };
const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: s }));

/** A project's row shows its title, short description, and a Featured badge; the list sets the order. */
const list: Omit<ListSpec<ProjectDoc>, 'reorder'> = {
  title: (p) => p.title,
  subtitle: (p) => p.description,
  thumbnail: (p) => p.image_url,
  badges: (p) => [{ label: p.status, color: STATUS_COLORS[p.status] }, ...(p.is_featured ? [{ label: 'Featured', color: 'accent' }] : [])],
  search: (p) => [p.title, p.description, ...p.technologies].join(' '),
  filter: { label: 'Status', options: STATUS_OPTIONS, of: (p) => p.status },
  label: 'Projects',
};

/**
 * The project's declaration is its form (packages/model), but for its order: the list sets it (moves,
 * drag, Save Order), and a new project comes last.
 */
const editor: EditorSpec<ProjectDoc> = {
  type: PROJECT,
  onSite: (project) => (visitorMayRead('projects', project) ? itemPathOf('projects', project) : null),
  overrides: { sort_order: { omit: true } },
  // Earlier versions of a saved project, each restorable.
  aside: (project, { report, ...tools }) =>
    project && <RevisionsPanel collection="projects" docId={project.id} onStatus={report} editor={tools} />,
};

/** /admin/projects: the projects, a "New Project" editor and one editor per project. */
export function ProjectsAdmin() {
  const projects = useAllProjects();
  const add = useAddProject();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const reorder = useReorderProjects();
  return (
    <CollectionAdmin
      type="projects"
      collection="projects"
      basePath={adminPaths.projects}
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
      {...liveCollection(projects, remove, PROJECT_MESSAGES.fetchFailed)}
      list={{ ...list, reorder: reorderWith(reorder) }}
      editor={editor}
      // A new project is placed last (addLast, in the mutation).
      onAdd={(project) => add.run(project)}
      onUpdate={(project, edited, basis) => update.runBasedOn(basis, project.id, edited)}
    />
  );
}
