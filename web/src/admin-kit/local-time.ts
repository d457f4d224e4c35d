/**
 * A stored ISO time as the owner's own clock shows it (their zone, to the minute), and back: the
 * date and time pickers edit the parts, the form keeps the ISO time (null: none).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A time's parts on the owner's clock: the day (YYYY-MM-DD) and the time of day (HH:mm). */
export interface LocalParts {
  date: string;
  time: string;
}

/** The time a day picked without a time yet takes: nine in the morning. */
export const DEFAULT_TIME = '09:00';

/** An ISO time's parts in the owner's zone; null for none or an unreadable one. */
export function localParts(iso: string | null | undefined): LocalParts | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** The ISO time of a day and a time of day on the owner's clock; null when either is missing or wrong. */
export function isoOfParts(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const d = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Today on the owner's clock (YYYY-MM-DD): the day a time typed before any day is picked goes on. */
export const today = (): string => localParts(new Date().toISOString())!.date;

/** The owner's time zone, as the browser knows it (e.g. 'Europe/Paris'). */
export const ownZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
