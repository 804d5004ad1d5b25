import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { DriverCreate, DriverUpdate } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { clockText } from '../kernel/calendar-dates.js';
import { HttpError, notFound } from '../kernel/errors.js';
import { todayIn } from '../kernel/time-zone.js';
import { readTimeZone } from '../users/settings-repository.js';
import {
  deleteDriverRow,
  deleteShiftsFrom,
  findDriver,
  insertDriver,
  updateDriverRow,
  upcomingShifts,
  type DriverFields,
  type DriverRecord,
} from './driver-repository.js';

/** Document 2's driver defaults: licence type regular, 8 work hours a day, active. */
export const DRIVER_DEFAULTS = { licenseType: 'regular', maxWorkHours: 8, isActive: true } as const;

export const driverNotFound = (id: number) => notFound(`Driver ${id} not found`, 'DRIVER_NOT_FOUND');

/** A calendar feed key: 32 random bytes, URL-safe (the feed's only credential, like a token). */
export const newCalendarKey = () => randomBytes(32).toString('base64url');

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

export function createDriver(db: Queryable, userId: number, input: DriverCreate): Promise<DriverRecord> {
  const fields: DriverFields = {
    name: input.name.trim(),
    email: blankToNull(input.email) ?? null,
    phone: blankToNull(input.phone) ?? null,
    licenseNumber: input.licenseNumber.trim(),
    licenseType: input.licenseType ?? DRIVER_DEFAULTS.licenseType,
    maxWorkHours: input.maxWorkHours ?? DRIVER_DEFAULTS.maxWorkHours,
    isActive: input.isActive ?? DRIVER_DEFAULTS.isActive,
    emergencyContact: input.emergencyContact ?? null,
    calendarKey: newCalendarKey(),
  };
  return insertDriver(db, userId, fields);
}

/** Creates every driver in one transaction (all or none), in the order given. */
export function createDrivers(
  knex: Knex,
  userId: number,
  inputs: readonly DriverCreate[],
): Promise<DriverRecord[]> {
  return knex.transaction(async (trx) => {
    const created: DriverRecord[] = [];
    for (const input of inputs) created.push(await createDriver(trx, userId, input));
    return created;
  });
}

/** One of the user's drivers, else 404 DRIVER_NOT_FOUND (another user's driver looks missing). */
export async function getDriver(
  db: Queryable,
  userId: number,
  id: number,
  lock = false,
): Promise<DriverRecord> {
  const driver = await findDriver(db, userId, id, lock);
  if (!driver) throw driverNotFound(id);
  return driver;
}

export async function updateDriver(
  db: Queryable,
  userId: number,
  id: number,
  input: DriverUpdate,
): Promise<DriverRecord> {
  const driver = await updateDriverRow(db, userId, id, {
    name: input.name?.trim(),
    email: blankToNull(input.email),
    phone: blankToNull(input.phone),
    licenseNumber: input.licenseNumber?.trim(),
    licenseType: input.licenseType,
    maxWorkHours: input.maxWorkHours,
    isActive: input.isActive,
    emergencyContact: input.emergencyContact,
  });
  if (!driver) throw driverNotFound(id);
  return driver;
}

export async function rotateCalendarKey(db: Queryable, userId: number, id: number): Promise<DriverRecord> {
  const driver = await updateDriverRow(db, userId, id, { calendarKey: newCalendarKey() });
  if (!driver) throw driverNotFound(id);
  return driver;
}

/**
 * Deletes a driver. Shifts from today on (in the account's time zone) make it `409 DRIVER_HAS_SCHEDULES`,
 * naming each, unless `cascade`: then they go too. Earlier shifts stay, unassigned (the FK sets null).
 */
export async function deleteDriver(knex: Knex, userId: number, id: number, cascade: boolean): Promise<void> {
  await knex.transaction(async (trx) => {
    const driver = await getDriver(trx, userId, id, true);
    const today = todayIn(await readTimeZone(trx, userId));
    if (cascade) {
      await deleteShiftsFrom(trx, userId, id, today);
    } else {
      const shifts = await upcomingShifts(trx, userId, id, today);
      if (shifts.length > 0) {
        const details = shifts.map((s, i) => ({
          field: `schedules.${i}`,
          code: 'DRIVER_HAS_SCHEDULES',
          message: `${s.scheduleDate} ${clockText(s.startTime)}-${clockText(s.endTime)}`,
          value: s.id,
        }));
        const count = shifts.length === 1 ? 'a shift' : `${shifts.length} shifts`;
        throw new HttpError(
          409,
          'DRIVER_HAS_SCHEDULES',
          `${driver.name} has ${count} from ${shifts[0].scheduleDate} on; delete with cascade to remove them too`,
          { details },
        );
      }
    }
    await deleteDriverRow(trx, userId, id);
  });
}
