/** What the shared admin of a content type (collection-admin.tsx) draws: its words, its list and its editor. */
import type { ReactNode } from 'react';
import type { CollectionName, ContentType, ListMessages, ListTexts } from '@portfolio/model';
import type { Basis } from '@/data/content/based-on';
import type { SaveOutcome } from '@/data/save-outcome';
import type { Status } from '@/lib/status';
import type { AdminScreenName } from './admin-table';
import type { EditorTools, SaveTools } from './editor-types';
import type { Overrides } from './form-fields';

/**
 * The words of one content type's admin, most of them product text: derived from its collection's
 * labels and declared words (packages/model: declare/collection-words.ts), its heading from the admin table.
 */
export type CollectionTexts = ListTexts & {
  /** h1 of every page of the type, e.g. 'Projects Management': the screen's title in the admin table. */
  heading: string;
};

/** A content type's messages for the banner and the toast (most of them product text). */
export type CollectionMessages = ListMessages;

/** What the list and editor pages of a content type are given (collection-admin.tsx makes it from the declaration). */
export interface CollectionViewProps<Item extends { id: string }> {
  /** Its entry in the admin table: names the drafts (admin-draft:<type>:<id>) and heads the editors' trail. */
  type: AdminScreenName;
  /** Where the items are stored: an edit is based on the item as read from it. */
  collection: CollectionName;
  /** The list's route, e.g. /admin/projects; the editors are <basePath>/new and <basePath>/:id. */
  basePath: string;
  texts: CollectionTexts;
  items: readonly Item[];
  loading: boolean;
  /** The load failure message, shown in the banner while nothing else is to report. */
  loadError?: string | null;
  list: ListSpec<Item>;
  editor: EditorSpec<Item>;
  /** Store the record the editor made (the type's edited fields; the rest as stored). */
  onAdd: (record: Omit<Item, 'id'>) => Promise<SaveOutcome>;
  /** Based on the item as the editor read it (`basis`): a hook's runBasedOn refuses it if the item changed since. */
  onUpdate: (item: Item, record: Omit<Item, 'id'>, basis: readonly Basis[]) => Promise<SaveOutcome>;
  onDelete: (item: Item) => Promise<SaveOutcome>;
  /** A delete is running: the rows' delete buttons wait. */
  deleting?: boolean;
  /** A list read a page at a time: how many it shows, and more of them; null when all are shown. */
  more?: { count: number; showMore: () => void } | null;
  /** Above the list (e.g. the resume PDF panel), given the screen's reporter. */
  aboveList?: (report: (status: Status) => void) => ReactNode;
}

/** A badge of a list row: status, Featured, category… */
export interface ListBadge {
  label: string;
  color: string;
}

/** How a content type's items show in its list. */
export interface ListSpec<Item> {
  title: (item: Item) => string;
  subtitle?: (item: Item) => string;
  /** A picture at the row's start: an image address (empty: a placeholder), or a node (a skill's icon). */
  thumbnail?: (item: Item) => string | ReactNode;
  /** Photos fill their box (cover); badges and logos show whole (contain). */
  thumbnailFit?: 'cover' | 'contain';
  badges?: (item: Item) => ListBadge[];
  date?: (item: Item) => { iso: string; text: string } | null;
  /** The text a search matches; gives the list a search field (lists that grow: posts, projects). */
  search?: (item: Item) => string;
  /** A status filter above the list. */
  filter?: { label: string; options: readonly { value: string; label: string }[]; of: (item: Item) => string };
  /** Lists in groups (resume: experiences, certifications, educations), each its own panel. */
  groups?: readonly { title: string; filter: (item: Item) => boolean }[];
  /** The list's accessible name. */
  label?: string;
  /**
   * The owner sets the order (skills, projects, resume entries): every row moves up and down
   * by its buttons (keyboard and pointer) or by dragging, each move is announced, and 'Save Order'
   * gives `save` the whole list in its new order (the type writes sort_order from it in one batch).
   */
  reorder?: { save: (ordered: readonly Item[]) => Promise<SaveOutcome>; pending: boolean };
}

/** How a content type's editor page edits one item: its declaration, and what the screen adds. */
export interface EditorSpec<Item> {
  /** The content type (packages/model): its fields are the form. */
  type: ContentType;
  /** What the screen says beyond the declaration, by field; a function when it depends on the item (null: new). */
  overrides?: Overrides | ((item: Item | null) => Overrides);
  /**
   * More of the editor beside the fields (on wide screens a column at the right): the place for
   * panels that belong to one item, such as a post's revisions.
   */
  aside?: (item: Item | null, tools: EditorTools & { report: (status: Status) => void }) => ReactNode;
  /** The item's public page (packages/model's route table), when visitors can see it; else null. */
  onSite?: (item: Item) => string | null;
  /** Its own save button in place of Save (a post's Publish / Schedule / Save Draft), given the item (null: new). */
  saveButton?: (item: Item | null, tools: SaveTools) => ReactNode;
  /** Under the form, always in view: panels of a saved item the owner should not have to look for (a draft's preview links). */
  below?: (item: Item, report: (status: Status) => void) => ReactNode;
}
