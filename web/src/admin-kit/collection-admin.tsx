/**
 * The admin of a content type (projects, blog posts, resume entries, skills), built once (issue 12):
 * the list first, a "New …" button, and an editor page per item at <base>/new and <base>/:id. Each
 * content type declares its texts (the spec's headings and messages), list columns and fields; the
 * screen's status banner stays (spec §2) and every outcome is also a toast where the owner acted.
 */
import { Box, Text } from '@chakra-ui/react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Status } from '@/lib/status';
import { AdminPage } from './admin-page';
import { CollectionEditor } from './collection-editor';
import { CollectionList } from './collection-list';
import type { CollectionAdminProps } from './collection-types';
import { useNotify } from './toaster';
import { useScreenStatus } from './use-screen-status';
import { BackLink } from './back-link';

export function CollectionAdmin<Item extends { id: string }, V extends FieldValues>(props: CollectionAdminProps<Item, V>) {
  const [status, setStatus] = useScreenStatus(props.loadError ?? null);
  const notify = useNotify();
  const report = (next: Status) => {
    setStatus(next);
    notify(next);
  };
  return (
    <Routes>
      <Route index element={<CollectionList {...props} status={status} report={report} />} />
      <Route path="new" element={<EditorRoute {...props} status={status} report={report} />} />
      <Route path=":id" element={<EditorRoute {...props} status={status} report={report} />} />
    </Routes>
  );
}

function EditorRoute<Item extends { id: string }, V extends FieldValues>(
  props: CollectionAdminProps<Item, V> & { status: Status; report: (status: Status) => void },
) {
  const { id } = useParams();
  if (!id) return <CollectionEditor key="new" {...props} item={null} />;
  const item = props.items.find((candidate) => candidate.id === id);
  if (item) return <CollectionEditor key={id} {...props} item={item} />;
  return (
    <AdminPage title={props.texts.heading} status={props.status} documentTitle={props.texts.editTitle}>
      {props.loading ? (
        <PageSpinner label={props.texts.loading} />
      ) : (
        <Box>
          <Text mb="4">{props.texts.notFound}</Text>
          <BackLink to={props.basePath} label={props.texts.heading} />
        </Box>
      )}
    </AdminPage>
  );
}
