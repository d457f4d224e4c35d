/**
 * The visitor's IP as our infrastructure reports it. Google's front end (and Firebase Hosting in
 * front of it) put the client first in X-Forwarded-For, which is what Google documents for Cloud
 * Functions; the socket address is only a proxy's. A client can prepend its own values, so this IP
 * is only ever used, hashed, as a rate-limit and visitor key (a spoofer splits itself into several
 * "visitors"; nothing private leaks) and never stored.
 */
export function clientIp(headers: Record<string, string | string[] | undefined>, socketIp?: string): string {
  const forwarded = headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || socketIp || 'unknown';
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
