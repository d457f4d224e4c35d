import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

/**
 * The admin's small modal questions (leave without saving? what does this picture show?): a title,
 * a body, the answers in the footer; closing it (Escape, the backdrop) is the cancelling answer, and
 * the cursor starts on `initialFocus`. Mounted only while open.
 */
export function DialogShell({
  open,
  title,
  onClose,
  initialFocus,
  alert = false,
  footer,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  initialFocus: RefObject<HTMLElement | null>;
  /** A question about losing something (role alertdialog). */
  alert?: boolean;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      role={alert ? 'alertdialog' : 'dialog'}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={() => initialFocus.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
