import { useEffect, useRef } from 'react';
import { COLLECTIONS, SESSIONS_STATE_DOC } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';

/**
 * Calls `onEnded` when this session stops counting as the owner's while the admin is open: signed out
 * everywhere from another browser (owner_state/sessions moved past this sign-in), or a second factor
 * now required that this sign-in did not give. The rules decide both; the refusal to read the
 * sessions state is the signal.
 */
export function useSessionEnded(onEnded: () => void) {
  const port = useDataPort();
  const latest = useRef(onEnded);
  latest.current = onEnded;
  useEffect(
    () =>
      port.subscribeDoc(
        COLLECTIONS.ownerState,
        SESSIONS_STATE_DOC,
        () => undefined,
        (error) => {
          if (error.code === 'permission-denied' || error.code === 'unauthenticated') latest.current();
        },
      ),
    [port],
  );
}
