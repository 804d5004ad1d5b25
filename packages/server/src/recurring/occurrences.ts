/**
 * The dates a recurring delivery falls on (openapi.yaml, listRecurringOccurrences): daily every `interval`
 * days from the start; weekly on `daysOfWeek` (0 = Sunday; empty = the start's weekday) of every
 * `interval`-th Monday-to-Sunday week counted from the start's week; monthly every `interval`-th month on the
 * start's day of the month, or the month's last day when it is shorter. Pure: no clock, no zone.
 */
import type { RecurrencePattern } from '@routier/contract';
import { addDays, daysBetween, isoWeekday } from '../kernel/calendar-dates.js';

export interface Recurrence {
  recurrencePattern: RecurrencePattern;
  startDate: string;
  endDate: string | null;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** 0 = Sunday ... 6 = Saturday, as the pattern counts. */
const weekdayOf = (date: string) => isoWeekday(date) % 7;
/** The Monday of the date's week. */
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthly(start: string, interval: number, from: string, to: string): string[] {
  const [y0, m0, d0] = start.split('-').map(Number);
  const out: string[] = [];
  const [fy, fm] = from.split('-').map(Number);
  // The first candidate month at or after `from`'s month that is a multiple of `interval` from the start.
  const offset = Math.max(0, (fy - y0) * 12 + (fm - m0));
  for (let k = Math.ceil(offset / interval) * interval; ; k += interval) {
    const year = y0 + Math.floor((m0 - 1 + k) / 12);
    const month = ((m0 - 1 + k) % 12) + 1;
    const day = Math.min(d0, lastDayOfMonth(year, month));
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (date > to) break;
    if (date >= from) out.push(date);
  }
  return out;
}

/** The occurrences from `from` to `to` (both included), in date order. */
export function occurrencesBetween(recurrence: Recurrence, from: string, to: string): string[] {
  const { recurrencePattern: pattern, startDate, endDate } = recurrence;
  const first = later(from, startDate);
  const last = endDate === null ? to : earlier(to, endDate);
  if (last < first) return [];
  const interval = pattern.interval ?? 1;
  if (pattern.frequency === 'monthly') return monthly(startDate, interval, first, last);
  const out: string[] = [];
  if (pattern.frequency === 'daily') {
    const skip = (interval - (daysBetween(startDate, first) % interval)) % interval;
    for (let date = addDays(first, skip); date <= last; date = addDays(date, interval)) out.push(date);
    return out;
  }
  const days = new Set(pattern.daysOfWeek?.length ? pattern.daysOfWeek : [weekdayOf(startDate)]);
  const startWeek = mondayOf(startDate);
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const week = daysBetween(startWeek, mondayOf(date)) / 7;
    if (week % interval === 0 && days.has(weekdayOf(date))) out.push(date);
  }
  return out;
}

/**
 * The first occurrence on or after `today` (or the start date, when later), looking up to two years past
 * that; null when there is none.
 */
export function nextOccurrence(recurrence: Recurrence, today: string): string | null {
  const from = later(today, recurrence.startDate);
  return occurrencesBetween(recurrence, from, addDays(from, 731))[0] ?? null;
}
