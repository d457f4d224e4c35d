/**
 * The admin screen of a single document (the Hero, About and Contact sections, the Settings): the same
 * editor page as every list item (editor-page.tsx): a save bar that stays in view, a local draft that
 * survives a reload, a question before leaving with unsaved changes, the outcome in the banner and as
 * a toast. Shown once the document is loaded, so the form starts from what is stored.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Status } from '@/lib/status';
import { AdminPage } from './admin-page';
import { EditorPage, type EditorPageProps } from './editor-page';
import type { FormSection } from './editor-types';
import { documentDraftKey } from './use-draft';
import { useScreenStatus } from './use-screen-status';

export interface DocumentEditorProps {
  /** The screen's heading, e.g. 'Hero Section'. */
  title: string;
  /** Names the local draft (admin-draft:<draft>). */
  draft: string;
  loading: boolean;
  loadingLabel?: string;
  /** The screen's load failure message, shown in the banner while nothing else is to report. */
  loadError?: string | null;
  sections: readonly FormSection[];
  /** Stores the records (one per section), based on the documents given (EditorPage); its outcome is reported. */
  onSave: EditorPageProps['onSave'];
  /** Where Cancel leaves to (asking first when something is typed). */
  cancelTo: string;
  /** Below the form, given the screen's reporter (Settings: export and import). */
  after?: (report: (status: Status) => void) => ReactNode;
  /** Beside the heading (Settings: the link to Security). */
  actions?: ReactNode;
}

export function DocumentEditor(props: DocumentEditorProps) {
  const [status, report] = useScreenStatus(props.loadError ?? null);
  const navigate = useNavigate();
  return (
    <AdminPage title={props.title} status={status} actions={props.actions}>
      {props.loading ? (
        <PageSpinner {...(props.loadingLabel ? { label: props.loadingLabel } : {})} />
      ) : (
        <EditorPage
          draftKey={documentDraftKey(props.draft)}
          sections={props.sections}
          formTitle={`Edit ${props.title}`}
          submitLabel="Save Changes"
          restingState="All changes saved"
          onSave={props.onSave}
          report={report}
          onCancel={() => void navigate(props.cancelTo)}
        />
      )}
      {props.after?.(report)}
    </AdminPage>
  );
}
