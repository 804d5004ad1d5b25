/**
 * The arithmetic of shifts, pure: how long one is, whether two overlap, what a dispatcher must look at.
 * Times are minutes after midnight of the shift's date; an overnight shift ends the next day.
 */
import type { ErrorDetail } from '../kernel/errors.js';
import { daysBetween } from '../kernel/calendar-dates.js';

export interface ShiftTimes {
  startTime: number;
  endTime: number;
  overnight: boolean;
}

/** Minutes from start to end, the end taken on the next day for an overnight shift. */
export const shiftMinutes = (s: ShiftTimes) => s.endTime - s.startTime + (s.overnight ? 1440 : 0);

/**
 * Hours worked, one decimal: (end - start - break) / 60. The break is not work (docs/scheduling.md): this is
 * the figure a driver's maxWorkHours limits. (Document 2 shows (end - start) / 60; we chose the worked time.)
 */
export const workedHours = (s: ShiftTimes & { breakTime: number }) =>
  Math.round(((shiftMinutes(s) - s.breakTime) / 60) * 10) / 10;

/**
 * What is wrong with a shift's times: the end must come after the start (or the shift be marked
 * overnight, ending the next day before its start time), and the break must be shorter than the shift.
 */
export function shiftTimeErrors(s: ShiftTimes & { breakTime: number }, breakField: string): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  if (!s.overnight && s.endTime <= s.startTime) {
    errors.push({
      field: 'endTime',
      code: 'SHIFT_TIMES',
      message: 'End time must be after start time (mark the shift overnight if it ends the next day)',
    });
  } else if (s.overnight && s.endTime >= s.startTime) {
    errors.push({
      field: 'endTime',
      code: 'SHIFT_TIMES',
      message: 'An overnight shift ends the next day, before its start time',
    });
  } else if (s.breakTime >= shiftMinutes(s)) {
    errors.push({
      field: breakField,
      code: 'SHIFT_TIMES',
      message: 'The break must be shorter than the shift',
    });
  }
  return errors;
}

/** A shift placed on a calendar. */
export interface DatedShift extends ShiftTimes {
  scheduleDate: string;
}

/** Whether two shifts share any minute (touching ends do not overlap: 08:00-12:00 then 12:00-16:00 is fine). */
export function shiftsOverlap(a: DatedShift, b: DatedShift): boolean {
  const offset = daysBetween(a.scheduleDate, b.scheduleDate) * 1440;
  const bStart = b.startTime + offset;
  const bEnd = bStart + shiftMinutes(b);
  const aEnd = a.startTime + shiftMinutes(a);
  return a.startTime < bEnd && bStart < aEnd;
}
