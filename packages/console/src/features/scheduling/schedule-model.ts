/**
 * The arithmetic the scheduling screen shows, pure: clock text, weekday names, worked hours, the week
 * around a date and the drivers × days grid of the week view.
 */
import type { DailySchedule, Driver } from '@routier/sdk';
import { addDays } from '../routes/dates.js';

export { addDays, clockOf, minutesOf, todayIso as todayLocal } from '../routes/dates.js';

/** Document 2: the weekday list runs Monday to Sunday; 1 = Monday. */
export const WEEKDAYS = [
  { value: 1, short: 'Mon', name: 'Monday' },
  { value: 2, short: 'Tue', name: 'Tuesday' },
  { value: 3, short: 'Wed', name: 'Wednesday' },
  { value: 4, short: 'Thu', name: 'Thursday' },
  { value: 5, short: 'Fri', name: 'Friday' },
  { value: 6, short: 'Sat', name: 'Saturday' },
  { value: 7, short: 'Sun', name: 'Sunday' },
] as const;

/** Hours worked, one decimal, as the server counts them: (end - start - break) / 60, overnight ending next day. */
export function workedHours(start: number, end: number, breakMinutes: number, overnight: boolean): number {
  const span = end - start + (overnight ? 1440 : 0);
  return Math.round(((span - breakMinutes) / 60) * 10) / 10;
}

/** "Monday, Tuesday" etc. in week order. */
export const dayNames = (days: readonly number[]) =>
  WEEKDAYS.filter((d) => days.includes(d.value))
    .map((d) => d.short)
    .join(', ');

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The Monday-to-Sunday week containing `date`. */
export function weekOf(date: string): string[] {
  const weekday = new Date(utc(date)).getUTCDay(); // 0 = Sunday
  const monday = addDays(date, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "Mon 3 Mar" */
export function shortDate(date: string): string {
  const d = new Date(utc(date));
  return `${WEEKDAYS[(d.getUTCDay() + 6) % 7].short} ${d.getUTCDate()} ${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })}`;
}

export interface WeekRow {
  key: string;
  /** The driver, or null for the unassigned row. */
  driver: Driver | null;
  label: string;
  /** Shifts per day of the week (cancelled ones left out). */
  days: DailySchedule[][];
  /** Hours worked over the week. */
  hours: number;
  /** Days with no shift, for an active driver (the gaps a dispatcher may need to fill). */
  gaps: number;
  /** Per day: the driver works more than their daily limit (one long shift, or several adding up). */
  over: boolean[];
  /** Days over the limit. */
  flagged: number;
}

/**
 * The week view: one row per active driver (and any inactive driver who still has shifts that week), then
 * an Unassigned row when some shift has no driver.
 */
export function weekGrid(
  week: readonly string[],
  drivers: readonly Driver[],
  schedules: readonly DailySchedule[],
): WeekRow[] {
  const live = schedules.filter((s) => s.status !== 'cancelled');
  const row = (driver: Driver | null): WeekRow => {
    const mine = live.filter((s) => s.driverId === (driver?.id ?? null));
    const days = week.map((date) => mine.filter((s) => s.scheduleDate === date));
    const over = days.map(
      (shifts) =>
        shifts.some((s) => s.warnings.length > 0) ||
        (driver !== null && shifts.reduce((sum, s) => sum + s.totalHours, 0) > driver.maxWorkHours),
    );
    return {
      key: driver ? `driver-${driver.id}` : 'unassigned',
      driver,
      label: driver?.name ?? 'Unassigned',
      days,
      hours:
        Math.round(
          mine.filter((s) => week.includes(s.scheduleDate)).reduce((sum, s) => sum + s.totalHours, 0) * 10,
        ) / 10,
      gaps: driver ? days.filter((d) => d.length === 0).length : 0,
      over,
      flagged: over.filter(Boolean).length,
    };
  };
  const shown = drivers.filter((d) => d.isActive || live.some((s) => s.driverId === d.id));
  const rows = [...shown].sort((a, b) => a.name.localeCompare(b.name)).map(row);
  if (live.some((s) => s.driverId === null)) rows.push(row(null));
  return rows;
}
