/**
 * Only the referrer's host is kept (a full URL can carry search terms, tokens or a person's name).
 * '' means direct; so does a link from the site itself, which is navigation, not a source.
 */
export function referrerHost(referrer: string, ownHost: string): string {
  if (!referrer) return '';
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    host = url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
  const own = ownHost
    .toLowerCase()
    .split(':')[0]!
    .replace(/^www\./, '');
  return host === own ? '' : host.slice(0, 253);
}
