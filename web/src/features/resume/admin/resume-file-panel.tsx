import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileText, LuUpload } from '@/admin-kit/icons';
import { AdminPanel } from '@/admin-kit/admin-page';
import { FileButton } from '@/admin-kit/file-button';
import { UploadProgress } from '@/admin-kit/upload-progress';
import { extensionOf, useUpload } from '@/admin-kit/use-upload';
import type { Status } from '@/components/ui/status-banner';
import { useResumeFile } from '../api/use-resume';
import { RESUME_MESSAGES, useDeleteResumeFile, useRecordResumeFile } from '../api/use-resume-mutations';

function uploadLabel(uploading: boolean, hasFile: boolean): string {
  if (uploading) return 'Uploading...';
  return hasFile ? 'Upload New Resume' : 'Upload Resume PDF';
}

/**
 * The 'Resume PDF' panel: upload (overwriting resume/resume.{ext}), the current
 * file's name, and delete behind a confirmation.
 */
export function ResumeFilePanel({ onStatus }: { onStatus: (status: Status) => void }) {
  const recordFile = useRecordResumeFile();
  const { file } = useResumeFile();
  const { upload, progress, uploading } = useUpload();
  const remove = useDeleteResumeFile();
  const [confirming, setConfirming] = useState(false);

  const onFile = async (picked: File) => {
    // Only a PDF is a resume; other types do nothing.
    if (picked.type !== 'application/pdf') return;
    const filename = `resume.${extensionOf(picked)}`;
    const result = await upload(`resume/${filename}`, picked);
    if (!result.ok) return onStatus(result.status);
    try {
      await recordFile({ url: result.url, path: result.path, filename });
      onStatus({ kind: 'success', message: RESUME_MESSAGES.uploaded });
    } catch (error) {
      console.error('Failed to record the resume file', error);
      onStatus({ kind: 'error', message: 'Failed to upload file. Please try again.' });
    }
  };

  const onDelete = async () => {
    const result = await remove.run(file?.path);
    onStatus(result.status);
    if (result.ok) setConfirming(false);
  };

  return (
    <AdminPanel title="Resume PDF">
      <Flex align="center" gap="2">
        <LuFileText aria-hidden />
        <Text>
          {file ? (
            <>
              Current file: <strong>{file.filename}</strong>
            </>
          ) : (
            'No resume uploaded yet.'
          )}
        </Text>
      </Flex>
      {confirming ? (
        <Flex gap="3" align="center" wrap="wrap" role="group" aria-label="Confirm deletion">
          <Text>Delete the resume PDF? Visitors will no longer be able to download it.</Text>
          <Button colorPalette="red" onClick={onDelete} disabled={remove.pending}>
            {remove.pending ? 'Deleting...' : 'Yes, Delete'}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.pending}>
            Cancel
          </Button>
        </Flex>
      ) : (
        <Flex gap="3" wrap="wrap">
          <FileButton accept=".pdf,application/pdf" onFile={onFile} disabled={uploading} label="Resume PDF file">
            <LuUpload aria-hidden />
            {uploadLabel(uploading, Boolean(file))}
          </FileButton>
          {file && (
            <Button variant="outline" size="sm" colorPalette="red" onClick={() => setConfirming(true)}>
              Delete Resume
            </Button>
          )}
        </Flex>
      )}
      <UploadProgress value={progress} label="Resume upload progress" />
    </AdminPanel>
  );
}
