/**
 * The owner's own records, written by the functions only and read by the owner's Security screen and
 * the admin: sign-ins (owner-security.ts), the sessions state, and what became of an uploaded picture
 * (images.ts). Declared for the reads, like the analytics.
 */
import { contentType, type DocOf } from '../declare/content-type.js';
import { list, object, tally } from '../declare/composite.js';
import { choice, flag, integer, text, time } from '../declare/kinds.js';
import { collectionOf, namedCollection, storing } from '../declare/collection.js';
import type { ImageRecord } from '../images.js';
import type { SessionsState, SignInRecord } from '../owner-security.js';

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

/** job_health/{job}: a background job's last success and failure (health.ts), written by the functions. */
export const JOB_HEALTH = contentType({
  name: 'job health',
  fields: {
    last_success_at: time({ label: 'Last success', nullable: true, system: true }),
    last_failure_at: time({ label: 'Last failure', nullable: true, system: true }),
    /** The first failure since the last success; null while it succeeds. */
    failing_since: time({ label: 'Failing since', nullable: true, system: true }),
    last_error: text({ label: 'Last error', max: 300 }),
  },
});

/** page_errors/{hour}: pages that answered 5xx in one UTC hour, counted by page kind (never a raw path). */
export const PAGE_ERRORS = contentType({
  name: 'page errors',
  fields: {
    period_start: text({ label: 'Period start', max: 40 }),
    /** By page kind (routes.ts), and 'other' for an address no page answers. */
    counts: tally({ label: 'Counts', maxKeys: 100 }),
  },
});

/** The owner's sign-ins (owner-security.ts): written by the beforeUserSignedIn function. */
export const OWNER_SIGN_INS = storing<SignInRecord>()(
  collectionOf('owner_sign_ins', SIGN_IN_RECORD, {
    labels: { singular: 'Sign-in', plural: 'Sign-ins' },
    read: 'owner',
    write: 'functions',
  }),
);

/** The owner's account state: when sessions were last signed out everywhere. */
export const OWNER_STATE = namedCollection<SessionsState>()(
  'owner_state',
  { sessions: SESSIONS_STATE },
  { labels: { singular: 'Account state', plural: 'Account states' }, read: 'owner', write: 'functions' },
);

/** One document per uploaded picture (images.ts): its variants; written by processUploadedImage. */
export const IMAGE_RECORDS = storing<ImageRecord>()(
  collectionOf('image_records', IMAGE_RECORD, {
    labels: { singular: 'Picture record', plural: 'Picture records' },
    read: 'owner',
    write: 'functions',
  }),
);

/** One document per background job (health.ts), and job_health/mail. */
export const JOB_HEALTHS = collectionOf('job_health', JOB_HEALTH, {
  labels: { singular: 'Job health', plural: 'Job health' },
  read: 'owner',
  write: 'functions',
});

/** Pages that answered 5xx, one document per UTC hour: written by the render function. */
export const PAGE_ERROR_COUNTS = collectionOf('page_errors', PAGE_ERRORS, {
  labels: { singular: 'Page error count', plural: 'Page error counts' },
  read: 'owner',
  write: 'functions',
});

export type PageErrors = DocOf<typeof PAGE_ERRORS>;
