import { PAGE_TEXT } from '@portfolio/model';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useResumeEntries, useResumeFile } from '@/features/resume/api/use-resume';
import { ResumeDownloadButton } from '@/features/resume/components/resume-download-button';
import { ResumeSections } from '@/features/resume/components/resume-sections';
import { usePageMeta } from './use-page-meta';

/** Resume (spec §2, section id resume): download, then Work Experience, Certifications, Education. */
export function ResumePage() {
  const { data: entries, loading } = useResumeEntries();
  const { file } = useResumeFile();
  usePageMeta(PAGE_TEXT.resume);
  return (
    <Container as="section" id="resume" aria-labelledby="resume-heading" maxW="5xl" py={{ base: '10', md: '16' }}>
      <Stack gap="4" align="center" textAlign="center" mb="14">
        <Heading as="h1" id="resume-heading" fontSize={{ base: '3xl', md: '5xl' }}>
          Resume
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Experience, certifications and education.
        </Text>
        {file && <ResumeDownloadButton size="lg" />}
      </Stack>
      {loading ? (
        <PageSpinner label="Loading resume" />
      ) : entries.length === 0 ? (
        <Box textAlign="center" color="fg.muted">
          The resume will be published here soon.
        </Box>
      ) : (
        <ResumeSections entries={entries} />
      )}
    </Container>
  );
}
