import { describe, expect, it, vi } from 'vitest';
import { dateRange, durationText, longDate, mediumDate, mediumDateTime, monthsBetween, shortMonthDay, shortMonthYear } from '../dates';

describe('resume and blog dates', () => {
  it('writes short month and year', () => {
    expect(shortMonthYear('2022-03-01')).toBe('Mar 2022');
    expect(shortMonthYear(null)).toBe('');
  });

  it("writes 'Present' when there is no end date", () => {
    expect(dateRange('2022-03-01', null)).toBe('Mar 2022 - Present');
    expect(dateRange('2019-06-01', '2022-02-28')).toBe('Jun 2019 - Feb 2022');
  });

  it('counts both the first and the last month', () => {
    expect(monthsBetween('2019-06-01', '2022-02-28')).toBe(33);
    expect(monthsBetween('2024-01-01', '2024-01-31')).toBe(1);
  });

  it('writes durations in years and months, singular and plural', () => {
    expect(durationText('2019-06-01', '2022-02-28')).toBe('2 years 9 months');
    expect(durationText('2020-01-01', '2020-12-31')).toBe('1 year');
    expect(durationText('2020-01-01', '2020-01-15')).toBe('1 month');
    expect(durationText('2022-03-01', null, new Date('2023-05-10T00:00:00Z'))).toBe('1 year 3 months');
    expect(durationText(null, null)).toBe('');
  });

  it('writes the blog’s long-form date', () => {
    expect(longDate('2025-03-04T12:00:00.000Z')).toBe('March 4, 2025');
    expect(longDate('garbage')).toBe('');
  });

  it('makes each format’s formatter once and formats every date with it', () => {
    shortMonthYear('2020-01-01');
    longDate('2020-01-01');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect([shortMonthYear('2022-03-01'), shortMonthYear('2023-11-30')]).toEqual(['Mar 2022', 'Nov 2023']);
    expect([longDate('2025-03-04'), longDate('2025-12-25')]).toEqual(['March 4, 2025', 'December 25, 2025']);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('writes the analytics axis day, and a moment in the reader’s own format for the admin', () => {
    expect(shortMonthDay('2026-11-23')).toBe('Nov 23');
    const moment = '2026-11-23T21:43:00.000Z';
    expect(mediumDateTime(moment)).toBe(new Date(moment).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }));
    expect(mediumDateTime('garbage')).toBe('');
  });

  it("writes the admin's day in the reader's locale: a moment in their time zone, a calendar day as it is", () => {
    const moment = '2026-11-23T21:43:00.000Z';
    expect(mediumDate(moment)).toBe(new Date(moment).toLocaleDateString([], { dateStyle: 'medium' }));
    expect(mediumDate('2026-11-01')).toBe(
      new Date('2026-11-01T00:00:00Z').toLocaleDateString([], { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect(mediumDate('garbage')).toBe('');
  });
});
