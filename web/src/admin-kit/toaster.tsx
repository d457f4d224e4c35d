import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Status } from '@/lib/status';

type Notify = (status: Status) => void;

const NotifyContext = createContext<Notify>(() => {});

/**
 * Wide screens: toasts at the bottom right, in view wherever the owner scrolled and never over the
 * save bar or the header's buttons (a toast at the top right covered Save and Cancel).
 */
const WIDE = '(min-width: 48rem)';

function makeToasters() {
  return {
    wide: createToaster({ placement: 'bottom-end', offsets: { top: '1rem', right: '1.5rem', bottom: '1.5rem', left: '1rem' }, max: 5 }),
    // Phones: the save bar is fixed at the bottom, under the thumb; toasts rise just above it.
    narrow: createToaster({ placement: 'bottom', offsets: { top: '1rem', right: '0.75rem', bottom: '8rem', left: '0.75rem' }, max: 5 }),
  };
}

function ToastList({ toaster }: { toaster: ReturnType<typeof makeToasters>['wide'] }) {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '3' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxW="full">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Chakra dims the description (opacity 0.8): white on the toast's red then falls below AA contrast. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

/**
 * Toasts for the admin: what happens in the background (docs/admin.md's feedback rule), never the
 * result of what the owner just did, which shows in a banner in place. Chakra's toaster announces each toast to screen
 * readers (a polite live region, each toast role=status). One toaster per shell, not per module, so
 * nothing lingers from one mounted admin to the next (tests included).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasters] = useState(makeToasters);
  const { pathname } = useLocation();
  // A message belongs to the screen it was given on: leaving it takes its toasts away at once (no
  // slide-out beside the next screen's banner saying the same).
  useEffect(
    () => () => {
      toasters.wide.remove();
      toasters.narrow.remove();
    },
    [pathname, toasters],
  );
  const notify = useMemo<Notify>(
    () => (status) => {
      if (!status) return;
      const wide = typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;
      const error = status.kind === 'error';
      const toaster = wide ? toasters.wide : toasters.narrow;
      // The latest outcome is the one that matters (as in the banner): earlier toasts make way, so a
      // new one is never queued behind them.
      toaster.dismiss();
      toaster.create({
        title: status.message,
        description: status.detail,
        type: error ? 'error' : 'success',
        // A failure stays until read (and can be dismissed); a success goes by itself.
        duration: error ? 10_000 : 5_000,
        closable: error,
      });
    },
    [toasters],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <ToastList toaster={toasters.wide} />
      <ToastList toaster={toasters.narrow} />
    </NotifyContext.Provider>
  );
}

/** Shows a status as a toast: for events in the background, not for the result of the owner's own action. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}
