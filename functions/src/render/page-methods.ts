import type { ServedResponse } from './serve-page.js';

/**
 * A public page is only ever read: its address answers GET and HEAD, anything else (PUT, DELETE,
 * TRACE, a POST of the contact form to the wrong address) 405. The contact form posts to
 * /api/contact, another function (contact/contact-form-post.ts).
 */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

export function refusePageMethod(method: string): ServedResponse | null {
  if ((PAGE_METHODS as readonly string[]).includes(method)) return null;
  return {
    status: 405,
    headers: { Allow: PAGE_METHODS.join(', '), 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    body: 'Method not allowed',
  };
}
