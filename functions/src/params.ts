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
 * How many X-Forwarded-For entries, from the right, our own proxies append (shared/client-ip.ts). 1:
 * the address Google's front end appends. Raise it only if the logs show every visitor with one address.
 */
export const CLIENT_IP_HOPS = defineInt('CLIENT_IP_HOPS', {
  default: 1,
  description: 'X-Forwarded-For entries appended by trusted proxies, counted from the right (1 = Google front end)',
});

/** The site's public address, for canonical URLs, Open Graph tags, the sitemap and the feed. */
export const SITE_URL = defineString('SITE_URL', {
  description: 'The public URL of the site, e.g. https://jane.dev (no trailing slash needed)',
});
