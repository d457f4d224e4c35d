/**
 * The public site's HTTP functions: every page rendered on the server (with /sitemap.xml, /feed.xml,
 * the share images under /og/, search's files and the tracked links /r/<slug>), and the contact form
 * posted without script.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { COLLECTIONS, matchPublicRoute, parsedReads, parseStored, type RenderPage, type TrackedLink } from '@portfolio/model';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { lookUpCountry } from '../analytics/country.js';
import { contactFormPost, CONTACT_SENT_QUERY } from '../contact/contact-form-post.js';
import { submitContactMessage as handleSubmit } from '../contact/submit-contact-message.js';
import { HASH_SECRET, SITE_URL, SMTP_PASS } from '../params.js';
import { compressBody } from '../render/compress.js';
import type { BuildManifest } from '../render/page-document.js';
import { refusePageMethod } from '../render/page-methods.js';
import { publicReader, rawPublicReader, withSearch } from '../render/public-reads.js';
import { servePreview } from '../preview/serve-preview.js';
import { serveSearchFile } from '../render/search-files.js';
import { serveSeoFile } from '../render/seo-files.js';
import { servePage, type ServeDeps, type ServedResponse } from '../render/serve-page.js';
import { serveTrackedLink, type FindTrackedLink } from '../render/tracked-links.js';
import { warnMalformed } from '../shared/read-warnings.js';
import type { ShareCard } from '../share-image/card.js';
import { serveShareImage } from '../share-image/serve.js';
import { defaultApp } from '../shared/admin-app.js';
import { systemClock } from '../shared/clock.js';
import { selectHealthStore } from '../store/select-store.js';
import { previewStore } from './previews.js';
import { deliveryDeps, region, senderOf, visitorOf, warn } from './shared.js';

/**
 * The web app's server entry and its build files, in lib/ssr (web/scripts/build-server.mjs), loaded
 * on the first request of an instance (the cold start) and kept.
 */
let serveDeps: (ServeDeps & { search: NonNullable<ServeDeps['search']> }) | undefined;
function getServeDeps() {
  if (serveDeps) return serveDeps;
  // lib/index.js is one bundle, so __dirname is lib/ wherever this file sits in src/.
  const dir = join(__dirname, 'ssr');
  // A CommonJS file built beside this bundle (lib/index.js is CommonJS too), loaded at run time.
  const entry = createRequire(__filename)(join(dir, 'entry-server.cjs')) as { renderPage: RenderPage };
  const read = publicReader(getFirestore(defaultApp()));
  serveDeps = {
    render: entry.renderPage,
    read,
    search: read.search,
    template: readFileSync(join(dir, 'template.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BuildManifest,
    siteUrl: SITE_URL.value(),
  };
  return serveDeps;
}

/** The owner's tracked link with this slug (read with the Admin SDK: visitors may not read them). */
const findTrackedLink: FindTrackedLink = async (slug) => {
  const snap = await getFirestore(defaultApp()).collection(COLLECTIONS.trackedLinks).where('slug', '==', slug).limit(1).get();
  const doc = snap.docs[0];
  return doc ? (parseStored(COLLECTIONS.trackedLinks, doc.id, doc.data(), warnMalformed) as TrackedLink) : null;
};

/** A draft's page for its preview link: the public reads with the draft among them (preview/serve-preview.ts). */
const previewDeps = (deps: ReturnType<typeof getServeDeps>) => ({
  store: previewStore(),
  clock: systemClock,
  servePath: (path: string, raw: Parameters<Parameters<typeof servePreview>[0]['servePath']>[1]) =>
    servePage(
      { ...deps, read: withSearch(parsedReads(raw(rawPublicReader(getFirestore(defaultApp()))), warnMalformed), deps.search) },
      path,
    ),
});

// satori and resvg load on the first share image an instance draws, not at every cold start.
const drawShareImage = async (card: ShareCard) => (await import('../share-image/render.js')).renderShareImage(card);

/** Sends an answer compressed for the request (Hosting passes a function's answer through as it is). */
const send = (
  req: { get: (name: string) => string | undefined },
  res: { status: (code: number) => { set: (h: Record<string, string>) => { send: (b: Buffer | string) => void } } },
  answer: ServedResponse,
) => {
  const { body, headers } = compressBody(answer.body, req.get('accept-encoding'));
  res
    .status(answer.status)
    .set({ ...answer.headers, ...headers })
    .send(body);
};

export const publicPages = onRequest(
  { region, memory: '512MiB', concurrency: 40, maxInstances: 10, timeoutSeconds: 30, invoker: 'public' },
  async (req, res) => {
    const refused = refusePageMethod(req.method);
    if (refused) return send(req, res, refused);
    try {
      const deps = getServeDeps();
      const picture = await serveShareImage(deps, req.originalUrl, drawShareImage);
      if (picture) return void res.status(picture.status).set(picture.headers).send(picture.body);
      const seo = await serveSeoFile(deps.read, deps.siteUrl, req.path);
      if (seo) return send(req, res, seo);
      const searchFile = deps.search && (await serveSearchFile(deps.search, req.originalUrl));
      if (searchFile) return send(req, res, searchFile);
      const tracked = await serveTrackedLink(findTrackedLink, req.path);
      if (tracked) return send(req, res, tracked);
      const preview = await servePreview(previewDeps(deps), req.path);
      if (preview) return send(req, res, preview);
      const sent = req.originalUrl.includes(CONTACT_SENT_QUERY);
      send(
        req,
        res,
        await servePage(
          deps,
          req.originalUrl,
          sent ? { contactForm: { values: { name: '', email: '', message: '' }, outcome: { ok: true } } } : {},
        ),
      );
    } catch (error) {
      logger.error('Rendering a public page failed', { path: req.path, reason: error instanceof Error ? error.stack : String(error) });
      // Counted by the page's kind (never its raw path, which a visitor chooses), for the dashboard.
      const { kind } = matchPublicRoute(req.path);
      void selectHealthStore()
        .countPageError(kind === 'notFound' ? 'other' : kind, systemClock())
        .catch((failure: unknown) => warn('Counting a failed page failed', { reason: String(failure) }));
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': '5' })
        .send('The page could not be shown just now. Please try again in a moment.');
    }
  },
);

export const contactForm = onRequest(
  { region, secrets: [SMTP_PASS, HASH_SECRET], maxInstances: 5, timeoutSeconds: 60, invoker: 'public' },
  async (req, res) => {
    const ip = visitorOf(req);
    const answer = await contactFormPost(
      {
        submit: (data) =>
          handleSubmit({ ...deliveryDeps(), hashSecret: HASH_SECRET.value(), countryOf: lookUpCountry }, data, ip, senderOf(req)),
        renderHome: (form) => servePage(getServeDeps(), '/', { contactForm: form }),
      },
      req.method,
      req.body,
    );
    send(req, res, answer);
  },
);
