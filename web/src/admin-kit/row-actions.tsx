import { Flex, IconButton } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';

/** The edit and delete icon buttons of a list row, named after the item for screen readers. */
export function RowActions({
  itemName,
  onEdit,
  onDelete,
  disabled,
}: {
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <Flex gap="1" flexShrink={0}>
      <IconButton aria-label={`Edit ${itemName}`} variant="ghost" size="sm" onClick={onEdit} disabled={disabled}>
        <LuPencil />
      </IconButton>
      <IconButton aria-label={`Delete ${itemName}`} variant="ghost" size="sm" colorPalette="red" onClick={onDelete} disabled={disabled}>
        <LuTrash2 />
      </IconButton>
    </Flex>
  );
}
