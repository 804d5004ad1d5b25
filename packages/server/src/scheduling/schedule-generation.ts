/**
 * `POST /api/schedules/generate`: one shift per working day of a template over a range, in one transaction.
 * Days the driver already works (or whose shift would overlap one of theirs or the vehicle's) are skipped
 * and reported, never duplicated, so the same generation run twice creates nothing the second time.
 */
import type { Knex } from 'knex';
import type { ScheduleGenerateRequest } from '@routier/contract';
import { addDays, clockText, datesFrom, daysBetween, isoWeekday } from '../kernel/calendar-dates.js';
import { validationFailed } from '../kernel/errors.js';
import {
  findSchedulesByIds,
  insertSchedule,
  shiftsNear,
  unassignedFromTemplate,
  type ScheduleFields,
  type ScheduleRecord,
} from './schedule-repository.js';
import { inactiveDetails, lockPeople, overlapDetails, scheduleConflict } from './shift-checks.js';
import { getTemplate } from './shift-template-service.js';

/** The longest range one generation covers (a quarter). */
export const MAX_GENERATE_DAYS = 92;

export interface GenerationResult {
  schedules: ScheduleRecord[];
  skipped: Array<{ date: string; reason: string }>;
}

function checkRange(startDate: string, endDate: string): void {
  const span = daysBetween(startDate, endDate);
  if (span < 0) {
    throw validationFailed([
      { field: 'endDate', code: 'minimum', message: 'End date must be on or after the start date' },
    ]);
  }
  if (span + 1 > MAX_GENERATE_DAYS) {
    throw validationFailed([
      {
        field: 'endDate',
        code: 'maximum',
        message: `Generate at most ${MAX_GENERATE_DAYS} days at a time`,
      },
    ]);
  }
}

export function generateSchedules(
  knex: Knex,
  userId: number,
  input: ScheduleGenerateRequest,
): Promise<GenerationResult> {
  checkRange(input.startDate, input.endDate);
  const who = { driverId: input.driverId ?? null, vehicleId: input.vehicleId ?? null };
  return knex.transaction(async (trx) => {
    const template = await getTemplate(trx, userId, input.templateId);
    const { driver, vehicle } = await lockPeople(trx, userId, who);
    const inactive = inactiveDetails(driver, vehicle);
    if (inactive.length) throw scheduleConflict(inactive);

    const taken = await shiftsNear(trx, userId, who, addDays(input.startDate, -1), addDays(input.endDate, 1));
    const unassignedDays =
      driver === null
        ? await unassignedFromTemplate(trx, userId, template.id, input.startDate, input.endDate)
        : new Set<string>();
    const names = { driver: driver?.name ?? null, vehicle: vehicle?.name ?? null };
    const createdIds: number[] = [];
    const skipped: GenerationResult['skipped'] = [];

    for (const date of datesFrom(input.startDate, input.endDate)) {
      if (!template.daysOfWeek.includes(isoWeekday(date))) continue;
      const shift: ScheduleFields = {
        ...who,
        shiftTemplateId: template.id,
        scheduleDate: date,
        startTime: template.startTime,
        endTime: template.endTime,
        overnight: template.overnight,
        breakTime: template.breakDuration,
        status: 'scheduled',
        actualStartTime: null,
        actualEndTime: null,
        notes: null,
        assignedRoutes: [],
      };
      const reason = skipReason(shift, taken, unassignedDays, names);
      if (reason) {
        skipped.push({ date, reason });
        continue;
      }
      const id = await insertSchedule(trx, userId, shift);
      createdIds.push(id);
      taken.push({ ...shift, id, driverName: names.driver } as ScheduleRecord);
    }
    return { schedules: await findSchedulesByIds(trx, userId, createdIds), skipped };
  });
}

/** Why a generated shift is not created, or null to create it. */
function skipReason(
  shift: ScheduleFields,
  taken: readonly ScheduleRecord[],
  unassignedDays: ReadonlySet<string>,
  names: { driver: string | null; vehicle: string | null },
): string | null {
  if (shift.driverId === null && unassignedDays.has(shift.scheduleDate)) {
    return `An unassigned shift from this template already exists on ${shift.scheduleDate}`;
  }
  const sameDay = taken.find(
    (t) => shift.driverId !== null && t.driverId === shift.driverId && t.scheduleDate === shift.scheduleDate,
  );
  if (sameDay) {
    const times = `${clockText(sameDay.startTime)}-${clockText(sameDay.endTime)}`;
    return `${names.driver} already has a shift on ${shift.scheduleDate} (${times})`;
  }
  const clash = overlapDetails(shift, taken, names)[0];
  return clash ? clash.message : null;
}
