import { Link } from '@chakra-ui/react';
import { LuExternalLink } from '@/admin-kit/icons';
import { useNavigate } from 'react-router-dom';
import { basisOf } from '@/data/content/based-on';
import type { Status } from '@/lib/status';
import { AdminPage } from './admin-page';
import type { CollectionViewProps } from './collection-types';
import { EditorPage } from './editor-page';
import { draftKey } from './use-draft';

type EditorProps<Item extends { id: string }> = CollectionViewProps<Item> & {
  /** null: a new item. */
  item: Item | null;
  status: Status;
  report: (status: Status) => void;
};

/**
 * The editor page of one item of a list: the shared editor page (editor-page.tsx) with the
 * content type's fields. A new item returns to the list once added; an existing one stays open, saved.
 */
export function CollectionEditor<Item extends { id: string }>(props: EditorProps<Item>) {
  const { item, texts, editor, basePath, report, list } = props;
  const navigate = useNavigate();
  const overrides = typeof editor.overrides === 'function' ? editor.overrides(item) : editor.overrides;
  const onSite = item && editor.onSite ? editor.onSite(item) : null;
  return (
    <AdminPage
      title={texts.heading}
      status={props.status}
      documentTitle={item ? `${texts.editTitle}: ${list.title(item)}` : texts.addTitle}
      trail={{ up: props.type, here: item ? 'Edit' : 'New' }}
      actions={
        onSite && (
          <Link href={onSite} target="_blank" rel="noopener noreferrer" fontSize="sm" display="inline-flex" alignItems="center" gap="1">
            View on site
            <LuExternalLink aria-hidden />
          </Link>
        )
      }
    >
      <EditorPage
        draftKey={draftKey(props.type, item?.id ?? null)}
        sections={[
          {
            type: editor.type,
            stored: item,
            ...(item ? { basis: basisOf(props.collection, item.id, item) } : {}),
            ...(overrides ? { overrides } : {}),
          },
        ]}
        formTitle={item ? texts.editTitle : texts.addTitle}
        {...(item ? { subtitle: list.title(item) } : {})}
        submitLabel={item ? 'Save Changes' : texts.addButton}
        restingState={item ? 'All changes saved' : 'Not saved yet'}
        onSave={([record], basis) =>
          item ? props.onUpdate(item, record as Omit<Item, 'id'>, basis) : props.onAdd(record as Omit<Item, 'id'>)
        }
        report={report}
        // Added: back to the list, where the new item now shows (the add form is done).
        onSaved={(allowNavigation) => {
          if (item) return;
          allowNavigation();
          void navigate(basePath);
        }}
        onCancel={() => void navigate(basePath)}
        {...(editor.aside ? { aside: (tools) => editor.aside!(item, { ...tools, report }) } : {})}
        {...(editor.saveButton ? { saveButton: (tools) => editor.saveButton!(item, tools) } : {})}
      />
      {item && editor.below?.(item, report)}
    </AdminPage>
  );
}
