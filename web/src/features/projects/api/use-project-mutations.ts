import type { Project } from '@portfolio/model';
import { addLast, deleteProject, saveProject, writeOrder } from '@/data/content/content-writes';
import { useMutation } from '@/data/use-mutation';

/** The projects admin's messages (product text). */
export const PROJECT_MESSAGES = {
  fetchFailed: 'Failed to fetch projects. Please refresh the page.',
  add: { success: 'Project added successfully!', failure: 'Failed to add project. Please try again.' },
  update: { success: 'Project updated successfully!', failure: 'Failed to update project. Please try again.' },
  remove: { success: 'Project deleted successfully!', failure: 'Failed to delete project. Please try again.' },
  // Not in the spec (which orders projects by a number); worded as the skills' order messages are.
  reorder: { success: 'Project order updated successfully!', failure: 'Failed to update project order. Please try again.' },
} as const;

/** Inserts one project (the caller gives it sort_order = current list length). */
export function useAddProject() {
  return useMutation((port, project: Project) => addLast(port, 'projects', project), PROJECT_MESSAGES.add);
}

/**
 * Replaces a project with the whole edited record (no id: the rules refuse unknown fields), keeping
 * the version it replaces as a revision.
 */
export function useUpdateProject() {
  return useMutation((port, id: string, project: Project) => saveProject(port, id, project), PROJECT_MESSAGES.update);
}

/** Deletes a project with its revisions. */
export function useDeleteProject() {
  return useMutation((port, id: string) => deleteProject(port, id), PROJECT_MESSAGES.remove);
}

/** Saves the list's order: each project's place in it as sort_order, in one batch. */
export function useReorderProjects() {
  return useMutation((port, ordered: readonly { id: string }[]) => writeOrder(port, 'projects', ordered), PROJECT_MESSAGES.reorder);
}
