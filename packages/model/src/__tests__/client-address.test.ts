import { describe, expect, it } from 'vitest';
import { maskAddress } from '../client-address.js';

describe('maskAddress', () => {
  it('keeps the first two numbers of an IPv4 address', () => {
    expect(maskAddress('203.0.113.7')).toBe('203.0.x.x');
    expect(maskAddress('::ffff:198.51.100.23')).toBe('198.51.x.x');
  });

  it('keeps the first three groups of an IPv6 address, however it is written', () => {
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:…');
    expect(maskAddress('2001:db8::42')).toBe('2001:db8:0:…');
    expect(maskAddress('::1')).toBe('0:0:0:…');
  });

  it('shows no part of what is not an address', () => {
    expect(maskAddress('unknown')).toBe('(not an address)');
    expect(maskAddress('<script>')).toBe('(not an address)');
    expect(maskAddress('')).toBe('(not an address)');
  });
});
