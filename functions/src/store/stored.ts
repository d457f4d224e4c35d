/**
 * What the functions read of stored content, parsed by its declaration (packages/model) at this one
 * boundary: a malformed value is replaced and logged once (shared/read-warnings.ts), never trusted
 * and never a crash. Both stores read through here, so they agree.
 */
import {
  COLLECTIONS,
  parseStored,
  SESSIONS_STATE_DOC,
  type AnalyticsSettings,
  type ContactMessage,
  type ContactSection,
  type SessionsState,
} from '@portfolio/model';
import { initialDelivery } from '../mail/delivery-rules.js';
import { warnMalformed } from '../shared/read-warnings.js';
import type { FailedSignIns, StoredMessage } from './types.js';

/** A contact message (times as ISO strings), its delivery filled in for messages stored before it. */
export function storedMessage(id: string, data: unknown): StoredMessage {
  const message = parseStored(COLLECTIONS.contactMessages, id, data, warnMalformed) as ContactMessage;
  return { ...message, id, delivery: { ...initialDelivery(), ...message.delivery } };
}

/** sections/contact's e-mail ('' when unset). */
export function storedContactEmail(data: unknown): string {
  if (data === undefined) return '';
  const section = parseStored(COLLECTIONS.sections, 'contact', data, warnMalformed) as { content: ContactSection };
  return section.content.email;
}

/** site_settings/analytics's switches for page views and events (the defaults, on, when unset). */
export function storedTrackingSwitches(data: unknown): { pageViews: boolean; events: boolean } {
  if (data === undefined) return { pageViews: true, events: true };
  const doc = parseStored(COLLECTIONS.siteSettings, 'analytics', data, warnMalformed) as { settings: AnalyticsSettings };
  return { pageViews: doc.settings.enable_page_views, events: doc.settings.enable_event_tracking };
}

/** site_settings/analytics's weekly digest switch (on when unset) and the owner's time zone ('' = UTC). */
export function storedDigestSettings(data: unknown): { enabled: boolean; timeZone: string } {
  if (data === undefined) return { enabled: true, timeZone: '' };
  const { settings } = parseStored(COLLECTIONS.siteSettings, 'analytics', data, warnMalformed) as { settings: AnalyticsSettings };
  return { enabled: settings.weekly_digest !== false, timeZone: settings.time_zone ?? '' };
}

/** owner_state/sessions (never ended, and no second factor required, when it does not exist). */
export function sessionsStateOf(data: unknown): { validAfter: number | null; secondFactor: boolean } {
  if (data === undefined) return { validAfter: null, secondFactor: false };
  const state = parseStored(COLLECTIONS.ownerState, SESSIONS_STATE_DOC, data, warnMalformed) as unknown as SessionsState;
  return { validAfter: state.valid_after, secondFactor: state.second_factor === true };
}

/** fn_state/failed_sign_ins (written by the functions only): times kept as numbers, anything else dropped. */
export function failedSignInsOf(data: unknown): FailedSignIns {
  const state = (data ?? {}) as { recent?: unknown; mailed_at?: unknown };
  const recent = Array.isArray(state.recent) ? state.recent.filter((t): t is number => typeof t === 'number') : [];
  return { recent, mailed_at: typeof state.mailed_at === 'number' ? state.mailed_at : null };
}
