/**
 * The visitor's address, used only hashed, as a rate-limit and visitor key; never stored.
 *
 * X-Forwarded-For is a list a client can start with anything it likes: `curl -H 'X-Forwarded-For:
 * 1.2.3.4'` arrives as "1.2.3.4, <real client>" because each proxy appends the address it received
 * the request from. So the entries are read from the right, trusting only what proxies we know
 * appended (docs/security.md, "The visitor's address"):
 *
 * - `hops` (CLIENT_IP_HOPS, 1): entries appended by Google's front end, which every function sits
 *   behind; the last entry names whoever connected to it. A function called at its own address (the
 *   contact callable) sees the visitor there.
 * - `proxies` (HOSTING_CDN_RANGES: Fastly's published ranges): a function behind a Hosting rewrite
 *   (/api/track, /api/contact) is reached by Hosting's CDN, so that last entry names a CDN node, and
 *   the entry to its left is the visitor the CDN appended (its documented X-Forwarded-For handling).
 *   Walking left is allowed only past addresses in these ranges: a sender calling the function
 *   directly with made-up entries is itself the last entry, and not a CDN address, so its claims are
 *   never reached.
 *
 * Fastly-Client-IP is not used: Fastly documents that it keeps a value the client sent unless the
 * service's own configuration overwrites it, and Firebase documents no such thing. The owner checks
 * the result on their own request after deploying (Settings → Visitor addresses, docs/deploy.md).
 */
import { BlockList, isIP } from 'node:net';

export interface AddressTrust {
  /** Entries appended by Google's front end (and any fixed proxy after it), counted from the right. */
  hops: number;
  /** Addresses of Hosting's CDN: such an entry is a proxy's, and the entry to its left is what it saw. */
  proxies: BlockList;
  /** How many ranges `proxies` holds (for the owner's check). */
  ranges: number;
}

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) as the IPv4 address it is. */
const plainAddress = (entry: string) => entry.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** "151.101.0.0/16, 2a04:4e42::/32" → a BlockList; entries that are not ranges are skipped, and named. */
export function parseRanges(text: string): { list: BlockList; count: number; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  let count = 0;
  for (const range of text.split(/[\s,]+/).filter(Boolean)) {
    const [address = '', bits = ''] = range.split('/');
    const family = isIP(address);
    const prefix = Number(bits);
    if (family === 0 || !/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) {
      invalid.push(range);
      continue;
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
    count += 1;
  }
  return { list, count, invalid };
}

function isProxy(entry: string, trust: AddressTrust): boolean {
  const address = plainAddress(entry);
  const family = isIP(address);
  return family !== 0 && trust.proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface ClientAddress {
  /** X-Forwarded-For's entries, left to right. */
  forwardedFor: string[];
  /** Which entry is the visitor's, or null when none is (the connection's address, or nothing, is used). */
  index: number | null;
  /** The address used; null when the request carried none at all. */
  address: string | null;
  source: 'forwarded-for' | 'connection' | 'none';
}

export function readClientAddress(
  headers: Record<string, string | string[] | undefined>,
  socketIp: string | undefined,
  trust: AddressTrust,
): ClientAddress {
  const forwarded = headers['x-forwarded-for'];
  const forwardedFor = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwardedFor.length === 0) {
    return socketIp
      ? { forwardedFor, index: null, address: socketIp, source: 'connection' }
      : { forwardedFor, index: null, address: null, source: 'none' };
  }
  // Fewer entries than trusted hops: every entry was appended by a proxy, so the left-most is the client.
  let index = Math.max(0, forwardedFor.length - Math.max(1, trust.hops));
  while (index > 0 && isProxy(forwardedFor[index]!, trust)) index -= 1;
  return { forwardedFor, index, address: forwardedFor[index]!, source: 'forwarded-for' };
}

/** The visitor's address, or null when the request carried none. */
export const clientIp = (headers: Record<string, string | string[] | undefined>, socketIp: string | undefined, trust: AddressTrust) =>
  readClientAddress(headers, socketIp, trust).address;

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
