import type { ProjectStatus } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import type { ListOverrides } from '@/admin-kit/list-columns';
import type { Doc } from '@/data/port';

const STATUS_COLORS: Record<ProjectStatus, string> = { active: 'green', draft: 'gray', archived: 'orange' };

/** A row shows the declaration's columns (title, short description, status, Featured), its status coloured. */
const LIST: ListOverrides<Doc<'projects'>> = { badgeColors: STATUS_COLORS };

/**
 * /admin/projects: the projects in the order the owner sets, a "New Project" editor and one editor
 * per project, all from the project's declaration (packages/model), a new project placed last.
 */
export function ProjectsAdmin() {
  return <CollectionAdmin screen="projects" collection="projects" list={LIST} />;
}
