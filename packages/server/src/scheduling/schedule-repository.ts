import type { ScheduleStatus } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedAny, toCount, toIso, toIsoOrNull } from '../db/rows.js';
import type { Page, Paged } from '../kernel/paging.js';

/** A daily schedule (one shift) with the names and limit of its driver and vehicle, read by a join. */
export interface ScheduleRecord {
  id: number;
  userId: number;
  driverId: number | null;
  driverName: string | null;
  /** The driver's limit, hours a day (null when unassigned). */
  driverMaxWorkHours: number | null;
  vehicleId: number | null;
  vehicleName: string | null;
  shiftTemplateId: number | null;
  scheduleDate: string;
  startTime: number;
  endTime: number;
  overnight: boolean;
  breakTime: number;
  status: ScheduleStatus;
  actualStartTime: string | null;
  actualEndTime: string | null;
  notes: string | null;
  assignedRoutes: number[];
  createdAt: string;
  updatedAt: string;
}

/** Columns a create or update may set. */
export interface ScheduleFields {
  driverId: number | null;
  vehicleId: number | null;
  shiftTemplateId: number | null;
  scheduleDate: string;
  startTime: number;
  endTime: number;
  overnight: boolean;
  breakTime: number;
  status: ScheduleStatus;
  actualStartTime: string | null;
  actualEndTime: string | null;
  notes: string | null;
  assignedRoutes: number[];
}

interface ScheduleRow {
  id: number;
  user_id: number;
  driver_id: number | null;
  driver_name: string | null;
  driver_max_work_hours: number | null;
  vehicle_id: number | null;
  vehicle_name: string | null;
  shift_template_id: number | null;
  schedule_date: string;
  start_time: number;
  end_time: number;
  overnight: boolean;
  break_time: number;
  status: string;
  actual_start_time: Date | null;
  actual_end_time: Date | null;
  notes: string | null;
  assigned_routes: number[] | string | null;
  created_at: Date;
  updated_at: Date;
}

function toSchedule(row: ScheduleRow): ScheduleRecord {
  const routes = row.assigned_routes;
  return {
    id: row.id,
    userId: row.user_id,
    driverId: row.driver_id,
    driverName: row.driver_name,
    driverMaxWorkHours: row.driver_max_work_hours,
    vehicleId: row.vehicle_id,
    vehicleName: row.vehicle_name,
    shiftTemplateId: row.shift_template_id,
    scheduleDate: row.schedule_date,
    startTime: row.start_time,
    endTime: row.end_time,
    overnight: row.overnight,
    breakTime: row.break_time,
    status: row.status as ScheduleStatus,
    actualStartTime: toIsoOrNull(row.actual_start_time),
    actualEndTime: toIsoOrNull(row.actual_end_time),
    notes: row.notes,
    assignedRoutes: (typeof routes === 'string' ? (JSON.parse(routes) as number[]) : routes) ?? [],
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

const COLUMNS: Record<keyof ScheduleFields, string> = {
  driverId: 'driver_id',
  vehicleId: 'vehicle_id',
  shiftTemplateId: 'shift_template_id',
  scheduleDate: 'schedule_date',
  startTime: 'start_time',
  endTime: 'end_time',
  overnight: 'overnight',
  breakTime: 'break_time',
  status: 'status',
  actualStartTime: 'actual_start_time',
  actualEndTime: 'actual_end_time',
  notes: 'notes',
  assignedRoutes: 'assigned_routes',
};

function toColumns(fields: Partial<ScheduleFields>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof ScheduleFields, string][]) {
    const value = fields[key];
    if (value === undefined) continue;
    out[column] = key === 'assignedRoutes' ? JSON.stringify(value) : value;
  }
  return out;
}

/** Schedules with their driver's and vehicle's names (left joins: either may be missing). */
function withNames(db: Queryable, userId: number) {
  return db('daily_schedules as s')
    .leftJoin('drivers as d', 'd.id', 's.driver_id')
    .leftJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .where('s.user_id', userId)
    .select(
      's.*',
      'd.name as driver_name',
      'd.max_work_hours as driver_max_work_hours',
      'v.name as vehicle_name',
    );
}

export async function insertSchedule(db: Queryable, userId: number, fields: ScheduleFields): Promise<number> {
  const [row] = (await db('daily_schedules')
    .insert({ user_id: userId, ...toColumns(fields) })
    .returning('id')) as Array<{ id: number }>;
  return row.id;
}

export async function updateScheduleRow(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<ScheduleFields>,
): Promise<void> {
  await db('daily_schedules')
    .where({ id, user_id: userId })
    .update({ ...toColumns(fields), updated_at: db.fn.now() });
}

export function deleteScheduleRow(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('daily_schedules').where({ id, user_id: userId }).delete());
}

export async function findSchedule(
  db: Queryable,
  userId: number,
  id: number,
): Promise<ScheduleRecord | undefined> {
  const row = (await withNames(db, userId).where('s.id', id).first()) as ScheduleRow | undefined;
  return row ? toSchedule(row) : undefined;
}

export async function findSchedulesByIds(
  db: Queryable,
  userId: number,
  ids: number[],
): Promise<ScheduleRecord[]> {
  if (!ids.length) return [];
  const rows = (await withNames(db, userId).whereIn('s.id', ids)) as ScheduleRow[];
  const byId = new Map(rows.map((r) => [r.id, toSchedule(r)]));
  return ids.map((id) => byId.get(id)).filter((s): s is ScheduleRecord => s !== undefined);
}

export interface ScheduleFilter {
  dateFrom?: string;
  dateTo?: string;
  driverId?: number;
}

/** The user's schedules in calendar order (date, start time, id). */
export async function listSchedules(
  db: Queryable,
  userId: number,
  filter: ScheduleFilter,
  page: Page,
): Promise<Paged<ScheduleRecord>> {
  const base = db('daily_schedules as s').where('s.user_id', userId);
  if (filter.dateFrom) base.where('s.schedule_date', '>=', filter.dateFrom);
  if (filter.dateTo) base.where('s.schedule_date', '<=', filter.dateTo);
  if (filter.driverId !== undefined) base.where('s.driver_id', filter.driverId);
  const rows = withNames(db, userId).whereIn('s.id', base.clone().select('s.id'));
  const [items, countRow] = await Promise.all([
    rows
      .orderBy([{ column: 's.schedule_date' }, { column: 's.start_time' }, { column: 's.id' }])
      .limit(page.limit)
      .offset(page.offset) as Promise<ScheduleRow[]>,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { items: items.map(toSchedule), total: toCount(countRow) };
}

/**
 * Shifts that could clash with one being written: not cancelled, of this driver or this vehicle, dated
 * from `dateFrom` to `dateTo`, other than `excludeId`.
 */
export async function shiftsNear(
  db: Queryable,
  userId: number,
  who: { driverId: number | null; vehicleId: number | null },
  dateFrom: string,
  dateTo: string,
  excludeId?: number,
): Promise<ScheduleRecord[]> {
  if (who.driverId === null && who.vehicleId === null) return [];
  const query = withNames(db, userId)
    .whereNot('s.status', 'cancelled')
    .whereBetween('s.schedule_date', [dateFrom, dateTo])
    .where((q) => {
      if (who.driverId !== null) q.orWhere('s.driver_id', who.driverId);
      if (who.vehicleId !== null) q.orWhere('s.vehicle_id', who.vehicleId);
    });
  if (excludeId !== undefined) query.whereNot('s.id', excludeId);
  return ((await query) as ScheduleRow[]).map(toSchedule);
}

/** Unassigned shifts made from a template on those dates (what a second generation must not repeat). */
export async function unassignedFromTemplate(
  db: Queryable,
  userId: number,
  templateId: number,
  dateFrom: string,
  dateTo: string,
): Promise<Set<string>> {
  const rows = (await db('daily_schedules')
    .where({ user_id: userId, shift_template_id: templateId })
    .whereNull('driver_id')
    .whereNot('status', 'cancelled')
    .whereBetween('schedule_date', [dateFrom, dateTo])
    .select('schedule_date')) as Array<{ schedule_date: string }>;
  return new Set(rows.map((r) => r.schedule_date));
}
