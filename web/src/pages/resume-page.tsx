import type { ComponentProps } from 'react';
import { PAGE_TEXT } from '@portfolio/model';
import { Box } from '@chakra-ui/react';
import { PageColumn } from '@/components/layout/page-column';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useResumeEntries, useResumeFile } from '@/features/resume/api/use-resume';
import { ResumeDownloadButton } from '@/features/resume/components/resume-download-button';
import { ResumeSections } from '@/features/resume/components/resume-sections';
import { usePageMeta } from './use-page-meta';

/** Resume (section id resume): download, then Work Experience, Certifications, Education. */
export function ResumePage() {
  const { data: entries, loading } = useResumeEntries();
  const { file } = useResumeFile();
  usePageMeta(PAGE_TEXT.resume);
  return (
    <PageColumn as="section" id="resume" aria-labelledby="resume-heading" measure="5xl" py={{ base: '10', md: '16' }}>
      <PageHeader
        id="resume-heading"
        title="Resume"
        lead="Experience, certifications and education."
        action={file && <ResumeDownloadButton size="lg" />}
      />
      <ResumeBody loading={loading} entries={entries} />
    </PageColumn>
  );
}

function ResumeBody({ loading, entries }: { loading: boolean; entries: ComponentProps<typeof ResumeSections>['entries'] }) {
  if (loading) return <PageSpinner label="Loading resume" />;
  if (entries.length === 0)
    return (
      <Box textAlign="center" color="fg.muted">
        The resume will be published here soon.
      </Box>
    );
  return <ResumeSections entries={entries} />;
}
