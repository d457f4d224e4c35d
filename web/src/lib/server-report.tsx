/**
 * What a page tells the server renderer beyond its HTML: the HTTP status (404 for a missing page, a
 * draft or an inactive project) and the item it shows (its route's `item`), which the <head> tags,
 * JSON-LD and share card describe.
 * In the browser there is no report to fill and these hooks do nothing.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { ListPageLinks } from '@portfolio/model';

export interface ServerReport {
  status: number;
  /** With status 301: the path the page has moved to. */
  redirect?: string;
  /** The item an item page shows. */
  item?: Record<string, unknown>;
  /** A page of a list (/blog, /projects): its neighbours' queries, for the head's links. */
  listPage?: ListPageLinks;
}

const ServerReportContext = createContext<ServerReport | null>(null);

export function ServerReportProvider({ report, children }: { report: ServerReport; children: ReactNode }) {
  return <ServerReportContext.Provider value={report}>{children}</ServerReportContext.Provider>;
}

/** Called during render; only the server's render has a report to write to. */
export function useServerReport(update: Partial<ServerReport>): void {
  const report = useContext(ServerReportContext);
  if (report) Object.assign(report, update);
}

/**
 * A page that has moved: the server answers 301 with its new address (search engines and shared
 * links follow it); in the browser the router replaces the address in history.
 */
export function MovedTo({ to }: { to: string }) {
  const report = useContext(ServerReportContext);
  if (report) {
    Object.assign(report, { status: 301, redirect: to });
    return null;
  }
  return <Navigate to={to} replace />;
}
