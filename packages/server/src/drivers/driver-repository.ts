import type { EmergencyContact, LicenseType } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedAny, deletedCount, toCount, toIso } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';

/** A driver as the server keeps it; `calendarKey` is the secret of the driver's calendar feed. */
export interface DriverRecord {
  id: number;
  userId: number;
  name: string;
  email: string | null;
  phone: string | null;
  licenseNumber: string | null;
  licenseType: LicenseType;
  maxWorkHours: number;
  isActive: boolean;
  emergencyContact: EmergencyContact | null;
  calendarKey: string;
  createdAt: string;
}

/** Columns a create or update may set. */
export interface DriverFields {
  name: string;
  email: string | null;
  phone: string | null;
  licenseNumber: string;
  licenseType: LicenseType;
  maxWorkHours: number;
  isActive: boolean;
  emergencyContact: EmergencyContact | null;
  calendarKey: string;
}

interface DriverRow {
  id: number;
  user_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  license_number: string | null;
  license_type: string;
  max_work_hours: number;
  is_active: boolean;
  emergency_contact: EmergencyContact | string | null;
  calendar_key: string;
  created_at: Date;
}

function toDriver(row: DriverRow): DriverRecord {
  const contact = row.emergency_contact;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    licenseNumber: row.license_number,
    licenseType: row.license_type as LicenseType,
    maxWorkHours: row.max_work_hours,
    isActive: row.is_active,
    emergencyContact: typeof contact === 'string' ? (JSON.parse(contact) as EmergencyContact) : contact,
    calendarKey: row.calendar_key,
    createdAt: toIso(row.created_at),
  };
}

const COLUMNS: Record<keyof DriverFields, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  licenseNumber: 'license_number',
  licenseType: 'license_type',
  maxWorkHours: 'max_work_hours',
  isActive: 'is_active',
  emergencyContact: 'emergency_contact',
  calendarKey: 'calendar_key',
};

function toColumns(fields: Partial<DriverFields>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof DriverFields, string][]) {
    const value = fields[key];
    if (value === undefined) continue;
    // jsonb takes JSON text (pg would send an object as a record literal otherwise).
    out[column] = key === 'emergencyContact' && value !== null ? JSON.stringify(value) : value;
  }
  return out;
}

export async function insertDriver(
  db: Queryable,
  userId: number,
  fields: DriverFields,
): Promise<DriverRecord> {
  const [row] = (await db('drivers')
    .insert({ user_id: userId, ...toColumns(fields) })
    .returning('*')) as DriverRow[];
  return toDriver(row);
}

/** The user's drivers, newest first; `isActive` filters when given. */
export async function listDrivers(
  db: Queryable,
  userId: number,
  filter: { isActive?: boolean },
  page: Page,
): Promise<Paged<DriverRecord>> {
  const base = db('drivers').where({ user_id: userId });
  if (filter.isActive !== undefined) base.where({ is_active: filter.isActive });
  const [rows, countRow] = await Promise.all([
    base.clone().select('*').orderBy(NEWEST_FIRST).limit(page.limit).offset(page.offset) as Promise<
      DriverRow[]
    >,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { items: rows.map(toDriver), total: toCount(countRow) };
}

/** One of the user's drivers; undefined when missing or another user's. `lock` holds its row to the end of the transaction. */
export async function findDriver(
  db: Queryable,
  userId: number,
  id: number,
  lock = false,
): Promise<DriverRecord | undefined> {
  const query = db('drivers').where({ id, user_id: userId }).first();
  if (lock) query.forUpdate();
  const row = (await query) as DriverRow | undefined;
  return row ? toDriver(row) : undefined;
}

/** A driver by id and calendar key (the feed's own authentication); undefined unless both match. */
export async function findDriverByCalendarKey(
  db: Queryable,
  id: number,
  key: string,
): Promise<DriverRecord | undefined> {
  const row = (await db('drivers').where({ id, calendar_key: key }).first()) as DriverRow | undefined;
  return row ? toDriver(row) : undefined;
}

export async function updateDriverRow(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<DriverFields>,
): Promise<DriverRecord | undefined> {
  const [row] = (await db('drivers')
    .where({ id, user_id: userId })
    .update({ ...toColumns(fields), updated_at: db.fn.now() })
    .returning('*')) as DriverRow[];
  return row ? toDriver(row) : undefined;
}

export function deleteDriverRow(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('drivers').where({ id, user_id: userId }).delete());
}

/** A shift of the driver from `fromDate` on (what deleting the driver would take away). */
export interface UpcomingShift {
  id: number;
  scheduleDate: string;
  startTime: number;
  endTime: number;
}

/** The driver's shifts on `fromDate` or later, not cancelled, in date order. */
export async function upcomingShifts(
  db: Queryable,
  userId: number,
  driverId: number,
  fromDate: string,
): Promise<UpcomingShift[]> {
  const rows = (await db('daily_schedules')
    .where({ user_id: userId, driver_id: driverId })
    .where('schedule_date', '>=', fromDate)
    .whereNot({ status: 'cancelled' })
    .orderBy([{ column: 'schedule_date' }, { column: 'start_time' }])
    .select('id', 'schedule_date', 'start_time', 'end_time')) as Array<{
    id: number;
    schedule_date: string;
    start_time: number;
    end_time: number;
  }>;
  return rows.map((r) => ({
    id: r.id,
    scheduleDate: r.schedule_date,
    startTime: r.start_time,
    endTime: r.end_time,
  }));
}

/** Deletes the driver's shifts on `fromDate` or later (every status); answers how many. */
export async function deleteShiftsFrom(
  db: Queryable,
  userId: number,
  driverId: number,
  fromDate: string,
): Promise<number> {
  return deletedCount(
    db('daily_schedules')
      .where({ user_id: userId, driver_id: driverId })
      .where('schedule_date', '>=', fromDate)
      .delete(),
  );
}
