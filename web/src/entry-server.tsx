/**
 * The server entry: renders a public page to HTML with the same components, providers and routes
 * as the app. Built by `vite build --ssr` into the functions' bundle (functions/lib/ssr) and called
 * by the render function (functions/src/render), which supplies the reads: public Firestore data
 * through firebase-admin. The contract is in packages/model/src/served-page.ts.
 *
 * A render is repeated until it asks for nothing new: each pass records the reads it lacked
 * (data/preload.tsx), they are fetched together, and the next pass renders with them. A page needs
 * two or three passes (sections and settings are fetched before the first). The reads a URL made
 * are remembered by the instance: the next request for it fetches them all at once, up front, and
 * renders once (the passes run again only if the content now asks for something new).
 */
import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { EMPTY_SECTIONS, SERVED_CONTACT_FORM, type RenderPage, type SectionContent, type SectionName } from '@portfolio/model';
import { AppProviders } from './app/providers';
import { markServedStyles } from './app/served-styles';
import { createStyleCache } from './app/style-cache';
import { routes } from './app/router';
import type { DataPort } from './data/port';
import { requestKey, type Preload, type PreloadedData, type PreloadRequest } from './data/preload';
import { SECTIONS_QUERY } from './features/sections/api/content-provider';
import { mergeSettings, SETTINGS_QUERY } from './features/settings/api/site-settings';
import { ServerReportProvider, type ServerReport } from './lib/server-report';
import { preloadHighlighter } from '@/components/markdown/load-highlighter';

const MAX_PASSES = 4;

/** The reads each URL's last render made, for the instance's next render of it (bounded). */
const readsByUrl = new Map<string, PreloadRequest[]>();
const MAX_REMEMBERED_URLS = 200;

function remember(url: string, reads: Map<string, PreloadRequest>) {
  readsByUrl.delete(url);
  readsByUrl.set(url, [...reads.values()]);
  // Oldest first in a Map: forget the least recently rendered URL (unknown URLs are endless).
  if (readsByUrl.size > MAX_REMEMBERED_URLS) readsByUrl.delete(readsByUrl.keys().next().value!);
}

/** The server never reads or writes through the port: every read comes from the preloaded data. */
const serverPort = new Proxy({} as DataPort, {
  get: (_target, name) =>
    name === 'kind' ? 'firebase' : () => Promise.reject(new Error(`The server renderer cannot call ${String(name)}`)),
});

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    stream
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString();
            done();
          },
        }),
      )
      .on('finish', () => resolve(html))
      .on('error', reject);
    stream.on('error', reject);
  });
}

function sectionsFrom(docs: unknown): SectionContent {
  const content = { ...EMPTY_SECTIONS };
  for (const doc of (docs as { id: string; content?: object }[] | undefined) ?? []) {
    if (doc.id in EMPTY_SECTIONS)
      (content as Record<string, unknown>)[doc.id] = { ...EMPTY_SECTIONS[doc.id as SectionName], ...doc.content };
  }
  return content;
}

/** A renderer of `appRoutes` (a test renders a page of its own table); the build's is `renderPage`. */
export const renderPageWith =
  (appRoutes: RouteObject[]): RenderPage =>
  async (url, read, options = {}) => {
    // Code in a served page arrives coloured (the first call loads the highlighter; later ones return at once).
    await preloadHighlighter();
    const handler = createStaticHandler(appRoutes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
    const router = createStaticRouter(handler.dataRoutes, context);

    const data: PreloadedData = {};
    if (options.contactForm) data[`state:${SERVED_CONTACT_FORM}`] = options.contactForm;
    const fetchAll = async (requests: PreloadRequest[]) => {
      const results = await Promise.all(requests.map((request) => read(request)));
      requests.forEach((request, i) => (data[requestKey(request)] = results[i]));
    };
    // The address with its query: a list's pages (/blog?after=…) read different documents.
    const pageKey = (({ pathname, search }) => `${pathname}${search}`)(new URL(url));
    const first: PreloadRequest[] = [
      { kind: 'query', query: SECTIONS_QUERY },
      { kind: 'query', query: SETTINGS_QUERY },
    ];
    const known = new Map([...first, ...(readsByUrl.get(pageKey) ?? [])].map((request) => [requestKey(request), request]));
    await fetchAll([...known.values()]);
    const settings = mergeSettings(
      Object.fromEntries(
        ((data[requestKey({ kind: 'query', query: SETTINGS_QUERY })] as { id: string; settings: object }[]) ?? []).map((d) => [
          d.id,
          d.settings,
        ]),
      ),
    );
    const colorMode = settings.theme.dark_mode_default ? 'dark' : 'light';

    const tree = (report: ServerReport, watch: Pick<Preload, 'onMiss' | 'onRead'> = {}) => (
      <ServerReportProvider report={report}>
        <AppProviders port={serverPort} served={{ preload: { data, ...watch }, colorMode }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerReportProvider>
    );

    /** The page in one synchronous render: complete only if every read and lazy component is ready. */
    const renderComplete = () => {
      const report: ServerReport = { status: 200 };
      const cache = createStyleCache();
      // Made before rendering: it switches the cache to extraction (otherwise Emotion writes a <style>
      // next to every element, which the browser's Emotion then moves, restyling the page each time).
      const emotion = createEmotionServer(cache);
      const reads = new Map<string, PreloadRequest>();
      let missed = false;
      const appHtml = renderToString(
        <CacheProvider value={cache}>
          {tree(report, { onMiss: () => (missed = true), onRead: (r) => reads.set(requestKey(r), r) })}
        </CacheProvider>,
      );
      // A suspended part leaves its fallback and a marker for the browser: not a complete page.
      const complete = !missed && !appHtml.includes('<!--$!-->') && !appHtml.includes('<template');
      return complete ? { report, emotion, reads, appHtml } : null;
    };

    // A URL rendered before in this instance: its reads were fetched above, and its lazy components
    // are loaded, so one render is usually the whole work.
    let page = readsByUrl.has(pageKey) ? renderComplete() : null;

    // Discovery: prerender waits for lazy components (the Markdown renderer, route pages) and reports
    // the reads it lacked; repeat with those until nothing is missing.
    for (let pass = 1; !page; pass++) {
      const missing = new Map<string, PreloadRequest>();
      const { prelude } = await prerenderToNodeStream(
        <CacheProvider value={createStyleCache()}>{tree({ status: 200 }, { onMiss: (r) => missing.set(requestKey(r), r) })}</CacheProvider>,
      );
      await streamToString(prelude);
      if (missing.size === 0) {
        // Every read and every lazy component is ready now, so one synchronous render gives the
        // complete HTML, with no streaming placeholders or inline scripts (the site's CSP allows none).
        page = renderComplete();
        if (!page) throw new Error(`Rendering ${url} left a part to the browser`);
        break;
      }
      if (pass === MAX_PASSES) throw new Error(`Rendering ${url} still needed ${[...missing.keys()].join(', ')} after ${pass} passes`);
      await fetchAll([...missing.values()]);
    }
    remember(pageKey, page.reads);

    const { report, emotion, appHtml, reads } = page;
    // The browser gets what this render read, no more: reads remembered from an earlier render of the
    // address were fetched too, and may ask for what the page no longer shows (a post's neighbours by
    // the date it had before an edit). In the order of their keys, not the order the fetches ended in:
    // the same content makes the same page, byte for byte (its ETag, a restore compared with the site).
    const handedOver = Object.fromEntries(
      Object.entries(data)
        .filter(([key]) => key.startsWith('state:') || reads.has(key))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    return {
      status: report.status,
      redirect: report.redirect,
      appHtml,
      styleTags: markServedStyles(emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(appHtml))),
      colorMode,
      preload: handedOver,
      settings,
      sections: sectionsFrom(data[requestKey({ kind: 'query', query: SECTIONS_QUERY })]),
      item: report.item,
      listPage: report.listPage,
    };
  };

export const renderPage: RenderPage = renderPageWith(routes);
