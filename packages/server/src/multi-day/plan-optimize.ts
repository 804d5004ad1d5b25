/**
 * Generating a multi-day plan's assignments (optimizeMultiDayPlan, and jobs of kind `multiDay`): the
 * plan's routes and recurring occurrences, its crews (plan-crews.ts), one joint optimisation over the
 * horizon on the solver's workers (the engine's solveMultiDay), then the assignments, the per-day and plan
 * totals written in one transaction that replaces the previous ones.
 */
import type { Knex } from 'knex';
import type { ProgressEvent } from '@routier/engine';
import type { MultiDayJobInput, MultiDayOptimizeResult } from '@routier/contract';
import { type Geocoder, type Router, RoutingError } from '../geo/index.js';
import { addDays, datesFrom, daysBetween, isoWeekday } from '../kernel/calendar-dates.js';
import { HttpError } from '../kernel/errors.js';
import type { PlanLimits } from '../kernel/plan-limits.js';
import type { EventSink } from '../kernel/events.js';
import type { Solver } from '../kernel/solver.js';
import { todayIn } from '../kernel/time-zone.js';
import { roundKm, roundMoney } from '../kernel/money.js';
import { ensureOccurrenceRoutes, markGenerated } from '../recurring/occurrence-routes.js';
import { activeRecurringBetween } from '../recurring/recurring-repository.js';
import { listRoutes, findRoutesByIds, type RouteRecord } from '../routes/route-repository.js';
import { routeNotFound } from '../routes/route-service.js';
import { listSchedules } from '../scheduling/schedule-repository.js';
import { listDrivers } from '../drivers/driver-repository.js';
import { getDriver } from '../drivers/driver-service.js';
import { readTimeZone } from '../users/settings-repository.js';
import { listVehicles } from '../vehicles/vehicle-repository.js';
import { requireVehicles } from '../vehicles/vehicle-service.js';
import { planCrews, type CrewDriver, type CrewShift } from './plan-crews.js';
import { buildPlanProblem } from './plan-problem.js';
import {
  listAssignments,
  replaceAssignments,
  updatePlanRow,
  type AssignmentFields,
} from './plan-repository.js';
import { presentAssignment, presentPlan } from './plan-presenter.js';
import { getPlan } from './plan-service.js';
import { locatePlanRoutes } from './plan-routes.js';

export interface MultiDayDeps {
  knex: Knex;
  geocoder: Geocoder;
  router: Router;
  solver: Solver;
  plans: PlanLimits;
  events: EventSink;
}

export interface MultiDayControl {
  signal?: AbortSignal;
  /** Ends the search early; the best plan so far is written. */
  stopSignal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
  timeLimitMs?: number;
}

/** The synchronous call's budget: 1 s plus 20 ms per route, at most 10 s (larger plans: a job). */
export const syncBudgetMs = (routes: number) => Math.min(10_000, 1000 + 20 * routes);
const PLANNED_STATUSES = ['pending', 'planned', 'optimized'] as const;
const MAX_ROUTES = 1000;

/** Week numbers (Monday to Sunday weeks) of each date, counted from the first date's week. */
function weeksOf(dates: readonly string[]): number[] {
  const firstMonday = addDays(dates[0], 1 - isoWeekday(dates[0]));
  return dates.map((d) => Math.floor(daysBetween(firstMonday, d) / 7));
}

/** Checks what can be checked before any work: the plan and every id given are the user's (else 404). */
export async function checkMultiDayInput(knex: Knex, userId: number, input: MultiDayJobInput): Promise<void> {
  await getPlan(knex, userId, input.planId);
  if (input.routeIds?.length) {
    const found = new Set((await findRoutesByIds(knex, userId, input.routeIds)).map((r) => r.id));
    const missing = input.routeIds.find((id) => !found.has(id));
    if (missing !== undefined) throw routeNotFound(missing);
  }
  if (input.vehicleIds?.length) await requireVehicles(knex, userId, input.vehicleIds, 'vehicleIds');
  for (const id of input.driverIds ?? []) await getDriver(knex, userId, id);
}

export async function optimizeMultiDay(
  deps: MultiDayDeps,
  userId: number,
  input: MultiDayJobInput,
  control: MultiDayControl = {},
): Promise<MultiDayOptimizeResult> {
  const { knex } = deps;
  // The callers ran checkMultiDayInput before any work started (the handler, a job's prepare).
  const plan = await getPlan(knex, userId, input.planId);
  const dates = datesFrom(plan.startDate, plan.endDate);
  const dayOf = new Map(dates.map((d, i) => [d, i]));

  // Routes: the ones named, else those planned within the plan's dates; plus recurring occurrences.
  const routes: RouteRecord[] = input.routeIds?.length
    ? await findRoutesByIds(knex, userId, input.routeIds)
    : (
        await listRoutes(
          knex,
          userId,
          { from: plan.startDate, to: plan.endDate, statuses: PLANNED_STATUSES },
          { limit: MAX_ROUTES, offset: 0 },
        )
      ).items;
  const fixedDay = new Map<number, number>();
  const occurrences =
    input.includeRecurring === false
      ? []
      : await ensureOccurrenceRoutes(
          { knex, geocoder: deps.geocoder, plans: deps.plans, events: deps.events, signal: control.signal },
          userId,
          await activeRecurringBetween(knex, userId, plan.startDate, plan.endDate),
          plan.startDate,
          plan.endDate,
        );
  const seen = new Set(routes.map((r) => r.id));
  for (const o of occurrences) {
    fixedDay.set(o.route.id, dayOf.get(o.date)!);
    if (!seen.has(o.route.id)) routes.push(o.route);
    seen.add(o.route.id);
  }
  if (routes.length > MAX_ROUTES)
    throw new HttpError(
      422,
      'OPTIMIZATION_FAILED',
      `A plan takes at most ${MAX_ROUTES} routes; this one has ${routes.length}`,
    );

  // Crews.
  const vehicles = input.vehicleIds?.length
    ? await requireVehicles(knex, userId, input.vehicleIds, 'vehicleIds')
    : (await listVehicles(knex, userId, { isActive: true }, { limit: 100, offset: 0 })).items.reverse();
  const driverRecords = input.driverIds?.length
    ? await Promise.all(input.driverIds.map((id) => getDriver(knex, userId, id)))
    : (await listDrivers(knex, userId, { isActive: true }, { limit: 100, offset: 0 })).items.reverse();
  const drivers: CrewDriver[] = driverRecords.map((d) => ({ id: d.id, maxWorkHours: d.maxWorkHours }));
  const driverIds = new Set(drivers.map((d) => d.id));
  const shifts: CrewShift[] = (
    await listSchedules(
      knex,
      userId,
      { dateFrom: plan.startDate, dateTo: plan.endDate },
      { limit: 10_000, offset: 0 },
    )
  ).items
    .filter((s) => s.driverId !== null && driverIds.has(s.driverId) && s.status !== 'cancelled')
    .map((s) => ({
      driverId: s.driverId!,
      vehicleId: s.vehicleId,
      date: s.scheduleDate,
      startMin: s.startTime,
      endMin: s.overnight || s.endTime <= s.startTime ? s.endTime + 1440 : s.endTime,
    }));
  if (vehicles.length === 0)
    throw new HttpError(
      422,
      'OPTIMIZATION_FAILED',
      'No active vehicles to plan with: add or activate a vehicle first',
    );
  const crews = planCrews(dates, vehicles, drivers, shifts, plan.constraints);

  // Days each route may take: occurrences their own date; other routes any plan day from today on.
  const today = todayIn(await readTimeZone(knex, userId));
  const open = dates.map((_, i) => i).filter((i) => dates[i] >= today);
  const anyDay = open.length ? open : dates.map((_, i) => i);
  const located = await locatePlanRoutes(
    deps,
    routes,
    (r) => (fixedDay.has(r.id) ? [fixedDay.get(r.id)!] : anyDay),
    control.signal,
  ).catch((error: unknown) => {
    if (error instanceof RoutingError)
      throw new HttpError(502, 'UPSTREAM_ERROR', `The routing service failed: ${error.message}`, {
        cause: error,
      });
    throw error;
  });

  const problem = buildPlanProblem(
    located.units,
    crews,
    located.connection,
    plan.constraints,
    weeksOf(dates),
  );
  const signal =
    control.signal && control.stopSignal
      ? AbortSignal.any([control.signal, control.stopSignal])
      : (control.stopSignal ?? control.signal);
  const solution = await deps.solver.solveMultiDay(
    problem,
    { timeLimitMs: control.timeLimitMs ?? syncBudgetMs(routes.length), seed: 1 },
    { signal, onProgress: control.onProgress },
  );
  control.signal?.throwIfAborted();

  // Assignments, day totals and the plan's totals, written together.
  const rate = new Map(vehicles.map((v) => [v.id, v.costPerKm]));
  const assignments: AssignmentFields[] = [];
  const days = new Map<
    string,
    { routeCount: number; totalDistance: number; totalTime: number; totalCost: number }
  >();
  for (const r of solution.routes) {
    const date = dates[r.day];
    const km = r.distanceM / 1000;
    const day = days.get(date) ?? { routeCount: 0, totalDistance: 0, totalTime: 0, totalCost: 0 };
    day.routeCount += r.stops.length;
    day.totalDistance += km;
    day.totalTime += Math.round(r.durationS / 60);
    day.totalCost += km * (rate.get(r.vehicleId as number) ?? 0);
    days.set(date, day);
    r.stops.forEach((s, priority) =>
      assignments.push({
        routeId: s.id as number,
        assignedDate: date,
        vehicleId: r.vehicleId as number,
        driverId: (r.driverId as number | null) ?? null,
        priority,
        estimatedStartTime: Math.round(s.startS / 60),
        estimatedEndTime: Math.round(s.departureS / 60),
      }),
    );
  }
  const totalDistance = [...days.values()].reduce((s, d) => s + d.totalDistance, 0);
  const totalCost = [...days.values()].reduce((s, d) => s + d.totalCost, 0);
  const saved = await knex.transaction(async (trx) => {
    await getPlan(trx, userId, plan.id, true);
    await replaceAssignments(trx, userId, plan.id, assignments);
    await markGenerated(trx, userId, occurrences);
    return updatePlanRow(trx, userId, plan.id, {
      status: 'active',
      totalEstimatedDistance: roundKm(totalDistance),
      totalEstimatedCost: roundMoney(totalCost),
    });
  });
  return {
    plan: presentPlan(saved!),
    assignments: (await listAssignments(knex, userId, plan.id)).map(presentAssignment),
    days: [...days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, d]) => ({
        date,
        routeCount: d.routeCount,
        totalDistance: roundKm(d.totalDistance),
        totalTime: d.totalTime,
        totalCost: roundMoney(d.totalCost),
      })),
    unassignedRoutes: [
      ...located.unresolved,
      ...solution.unassigned.map((u) => ({ routeId: u.id as number, reason: u.message })),
    ],
  };
}
