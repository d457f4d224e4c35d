import { Button, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { DialogShell } from './dialog-shell';

/**
 * Leaving an editor with unsaved changes asks first: a link, the sidebar, Cancel or the
 * browser's back button inside the app opens this question; closing or reloading the tab gets the
 * browser's own (beforeunload). Whatever the answer to a reload, the local draft keeps the text.
 */
export function useUnsavedChangesPrompt(dirty: boolean, onDiscard: () => void) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** Set just before a navigation that must not ask (after a successful save). */
  const allowRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !allowRef.current && dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const prompt = (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => {
        onDiscard();
        blocker.proceed?.();
      }}
    />
  );
  return { prompt, allowNextNavigation: () => (allowRef.current = true) };
}

function UnsavedChangesDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      open={open}
      alert
      title="Discard unsaved changes?"
      onClose={onStay}
      initialFocus={stayRef}
      footer={
        <>
          <Button ref={stayRef} variant="outline" onClick={onStay}>
            Keep Editing
          </Button>
          <Button colorPalette="red" onClick={onLeave}>
            Discard Changes
          </Button>
        </>
      }
    >
      <Text>You have changes that are not saved. If you leave now, they are discarded.</Text>
    </DialogShell>
  );
}
