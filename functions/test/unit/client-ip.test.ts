import { describe, expect, it } from 'vitest';
import { clientIp } from '../../src/shared/client-ip.js';

describe('clientIp', () => {
  it('takes the address the front end appended (the last), not what the client put first', () => {
    expect(clientIp({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' })).toBe('203.0.113.7');
    expect(clientIp({ 'x-forwarded-for': '9.9.9.9,8.8.8.8 , 203.0.113.7' })).toBe('203.0.113.7');
    expect(clientIp({ 'x-forwarded-for': ['1.2.3.4', '203.0.113.7'] })).toBe('203.0.113.7');
  });

  it('moves one entry left per extra trusted proxy', () => {
    expect(clientIp({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 35.191.0.1' }, undefined, 2)).toBe('203.0.113.7');
    expect(clientIp({ 'x-forwarded-for': '203.0.113.7' }, undefined, 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket address, then to a fixed key', () => {
    expect(clientIp({}, '192.0.2.1')).toBe('192.0.2.1');
    expect(clientIp({ 'x-forwarded-for': ' , ' }, '192.0.2.1')).toBe('192.0.2.1');
    expect(clientIp({})).toBe('unknown');
  });
});
