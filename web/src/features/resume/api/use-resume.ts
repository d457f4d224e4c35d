import { RESUME_FILE_KEY, resumeFileName, type ResumeFile } from '@portfolio/model';
import { useLiveDoc, useLiveQuery } from '@/data/use-live';

/** Resume entries ordered by type then sort_order, live. */
export function useResumeEntries() {
  return useLiveQuery({
    collection: 'resume_data',
    orderBy: [{ field: 'type' }, { field: 'sort_order' }],
  });
}

export interface AvailableResume extends ResumeFile {
  filename: string;
}

/**
 * The resume PDF, or null when none is stored. A failed read is silent: the resume is
 * treated as unavailable.
 */
export function useResumeFile(): { file: AvailableResume | null; loading: boolean } {
  const { data, loading } = useLiveDoc('meta_data', RESUME_FILE_KEY);
  const value = data?.value;
  return {
    file: value?.url ? { ...value, filename: resumeFileName(value) } : null,
    loading,
  };
}
