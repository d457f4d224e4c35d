/**
 * The visitor's IP, used only hashed, as a rate-limit and visitor key; never stored.
 *
 * X-Forwarded-For is a list a client can start with anything it likes: `curl -H 'X-Forwarded-For:
 * 1.2.3.4'` arrives as "1.2.3.4, <real client>" because each proxy appends the address it received
 * the request from. So the entries are read from the right: the last one is the address Google's front
 * end appended, which the client cannot choose; earlier ones are the client's own claims. Taking the
 * first entry (as this code once did) let one client become any number of "visitors" and multiply
 * its allowance under both rate limits.
 *
 * `trustedHops` counts the entries appended by proxies we trust, from the right, the client's being
 * the left-most of them. It is 1 for a function reached directly (the callable) and through Hosting
 * alike on today's Google front end; if Google adds a proxy in between, the rate limits would start
 * to group visitors by that proxy's address, and the CLIENT_IP_HOPS parameter (params.ts) moves the
 * choice one entry to the left without a code change (docs/functions.md).
 */
export function clientIp(headers: Record<string, string | string[] | undefined>, socketIp?: string, trustedHops = 1): string {
  const forwarded = headers['x-forwarded-for'];
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socketIp || 'unknown';
  // Fewer entries than trusted hops: every entry was appended by a proxy, so the left-most is the client.
  return entries[Math.max(0, entries.length - Math.max(1, trustedHops))]!;
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
