import { createHmac } from 'node:crypto';

/**
 * A keyed hash (HMAC-SHA256), hex, shortened to 32 characters (128 bits: plenty to tell visitors
 * apart, and shorter documents). Without the key nobody can test guessed IPs against the stored
 * value, which a plain hash of an IP (only 2^32 of them) would allow in seconds.
 */
export function keyedHash(key: string, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\n')).digest('hex').slice(0, 32);
}
