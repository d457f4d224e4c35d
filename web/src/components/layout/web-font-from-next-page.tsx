import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyWebFontIfFetched, fetchWebFont } from '@/lib/web-font';
import { whenIdle } from '@/lib/when-idle';

/** The path this document was loaded at (not where the app was when this module loaded): its first page stays in the fallback. */
function loadedAt(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return new URL(navigation?.name ?? location.href).pathname;
}

/**
 * Fetches the web font once the browser is idle, and sets the text in it from the next page on: on a
 * route change, in the same frame as the new page (a layout effect), which is laid out anew anyway.
 */
export function WebFontFromNextPage() {
  const { pathname } = useLocation();
  useEffect(() => whenIdle(() => void fetchWebFont(), { timeoutMs: 3000 }), []);
  useLayoutEffect(() => {
    if (pathname !== loadedAt()) applyWebFontIfFetched();
  }, [pathname]);
  return null;
}
