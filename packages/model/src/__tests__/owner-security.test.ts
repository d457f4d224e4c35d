import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../owner-security.js';

describe('describeUserAgent: browser family and platform for the sign-in list and mail', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36',
      'Chrome',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36 Edg/132.0.0.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', 'Firefox', 'Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36',
      'Chrome',
      'ChromeOS',
    ],
    ['curl/8.5.0', 'curl', 'unknown platform'],
    ['NotYetSupportedInFirebaseAuthEmulator', 'Unknown browser', 'unknown platform'],
    ['', 'Unknown browser', 'unknown platform'],
  ])('%s', (userAgent, browser, platform) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, platform });
  });
});
