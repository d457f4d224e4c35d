/**
 * Export and import of the whole site's content (issue 12; data/content/export-import.ts). Like
 * the other write hooks, these never throw: they report the outcome for the banner.
 */
import { useCallback, useState } from 'react';
import { exportSummary } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import { exportContent, exportText, importContent, ImportRefused } from '@/data/content/export-import';
import type { Status } from '@/lib/status';

export const EXPORT_MESSAGES = {
  exportFailed: 'Failed to export the content. Please try again.',
  importFailed: 'Failed to import the content. Nothing was stored; please try again.',
} as const;

export interface ExportOutcome {
  status: NonNullable<Status>;
  /** The file to download, when the export worked. */
  file?: { name: string; text: string };
}

export interface ImportOutcome {
  ok: boolean;
  status: NonNullable<Status>;
  /** Everything wrong with a refused file, each with where it was found. */
  problems: string[];
}

function usePending() {
  const [pending, setPending] = useState(false);
  const during = useCallback(async <T>(work: () => Promise<T>) => {
    setPending(true);
    try {
      return await work();
    } finally {
      setPending(false);
    }
  }, []);
  return [pending, during] as const;
}

export function useExportContent() {
  const port = useDataPort();
  const [pending, during] = usePending();
  const run = useCallback(
    (): Promise<ExportOutcome> =>
      during(async () => {
        try {
          const file = await exportContent(port);
          const day = file.exported_at.slice(0, 10);
          return {
            status: { kind: 'success', message: `Export ready: ${exportSummary(file)}.` },
            file: { name: `portfolio-export-${day}.json`, text: exportText(file) },
          };
        } catch (error) {
          console.error(EXPORT_MESSAGES.exportFailed, error);
          return { status: { kind: 'error', message: EXPORT_MESSAGES.exportFailed } };
        }
      }),
    [port, during],
  );
  return { run, pending };
}

export function useImportContent() {
  const port = useDataPort();
  const [pending, during] = usePending();
  const run = useCallback(
    (text: string): Promise<ImportOutcome> =>
      during(async () => {
        try {
          const file = await importContent(port, text);
          return { ok: true, status: { kind: 'success', message: `Import complete: ${exportSummary(file)}.` }, problems: [] };
        } catch (error) {
          if (error instanceof ImportRefused)
            return { ok: false, status: { kind: 'error', message: error.message }, problems: error.problems };
          console.error(EXPORT_MESSAGES.importFailed, error);
          return { ok: false, status: { kind: 'error', message: EXPORT_MESSAGES.importFailed }, problems: [] };
        }
      }),
    [port, during],
  );
  return { run, pending };
}
