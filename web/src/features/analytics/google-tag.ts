/**
 * The Google tag (gtag.js), loaded only when the owner set an ID and page views are enabled.
 * The site's CSP forbids inline scripts, so it is configured from this module rather than from
 * the usual inline snippet. Page views are sent by TrackPageViews on each route change (a
 * single-page app has no page loads for gtag to count by itself).
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** UA-XXXX-Y (Universal Analytics) or G-XXXX (GA4). */
export const GOOGLE_TAG_ID = /^(?:UA-\d+-\d+|G-[A-Z0-9]+)$/i;

let loadedId: string | null = null;

export function loadGoogleTag(id: string): boolean {
  if (!GOOGLE_TAG_ID.test(id)) return false;
  if (loadedId === id) return true;
  window.dataLayer = window.dataLayer ?? [];
  // gtag queues its arguments object, exactly as Google's snippet does.
  window.gtag = function gtag() {
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  loadedId = id;
  return true;
}

export function sendGooglePageView(path: string): void {
  window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}

/** For tests. */
export function resetGoogleTag(): void {
  loadedId = null;
  delete window.gtag;
  delete window.dataLayer;
}
