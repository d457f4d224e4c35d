/**
 * The newsletter function's requests (Hosting sends /api/newsletter/** and /newsletter/** to it):
 * - POST /api/newsletter/subscribe: the form, as the app sends it (JSON, answered in JSON) or as the
 *   browser posts it without script (answered by a page with a link back);
 * - GET /newsletter/confirm?token=…: a page with the confirm button; POST: confirms;
 * - GET /newsletter/unsubscribe?token=…: a page with the button; POST: unsubscribes at once, which is
 *   also what a mail client's one-click unsubscribe sends (RFC 8058: the token in the address).
 * Any other request is a 404 page; nothing here answers 5xx for a visitor's input.
 */
import { formSourcePath, NEWSLETTER_FORM, NEWSLETTER_PATHS } from '@portfolio/model';
import type { ServedResponse } from '../render/serve-page.js';
import type { SiteOf } from './mails.js';
import { newsletterPage } from './pages.js';
import { confirm, subscribe, unsubscribe, type LinkOutcome, type SubscriptionDeps } from './subscription.js';
import { checkToken } from './tokens.js';

export interface NewsletterRequest {
  method: string;
  /** The path and query as received. */
  url: string;
  /** The parsed body (form fields or JSON), when there is one. */
  body: unknown;
  /** The client asked for JSON (the app's inline form). */
  wantsJson: boolean;
  /** The address that stands for the client in rate limits. */
  client: string;
}

const json = (status: number, value: unknown): ServedResponse => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  body: JSON.stringify(value),
});

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

const LINK_TEXT = {
  confirm: {
    ask: {
      heading: 'Confirm your subscription',
      message: 'Press the button to start getting new posts by email.',
      label: 'Confirm subscription',
    },
    done: { heading: 'You are subscribed', message: 'New posts will arrive at your address. Every mail has a link to unsubscribe.' },
    expired: { heading: 'This link has expired', message: 'Confirmation links work for seven days. Please subscribe again from the blog.' },
  },
  unsubscribe: {
    ask: { heading: 'Unsubscribe', message: 'Press the button and no more posts will be mailed to you.', label: 'Unsubscribe' },
    done: {
      heading: 'You are unsubscribed',
      message: 'No more posts will be mailed to your address. You can subscribe again from the blog at any time.',
    },
    expired: { heading: 'This link has expired', message: 'Please use the link in a more recent mail.' },
  },
} as const;
const INVALID = {
  heading: 'This link does not work',
  message: 'It may be incomplete, or no longer valid. Please subscribe again from the blog.',
};

export async function newsletterRequest(deps: SubscriptionDeps, request: NewsletterRequest): Promise<ServedResponse> {
  const url = new URL(request.url, 'http://newsletter.local');
  const site: SiteOf = await deps.site();
  const home = { label: 'Go to the blog', href: '/blog' };
  if (url.pathname === NEWSLETTER_PATHS.subscribe && request.method === 'POST') {
    const answer = await subscribe(deps, request.body, request.client);
    if (request.wantsJson) return json(answer.status, { message: answer.message });
    const back = { label: 'Back to the page', href: formSourcePath(field(request.body, NEWSLETTER_FORM.source)) ?? '/blog' };
    const heading = answer.status === 200 ? 'Check your inbox' : 'Not subscribed';
    return newsletterPage(site, answer.status, { heading, message: answer.message, back });
  }
  const purpose = (['confirm', 'unsubscribe'] as const).find((name) => url.pathname === NEWSLETTER_PATHS[name]);
  if (!purpose || (request.method !== 'GET' && request.method !== 'POST'))
    return newsletterPage(site, 404, { heading: 'Page not found', message: 'There is nothing at this address.', back: home });
  const text = LINK_TEXT[purpose];
  const token = request.method === 'POST' ? (field(request.body, 'token') ?? url.searchParams.get('token')) : url.searchParams.get('token');
  if (request.method === 'GET') {
    // The link is checked before its button is shown; only the button's POST changes anything.
    const check = checkToken(deps.hashSecret, purpose, token, deps.clock());
    if (!check.ok)
      return check.reason === 'expired'
        ? newsletterPage(site, 410, { ...text.expired, back: home })
        : newsletterPage(site, 404, { ...INVALID, back: home });
    if (typeof token !== 'string') return newsletterPage(site, 404, { ...INVALID, back: home });
    return newsletterPage(site, 200, { ...text.ask, button: { label: text.ask.label, action: url.pathname, token } });
  }
  const outcome: LinkOutcome = await (purpose === 'confirm' ? confirm : unsubscribe)(deps, token);
  if (outcome === 'done') return newsletterPage(site, 200, { ...text.done, back: home });
  if (outcome === 'expired') return newsletterPage(site, 410, { ...text.expired, back: home });
  return newsletterPage(site, 404, { ...INVALID, back: home });
}
