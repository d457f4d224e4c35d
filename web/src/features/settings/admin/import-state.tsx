import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { UploadProgress } from '@/admin-kit/upload-progress';
import type { Status } from '@/components/ui/status-banner';
import type { ImportJob } from '@/data/content/import-job';
import { mediumDateTime } from '@/lib/dates';
import { useImportActivity, useUnfinishedImport, type ImportActivity } from '../api/use-export-import';

const RUNNING: Record<NonNullable<ImportActivity>['kind'], string> = {
  import: 'Importing',
  resume: 'Resuming the import',
  undo: 'Undoing the import',
};

/** The work running in this tab, batch by batch. */
function ImportRunning({ activity }: { activity: NonNullable<ImportActivity> }) {
  const { kind, done, total } = activity;
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Text>
        {RUNNING[kind]}
        {total > 0 ? `: ${done} of ${total} batches.` : '...'} Keep this page open until it finishes.
      </Text>
      <UploadProgress value={total > 0 ? Math.round((done / total) * 100) : null} label={`${RUNNING[kind]} progress`} />
    </Stack>
  );
}

/** What the unfinished job means for the site, in the owner's words. */
function jobText(job: ImportJob): { title: string; body: string } {
  const started = `Started ${mediumDateTime(job.started_at)}: ${job.summary}.`;
  if (job.state === 'storing')
    return {
      title: 'An import stopped before it wrote any content',
      body: `${started} Nothing of it is on the site. Undo removes the copy of the file it kept; then import the file again.`,
    };
  if (job.state === 'undoing')
    return {
      title: 'Undoing an import did not finish',
      body: `${started} ${job.written} of its ${job.batches} batches are still on the site. Undo deletes them.`,
    };
  return {
    title: 'An import did not finish',
    body: `${started} ${job.written} of ${job.batches} batches were written, and visitors see them. Resume writes the rest from the file it kept, if the site is still as the import left it; Undo deletes what it wrote and nobody changed since.`,
  };
}

/**
 * An import's state: while one runs in this tab, its progress; when a closed page left
 * one unfinished, what it wrote so far with Resume and Undo (Undo asks first: it deletes content).
 */
export function ImportState({ onStatus }: { onStatus: (status: Status) => void }) {
  const activity = useImportActivity();
  const { job, resume, undo } = useUnfinishedImport();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  if (activity) return <ImportRunning activity={activity} />;
  if (!job) return null;
  const { title, body } = jobText(job);
  const act = async (work: typeof resume) => {
    setConfirming(false);
    onStatus((await work()).status);
  };
  const needsConfirm = job.written > 0;
  return (
    <Box as="section" aria-labelledby="unfinished-import" borderWidth="2px" borderColor="border.warning" rounded="md" p="4">
      <Heading as="h3" size="md" id="unfinished-import" mb="2">
        {title}
      </Heading>
      <Text mb="3">{body}</Text>
      {confirming ? (
        <Stack gap="2" role="group" aria-label="Confirm undo" onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}>
          <Text>
            Delete everything this import wrote ({job.summary})? What was there before it is put back; what was added or changed since then
            stays.
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" colorPalette="red" onClick={() => void act(undo)}>
              Yes, Undo Import
            </Button>
            <Button size="sm" variant="outline" ref={cancelRef} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Flex gap="2" wrap="wrap">
          {job.state === 'writing' && (
            <Button size="sm" onClick={() => void act(resume)}>
              Resume Import
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => (needsConfirm ? setConfirming(true) : void act(undo))}>
            {job.state === 'undoing' ? 'Finish Undo' : 'Undo Import'}
          </Button>
        </Flex>
      )}
    </Box>
  );
}
