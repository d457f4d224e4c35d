/**
 * Export and import of the whole site's content (data/content/export-import.ts). Like
 * the other write hooks, these never throw: they report the outcome for the banner.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { exportSummary, IMPORT_JOB_ID, type ExportFile } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import { exportContent, exportText, ImportRefused } from '@/data/content/export-import';
import { importContent, resumeImport, undoImport, type UndoReport } from '@/data/content/import-job';
import type { LeftReason } from '@/data/content/import-undo';
import { useLiveDoc } from '@/data/use-live';
import type { Status } from '@/lib/status';

export const EXPORT_MESSAGES = {
  exportFailed: 'Failed to export the content. Please try again.',
  importFailed: 'Failed to import the content. Nothing was stored; please try again.',
  resumeFailed: 'Failed to resume the import. Please try again, or undo it.',
  undoFailed: 'Failed to undo the import. Please try again.',
  undone: 'Import undone: the site is as it was before it.',
} as const;

/** Why Undo left a document as it is, in the owner's words. */
const LEFT_BECAUSE: Record<LeftReason, string> = {
  changed: 'changed since the import wrote it',
  'not-written': 'not written by this import, as far as the file it kept shows',
  'kept-with': 'kept with a post or project left as it is',
  unrestorable: 'what it held before cannot be put back',
};

/** What an undo did: the site as it was, or what it left as it is and why. */
export function undoneStatus({ left }: UndoReport): NonNullable<Status> {
  if (left.length === 0) return { kind: 'success', message: EXPORT_MESSAGES.undone };
  const shown = left.slice(0, 10).map(({ ref, why }) => `${ref} (${LEFT_BECAUSE[why]})`);
  return {
    kind: 'success',
    message: `Import undone, except ${left.length === 1 ? 'one document' : `${left.length} documents`} it left as ${left.length === 1 ? 'it is' : 'they are'}.`,
    detail: `${shown.join('; ')}${left.length > shown.length ? `; and ${left.length - shown.length} more` : ''}.`,
  };
}

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

/**
 * The import work running in this tab (an import, its resumption or its undo), shared by every
 * screen: it goes on when the owner moves to another admin screen, and that screen must show it
 * running rather than as unfinished. Closing the tab meanwhile asks first.
 */
export type ImportActivity = { kind: 'import' | 'resume' | 'undo'; done: number; total: number } | null;
let activity: ImportActivity = null;
const listeners = new Set<() => void>();
function setActivity(next: ImportActivity) {
  activity = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const askBeforeLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  event.returnValue = '';
};

export const useImportActivity = (): ImportActivity => useSyncExternalStore(subscribe, () => activity);

type Work = (onProgress: (done: number, total: number) => void) => Promise<NonNullable<Status>>;

/** Runs one piece of import work (one at a time per tab), reporting its outcome for the banner. */
async function runImportWork(kind: NonNullable<ImportActivity>['kind'], work: Work, failed: string): Promise<ImportOutcome> {
  if (activity) return { ok: false, status: { kind: 'error', message: 'An import is already running in this tab.' }, problems: [] };
  setActivity({ kind, done: 0, total: 0 });
  window.addEventListener('beforeunload', askBeforeLeaving);
  try {
    const status = await work((done, total) => setActivity({ kind, done, total }));
    return { ok: true, status, problems: [] };
  } catch (error) {
    if (error instanceof ImportRefused) return { ok: false, status: { kind: 'error', message: error.message }, problems: error.problems };
    console.error(failed, error);
    return { ok: false, status: { kind: 'error', message: failed }, problems: [] };
  } finally {
    window.removeEventListener('beforeunload', askBeforeLeaving);
    setActivity(null);
  }
}

const complete = (file: ExportFile): NonNullable<Status> => ({ kind: 'success', message: `Import complete: ${exportSummary(file)}.` });

export function useImportContent() {
  const port = useDataPort();
  const running = useImportActivity();
  const run = useCallback(
    (text: string) =>
      runImportWork(
        'import',
        async (onProgress) => complete(await importContent(port, text, { onProgress })),
        EXPORT_MESSAGES.importFailed,
      ),
    [port],
  );
  return { run, pending: running !== null };
}

/** The import under way or left unfinished by a closed page, if any (live: every open admin sees it). */
export const useImportJob = () => useLiveDoc('import_jobs', IMPORT_JOB_ID).data;

/** The unfinished import, with Resume and Undo. */
export function useUnfinishedImport() {
  const port = useDataPort();
  const job = useImportJob();
  const resume = useCallback(
    () => runImportWork('resume', async (onProgress) => complete(await resumeImport(port, { onProgress })), EXPORT_MESSAGES.resumeFailed),
    [port],
  );
  const undo = useCallback(
    () => runImportWork('undo', async (onProgress) => undoneStatus(await undoImport(port, { onProgress })), EXPORT_MESSAGES.undoFailed),
    [port],
  );
  return { job, resume, undo };
}
