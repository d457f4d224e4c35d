import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each route change scrolls instantly to the top (spec §2). */
export function ScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
