import { describe, expect, it } from 'vitest';
import { addDays, clockOf, formatDate, formatRange, minutesOf, monthOf, toIsoDate, weekOf } from './dates.js';

describe('dates', () => {
  it('starts the current week on Monday', () => {
    // Wednesday 5 March 2025
    expect(weekOf(new Date(2025, 2, 5, 15, 30))).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    // Monday itself
    expect(weekOf(new Date(2025, 2, 3))).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    // Sunday belongs to the week that started the Monday before
    expect(weekOf(new Date(2025, 2, 9, 23, 59))).toEqual({ from: '2025-03-03', to: '2025-03-09' });
  });

  it('crosses months and years', () => {
    expect(weekOf(new Date(2025, 0, 1))).toEqual({ from: '2024-12-30', to: '2025-01-05' });
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(monthOf(new Date(2024, 1, 10))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('writes local calendar dates and readable ranges', () => {
    expect(toIsoDate(new Date(2025, 10, 2, 23, 59))).toBe('2025-11-02');
    expect(formatDate('2025-03-04')).toBe('Mar 4, 2025');
    expect(formatRange({ from: '2025-03-03', to: '2025-03-09' })).toBe('Mar 3 – Mar 9, 2025');
    expect(formatRange({ from: '2024-12-30', to: '2025-01-05' })).toBe('Dec 30, 2024 – Jan 5, 2025');
    expect(formatRange({ from: '2025-03-03', to: '2025-03-03' })).toBe('Mar 3, 2025');
  });

  it('converts minutes after midnight and HH:MM', () => {
    expect(clockOf(480)).toBe('08:00');
    expect(clockOf(1439)).toBe('23:59');
    expect(clockOf(1500)).toBe('01:00');
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('')).toBeNull();
  });
});
