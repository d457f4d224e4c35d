import { RESUME_FILE_KEY } from '@portfolio/model';
import { useCallback } from 'react';
import { useDataPort } from '@/data/data-provider';
import { useMutation } from '@/data/use-mutation';
import { DataError, type DataPort } from '@/data/port';

/** The resume PDF's messages (product text). */
export const RESUME_MESSAGES = {
  deleteFile: { success: 'Resume deleted successfully!', failure: 'Failed to delete resume. Please try again.' },
  uploaded: 'Resume PDF uploaded successfully!',
} as const;

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
