import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuHistory } from '@/admin-kit/icons';

/**
 * What an editor keeps beside the form (an item's revisions), in a drawer from the right opened
 * from the save bar: the form keeps the page's whole width, and a new item's editor and
 * a saved one's have the same layout.
 */
export function AsideDrawer({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Not modal: the form stays in reach beside it, and a restore's message shows in the screen's banner.
    <Drawer.Root placement="end" size="sm" modal={false} closeOnInteractOutside={false}>
      <Drawer.Trigger asChild>
        <Button type="button" variant="ghost" flex={{ base: '1', md: 'none' }}>
          <LuHistory aria-hidden /> {label}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Positioner>
          <Drawer.Content aria-label={label}>
            <Drawer.Body pt="12">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={`Close ${label.toLowerCase()}`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
