/**
 * The newsletter's own small pages, answered by the newsletter function: the sign-up's answer when the
 * form is sent without script, and the pages the mailed links open. A link only shows a button; the
 * change is made by the button's POST, so a mail scanner that opens every link confirms or ends nothing.
 * Never indexed, never cached.
 */
import type { ServedResponse } from '../render/serve-page.js';
import type { SiteOf } from './mails.js';
import { escapeHtml } from '../seo/head.js';

export interface PageParts {
  heading: string;
  message: string;
  /** A button that POSTs to `action` (the link's token travels in the form). */
  button?: { label: string; action: string; token: string };
  /** Where to go on: the page the reader came from, or home. */
  back?: { label: string; href: string };
}

export function newsletterPage(site: SiteOf, status: number, parts: PageParts): ServedResponse {
  const { heading, message, button, back } = parts;
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark">
<title>${escapeHtml(heading)} · ${escapeHtml(site.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7fafc;color:#1a202c;font:17px/1.6 system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.3}p{margin:0 0 1.25rem}
a{color:#2b6cb0}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:8px;background:#2b6cb0;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #63b3ed;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#171923;color:#e2e8f0}main{background:#1a202c}a{color:#90cdf4}button{background:#90cdf4;color:#1a202c}}
</style></head>
<body><main>
<p><a href="/">${escapeHtml(site.title)}</a></p>
<h1>${escapeHtml(heading)}</h1>
<p role="status">${escapeHtml(message)}</p>
${button ? `<form method="post" action="${escapeHtml(button.action)}"><input type="hidden" name="token" value="${escapeHtml(button.token)}"><button type="submit">${escapeHtml(button.label)}</button></form>` : ''}
${back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : ''}
</main></body></html>`;
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
    body,
  };
}
