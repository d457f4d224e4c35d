/**
 * The owner's own records, written by the functions only and read by the owner's Security screen and
 * the admin: sign-ins (owner-security.ts), the sessions state, and what became of an uploaded picture
 * (images.ts). Declared for the reads, like the analytics.
 */
import { contentType } from '../declare/content-type.js';
import { list, object } from '../declare/composite.js';
import { choice, flag, integer, text, time } from '../declare/kinds.js';

export const SIGN_IN_RECORD = contentType({
  name: 'sign-in',
  fields: {
    uid: text({ label: 'Account', max: 128 }),
    browser_key: text({ label: 'Browser key', max: 64 }),
    at: time({ label: 'When' }),
    browser: text({ label: 'Browser', max: 60 }),
    platform: text({ label: 'Platform', max: 60 }),
    new_browser: flag({ label: 'New browser' }),
    second_factor: flag({ label: 'With a code' }),
    notice: choice(['sent', 'pending', 'failed', 'not-needed'] as const, { label: 'Mail', initial: 'not-needed' }),
    notice_attempts: integer({ label: 'Sends tried', min: 0, max: 100 }),
  },
});

export const SESSIONS_STATE = contentType({
  name: 'sessions state',
  fields: {
    valid_after: integer({ label: 'Sessions ended at', min: 0, max: Number.MAX_SAFE_INTEGER }),
    second_factor: flag({ label: 'Second factor required', optional: true }),
  },
});

export const IMAGE_RECORD = contentType({
  name: 'picture',
  fields: {
    path: text({ label: 'File', max: 1024 }),
    state: choice(['ready', 'failed'] as const, { label: 'State', initial: 'ready' }),
    width: integer({ label: 'Width', min: 0, max: 100_000 }),
    height: integer({ label: 'Height', min: 0, max: 100_000 }),
    placeholder: text({ label: 'Placeholder', max: 4000 }),
    variants: list(
      object(
        {
          url: text({ label: 'Address', max: 2048 }),
          width: integer({ label: 'Width', min: 0, max: 100_000 }),
          height: integer({ label: 'Height', min: 0, max: 100_000 }),
          format: choice(['avif', 'webp'] as const, { label: 'Format', initial: 'webp' }),
        },
        { label: 'Variant' },
      ),
      { label: 'Variants', max: 20 },
    ),
    error: text({ label: 'Why it failed', max: 2000, optional: true }),
  },
});
