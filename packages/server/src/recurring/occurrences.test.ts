import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencesBetween } from './occurrences.js';

describe('recurring occurrences', () => {
  it('weekly on Mon/Wed/Fri lands on exactly those dates', () => {
    const dates = occurrencesBetween(
      {
        recurrencePattern: { frequency: 'weekly', interval: 1, daysOfWeek: [1, 3, 5] },
        startDate: '2025-03-01',
        endDate: null,
      },
      '2025-03-01',
      '2025-03-16',
    );
    expect(dates).toEqual([
      '2025-03-03',
      '2025-03-05',
      '2025-03-07',
      '2025-03-10',
      '2025-03-12',
      '2025-03-14',
    ]);
  });

  it('every second week counts weeks from the start week; Sunday ends the week', () => {
    const dates = occurrencesBetween(
      {
        recurrencePattern: { frequency: 'weekly', interval: 2, daysOfWeek: [0, 2] },
        startDate: '2025-03-05',
        endDate: '2025-03-31',
      },
      '2025-03-01',
      '2025-04-30',
    );
    // The start week is Mon 3 March - Sun 9 March; Tuesday 4 March is before the start.
    expect(dates).toEqual(['2025-03-09', '2025-03-18', '2025-03-23']);
  });

  it('empty days of week mean the start date weekday', () => {
    const pattern = { frequency: 'weekly' as const, interval: 1, daysOfWeek: [] };
    expect(
      occurrencesBetween(
        { recurrencePattern: pattern, startDate: '2025-03-04', endDate: null },
        '2025-03-01',
        '2025-03-20',
      ),
    ).toEqual(['2025-03-04', '2025-03-11', '2025-03-18']);
  });

  it('daily every N days from the start, whatever the range starts on', () => {
    const dates = occurrencesBetween(
      { recurrencePattern: { frequency: 'daily', interval: 3 }, startDate: '2025-02-27', endDate: null },
      '2025-03-01',
      '2025-03-10',
    );
    expect(dates).toEqual(['2025-03-02', '2025-03-05', '2025-03-08']);
  });

  it('monthly keeps the day of month, or the last day of a shorter month', () => {
    const dates = occurrencesBetween(
      { recurrencePattern: { frequency: 'monthly', interval: 1 }, startDate: '2024-01-31', endDate: null },
      '2024-01-01',
      '2024-05-31',
    );
    expect(dates).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31']);
    const quarterly = occurrencesBetween(
      { recurrencePattern: { frequency: 'monthly', interval: 3 }, startDate: '2024-01-15', endDate: null },
      '2024-03-01',
      '2024-12-31',
    );
    expect(quarterly).toEqual(['2024-04-15', '2024-07-15', '2024-10-15']);
  });

  it('the next occurrence is null once the end date has passed', () => {
    const recurrence = {
      recurrencePattern: { frequency: 'weekly' as const, daysOfWeek: [1] },
      startDate: '2025-01-01',
      endDate: '2025-02-01',
    };
    expect(nextOccurrence(recurrence, '2025-01-28')).toBeNull();
    expect(nextOccurrence(recurrence, '2025-01-20')).toBe('2025-01-20');
  });
});
