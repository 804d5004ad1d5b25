import type { AssignmentStatus, PlanConstraints, PlanStatus, PlanType } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import {
  deletedAny,
  toCount,
  toDateString,
  toIso,
  toIsoOrNull,
  toNumberOrNull,
  fromJsonb,
} from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';

/** A multi-day plan as the server keeps it (totals in dollars and kilometres). */
export interface PlanRecord {
  id: number;
  userId: number;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  planType: PlanType;
  recurringPattern: Record<string, unknown> | null;
  constraints: Required<PlanConstraints>;
  status: PlanStatus;
  totalEstimatedCost: number | null;
  totalEstimatedDistance: number | null;
  createdAt: string;
  updatedAt: string;
}

export type PlanFields = Omit<PlanRecord, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface AssignmentRecord {
  id: number;
  multiDayPlanId: number;
  routeId: number;
  routeName: string;
  assignedDate: string;
  vehicleId: number | null;
  driverId: number | null;
  priority: number;
  estimatedStartTime: number | null;
  estimatedEndTime: number | null;
  actualStartTime: string | null;
  actualEndTime: string | null;
  status: AssignmentStatus;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export type AssignmentFields = Pick<
  AssignmentRecord,
  | 'routeId'
  | 'assignedDate'
  | 'vehicleId'
  | 'driverId'
  | 'priority'
  | 'estimatedStartTime'
  | 'estimatedEndTime'
>;

interface PlanRow {
  id: number;
  user_id: number;
  name: string;
  description: string | null;
  start_date: unknown;
  end_date: unknown;
  plan_type: string;
  recurring_pattern: unknown;
  constraints: unknown;
  status: string;
  total_estimated_cost: unknown;
  total_estimated_distance: unknown;
  created_at: Date;
  updated_at: Date;
}

/** Document 2's limits: 8 hours a day, 40 a week, 5 days in a row, preferred 08:00-17:00. */
export const CONSTRAINT_DEFAULTS: Required<PlanConstraints> = {
  maxDailyWorkHours: 8,
  maxWeeklyWorkHours: 40,
  maximumConsecutiveDays: 5,
  preferredStartTime: 480,
  preferredEndTime: 1020,
};

function toPlan(row: PlanRow): PlanRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    startDate: toDateString(row.start_date),
    endDate: toDateString(row.end_date),
    planType: row.plan_type as PlanType,
    recurringPattern: fromJsonb<Record<string, unknown> | null>(row.recurring_pattern) ?? null,
    constraints: { ...CONSTRAINT_DEFAULTS, ...(fromJsonb<PlanConstraints | null>(row.constraints) ?? {}) },
    status: row.status as PlanStatus,
    totalEstimatedCost: toNumberOrNull(row.total_estimated_cost),
    totalEstimatedDistance: toNumberOrNull(row.total_estimated_distance),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

const COLUMNS: Record<keyof PlanFields, string> = {
  name: 'name',
  description: 'description',
  startDate: 'start_date',
  endDate: 'end_date',
  planType: 'plan_type',
  recurringPattern: 'recurring_pattern',
  constraints: 'constraints',
  status: 'status',
  totalEstimatedCost: 'total_estimated_cost',
  totalEstimatedDistance: 'total_estimated_distance',
};

function toColumns(fields: Partial<PlanFields>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof PlanFields, string][]) {
    const value = fields[key];
    if (value === undefined) continue;
    const isJson = key === 'recurringPattern' || key === 'constraints';
    out[column] = isJson && value !== null ? JSON.stringify(value) : value;
  }
  return out;
}

export async function insertPlan(db: Queryable, userId: number, fields: PlanFields): Promise<PlanRecord> {
  const [row] = (await db('multi_day_plans')
    .insert({ user_id: userId, ...toColumns(fields) })
    .returning('*')) as PlanRow[];
  return toPlan(row);
}

export async function listPlans(db: Queryable, userId: number, page: Page): Promise<Paged<PlanRecord>> {
  const base = db('multi_day_plans').where({ user_id: userId });
  const [rows, countRow] = await Promise.all([
    base.clone().select('*').orderBy(NEWEST_FIRST).limit(page.limit).offset(page.offset) as Promise<
      PlanRow[]
    >,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { items: rows.map(toPlan), total: toCount(countRow) };
}

/** One of the user's plans; `lock` holds its row to the end of the transaction. */
export async function findPlan(
  db: Queryable,
  userId: number,
  id: number,
  lock = false,
): Promise<PlanRecord | undefined> {
  const query = db('multi_day_plans').where({ id, user_id: userId }).first();
  if (lock) query.forUpdate();
  const row = (await query) as PlanRow | undefined;
  return row ? toPlan(row) : undefined;
}

export async function updatePlanRow(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<PlanFields>,
): Promise<PlanRecord | undefined> {
  const [row] = (await db('multi_day_plans')
    .where({ id, user_id: userId })
    .update({ ...toColumns(fields), updated_at: db.fn.now() })
    .returning('*')) as PlanRow[];
  return row ? toPlan(row) : undefined;
}

export function deletePlanRow(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('multi_day_plans').where({ id, user_id: userId }).delete());
}

interface AssignmentRow {
  id: number;
  multi_day_plan_id: number;
  route_id: number;
  route_name: string;
  assigned_date: unknown;
  vehicle_id: number | null;
  driver_id: number | null;
  priority: number;
  estimated_start_time: number | null;
  estimated_end_time: number | null;
  actual_start_time: unknown;
  actual_end_time: unknown;
  status: string;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
}

function toAssignment(row: AssignmentRow): AssignmentRecord {
  return {
    id: row.id,
    multiDayPlanId: row.multi_day_plan_id,
    routeId: row.route_id,
    routeName: row.route_name,
    assignedDate: toDateString(row.assigned_date),
    vehicleId: row.vehicle_id,
    driverId: row.driver_id,
    priority: row.priority,
    estimatedStartTime: row.estimated_start_time,
    estimatedEndTime: row.estimated_end_time,
    actualStartTime: toIsoOrNull(row.actual_start_time),
    actualEndTime: toIsoOrNull(row.actual_end_time),
    status: row.status as AssignmentStatus,
    notes: row.notes,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** The plan's assignments by date, then start time (then vehicle and order). */
export async function listAssignments(
  db: Queryable,
  userId: number,
  planId: number,
): Promise<AssignmentRecord[]> {
  const rows = (await db('daily_route_assignments as a')
    .join('routes as r', 'r.id', 'a.route_id')
    .where({ 'a.user_id': userId, 'a.multi_day_plan_id': planId })
    .select('a.*', 'r.name as route_name')
    .orderBy([
      { column: 'a.assigned_date' },
      { column: 'a.estimated_start_time' },
      { column: 'a.vehicle_id' },
      { column: 'a.priority' },
    ])) as AssignmentRow[];
  return rows.map(toAssignment);
}

/** Replaces the plan's assignments (call inside the transaction that also writes the plan's totals). */
export async function replaceAssignments(
  db: Queryable,
  userId: number,
  planId: number,
  assignments: readonly AssignmentFields[],
): Promise<void> {
  await db('daily_route_assignments').where({ user_id: userId, multi_day_plan_id: planId }).delete();
  const rows = assignments.map((a) => ({
    user_id: userId,
    multi_day_plan_id: planId,
    route_id: a.routeId,
    assigned_date: a.assignedDate,
    vehicle_id: a.vehicleId,
    driver_id: a.driverId,
    priority: a.priority,
    estimated_start_time: a.estimatedStartTime,
    estimated_end_time: a.estimatedEndTime,
  }));
  // Chunks keep each statement well under the driver's parameter limit.
  for (let i = 0; i < rows.length; i += 500)
    await db('daily_route_assignments').insert(rows.slice(i, i + 500));
}
