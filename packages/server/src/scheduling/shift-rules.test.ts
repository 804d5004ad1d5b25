import { describe, expect, it } from 'vitest';
import { shiftsOverlap, shiftTimeErrors, workedHours } from './shift-rules.js';

const day = { startTime: 480, endTime: 1020, overnight: false };
const night = { startTime: 1320, endTime: 360, overnight: true };

describe('shift rules', () => {
  it('counts worked hours without the break, overnight shifts ending the next day', () => {
    expect(workedHours({ ...day, breakTime: 30 })).toBe(8.5);
    expect(workedHours({ ...day, breakTime: 0 })).toBe(9);
    expect(workedHours({ ...night, breakTime: 30 })).toBe(7.5);
    expect(workedHours({ startTime: 480, endTime: 500, overnight: false, breakTime: 0 })).toBe(0.3);
  });

  it('refuses an end before the start unless overnight, an overnight end after the start, a break as long as the shift', () => {
    expect(shiftTimeErrors({ ...day, breakTime: 30 }, 'breakTime')).toEqual([]);
    expect(shiftTimeErrors({ ...night, breakTime: 30 }, 'breakTime')).toEqual([]);
    expect(
      shiftTimeErrors({ startTime: 1020, endTime: 480, overnight: false, breakTime: 0 }, 'b')[0].field,
    ).toBe('endTime');
    expect(
      shiftTimeErrors({ startTime: 480, endTime: 480, overnight: false, breakTime: 0 }, 'b'),
    ).toHaveLength(1);
    expect(shiftTimeErrors({ ...day, overnight: true, breakTime: 0 }, 'b')[0].message).toMatch(/overnight/);
    expect(
      shiftTimeErrors({ startTime: 480, endTime: 510, overnight: false, breakTime: 30 }, 'b')[0].field,
    ).toBe('b');
  });

  it('finds overlaps on one day, across midnight and not between touching shifts', () => {
    const on = (scheduleDate: string, s: typeof day) => ({ ...s, scheduleDate });
    expect(
      shiftsOverlap(on('2025-03-04', day), on('2025-03-04', { ...day, startTime: 960, endTime: 1200 })),
    ).toBe(true);
    expect(
      shiftsOverlap(on('2025-03-04', day), on('2025-03-04', { ...day, startTime: 1020, endTime: 1200 })),
    ).toBe(false);
    expect(
      shiftsOverlap(on('2025-03-04', night), on('2025-03-05', { ...day, startTime: 300, endTime: 600 })),
    ).toBe(true);
    expect(
      shiftsOverlap(on('2025-03-05', { ...day, startTime: 300, endTime: 600 }), on('2025-03-04', night)),
    ).toBe(true);
    expect(shiftsOverlap(on('2025-03-04', night), on('2025-03-05', day))).toBe(false);
    expect(shiftsOverlap(on('2025-03-04', day), on('2025-03-05', day))).toBe(false);
  });
});
