import { describe, expect, it } from 'vitest';
import { clientIp, parseRanges, type AddressTrust } from '../../src/shared/client-ip.js';
import { addressTrust, clientAddressReport, UNKNOWN_VISITOR, visitorKey } from '../../src/shared/visitor-address.js';

const trust = (hops = 1, ranges = ''): AddressTrust => {
  const parsed = parseRanges(ranges);
  return { hops, proxies: parsed.list, ranges: parsed.count };
};
// Two of Fastly's published ranges: Hosting's CDN.
const CDN = '151.101.0.0/16, 2a04:4e42::/32';
const xff = (value: string | string[]) => ({ 'x-forwarded-for': value });

describe('clientIp: a function called at its own address (Google front end only)', () => {
  it('takes the address the front end appended (the last), not what the client put first', () => {
    expect(clientIp(xff('1.2.3.4, 203.0.113.7'), undefined, trust())).toBe('203.0.113.7');
    expect(clientIp(xff('9.9.9.9,8.8.8.8 , 203.0.113.7'), undefined, trust())).toBe('203.0.113.7');
    expect(clientIp(xff(['1.2.3.4', '203.0.113.7']), undefined, trust())).toBe('203.0.113.7');
  });

  it('moves one entry left per extra trusted proxy (CLIENT_IP_HOPS)', () => {
    expect(clientIp(xff('1.2.3.4, 203.0.113.7, 35.191.0.1'), undefined, trust(2))).toBe('203.0.113.7');
    expect(clientIp(xff('203.0.113.7'), undefined, trust(2))).toBe('203.0.113.7');
  });

  it('falls back to the connection address, and says there is none rather than inventing a shared one', () => {
    expect(clientIp({}, '192.0.2.1', trust())).toBe('192.0.2.1');
    expect(clientIp(xff(' , '), '192.0.2.1', trust())).toBe('192.0.2.1');
    expect(clientIp({}, undefined, trust())).toBeNull();
  });
});

describe('clientIp: a function behind a Hosting rewrite (the CDN, then Google front end)', () => {
  it('takes the visitor the CDN appended, left of the CDN node the front end appended', () => {
    expect(clientIp(xff('203.0.113.7, 151.101.65.195'), undefined, trust(1, CDN))).toBe('203.0.113.7');
    expect(clientIp(xff('2001:db8::7, 2a04:4e42:200::322'), undefined, trust(1, CDN))).toBe('2001:db8::7');
    expect(clientIp(xff('203.0.113.7, ::ffff:151.101.1.1'), undefined, trust(1, CDN))).toBe('203.0.113.7');
  });

  it('walks past more than one CDN node (an edge and a shield), and stops at the first other address', () => {
    expect(clientIp(xff('10.0.0.1, 203.0.113.7, 151.101.2.2, 151.101.65.195'), undefined, trust(1, CDN))).toBe('203.0.113.7');
  });

  it('gives a sender calling the function directly no way to choose its key: its made-up entries are never reached', () => {
    // The sender (198.51.100.9) is the entry the front end appended; it is no CDN address.
    expect(clientIp(xff('151.101.9.9, 203.0.113.99, 198.51.100.9'), undefined, trust(1, CDN))).toBe('198.51.100.9');
    expect(clientIp(xff('203.0.113.99, 198.51.100.9'), undefined, trust(1, CDN))).toBe('198.51.100.9');
  });

  it('never steps past the left-most entry, and keeps garbage where the walk stops', () => {
    expect(clientIp(xff('151.101.3.3, 151.101.65.195'), undefined, trust(1, CDN))).toBe('151.101.3.3');
    expect(clientIp(xff('not-an-ip, 151.101.65.195'), undefined, trust(1, CDN))).toBe('not-an-ip');
  });

  it('reads the ranges setting, naming entries that are not ranges', () => {
    const parsed = parseRanges('151.101.0.0/16,, 2a04:4e42::/32 bogus 10.0.0.0/33');
    expect(parsed.count).toBe(2);
    expect(parsed.invalid).toEqual(['bogus', '10.0.0.0/33']);
  });
});

describe('visitorKey', () => {
  it('gives every request without any address one shared key (one rate limit, never none), and says so once', () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const first = visitorKey({}, undefined, trust(), log);
    const second = visitorKey({ 'x-forwarded-for': '' }, undefined, trust(), log);
    expect(first).toBe(second);
    expect(first).toBe(UNKNOWN_VISITOR);
    expect(logged).toEqual(['A request arrived without any client address; such requests share one rate limit']);
    expect(visitorKey(xff('203.0.113.7'), undefined, trust(), log)).toBe('203.0.113.7');
  });

  it('parses the settings once per value', () => {
    expect(addressTrust(1, CDN)).toBe(addressTrust(1, CDN));
    expect(addressTrust(1, CDN).ranges).toBe(2);
    expect(addressTrust(2, CDN)).not.toBe(addressTrust(1, CDN));
  });
});

describe("checkClientAddress: the owner's own request, shortened", () => {
  const owner = { token: { admin: true } };

  it('shows each entry with its role, the address used, and the CDN header for comparison, all shortened', () => {
    const report = clientAddressReport(
      owner,
      { ...xff('10.1.2.3, 203.0.113.7, 151.101.65.195'), 'fastly-client-ip': '203.0.113.7' },
      '169.254.1.1',
      trust(1, CDN),
    );
    expect(report).toEqual({
      forwardedFor: [
        { address: '10.1.x.x', role: 'unverified' },
        { address: '203.0.x.x', role: 'visitor' },
        { address: '151.101.x.x', role: 'proxy' },
      ],
      used: '203.0.x.x',
      source: 'forwarded-for',
      cdnHeader: '203.0.x.x',
      hops: 1,
      cdnRanges: 2,
    });
  });

  it('says when the connection address is used, or none at all', () => {
    expect(clientAddressReport(owner, {}, '127.0.0.1', trust())).toMatchObject({
      forwardedFor: [],
      used: '127.0.x.x',
      source: 'connection',
    });
    expect(clientAddressReport(owner, {}, undefined, trust())).toMatchObject({ used: null, source: 'none', cdnHeader: null });
  });

  it('refuses anyone but the owner', () => {
    for (const auth of [undefined, { token: {} }, { token: { admin: 'true' } }, { token: { email: 'owner@example.com' } }]) {
      expect(() => clientAddressReport(auth, xff('203.0.113.7'), undefined, trust())).toThrow(
        'Only the owner can check the visitor address.',
      );
    }
  });
});
