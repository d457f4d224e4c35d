/**
 * Date text. The public pages (resume and blog) read dates as calendar dates, in UTC, so a YYYY-MM-DD
 * never shifts a day with the visitor's time zone. The admin has one format for a moment
 * (mediumDateTime: "Nov 23, 2026, 9:43 PM") and one for a day (mediumDate: "Nov 23, 2026"), in the
 * owner's own locale and time zone.
 */

const parse = (value: string): Date | null => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * One formatter per format, made on first use. `toLocaleDateString` with options builds a new
 * Intl.DateTimeFormat on every call (about a millisecond each on a slow phone): a résumé's dates
 * made its hydration a 70 ms task of formatting alone.
 */
function formatter(options: Intl.DateTimeFormatOptions, locale: string | string[] = 'en-US') {
  let made: Intl.DateTimeFormat | undefined;
  return (date: Date) => (made ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

const formatLongDate = formatter({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const formatShortMonthYear = formatter({ year: 'numeric', month: 'short', timeZone: 'UTC' });
// The admin: the reader's own locale and time zone (an empty list of locales means theirs).
const formatMediumDateTime = formatter({ dateStyle: 'medium', timeStyle: 'short' }, []);
const formatMediumDate = formatter({ dateStyle: 'medium' }, []);
const formatMediumCalendarDate = formatter({ dateStyle: 'medium', timeZone: 'UTC' }, []);
const formatShortMonthDay = formatter({ month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "March 4, 2025": the blog's long-form date. */
export function longDate(value: string): string {
  const date = parse(value);
  return date ? formatLongDate(date) : '';
}

/** "Mar 2022": the resume's short month and year. */
export function shortMonthYear(value: string | null): string {
  const date = value ? parse(value) : null;
  return date ? formatShortMonthYear(date) : '';
}

/** Whole months from start to end (or to `now` when there is no end), counting both the first and the last month. */
export function monthsBetween(start: string, end: string | null, now: Date = new Date()): number {
  const from = parse(start);
  const to = end ? parse(end) : now;
  if (!from || !to) return 0;
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth()) + 1;
  return Math.max(months, 1);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 years 3 months", "1 year", "5 months" (durations in years and months). */
export function durationText(start: string | null, end: string | null, now: Date = new Date()): string {
  if (!start) return '';
  const total = monthsBetween(start, end, now);
  const years = Math.floor(total / 12);
  const months = total % 12;
  return [years ? plural(years, 'year') : '', months ? plural(months, 'month') : ''].filter(Boolean).join(' ');
}

/** "Mar 2022 - Present" (a missing end date shows 'Present'). */
export function dateRange(start: string | null, end: string | null): string {
  const from = shortMonthYear(start);
  const to = end ? shortMonthYear(end) : 'Present';
  return from ? `${from} - ${to}` : to;
}

/** "Nov 23, 2026, 9:43 PM" in the reader's own locale and time zone: a moment in the admin. */
export function mediumDateTime(value: string): string {
  const date = parse(value);
  return date ? formatMediumDateTime(date) : '';
}

/** "Nov 23, 2026" in the reader's own locale: a day in the admin (a YYYY-MM-DD is that calendar day). */
export function mediumDate(value: string): string {
  const date = parse(value);
  if (!date) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatMediumCalendarDate(date) : formatMediumDate(date);
}

/** "Nov 23": a day on the analytics chart's axis. */
export function shortMonthDay(day: string): string {
  const date = parse(day);
  return date ? formatShortMonthDay(date) : '';
}
