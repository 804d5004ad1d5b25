import { describe, expect, it } from 'vitest';
import { addDays, clockText, datesFrom, daysBetween, isoWeekday } from './calendar-dates.js';
import { isTimeZone, todayIn, zonedInstant } from './time-zone.js';

describe('calendar dates', () => {
  it('counts, steps and names weekdays across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-03-03', '2025-03-09')).toBe(6);
    expect(isoWeekday('2025-03-03')).toBe(1); // a Monday
    expect(isoWeekday('2025-03-09')).toBe(7);
    expect(datesFrom('2025-03-30', '2025-04-02')).toEqual([
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
      '2025-04-02',
    ]);
    expect(datesFrom('2025-03-02', '2025-03-01')).toEqual([]);
    expect(clockText(480)).toBe('08:00');
    expect(clockText(1440 + 360)).toBe('06:00');
  });
});

describe('time zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('finds the instant of a wall-clock time, in winter, in summer and across midnight', () => {
    expect(zonedInstant('2025-01-15', 480, 'America/Chicago').toISOString()).toBe('2025-01-15T14:00:00.000Z');
    expect(zonedInstant('2025-07-15', 480, 'America/Chicago').toISOString()).toBe('2025-07-15T13:00:00.000Z');
    expect(zonedInstant('2025-07-15', 1440 + 360, 'Europe/London').toISOString()).toBe(
      '2025-07-16T05:00:00.000Z',
    );
    expect(zonedInstant('2025-03-04', 480, 'UTC').toISOString()).toBe('2025-03-04T08:00:00.000Z');
  });

  it('takes a time skipped by the spring change at the offset before it, and a repeated one at its first', () => {
    // 2025-03-09 02:30 does not exist in Chicago (clocks go 02:00 -> 03:00 CST -> CDT).
    expect(zonedInstant('2025-03-09', 150, 'America/Chicago').toISOString()).toBe('2025-03-09T08:30:00.000Z');
    // 2025-11-02 01:30 happens twice; the first is CDT (UTC-5).
    expect(zonedInstant('2025-11-02', 90, 'America/Chicago').toISOString()).toBe('2025-11-02T06:30:00.000Z');
  });

  it('tells the date in a zone', () => {
    const instant = new Date('2025-03-04T03:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2025-03-04');
    expect(todayIn('America/Chicago', instant)).toBe('2025-03-03');
  });
});
