import {
  changeOf,
  customRange,
  GOALS,
  periodFigures,
  rateText,
  rollupBounds,
  type DimensionRow,
  type Figure,
  type PeriodFigures,
  type PeriodRange,
} from '@portfolio/model';
import type { Mailer } from '../mail/mailer.js';
import { messageIdFrom, type OwnerMail } from '../mail/owner-mail.js';
import type { Clock } from '../shared/clock.js';
import type { ContactStore, DigestStore } from '../store/types.js';

/** The digest goes on Monday from this hour on, in the owner's time zone (the job runs every hour). */
export const DIGEST_HOUR = 8;
const DAY = 86_400_000;

export interface DigestDeps {
  store: DigestStore & Pick<ContactStore, 'contactSectionEmail'>;
  mailer: () => Mailer;
  mailFrom: string;
  /** OWNER_EMAIL: where the digest goes while the contact section has no e-mail. */
  ownerEmail: string;
  /** SITE_URL: the dashboard's address in the mail. */
  siteUrl: string;
  clock: Clock;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export type DigestOutcome = 'sent' | 'off' | 'not-yet' | 'already-sent' | 'no-recipient' | 'failed';

/** The owner's weekday, hour and date now; UTC for a time zone that is empty or unknown. */
export function ownerTime(now: Date, timeZone: string) {
  const read = (zone: string) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
        .formatToParts(now)
        .map((part) => [part.type, part.value]),
    );
  let parts: Record<string, string>;
  try {
    parts = read(timeZone || 'UTC');
  } catch {
    parts = read('UTC');
  }
  return { weekday: parts.weekday, hour: Number(parts.hour), date: `${parts.year}-${parts.month}-${parts.day}` };
}

/** The seven whole UTC days before today, beside the seven before them. */
export function digestWeek(now: Date): PeriodRange {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return customRange(day(now.getTime() - 7 * DAY), day(now.getTime() - DAY)) as PeriodRange;
}

const changeText = (figure: Figure) => {
  const change = changeOf(figure);
  if (change.kind === 'none') return '';
  if (change.kind === 'new') return ' (new)';
  if (change.kind === 'same') return ' (no change)';
  return ` (${change.kind === 'up' ? '+' : '−'}${change.percent}% vs ${figure.previous})`;
};

const rows = (title: string, list: DimensionRow[], name: (key: string) => string, by: 'visits' | 'views') => [
  title,
  ...(list.length === 0
    ? ['  none this week']
    : list.map((row) => `  ${name(row.key)}: ${row[by].value} ${row[by].value === 1 ? by.slice(0, -1) : by}${changeText(row[by])}`)),
  '',
];

/** The digest's text: the week's visits, every goal with its change, the top pages, sources and campaigns. */
export function digestMail(figures: PeriodFigures, to: string, from: string, siteUrl: string, week: string): OwnerMail {
  const { current } = figures.range;
  const dashboard = `${siteUrl.replace(/\/$/, '')}/admin/dashboard`;
  const text = [
    `Your site from ${current.from} to ${current.to} (UTC), beside the week before.`,
    '',
    `Visits: ${figures.visits.value}${changeText(figures.visits)}`,
    `Unique visitors: ${figures.visitors.value}${changeText(figures.visitors)}`,
    `Page views: ${figures.views.value}${changeText(figures.views)}`,
    `Visits that reached a goal: ${figures.conversions.value} (${rateText(figures.conversions.value, figures.visits.value)} of visits)${changeText(figures.conversions)}`,
    '',
    'Goals',
    ...figures.goals.map((goal) => `  ${GOALS[goal.key].label}: ${goal.reached.value}${changeText(goal.reached)}`),
    '',
    ...rows('Top pages', figures.pages, (key) => key || '/', 'views'),
    ...rows('Top sources', figures.sources, (key) => key || 'Direct', 'visits'),
    ...rows('Campaigns', figures.campaigns, (key) => key, 'visits'),
    `The dashboard: ${dashboard}`,
    '',
    '-- ',
    'This digest comes every Monday morning. Turn it off in Settings, Analytics Settings, "Weekly digest mail".',
  ].join('\n');
  return {
    to,
    from,
    subject: `Your site this week: ${figures.visits.value} visits, ${figures.conversions.value} reached a goal`,
    text,
    messageId: messageIdFrom(from, `digest-${week}`),
  };
}

/**
 * Mails the owner the week's figures once a week, on Monday from 08:00 in the owner's time zone
 * (Settings), unless the owner turned it off. The job runs every hour; the week is claimed in a
 * transaction before the send, so two runs never both mail it, and given back when the send fails,
 * so the next hour tries again.
 */
export async function sendWeeklyDigest(deps: DigestDeps): Promise<DigestOutcome> {
  const settings = await deps.store.digestSettings();
  if (!settings.enabled) return 'off';
  const now = deps.clock();
  const local = ownerTime(now, settings.timeZone);
  if (local.weekday !== 'Mon' || local.hour < DIGEST_HOUR) return 'not-yet';
  const to = (await deps.store.contactSectionEmail()) || deps.ownerEmail;
  if (!to) return 'no-recipient';
  if (!(await deps.store.claimDigest(local.date))) return 'already-sent';
  try {
    const range = digestWeek(now);
    const bounds = rollupBounds(range);
    const figures = periodFigures(await deps.store.dailyRollups(bounds.from, bounds.before), range);
    await deps.mailer().send(digestMail(figures, to, deps.mailFrom, deps.siteUrl, local.date));
    return 'sent';
  } catch (error) {
    deps.log?.('The weekly digest could not be sent; the next run tries again', { reason: String(error) });
    await deps.store.releaseDigest(local.date);
    return 'failed';
  }
}
