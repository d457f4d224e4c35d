import type { ProjectStatus } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import type { CollectionMessages, CollectionTexts } from '@/admin-kit/collection-types';
import type { ListOverrides } from '@/admin-kit/list-columns';
import type { Doc } from '@/data/port';

const TEXTS: Omit<CollectionTexts, 'heading'> = {
  listTitle: 'Existing Projects',
  addTitle: 'Add New Project',
  editTitle: 'Edit Project',
  newButton: 'New Project',
  addButton: 'Add Project',
  empty: 'No projects yet.',
  notFound: 'This project does not exist (it may have been deleted).',
  loading: 'Loading projects',
};

/** The projects admin's messages (product text). */
const MESSAGES: CollectionMessages = {
  fetchFailed: 'Failed to fetch projects. Please refresh the page.',
  add: { success: 'Project added successfully!', failure: 'Failed to add project. Please try again.' },
  update: { success: 'Project updated successfully!', failure: 'Failed to update project. Please try again.' },
  remove: { success: 'Project deleted successfully!', failure: 'Failed to delete project. Please try again.' },
  // Worded as the skills' order messages are.
  reorder: { success: 'Project order updated successfully!', failure: 'Failed to update project order. Please try again.' },
};

const STATUS_COLORS: Record<ProjectStatus, string> = { active: 'green', draft: 'gray', archived: 'orange' };

/** A row shows the declaration's columns (title, short description, status, Featured), its status coloured. */
const LIST: ListOverrides<Doc<'projects'>> = { badgeColors: STATUS_COLORS, label: 'Projects' };

/**
 * /admin/projects: the projects in the order the owner sets, a "New Project" editor and one editor
 * per project, all from the project's declaration (packages/model), a new project placed last.
 */
export function ProjectsAdmin() {
  return <CollectionAdmin screen="projects" collection="projects" texts={TEXTS} messages={MESSAGES} list={LIST} />;
}
