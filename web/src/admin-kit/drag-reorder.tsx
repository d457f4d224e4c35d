import { Box } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { LuGripVertical } from '@/admin-kit/icons';

/**
 * Reordering by drag and drop, one pattern for every ordered list: the admin's lists (a
 * whole row is dragged) and About's cards (dragged by their grip, so their fields stay selectable).
 * HTML drag and drop is for a desktop pointer (it has no touch); phones and keyboards use the Move
 * buttons beside it. `accepts` keeps a drop within its group (a resume entry among its type).
 */
export function useDragReorder<Key>(
  onMove: (moving: Key, target: Key) => void,
  accepts: (moving: Key, target: Key) => boolean = () => true,
) {
  const dragged = useRef<Key | null>(null);
  const [dragging, setDragging] = useState<Key | null>(null);
  return {
    dragging,
    /** The props of what is picked up. */
    source: (key: Key) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(key));
        dragged.current = key;
        setDragging(key);
      },
      onDragEnd: () => {
        dragged.current = null;
        setDragging(null);
      },
    }),
    /** The props of what takes a drop: the dragged item goes to its place. */
    target: (key: Key) => ({
      onDragOver: (event: DragEvent) => {
        if (dragged.current !== null && accepts(dragged.current, key)) event.preventDefault();
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragged.current !== null && accepts(dragged.current, key)) onMove(dragged.current, key);
      },
    }),
  };
}

/** The grip drawn where a drag starts; hidden on phones, where the Move buttons are the way. */
export function DragGrip(props: Record<string, unknown>) {
  return (
    <Box color="fg.subtle" title="Drag to reorder" display={{ base: 'none', md: 'block' }} cursor="grab" {...props}>
      <LuGripVertical aria-hidden />
    </Box>
  );
}
