import { describe, expect, it } from 'vitest';
import { lookUpCountry } from '../../src/analytics/country.js';

describe("the visitor's country, from DB-IP's IP to Country Lite", () => {
  it('finds the country of public IPv4 and IPv6 addresses', () => {
    expect(lookUpCountry('8.8.8.8')).toBe('US');
    expect(lookUpCountry('81.2.69.142')).toBe('GB');
    expect(lookUpCountry('2a00:1450:4001:80b::200e')).toBe('DE');
  });

  it('says unknown for private, local and malformed addresses, without throwing', () => {
    for (const ip of ['127.0.0.1', '::1', '10.0.0.1', '192.168.1.2', '', 'not an address', '999.1.1.1', '8.8.8.8, 1.1.1.1']) {
      expect(lookUpCountry(ip), ip).toBe('');
    }
  });
});
