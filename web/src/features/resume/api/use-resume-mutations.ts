import { RESUME_FILE_KEY, type ResumeEntry } from '@portfolio/model';
import { useCallback } from 'react';
import { useDataPort } from '@/data/data-provider';
import { addLast, writeOrder } from '@/data/content/content-writes';
import { useMutation } from '@/data/use-mutation';
import { DataError, type DataPort } from '@/data/port';

/** The resume admin's messages (product text). */
export const RESUME_MESSAGES = {
  add: { success: 'Resume entry added successfully!', failure: 'Failed to add resume entry. Please try again.' },
  update: { success: 'Entry updated successfully!', failure: 'Failed to update entry. Please try again.' },
  remove: { success: 'Resume entry deleted successfully!', failure: 'Failed to delete resume entry. Please try again.' },
  deleteFile: { success: 'Resume deleted successfully!', failure: 'Failed to delete resume. Please try again.' },
  uploaded: 'Resume PDF uploaded successfully!',
  badgeUploaded: 'Badge image uploaded successfully!',
  // Not in the spec (which orders entries by a number); worded as the skills' order messages are.
  reorder: { success: 'Resume order updated successfully!', failure: 'Failed to update resume order. Please try again.' },
} as const;

export function useAddResumeEntry() {
  return useMutation((port, entry: ResumeEntry) => addLast(port, 'resume_data', entry), RESUME_MESSAGES.add);
}

/** The form sends title, organization, dates, description and url; the badge and order come along so they can change too. */
export type ResumeEntryChanges = Omit<ResumeEntry, 'type'>;

export function useUpdateResumeEntry() {
  return useMutation((port, id: string, changes: ResumeEntryChanges) => port.update('resume_data', id, changes), RESUME_MESSAGES.update);
}

/** Saves the list's order: each entry's place among the entries of its type as sort_order, in one batch. */
export function useReorderResume() {
  return useMutation(
    (port, ordered: readonly { id: string; type: string }[]) => writeOrder(port, 'resume_data', ordered, (entry) => entry.type),
    RESUME_MESSAGES.reorder,
  );
}

export function useDeleteResumeEntry() {
  return useMutation((port, id: string) => port.remove('resume_data', id), RESUME_MESSAGES.remove);
}

/** Records an uploaded PDF as the resume (meta_data/resume_file), creating the record if missing. */
export async function recordResumeFile(port: DataPort, file: { url: string; path: string; filename: string }) {
  await port.set('meta_data', RESUME_FILE_KEY, { value: file });
}

/**
 * Removes the stored PDF, then empties the record. A file that is already gone (or a record that
 * points outside Storage) still lets the record be emptied.
 */
export function useDeleteResumeFile() {
  return useMutation(async (port, path: string | undefined) => {
    if (path) {
      try {
        await port.deleteFile(path);
      } catch (error) {
        if (!(error instanceof DataError && error.code === 'not-found')) throw error;
      }
    }
    await port.set('meta_data', RESUME_FILE_KEY, { value: null });
  }, RESUME_MESSAGES.deleteFile);
}

/** recordResumeFile bound to the app's port, for the upload panel. */
export function useRecordResumeFile() {
  const port = useDataPort();
  return useCallback((file: { url: string; path: string; filename: string }) => recordResumeFile(port, file), [port]);
}
