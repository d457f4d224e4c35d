/**
 * The admin of a content type (projects, blog posts, resume entries, skills), built once:
 * the list first, a "New …" button, and an editor page per item at <base>/new and <base>/:id. What
 * it lists, edits, reads and writes comes from the type's declaration (packages/model: its fields,
 * its `admin` block, its revisions), its collection (its labels and words) and its entry in the
 * admin table; a screen gives only what no declaration says. The status banner stays and every outcome is also a toast.
 */
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  collectionType,
  COLLECTION_DECLARATIONS,
  isRevised,
  itemPathOf,
  listMessages,
  listTexts,
  PREVIEWED_COLLECTIONS,
  visitorMayRead,
  type CollectionName,
  type PreviewedCollection,
} from '@portfolio/model';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Doc } from '@/data/port';
import type { SaveOutcome } from '@/data/save-outcome';
import type { Status } from '@/lib/status';
import { AdminPage } from './admin-page';
import { adminPaths, screenTitle, type AdminScreenName } from './admin-table';
import { CollectionEditor } from './collection-editor';
import { CollectionList } from './collection-list';
import type { CollectionViewProps, EditorSpec } from './collection-types';
import { listOf, type ListOverrides } from './list-columns';
import { PreviewLinksPanel } from './preview-links-panel';
import { RevisionsPanel } from './revisions-panel';
import { useCollection, type OwnList } from './use-collection';
import { useScreenStatus } from './use-screen-status';

export interface CollectionAdminProps<C extends CollectionName> {
  /** Its entry in the admin table: its address, and the name its drafts are kept under. */
  screen: AdminScreenName;
  /** Where its items are stored: their declaration is the list, the form and the writes. */
  collection: C;
  /** What the list shows that no field holds (list-columns.ts). */
  list?: ListOverrides<Doc<C>>;
  /** What the editor adds to the declaration's form: overrides by field, panels beside it. */
  editor?: Omit<EditorSpec<Doc<C>>, 'type'>;
  /** The list, when the type reads it its own way (posts, a page at a time). */
  live?: OwnList<Doc<C>>;
  /** Asked before an add or an update writes anything (a skill's icon): a refusal, or null to go on. */
  check?: (record: Omit<Doc<C>, 'id'>, stored: Doc<C> | null) => Promise<SaveOutcome | null>;
  aboveList?: CollectionViewProps<Doc<C>>['aboveList'];
}

const isPreviewed = (collection: CollectionName): collection is PreviewedCollection & CollectionName =>
  (PREVIEWED_COLLECTIONS as readonly string[]).includes(collection);

/** The editor of a declared type: its form, its public page while visitors may see it, its revisions where it keeps them. */
function editorOf<C extends CollectionName>(collection: C, own: CollectionAdminProps<C>['editor']): EditorSpec<Doc<C>> {
  const type = collectionType(collection);
  if (!type) throw new Error(`The collection ${collection} holds documents of several types: it has no list to show`);
  const revised = isRevised(collection) ? collection : null;
  return {
    type,
    onSite: (item) => {
      const doc = item as unknown as Record<string, unknown>;
      return visitorMayRead(collection, doc) ? itemPathOf(collection, doc) : null;
    },
    ...(revised && {
      aside: (item, { report, ...tools }) =>
        item && <RevisionsPanel collection={revised} docId={item.id} onStatus={report} editor={tools} />,
    }),
    // A draft of a kind with a public page can be shown to a reviewer before it is public.
    ...(isPreviewed(collection) && {
      below: (item, report) =>
        !visitorMayRead(collection, item as unknown as Record<string, unknown>) && (
          <PreviewLinksPanel collection={collection} docId={item.id} report={report} />
        ),
    }),
    ...own,
  };
}

export function CollectionAdmin<C extends CollectionName>(props: CollectionAdminProps<C>) {
  const { screen, collection, check } = props;
  // Its words come from its collection's labels and declared words; its heading is its title in the admin table.
  const declared = COLLECTION_DECLARATIONS[collection];
  const texts = useMemo(() => listTexts(declared), [declared]);
  const { reorder, ...data } = useCollection(
    collection,
    useMemo(() => listMessages(declared), [declared]),
    props.live,
  );
  const editor = useMemo(() => editorOf(collection, props.editor), [collection, props.editor]);
  const list = useMemo(
    () => ({ label: texts.list, ...listOf(editor.type, props.list), ...(reorder && { reorder }) }),
    [editor.type, props.list, reorder, texts.list],
  );
  return (
    <CollectionView<Doc<C>>
      {...data}
      type={screen}
      collection={collection}
      basePath={adminPaths[screen]}
      texts={{ ...texts, heading: screenTitle(screen) }}
      list={list}
      editor={editor}
      onAdd={async (added) => (await check?.(added, null)) ?? data.onAdd(added)}
      onUpdate={async (item, edited, basis) => (await check?.(edited, item)) ?? data.onUpdate(item, edited, basis)}
      {...(props.aboveList && { aboveList: props.aboveList })}
    />
  );
}

/** The page an address under basePath names: '' the list, 'new' the new-item editor, else an item's id. */
export function pageOf(pathname: string, basePath: string): { list: true } | { list: false; id: string | null } {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '') : '';
  if (rest === '') return { list: true };
  return { list: false, id: rest === 'new' ? null : decodeURIComponent(rest) };
}

/** The list or an editor page, as the address says. */
function CollectionView<Item extends { id: string }>(props: CollectionViewProps<Item>) {
  const [status, report] = useScreenStatus(props.loadError ?? null);
  const page = pageOf(useLocation().pathname, props.basePath);
  if (page.list) return <CollectionList {...props} status={status} report={report} />;
  return <EditorRoute {...props} id={page.id} status={status} report={report} />;
}

function EditorRoute<Item extends { id: string }>(
  props: CollectionViewProps<Item> & { id: string | null; status: Status; report: (status: Status) => void },
) {
  const { id } = props;
  if (id === null) return <CollectionEditor key="new" {...props} item={null} />;
  const item = props.items.find((candidate) => candidate.id === id);
  if (item) return <CollectionEditor key={id} {...props} item={item} />;
  return (
    <AdminPage
      title={props.texts.heading}
      status={props.status}
      documentTitle={props.texts.editTitle}
      trail={{ up: props.type, here: 'Edit' }}
    >
      {props.loading ? <PageSpinner label={props.texts.loading} /> : <Text>{props.texts.notFound}</Text>}
    </AdminPage>
  );
}
