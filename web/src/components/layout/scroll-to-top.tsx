import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Each route change scrolls instantly to the top. Not the first render: the browser has
 * placed the page already (at its #anchor, or where a visitor of a served page had scrolled to when
 * the app took over).
 */
export function ScrollToTopOnRouteChange() {
  const { pathname, search } = useLocation();
  // A list's next page (/blog?after=…) is a new page too.
  const address = `${pathname}${search}`;
  const shown = useRef(address);
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [address]);
  return null;
}
