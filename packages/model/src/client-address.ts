/**
 * What the owner's "Visitor addresses" check shows (functions/src/shared/client-ip.ts decides; the
 * Settings screen shows it): the chain of addresses a function behind Hosting received with the
 * owner's own request, each shortened, and the one the rate limits and visitor counts use.
 */
export type ClientAddressRole = 'unverified' | 'visitor' | 'proxy';

export interface ClientAddressReport {
  /**
   * X-Forwarded-For as received, left to right: `unverified` entries were sent by the browser or a
   * proxy nobody vouches for; `visitor` is the address used; `proxy` entries are Hosting's CDN and
   * Google's front end, which the settings trust.
   */
  forwardedFor: { address: string; role: ClientAddressRole }[];
  /** The address used for this request, shortened; null when the request carried none (then each such request is counted apart). */
  used: string | null;
  /** Where `used` came from. */
  source: 'forwarded-for' | 'connection' | 'none';
  /** Fastly-Client-IP, shortened, shown for comparison only: any sender can set it. */
  cdnHeader: string | null;
  /** The settings in force: CLIENT_IP_HOPS and how many HOSTING_CDN_RANGES. */
  hops: number;
  cdnRanges: number;
}

/**
 * An address shortened for showing: IPv4 keeps its first two numbers (203.0.x.x), IPv6 its first
 * three groups (2001:db8:85a3:…). Enough for the owner to recognise their network, not to find them.
 */
export function maskAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  if (/^[0-9a-f:]+$/i.test(address) && address.includes(':')) {
    const [head = '', tail = ''] = address.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 3).join(':')}:…`;
  }
  return '(not an address)';
}
