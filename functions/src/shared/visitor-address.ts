/**
 * The key rate limits and visitor counts use for a request, and the owner's check of it. Apart from
 * client-ip.ts so that the rule stays a pure function with its tests, and this file holds what
 * depends on the parameters and the logger.
 */
import { maskAddress, type ClientAddressReport } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { headerValue, parseRanges, readClientAddress, type AddressTrust } from './client-ip.js';

type Headers = Record<string, string | string[] | undefined>;
type Log = (message: string, detail?: Record<string, unknown>) => void;

let trustFor: { hops: number; ranges: string; trust: AddressTrust } | undefined;

/** The trust settings (CLIENT_IP_HOPS, HOSTING_CDN_RANGES), parsed once per value. */
export function addressTrust(hops: number, ranges: string, log?: Log): AddressTrust {
  if (trustFor?.hops === hops && trustFor.ranges === ranges) return trustFor.trust;
  const parsed = parseRanges(ranges);
  if (parsed.invalid.length > 0)
    log?.('HOSTING_CDN_RANGES has entries that are not address ranges; they are ignored', { invalid: parsed.invalid });
  trustFor = { hops, ranges, trust: { hops, proxies: parsed.list, ranges: parsed.count } };
  return trustFor.trust;
}

let warnedNoAddress = false;

/** The key every request without an address shares (see visitorKey). */
export const UNKNOWN_VISITOR = 'unknown-address';

/**
 * The visitor's address, or for a request that carries none (no X-Forwarded-For and no connection
 * address: not seen in production, where Google's front end always adds one) one key that all such
 * requests share: their rate limits are one bucket, never none (a key per request let 50 of 50
 * messages through). Said once per instance.
 */
export function visitorKey(headers: Headers, socketIp: string | undefined, trust: AddressTrust, log: Log): string {
  const address = readClientAddress(headers, socketIp, trust).address;
  if (address) return address;
  if (!warnedNoAddress) {
    warnedNoAddress = true;
    log('A request arrived without any client address; such requests share one rate limit');
  }
  return UNKNOWN_VISITOR;
}

/** checkClientAddress: for the owner only, what the functions make of the owner's own request, shortened. */
export function clientAddressReport(
  auth: { token: Record<string, unknown> } | undefined,
  headers: Headers,
  socketIp: string | undefined,
  trust: AddressTrust,
): ClientAddressReport {
  if (auth?.token.admin !== true) throw new HttpsError('permission-denied', 'Only the owner can check the visitor address.');
  const read = readClientAddress(headers, socketIp, trust);
  const role = (i: number) => {
    if (read.index === null || i > read.index) return 'proxy';
    return i === read.index ? 'visitor' : 'unverified';
  };
  const cdnHeader = headerValue(headers, 'fastly-client-ip');
  return {
    forwardedFor: read.forwardedFor.map((entry, i) => ({ address: maskAddress(entry), role: role(i) })),
    used: read.address === null ? null : maskAddress(read.address),
    source: read.source,
    cdnHeader: cdnHeader ? maskAddress(cdnHeader) : null,
    hops: trust.hops,
    cdnRanges: trust.ranges,
  };
}
