/**
 * The admin of a content type (projects, blog posts, resume entries, skills), built once:
 * the list first, a "New …" button, and an editor page per item at <base>/new and <base>/:id. Each
 * content type declares its texts (the spec's headings and messages), list columns and fields; the
 * screen's status banner stays and every outcome is also a toast where the owner acted.
 */
import { Box, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Status } from '@/lib/status';
import { AdminPage } from './admin-page';
import { CollectionEditor } from './collection-editor';
import { CollectionList } from './collection-list';
import type { CollectionAdminProps } from './collection-types';
import { useScreenStatus } from './use-screen-status';
import { BackLink } from './back-link';

/** The page an address under basePath names: '' the list, 'new' the new-item editor, else an item's id. */
export function pageOf(pathname: string, basePath: string): { list: true } | { list: false; id: string | null } {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '') : '';
  if (rest === '') return { list: true };
  return { list: false, id: rest === 'new' ? null : decodeURIComponent(rest) };
}

export function CollectionAdmin<Item extends { id: string }>(props: CollectionAdminProps<Item>) {
  const [status, report] = useScreenStatus(props.loadError ?? null);
  const page = pageOf(useLocation().pathname, props.basePath);
  if (page.list) return <CollectionList {...props} status={status} report={report} />;
  return <EditorRoute {...props} id={page.id} status={status} report={report} />;
}

function EditorRoute<Item extends { id: string }>(
  props: CollectionAdminProps<Item> & { id: string | null; status: Status; report: (status: Status) => void },
) {
  const { id } = props;
  if (id === null) return <CollectionEditor key="new" {...props} item={null} />;
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
