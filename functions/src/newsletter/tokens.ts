/**
 * The newsletter's links carry a signed token instead of the address: `<subscriber id>.<expiry>.<mac>`,
 * the mac an HMAC-SHA256 over the purpose, the id and the expiry, keyed by HASH_SECRET. Nobody can
 * confirm or end someone else's subscription without the link that was mailed to them, and a
 * confirmation link stops working after CONFIRM_LINK_DAYS. An unsubscribe link never expires: it is
 * in every mail ever sent, and must still work years later.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

export const CONFIRM_LINK_DAYS = 7;
const NEVER = 0;
const ID = /^[0-9a-f]{32}$/;

/** One document per address: a hash of the address as typed in lower case, so the same address is always the same id. */
export const subscriberId = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

const mac = (secret: string, purpose: TokenPurpose, id: string, expires: number) =>
  createHmac('sha256', secret).update(`newsletter-${purpose}\n${id}\n${expires}`).digest('base64url');

export function signToken(secret: string, purpose: TokenPurpose, id: string, now: Date): string {
  const expires = purpose === 'confirm' ? now.getTime() + CONFIRM_LINK_DAYS * 86_400_000 : NEVER;
  return `${id}.${expires}.${mac(secret, purpose, id, expires)}`;
}

export type TokenCheck = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a token from a link is one we signed for this purpose, and still valid; any other value is 'invalid'. */
export function checkToken(secret: string, purpose: TokenPurpose, token: unknown, now: Date): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const [id, expiresText, given, ...rest] = token.split('.');
  if (rest.length || !id || !ID.test(id) || !expiresText || !/^\d{1,15}$/.test(expiresText) || !given)
    return { ok: false, reason: 'invalid' };
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(secret, purpose, id, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
  if (expires !== NEVER && expires < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}
