import { describe, expect, it } from 'vitest';
import type { DailySchedule, Driver } from '@routier/sdk';
import { clockOf, dayNames, minutesOf, shortDate, weekGrid, weekOf, workedHours } from './schedule-model.js';

const driver = (id: number, name: string, isActive = true) =>
  ({ id, name, isActive, maxWorkHours: 8 }) as Driver;
const shift = (over: Partial<DailySchedule>) =>
  ({
    driverId: 1,
    scheduleDate: '2030-03-04',
    totalHours: 8.5,
    status: 'scheduled',
    warnings: [],
    ...over,
  }) as DailySchedule;

describe('schedule model', () => {
  it('converts clocks and minutes both ways and refuses nonsense', () => {
    expect(clockOf(480)).toBe('08:00');
    expect(clockOf(1439)).toBe('23:59');
    expect(minutesOf('17:30')).toBe(1050);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('')).toBeNull();
  });

  it('counts worked hours as the server does', () => {
    expect(workedHours(480, 1020, 30, false)).toBe(8.5);
    expect(workedHours(1320, 360, 30, true)).toBe(7.5);
  });

  it('names working days in week order and finds the Monday-Sunday week', () => {
    expect(dayNames([5, 1, 3])).toBe('Mon, Wed, Fri');
    expect(weekOf('2030-03-06')).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      '2030-03-09',
      '2030-03-10',
    ]);
    expect(weekOf('2030-03-10')[0]).toBe('2030-03-04');
    expect(shortDate('2030-03-04')).toBe('Mon 4 Mar');
  });

  it('lays out drivers by day with gaps, flags, week hours and an unassigned row', () => {
    const week = weekOf('2030-03-04');
    const rows = weekGrid(
      week,
      [driver(2, 'Sam'), driver(1, 'Maria'), driver(3, 'Gone', false)],
      [
        shift({}),
        shift({ scheduleDate: '2030-03-05', warnings: [{ code: 'OVER_MAX_HOURS', message: 'x' }] }),
        shift({ scheduleDate: '2030-03-06', status: 'cancelled' }),
        shift({ driverId: null, scheduleDate: '2030-03-09' }),
        shift({ driverId: 2, totalHours: 5 }),
        shift({ driverId: 2, totalHours: 4 }),
      ],
    );
    expect(rows.map((r) => r.label)).toEqual(['Maria', 'Sam', 'Unassigned']);
    expect(rows[0].days.map((d) => d.length)).toEqual([1, 1, 0, 0, 0, 0, 0]);
    expect(rows[0]).toMatchObject({ hours: 17, gaps: 5, flagged: 2 }); // 8.5 h a day over her 8
    expect(rows[1]).toMatchObject({ gaps: 6, flagged: 1 }); // two shifts adding up to 9 h over 8
    expect(rows[1].over[0]).toBe(true);
    expect(rows[2].days[5]).toHaveLength(1);
  });
});
