/**
 * Renders its children once the browser is idle after the first paint. A long page rendered in one
 * go blocks the main thread for a long time on a phone (Chakra inserts every style in one commit);
 * rendering the sections below the fold one idle period at a time keeps each task short, so the
 * first screen appears and responds sooner. Pages served by the server renderer arrive complete;
 * there each section is a Suspense boundary, which React hydrates after the page's frame, in a
 * separate commit, instead of adding it to the frame's one long task.
 */
import { Box } from '@chakra-ui/react';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useStartedFromServer } from '@/data/preload';
import { whenIdle } from '@/lib/when-idle';

export function AfterFirstPaint({
  children,
  order = 0,
  immediate = false,
  minH = '50vh',
}: {
  children: ReactNode;
  /** Sections render in this order, each in its own idle period. */
  order?: number;
  /** Render at once (e.g. when the visitor asked to jump to one of these sections). */
  immediate?: boolean;
  /** The space kept meanwhile, so nothing below jumps. */
  minH?: string;
}) {
  // A page the server rendered already has every section in its HTML: keep it, never blank it out.
  const fromServer = useStartedFromServer();
  if (fromServer) return <ServedSection>{children}</ServedSection>;
  return (
    <Deferred order={order} immediate={immediate} minH={minH}>
      {children}
    </Deferred>
  );
}

/**
 * The sections of a served page hydrate after the page itself, each when React gets to it; until
 * then its buttons and forms do nothing. `whenSectionsHydrated()` resolves once every section on the
 * page has (the app announces itself hydrated only then: a held click or form is replayed on the
 * hydrated element, never on one React has not reached yet).
 */
let sectionsExpected = 0;
let sectionsHydrated = 0;
let waiting: (() => void)[] = [];

function settle() {
  if (sectionsHydrated < sectionsExpected) return;
  const ready = waiting;
  waiting = [];
  ready.forEach((resolve) => resolve());
}

export function whenSectionsHydrated(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    settle();
  });
}

function ServedSection({ children }: { children: ReactNode }) {
  // Runs with the page's first commit, before the section itself may have hydrated.
  useEffect(() => {
    sectionsExpected += 1;
    return () => {
      sectionsExpected -= 1;
      settle();
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <SectionHydrated />
      {children}
    </Suspense>
  );
}

/** Its effect runs when its Suspense boundary, the section, has hydrated. */
function SectionHydrated() {
  useEffect(() => {
    sectionsHydrated += 1;
    settle();
    return () => {
      sectionsHydrated -= 1;
    };
  }, []);
  return null;
}

function Deferred({ children, order, immediate, minH }: { children: ReactNode; order: number; immediate: boolean; minH: string }) {
  const [ready, setReady] = useState(immediate);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => startTransition(() => setReady(true)), { timeoutMs: 400 + order * 200, fallbackMs: 16 * (order + 1) });
  }, [ready, order]);
  // Busy while the section is still to come: what waits for the page (a screenshot) waits for it too.
  return ready ? <>{children}</> : <Box minH={minH} aria-hidden aria-busy="true" />;
}
