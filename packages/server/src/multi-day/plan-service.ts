/**
 * Multi-day plans (document 2, Multi-Day Planning: the Multi-Day Plans tab): CRUD with the spec's defaults
 * and limits. Generating a plan's assignments is plan-optimize.ts.
 */
import type { MultiDayPlanCreate, MultiDayPlanUpdate, PlanConstraints } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { daysBetween } from '../kernel/calendar-dates.js';
import { notFound, validationFailed, type ErrorDetail } from '../kernel/errors.js';
import {
  CONSTRAINT_DEFAULTS,
  deletePlanRow,
  findPlan,
  insertPlan,
  updatePlanRow,
  type PlanFields,
  type PlanRecord,
} from './plan-repository.js';

/** The longest plan, in days (a year, leap years included). */
export const MAX_PLAN_DAYS = 366;

export const planNotFound = (id: number) =>
  notFound(`Multi-day plan ${id} not found`, 'MULTI_DAY_PLAN_NOT_FOUND');

function checkPlan(startDate: string, endDate: string, constraints: Required<PlanConstraints>): void {
  const details: ErrorDetail[] = [];
  const span = daysBetween(startDate, endDate);
  if (span < 0)
    details.push({
      field: 'endDate',
      code: 'INVALID_RANGE',
      message: 'End date must be on or after the start date',
    });
  else if (span >= MAX_PLAN_DAYS)
    details.push({
      field: 'endDate',
      code: 'RANGE_TOO_LONG',
      message: `A plan covers at most ${MAX_PLAN_DAYS} days`,
    });
  if (constraints.preferredEndTime <= constraints.preferredStartTime)
    details.push({
      field: 'constraints.preferredEndTime',
      code: 'INVALID_RANGE',
      message: 'Preferred end time must be after the preferred start time',
    });
  if (details.length) throw validationFailed(details, details[0].message);
}

export function createPlan(db: Queryable, userId: number, input: MultiDayPlanCreate): Promise<PlanRecord> {
  const fields: PlanFields = {
    name: input.name.trim(),
    description: input.description?.trim() || null,
    startDate: input.startDate,
    endDate: input.endDate,
    planType: input.planType ?? 'weekly',
    recurringPattern: input.recurringPattern ?? null,
    constraints: { ...CONSTRAINT_DEFAULTS, ...input.constraints },
    status: input.status ?? 'draft',
    totalEstimatedCost: null,
    totalEstimatedDistance: null,
  };
  checkPlan(fields.startDate, fields.endDate, fields.constraints);
  return insertPlan(db, userId, fields);
}

export async function getPlan(db: Queryable, userId: number, id: number, lock = false): Promise<PlanRecord> {
  const plan = await findPlan(db, userId, id, lock);
  if (!plan) throw planNotFound(id);
  return plan;
}

/** Changes the fields present; `constraints` given in part keep the plan's other limits. */
export async function updatePlan(
  db: Queryable,
  userId: number,
  id: number,
  input: MultiDayPlanUpdate,
): Promise<PlanRecord> {
  const existing = await getPlan(db, userId, id);
  const constraints = input.constraints ? { ...existing.constraints, ...input.constraints } : undefined;
  checkPlan(
    input.startDate ?? existing.startDate,
    input.endDate ?? existing.endDate,
    constraints ?? existing.constraints,
  );
  const updated = await updatePlanRow(db, userId, id, {
    name: input.name?.trim(),
    description: input.description === undefined ? undefined : input.description?.trim() || null,
    startDate: input.startDate,
    endDate: input.endDate,
    planType: input.planType,
    recurringPattern: input.recurringPattern,
    constraints,
    status: input.status,
  });
  if (!updated) throw planNotFound(id);
  return updated;
}

export async function deletePlan(db: Queryable, userId: number, id: number): Promise<void> {
  if (!(await deletePlanRow(db, userId, id))) throw planNotFound(id);
}
