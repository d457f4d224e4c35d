import { vi } from 'vitest';

/** Keeps each file the page hands the browser as a download (lib/save-file.ts), in order. */
export function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = vi.fn((file: Blob) => {
    files.push(file);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  return files;
}
