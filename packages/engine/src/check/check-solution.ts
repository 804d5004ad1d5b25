import type { ProblemInput } from '../model/input.js';
import type { RouteResult, Solution } from '../model/result.js';
import { compareReported } from './compare-reported.js';
import { metricOf } from './metric.js';
import { dimensionsOf, routeMoney, scheduleRoute, type RouteItem, type RouteSchedule } from './schedule.js';
import type { CheckOptions, CheckResult, Recomputed } from './types.js';

const UNASSIGNED_REASONS = new Set([
  'SKILL_MISSING',
  'CAPACITY_EXCEEDED',
  'TIME_WINDOW_UNREACHABLE',
  'SHIFT_TOO_SHORT',
  'MAX_DURATION',
  'MAX_DISTANCE',
  'PINNED_VEHICLE_UNAVAILABLE',
  'MAX_STOPS',
  'NO_ROOM',
  'UNPROFITABLE',
]);

/** Issues soft windows may excuse, when the solution reports a violation of the same type. */
const SOFT_EXCUSABLE = new Set(['LATE_ARRIVAL', 'BREAK_WINDOW', 'SHIFT_END', 'MAX_DURATION']);

/** The visit sequence of a route: from its stops when present (breaks included), else its jobIndices. */
function itemsOf(problem: ProblemInput, route: RouteResult, where: string, errors: string[]): RouteItem[] {
  const stops = route.stops ?? [];
  if (stops.length === 0) return Array.from(route.jobIndices, (index) => ({ kind: 'job' as const, index }));
  const vehicle = problem.vehicles[route.vehicleIndex];
  const breaks = vehicle.breaks ?? [];
  const items: RouteItem[] = [];
  let anonymous = 0;
  for (const stop of stops) {
    if (stop.kind === 'job') items.push({ kind: 'job', index: stop.jobIndex });
    else if (stop.kind === 'break') {
      let b = breaks.findIndex((br) => br.id !== undefined && br.id === stop.id);
      if (b < 0) {
        const unnamed = breaks.map((br, i) => (br.id === undefined ? i : -1)).filter((i) => i >= 0);
        b = unnamed[anonymous++] ?? -1;
      }
      if (b < 0) errors.push(`${where}: break stop ${String(stop.id)} is not a break of this vehicle`);
      else items.push({ kind: 'break', index: b });
    }
  }
  const jobsInStops = items.filter((i) => i.kind === 'job').map((i) => i.index);
  if (jobsInStops.join(',') !== Array.from(route.jobIndices).join(',')) {
    errors.push(
      `${where}: job stops (${jobsInStops.join(' ')}) differ from jobIndices (${route.jobIndices.join(' ')})`,
    );
  }
  if (stops[0].kind !== 'start') errors.push(`${where}: the first stop is not the start`);
  const closed = vehicle.end !== undefined && vehicle.end !== null;
  if (closed && stops[stops.length - 1].kind !== 'end') errors.push(`${where}: the last stop is not the end`);
  if (!closed && stops.some((s) => s.kind === 'end')) errors.push(`${where}: an open route has an end stop`);
  return items;
}

/**
 * Checks a solution against the raw problem, independently of the solver: coverage (every job served once or
 * listed unassigned), vehicles, capacity per dimension, time windows (hard, or soft with reported
 * violations), shifts, max duration / distance / stops, skills, pinned vehicles, breaks, open routes; then
 * compares the solution's reported figures with a double-precision recomputation.
 */
export function checkSolution(
  problem: ProblemInput,
  solution: Solution,
  options: CheckOptions = {},
): CheckResult {
  const eps = options.epsilon ?? 1e-6;
  const soft = options.timeWindows === 'soft';
  const metric = metricOf(problem);
  const dims = dimensionsOf(problem);
  const errors: string[] = [];
  const seen = new Int32Array(problem.jobs.length);
  const usedVehicles = new Set<number>();
  const schedules: Array<RouteSchedule | null> = [];
  const rec: Recomputed = {
    distance: 0,
    duration: 0,
    travel: 0,
    service: 0,
    wait: 0,
    lateness: 0,
    cost: 0,
    vehiclesUsed: 0,
    assigned: 0,
    unassigned: solution.unassigned.length,
    routes: [],
  };

  solution.routes.forEach((route, r) => {
    const vi = route.vehicleIndex;
    const vehicle = problem.vehicles[vi];
    const where = `route ${r} (vehicle ${vehicle ? String(vehicle.id) : `#${vi}`})`;
    if (!Number.isInteger(vi) || !vehicle) {
      errors.push(`${where}: vehicleIndex ${vi} is not a vehicle of the problem`);
      schedules.push(null);
      return;
    }
    if (usedVehicles.has(vi)) errors.push(`${where}: vehicle used by more than one route`);
    usedVehicles.add(vi);
    if (route.vehicleId !== vehicle.id)
      errors.push(`${where}: vehicleId ${String(route.vehicleId)} should be ${String(vehicle.id)}`);
    const bad = Array.from(route.jobIndices).filter(
      (j) => !Number.isInteger(j) || j < 0 || j >= problem.jobs.length,
    );
    if (bad.length > 0) {
      errors.push(`${where}: job indices ${bad.join(', ')} are not jobs of the problem`);
      schedules.push(null);
      return;
    }
    for (const j of route.jobIndices) {
      seen[j]++;
      const job = problem.jobs[j];
      const missing = (job.skills ?? []).filter((s) => !(vehicle.skills ?? []).includes(s));
      if (missing.length > 0)
        errors.push(`${where}: job ${job.id} needs ${missing.join(', ')}, which the vehicle lacks`);
      if (job.vehicleId !== undefined && job.vehicleId !== vehicle.id) {
        errors.push(`${where}: job ${job.id} is pinned to vehicle ${String(job.vehicleId)}`);
      }
    }
    const items = itemsOf(problem, route, where, errors);
    const first = route.stops?.[0];
    const departure = first && first.kind === 'start' ? first.departureS : (vehicle.shift?.start ?? 0);
    const s = scheduleRoute(problem, metric, vi, items, departure, eps, dims);
    schedules.push(s);
    for (const issue of s.issues) {
      const excused =
        soft &&
        SOFT_EXCUSABLE.has(issue.type) &&
        solution.violations.some(
          (v) =>
            v.type === issue.type &&
            v.vehicleIndex === vi &&
            (issue.jobIndex < 0 || v.jobIndex === issue.jobIndex),
        );
      if (!excused) errors.push(`${where}: ${issue.message}`);
    }
    checkBreaks(problem, vi, items, s, where, errors);
    const cost = routeMoney(problem, vi, s);
    rec.routes.push({
      vehicleIndex: vi,
      distance: s.distance,
      duration: s.duration,
      travel: s.travel,
      service: s.service,
      wait: s.wait,
      lateness: s.late,
      cost,
      load: s.load,
      jobs: s.jobs,
    });
    rec.distance += s.distance;
    rec.duration += s.duration;
    rec.travel += s.travel;
    rec.service += s.service;
    rec.wait += s.wait;
    rec.lateness += s.late;
    rec.cost += cost;
    rec.assigned += s.jobs;
    if (s.jobs > 0) rec.vehiclesUsed++;
  });

  for (const u of solution.unassigned) {
    if (!Number.isInteger(u.jobIndex) || u.jobIndex < 0 || u.jobIndex >= problem.jobs.length) {
      errors.push(`unassigned: job index ${u.jobIndex} is not a job of the problem`);
      continue;
    }
    seen[u.jobIndex]++;
    const job = problem.jobs[u.jobIndex];
    if (u.id !== job.id)
      errors.push(`unassigned job ${u.jobIndex}: id ${String(u.id)} should be ${String(job.id)}`);
    if (!UNASSIGNED_REASONS.has(u.reason))
      errors.push(`unassigned job ${job.id}: unknown reason ${u.reason}`);
    if (!u.message) errors.push(`unassigned job ${job.id}: no message`);
  }
  seen.forEach((count, j) => {
    if (count === 0) errors.push(`job ${problem.jobs[j].id} is neither served nor listed unassigned`);
    if (count > 1) errors.push(`job ${problem.jobs[j].id} appears ${count} times`);
  });
  if (options.checkReported ?? true)
    compareReported(solution, schedules, rec, options.reportTolerance ?? 1e-3, errors);
  return { valid: errors.length === 0, errors, recomputed: rec };
}

/** Every break of a vehicle must be taken once, unless the route is over before the break's first window opens. */
function checkBreaks(
  problem: ProblemInput,
  vi: number,
  items: readonly RouteItem[],
  s: RouteSchedule,
  where: string,
  errors: string[],
): void {
  const breaks = problem.vehicles[vi].breaks ?? [];
  breaks.forEach((br, b) => {
    const taken = items.filter((i) => i.kind === 'break' && i.index === b).length;
    const opens = Math.min(...br.windows.map((w) => w.start));
    if (taken > 1) errors.push(`${where}: break ${br.id ?? b} is taken ${taken} times`);
    if (taken === 0 && s.jobs > 0 && s.finish > opens) {
      errors.push(`${where}: break ${br.id ?? b} is not taken although the route runs until ${s.finish}`);
    }
  });
}
