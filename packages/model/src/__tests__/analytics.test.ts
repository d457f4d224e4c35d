import { describe, expect, it } from 'vitest';
import {
  addToRollup,
  emptyRollup,
  OTHER_KEY,
  ROLLUP_LIMITS,
  rollupId,
  rollupsFromEvents,
  visitorCount,
  type AnalyticsEvent,
  type AnalyticsRollup,
} from '../analytics.js';
import {
  changeColour,
  changeOf,
  customRange,
  lastDays,
  periodFigures,
  rateChangeOf,
  rateText,
  rollupBounds,
} from '../analytics-periods.js';
import { campaignValue, cleanHost, linkPlace, parseVisit, reachGoal, newVisit } from '../analytics-goals.js';

const now = new Date('2026-11-22T10:30:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const view = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  event_type: 'page_view',
  page_path: '/',
  referrer: '',
  visitor: 'v',
  created_at: hoursAgo(1),
  ...over,
});
const goal = (name: AnalyticsEvent['goal'], over: Partial<AnalyticsEvent> = {}) => view({ event_type: 'goal', goal: name, ...over });

describe('analytics rollups', () => {
  it('names periods by UTC hour and day', () => {
    expect(rollupId('2026-11-22T10:59:59.999Z', 'hour')).toBe('2026-11-22T10');
    expect(rollupId('2026-11-22T23:00:00Z', 'day')).toBe('2026-11-22');
  });

  it('counts page views, visits, goals and converted visits under each page, source, campaign and country', () => {
    const acme = { campaign: 'acme', source: 'mail', country: 'DE' };
    const rollup = addToRollup(emptyRollup(new Date(hoursAgo(1))), [
      view({ entry: true, visitor: 'a', ...acme }),
      view({ page_path: '/resume', visitor: 'a', ...acme }),
      goal('resume', { page_path: '/resume', visitor: 'a', first_of_kind: true, first_of_visit: true, ...acme }),
      goal('outbound', { visitor: 'a', place: 'github', target: 'github.com', first_of_kind: true, ...acme }),
      goal('outbound', { visitor: 'a', place: 'github', target: 'github.com', ...acme }),
      view({ entry: true, visitor: 'b', referrer: 'google.com' }),
    ]);
    expect(rollup).toMatchObject({ views: 3, visits: 2, conversions: 1, visitor_count: 2 });
    expect(rollup.campaigns).toEqual([{ key: 'acme', views: 2, visits: 1, goals: { resume: 1, outbound: 2 }, conversions: 1 }]);
    expect(rollup.referrers).toEqual([
      { key: 'mail', views: 2, visits: 1, goals: { resume: 1, outbound: 2 }, conversions: 1 },
      { key: 'google.com', views: 1, visits: 1 },
    ]);
    expect(rollup.countries).toContainEqual({ key: '', views: 1, visits: 1 });
    expect(rollup.goals).toEqual([
      { key: 'resume', views: 1, visits: 1 },
      { key: 'outbound', views: 2, visits: 1 },
    ]);
    expect(rollup.targets).toEqual([{ key: 'github github.com', views: 2 }]);
    expect(rollup.pages).toContainEqual({ key: '/resume', views: 1, goals: { resume: 1 }, conversions: 1 });
  });

  it('keeps any text a visitor sends as a plain count: empty, __x__, constructor, __proto__', () => {
    const hostile = ['', '__x__', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'a.b', 'x'.repeat(1600)];
    const events = hostile.map((referrer, i) => view({ referrer, campaign: referrer, visitor: `v${i}` }));
    const rollup = addToRollup(emptyRollup(new Date(hoursAgo(1))), [...events, events[2]!]);
    expect(rollup.views).toBe(9);
    expect(rollup.referrers).toContainEqual({ key: 'constructor', views: 2 });
    expect(rollup.referrers).toContainEqual({ key: '__proto__', views: 1 });
    expect(rollup.referrers).toContainEqual({ key: '', views: 1 });
    expect(rollup.campaigns).toContainEqual({ key: '__proto__', views: 1 });
    // Every key is a value in a list, never a field name: nothing for Firestore to refuse.
    expect(Array.isArray(rollup.referrers) && Array.isArray(rollup.campaigns)).toBe(true);
    expect(Object.getPrototypeOf(rollup)).toBe(Object.prototype);
  });

  it('caps the distinct keys and visitors a rollup holds, counting the rest', () => {
    const many = Array.from({ length: ROLLUP_LIMITS.keys + 20 }, (_, i) => view({ referrer: `site-${i}.example`, visitor: 'same' }));
    const rollup = addToRollup(emptyRollup(new Date(hoursAgo(1))), many);
    expect(rollup.referrers).toHaveLength(ROLLUP_LIMITS.keys + 1);
    expect(rollup.referrers).toContainEqual({ key: OTHER_KEY, views: 20 });
    const crowd = Array.from({ length: ROLLUP_LIMITS.visitors + 5 }, (_, i) => view({ visitor: `v${i}` }));
    const busy = addToRollup(emptyRollup(new Date(hoursAgo(1))), crowd);
    expect(busy.visitors).toHaveLength(ROLLUP_LIMITS.visitors);
    expect(busy.visitors_beyond_cap).toBe(5);
    expect(visitorCount(busy)).toBe(ROLLUP_LIMITS.visitors + 5);
  });

  it('still reads rollups stored in the earlier shapes (map counts, visitor hashes, no visits)', () => {
    const legacy = {
      period_start: '2026-11-22T00:00:00.000Z',
      views: 3,
      visitors: ['a', 'b'],
      pages: { '/': 2, '/blog': 1 },
      referrers: { 'github.com': 3 },
    } as unknown as AnalyticsRollup;
    expect(visitorCount(legacy)).toBe(2);
    const next = addToRollup(legacy, [view({ page_path: '/blog', visitor: 'c' })]);
    expect(next.pages).toContainEqual({ key: '/blog', views: 2 });
    expect(next.referrers).toEqual([
      { key: 'github.com', views: 3 },
      { key: '', views: 1 },
    ]);
    expect(next.visitor_count).toBe(3);
    const figures = periodFigures([legacy], lastDays(7, now));
    expect(figures.views.value).toBe(3);
    expect(figures.visitors.value).toBe(2);
    expect(figures.sources[0]).toMatchObject({ key: 'github.com', views: { value: 3, previous: 0 } });
  });
});

describe('periods', () => {
  it('the last N days end today (UTC), and the previous period is the N days before', () => {
    expect(lastDays(30, now)).toEqual({
      days: 30,
      current: { from: '2026-10-24', to: '2026-11-22' },
      previous: { from: '2026-09-24', to: '2026-10-23' },
    });
    expect(rollupBounds(lastDays(7, now))).toEqual({ from: '2026-11-09T00:00:00.000Z', before: '2026-11-23T00:00:00.000Z' });
  });

  it('a custom range says what is wrong with it', () => {
    expect(customRange('2026-03-01', '2026-03-10')).toMatchObject({ days: 10, previous: { from: '2026-02-19', to: '2026-02-28' } });
    expect(customRange('2026-03-10', '2026-03-01')).toEqual({ problem: 'The start date must be on or before the end date.' });
    expect(customRange('', '2026-03-01')).toEqual({ problem: 'Choose a start and an end date.' });
    expect(customRange('2024-01-01', '2026-01-01')).toEqual({ problem: 'Choose at most 366 days.' });
  });

  it('a change is "new" where the previous period had none, never a "+0%"', () => {
    expect(changeOf({ value: 3, previous: 0 })).toEqual({ kind: 'new' });
    expect(changeOf({ value: 0, previous: 0 })).toEqual({ kind: 'none' });
    expect(changeOf({ value: 10, previous: 10 })).toEqual({ kind: 'same' });
    expect(changeOf({ value: 1001, previous: 1000 })).toEqual({ kind: 'same' });
    expect(changeOf({ value: 15, previous: 10 })).toEqual({ kind: 'up', percent: 50 });
    expect(changeOf({ value: 5, previous: 10 })).toEqual({ kind: 'down', percent: 50 });
    expect(rateText(1, 16)).toBe('6.3%');
    expect(rateText(1, 8)).toBe('13%');
    expect(rateText(1, 3)).toBe('33%');
    expect(rateText(0, 0)).toBe('–');
  });

  it('a conversion rate moves in percentage points, coloured by its direction, whatever the counts did', () => {
    // 28 of 80 visits (35%) after 15 of 35 (43%): more conversions, a lower rate, shown red.
    const fell = rateChangeOf({ value: 28, previous: 15 }, { value: 80, previous: 35 });
    expect(fell).toEqual({ kind: 'down', points: 8 });
    expect(changeColour(fell.kind)).toBe('red.fg');
    expect(changeColour(changeOf({ value: 28, previous: 15 }).kind)).toBe('green.fg');
    const rose = rateChangeOf({ value: 3, previous: 2 }, { value: 50, previous: 50 });
    expect(rose).toEqual({ kind: 'up', points: 2 });
    expect(changeColour(rose.kind)).toBe('green.fg');
    expect(rateChangeOf({ value: 1, previous: 1 }, { value: 16, previous: 17 })).toEqual({ kind: 'up', points: 0.4 });
    expect(rateChangeOf({ value: 5, previous: 10 }, { value: 50, previous: 100 })).toEqual({ kind: 'same' });
    expect(changeColour('same')).toBe('fg.muted');
    expect(rateChangeOf({ value: 0, previous: 3 }, { value: 0, previous: 10 })).toEqual({ kind: 'down', points: 30 });
    expect(rateChangeOf({ value: 2, previous: 0 }, { value: 10, previous: 0 })).toEqual({ kind: 'none' });
  });

  it('gives the same figures from daily rollups as counting the raw events of both periods', () => {
    const campaigns = ['', '', 'acme', 'globex'];
    const goals = ['outbound', 'resume', 'message', 'search'] as const;
    const events: AnalyticsEvent[] = Array.from({ length: 3000 }, (_, i) => {
      const base = {
        page_path: ['/', '/resume', '/blog', '/projects'][i % 4]!,
        referrer: ['', 'google.com', 'github.com'][i % 3]!,
        visitor: `v${(i * 13) % 97}`,
        created_at: hoursAgo(((i * 37) % (70 * 24 * 10)) / 10),
        campaign: campaigns[i % campaigns.length]!,
        country: ['DE', 'FR', ''][i % 3]!,
      };
      return i % 5 === 0
        ? { ...base, event_type: 'goal', goal: goals[i % 4]!, first_of_kind: i % 10 === 0, first_of_visit: i % 20 === 0 }
        : { ...base, event_type: 'page_view', entry: i % 3 === 0 };
    });
    const range = lastDays(30, now);
    const figures = periodFigures([...rollupsFromEvents(events, 'day').values()], range);
    const within = (from: string, to: string) => events.filter((e) => e.created_at.slice(0, 10) >= from && e.created_at.slice(0, 10) <= to);
    const [current, previous] = [within(range.current.from, range.current.to), within(range.previous.from, range.previous.to)];
    const count = (list: AnalyticsEvent[], test: (e: AnalyticsEvent) => boolean) => list.filter(test).length;
    const isView = (e: AnalyticsEvent) => e.event_type === 'page_view';
    expect(figures.views).toEqual({ value: count(current, isView), previous: count(previous, isView) });
    expect(figures.visits).toEqual({
      value: count(current, (e) => isView(e) && !!e.entry),
      previous: count(previous, (e) => isView(e) && !!e.entry),
    });
    expect(figures.conversions.value).toBe(count(current, (e) => !!e.first_of_visit));
    const resume = figures.goals.find((g) => g.key === 'resume')!;
    expect(resume.reached.value).toBe(count(current, (e) => e.goal === 'resume'));
    expect(resume.visits.previous).toBe(count(previous, (e) => e.goal === 'resume' && !!e.first_of_kind));
    const acme = figures.campaigns.find((c) => c.key === 'acme')!;
    expect(acme.visits.value).toBe(count(current, (e) => isView(e) && !!e.entry && e.campaign === 'acme'));
    expect(acme.goals.message).toBe(count(current, (e) => e.goal === 'message' && e.campaign === 'acme'));
    expect(figures.perDay).toHaveLength(30);
    expect(figures.perDay.reduce((n, d) => n + d.views, 0)).toBe(figures.views.value);
    expect(figures.pages.length).toBeLessThanOrEqual(5);
  });
});

describe('goals and campaigns as kept', () => {
  it("names an outbound link's place by the page's word for it, else by its host", () => {
    expect(linkPlace('github.com', 'repo')).toBe('repo');
    expect(linkPlace('www.github.com')).toBe('github');
    expect(linkPlace('uk.linkedin.com', 'nonsense')).toBe('linkedin');
    expect(linkPlace('example.org')).toBe('other');
  });

  it('keeps hosts and campaign values only in a shape that can do no harm', () => {
    expect(cleanHost('WWW.Example.org')).toBe('example.org');
    expect(cleanHost('evil.org/path?q=1')).toBe('');
    expect(campaignValue('  Acme\u202e  2026\u0000 ')).toBe('Acme 2026');
    expect(campaignValue('x'.repeat(300))).toHaveLength(100);
    expect(campaignValue(42)).toBe('');
  });

  it('a visit counts each goal once for its conversion, and its first goal once', () => {
    let visit = newVisit('https://google.com/');
    const first = reachGoal(visit, 'outbound');
    expect(first).toMatchObject({ first_of_kind: true, first_of_visit: true });
    visit = first.visit;
    expect(reachGoal(visit, 'outbound')).toMatchObject({ first_of_kind: false, first_of_visit: false });
    expect(reachGoal(visit, 'resume')).toMatchObject({ first_of_kind: true, first_of_visit: false });
    expect(parseVisit(JSON.stringify(visit))).toEqual(visit);
    expect(parseVisit('{nope')).toBeNull();
  });
});
