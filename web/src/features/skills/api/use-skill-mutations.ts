import type { Skill } from '@portfolio/model';
import { addLast, writeOrder } from '@/data/content/content-writes';
import { useMutation } from '@/data/use-mutation';

/** The skills admin's messages (product text). */
export const SKILL_MESSAGES = {
  fetchFailed: 'Failed to fetch skills. Please refresh the page.',
  add: { success: 'Skill added successfully!', failure: 'Failed to add skill. Please try again.' },
  update: { success: 'Skill updated successfully!', failure: 'Failed to update skill. Please try again.' },
  remove: { success: 'Skill deleted successfully!', failure: 'Failed to delete skill. Please try again.' },
  reorder: { success: 'Skill order updated successfully!', failure: 'Failed to update skill order. Please try again.' },
} as const;

export function useAddSkill() {
  return useMutation((port, skill: Skill) => addLast(port, 'skills', skill), SKILL_MESSAGES.add);
}

export function useUpdateSkill() {
  return useMutation((port, id: string, skill: Skill) => port.update('skills', id, skill), SKILL_MESSAGES.update);
}

export function useDeleteSkill() {
  return useMutation((port, id: string) => port.remove('skills', id), SKILL_MESSAGES.remove);
}

/** One all-or-nothing batch giving every skill its list index as sort_order. */
export function useReorderSkills() {
  return useMutation((port, ordered: readonly { id: string }[]) => writeOrder(port, 'skills', ordered), SKILL_MESSAGES.reorder);
}
