/**
 * Uploads a file to Storage through the data port, with its progress (0..100) for a progress bar.
 * Returns the file's URL and storage path, or the upload's failure message; never throws.
 */
import { useCallback, useState } from 'react';
import { useDataPort } from '@/data/data-provider';
import type { Status } from '@/components/ui/status-banner';
import type { UploadedFile } from '@/data/port';
import { errorDetail } from '@/data/use-mutation';

export const UPLOAD_FAILED = 'Failed to upload file. Please try again.';

export type UploadOutcome = ({ ok: true } & UploadedFile) | { ok: false; status: NonNullable<Status> };

/** The file's extension, lower-cased, from its name or else its type (image/png -> png). */
export function extensionOf(file: File): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1];
  const fromType = file.type.split('/')[1]?.replace(/[^a-z0-9].*$/i, '');
  return (fromName ?? fromType ?? 'bin').toLowerCase();
}

/** A random file name in `folder` (badges/…, images/…), so uploads never overwrite each other. */
export function randomPath(folder: string, file: File): string {
  return `${folder}/${crypto.randomUUID()}.${extensionOf(file)}`;
}

export function useUpload() {
  const port = useDataPort();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (path: string, file: File): Promise<UploadOutcome> => {
      setProgress(0);
      try {
        const stored = await port.uploadFile(path, file, {
          contentType: file.type || 'application/octet-stream',
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
        return { ok: true, ...stored };
      } catch (error) {
        console.error(UPLOAD_FAILED, error);
        return { ok: false, status: { kind: 'error', message: UPLOAD_FAILED, detail: errorDetail(error) } };
      } finally {
        setProgress(null);
      }
    },
    [port],
  );
  return { upload, progress, uploading: progress !== null };
}
