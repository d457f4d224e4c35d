import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useDataPort } from '@/data/data-provider';
import { useSiteSettings } from '@/features/settings/api/site-settings';
import { loadGoogleTag, sendGooglePageView } from './google-tag';
import { pageViewReport } from './visit';

/**
 * Records a page view on each public route change (the trackPageView function keeps no raw IP),
 * unless the owner turned page views off; with a Google Analytics ID, sends it to Google too.
 * Waits for the settings, so a visit is never counted against the owner's choice.
 */
export function TrackPageViews() {
  const port = useDataPort();
  const { pathname } = useLocation();
  const { settings, loading } = useSiteSettings();
  const { enable_page_views, google_analytics_id } = settings.analytics;
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (loading || !enable_page_views || lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    // Every view carries the visit's landing referrer and campaign; the first one starts the visit.
    port.beacon('trackPageView', pageViewReport(pathname));
    if (google_analytics_id && loadGoogleTag(google_analytics_id.trim())) sendGooglePageView(pathname);
  }, [port, pathname, loading, enable_page_views, google_analytics_id]);

  return null;
}
