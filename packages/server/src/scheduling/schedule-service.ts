import type { Knex } from 'knex';
import type { ScheduleCreate, ScheduleUpdate } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { notFound } from '../kernel/errors.js';
import {
  findSchedule,
  insertSchedule,
  updateScheduleRow,
  type ScheduleFields,
  type ScheduleRecord,
} from './schedule-repository.js';
import { checkShift } from './shift-checks.js';

/** Document 2's schedule defaults: 08:00-17:00, 30 minutes break, status scheduled. */
export const SCHEDULE_DEFAULTS = { startTime: 480, endTime: 1020, breakTime: 30 } as const;

export const scheduleNotFound = (id: number) => notFound(`Schedule ${id} not found`, 'SCHEDULE_NOT_FOUND');

export async function getSchedule(db: Queryable, userId: number, id: number): Promise<ScheduleRecord> {
  const schedule = await findSchedule(db, userId, id);
  if (!schedule) throw scheduleNotFound(id);
  return schedule;
}

const trimmedNotes = (notes: string | null | undefined) =>
  notes === undefined ? undefined : notes === null || notes.trim() === '' ? null : notes.trim();

export function createSchedule(knex: Knex, userId: number, input: ScheduleCreate): Promise<ScheduleRecord> {
  const fields: ScheduleFields = {
    driverId: input.driverId,
    vehicleId: input.vehicleId ?? null,
    shiftTemplateId: input.shiftTemplateId ?? null,
    scheduleDate: input.scheduleDate,
    startTime: input.startTime ?? SCHEDULE_DEFAULTS.startTime,
    endTime: input.endTime ?? SCHEDULE_DEFAULTS.endTime,
    overnight: input.overnight ?? false,
    breakTime: input.breakTime ?? SCHEDULE_DEFAULTS.breakTime,
    status: input.status ?? 'scheduled',
    actualStartTime: null,
    actualEndTime: null,
    notes: trimmedNotes(input.notes) ?? null,
    assignedRoutes: input.assignedRoutes ?? [],
  };
  return knex.transaction(async (trx) => {
    await checkShift(trx, userId, fields);
    return getSchedule(trx, userId, await insertSchedule(trx, userId, fields));
  });
}

/** Changes the fields present; the shift as it will be is checked like a new one. */
export function updateSchedule(
  knex: Knex,
  userId: number,
  id: number,
  input: ScheduleUpdate,
): Promise<ScheduleRecord> {
  return knex.transaction(async (trx) => {
    const current = await getSchedule(trx, userId, id);
    const changes: Partial<ScheduleFields> = Object.fromEntries(
      Object.entries({ ...input, notes: trimmedNotes(input.notes) }).filter(([, v]) => v !== undefined),
    );
    const next: ScheduleFields = { ...current, ...changes };
    const checkInactive = input.driverId !== undefined || input.vehicleId !== undefined;
    await checkShift(trx, userId, next, { id, checkInactive });
    await updateScheduleRow(trx, userId, id, changes);
    return getSchedule(trx, userId, id);
  });
}
