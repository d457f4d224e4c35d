import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Status } from '@/lib/status';

type Notify = (status: Status) => void;

interface Messages {
  /** Shows a status as a toast. */
  notify: Notify;
  /** Shows a status as a toast only when the screen's banner is out of view (one message per action). */
  notifyIfBannerHidden: Notify;
  /** Where the screen's banner appears (AdminPage's slot), so the toaster knows whether it is in view. */
  bannerSlot: (element: HTMLElement | null) => void;
}

const MessagesContext = createContext<Messages>({ notify: () => {}, notifyIfBannerHidden: () => {}, bannerSlot: () => {} });

/** Whether the top of the banner's place is inside the window (the owner sees the banner appear there). */
function inView(element: HTMLElement | null): boolean {
  if (!element) return false;
  const { top } = element.getBoundingClientRect();
  return top >= 0 && top < window.innerHeight;
}

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
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

/**
 * Toasts for the admin: every save, add, delete and failure also shows next to where the
 * owner acted, besides the screen's status banner. Chakra's toaster announces each toast to screen
 * readers (a polite live region, each toast role=status). One toaster per shell, not per module, so
 * nothing lingers from one mounted admin to the next (tests included).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasters] = useState(makeToasters);
  const slot = useRef<HTMLElement | null>(null);
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
  const messages = useMemo<Messages>(
    () => ({
      notify,
      notifyIfBannerHidden: (status) => {
        if (!inView(slot.current)) notify(status);
      },
      bannerSlot: (element) => {
        slot.current = element;
      },
    }),
    [notify],
  );
  return (
    <MessagesContext.Provider value={messages}>
      {children}
      <ToastList toaster={toasters.wide} />
      <ToastList toaster={toasters.narrow} />
    </MessagesContext.Provider>
  );
}

/** Shows a status (the spec's message) as a toast. */
export function useNotify(): Notify {
  return useContext(MessagesContext).notify;
}

/** useNotify for a screen with a banner: the toast only when the banner is scrolled out of view. */
export function useNotifyIfBannerHidden(): Notify {
  return useContext(MessagesContext).notifyIfBannerHidden;
}

/** The ref of the place where a screen's banner appears. */
export function useBannerSlot(): (element: HTMLElement | null) => void {
  return useContext(MessagesContext).bannerSlot;
}
