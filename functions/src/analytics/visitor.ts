import { keyedHash } from '../shared/hash.js';

/**
 * The visitor id, as Plausible counts visitors: a hash of a random, secret salt of the UTC day with
 * the IP and user agent. The same browser is one visitor all day; tomorrow it gets a new, unlinkable
 * id; and once the salt is deleted (after 48 hours) nobody, us included, can tell whose it was.
 */
export function visitorId(salt: string, ip: string, userAgent: string): string {
  return keyedHash(salt, ip, userAgent);
}

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Salts of days before this are deleted: keeping today's and yesterday's is at most 48 hours. */
export function oldestKeptSaltDay(now: Date): string {
  return utcDay(new Date(now.getTime() - 86_400_000));
}
