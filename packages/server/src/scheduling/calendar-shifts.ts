import type { Queryable } from '../db/queryable.js';
import { addDays } from '../kernel/calendar-dates.js';
import { todayIn } from '../kernel/time-zone.js';
import { listSchedules, type ScheduleRecord } from './schedule-repository.js';

/** How far back and ahead a calendar feed reaches, in days. */
export const FEED_WINDOW = { pastDays: 30, futureDays: 180 } as const;

/** The driver's shifts a calendar feed lists: from 30 days ago to 180 days ahead (in the account's zone). */
export async function feedShifts(
  db: Queryable,
  userId: number,
  driverId: number,
  timeZone: string,
): Promise<ScheduleRecord[]> {
  const today = todayIn(timeZone);
  const filter = {
    driverId,
    dateFrom: addDays(today, -FEED_WINDOW.pastDays),
    dateTo: addDays(today, FEED_WINDOW.futureDays),
  };
  return (await listSchedules(db, userId, filter, { limit: 2000, offset: 0 })).items;
}
