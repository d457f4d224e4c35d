import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Configuration (see docs/functions.md and .env.example). Plain values come from functions/.env
 * files or prompts at deploy; secrets from Cloud Secret Manager (`firebase functions:secrets:set`),
 * or functions/.secret.local in the emulator. Each function lists the secrets it uses (index.ts).
 */
export const SMTP_HOST = defineString('SMTP_HOST', { description: 'SMTP server host name, e.g. smtp.example.com' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 587, description: '465 = TLS, 587 = STARTTLS' });
export const SMTP_TLS = defineBoolean('SMTP_TLS', {
  default: true,
  description: 'Require TLS. Set false only for a local test server.',
});
export const SMTP_USER = defineString('SMTP_USER', { default: '', description: 'SMTP user name (empty = no auth)' });
export const SMTP_PASS = defineSecret('SMTP_PASS');
export const MAIL_FROM = defineString('MAIL_FROM', {
  description: 'Fixed sender of the owner notifications, e.g. "Portfolio <noreply@example.com>"',
});
export const OWNER_EMAIL = defineString('OWNER_EMAIL', {
  description: "The owner's address: receives sign-in notices, and contact mail while the contact section has no e-mail",
});
/** Keys the IP hashes used for rate limits. Long and random: `openssl rand -hex 32`. */
export const HASH_SECRET = defineSecret('HASH_SECRET');

/**
 * How many X-Forwarded-For entries, from the right, Google's front end (and any fixed proxy after it)
 * appends (shared/client-ip.ts). 1: the front end every function sits behind. Raise it only if the
 * owner's check (Settings → Visitor addresses) shows a Google address as "your address".
 */
export const CLIENT_IP_HOPS = defineInt('CLIENT_IP_HOPS', {
  default: 1,
  description: 'X-Forwarded-For entries appended by Google front end, counted from the right (1 = Google front end)',
});

/**
 * The address ranges of Hosting's CDN (Fastly's published list, https://api.fastly.com/public-ip-list,
 * as of 2026-11). A function behind a Hosting rewrite is reached from these; the entry to their left is
 * the visitor. If the owner's check shows a CDN address as "your address", add its range here.
 */
export const HOSTING_CDN_RANGES = defineString('HOSTING_CDN_RANGES', {
  default: [
    '23.235.32.0/20',
    '43.249.72.0/22',
    '103.244.50.0/24',
    '103.245.222.0/23',
    '103.245.224.0/24',
    '104.156.80.0/20',
    '140.248.64.0/18',
    '140.248.128.0/17',
    '146.75.0.0/17',
    '151.101.0.0/16',
    '157.52.64.0/18',
    '167.82.0.0/17',
    '167.82.128.0/20',
    '167.82.160.0/20',
    '167.82.224.0/20',
    '172.111.64.0/18',
    '185.31.16.0/22',
    '199.27.72.0/21',
    '199.232.0.0/16',
    '2a04:4e40::/32',
    '2a04:4e42::/32',
  ].join(','),
  description: "Address ranges of Hosting's CDN, comma-separated CIDRs (default: Fastly's published list)",
});

/** The site's public address, for canonical URLs, Open Graph tags, the sitemap and the feed. */
export const SITE_URL = defineString('SITE_URL', {
  description: 'The public URL of the site, e.g. https://jane.dev (no trailing slash needed)',
});
