import { Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuPencil, LuTrash2 } from '@/admin-kit/icons';

/**
 * The edit and delete buttons of a list row, named after the item for screen readers. Delete asks
 * first, in the row itself, naming what will go: one stray click on the red icon used to delete a
 * project, post, skill or entry for good. Focus moves to Cancel, the safe choice; Escape cancels.
 * (Inline rather than a dialog: no dialog styles in the bundle, and the question stays next to the row.)
 */
export function RowActions({
  itemName,
  onEdit,
  onDelete,
  disabled,
  verb = 'Delete',
}: {
  itemName: string;
  /** None for a list whose items are not edited here (subscribers): delete only. */
  onEdit?: () => void;
  /** Deletes; the row disappears on success and stays (with the error banner) on failure. */
  onDelete: () => void | Promise<unknown>;
  disabled?: boolean;
  /** What deleting is called for this list ('Remove' an address from the newsletter). */
  verb?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  if (confirming) {
    return (
      <Flex
        gap="2"
        align="center"
        wrap="wrap"
        role="group"
        aria-label={`Confirm ${verb.toLowerCase().replace(/e$/, '')}ing ${itemName}`}
        onKeyDown={(event) => event.key === 'Escape' && setConfirming(false)}
      >
        <Text fontSize="sm">
          {verb} “{itemName}”? This cannot be undone.
        </Text>
        <Button
          size="sm"
          colorPalette="red"
          disabled={disabled}
          onClick={() => {
            setConfirming(false);
            void onDelete();
          }}
        >
          Yes, {verb}
        </Button>
        <Button ref={cancelRef} size="sm" variant="outline" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap="1" flexShrink={0}>
      {onEdit && (
        <IconButton aria-label={`Edit ${itemName}`} variant="ghost" size="sm" onClick={onEdit} disabled={disabled}>
          <LuPencil />
        </IconButton>
      )}
      <IconButton
        aria-label={`${verb} ${itemName}`}
        variant="ghost"
        size="sm"
        colorPalette="red"
        onClick={() => setConfirming(true)}
        disabled={disabled}
      >
        <LuTrash2 />
      </IconButton>
    </Flex>
  );
}
