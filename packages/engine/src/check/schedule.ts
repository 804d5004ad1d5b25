import type { ProblemInput, TimeWindow } from '../model/input.js';
import type { Metric } from './metric.js';

/** A job or break visit in a route, in order. `index` is the job index or the break's index in vehicle.breaks. */
export interface RouteItem {
  kind: 'job' | 'break';
  index: number;
}

export interface ScheduledItem extends RouteItem {
  location: number;
  arrival: number;
  start: number;
  departure: number;
  wait: number;
  /** Time past the chosen window's end (soft windows only), else 0. */
  late: number;
  /** Distance driven from the route start up to this arrival. */
  distanceSoFar: number;
}

export type IssueType =
  | 'LATE_ARRIVAL'
  | 'BREAK_WINDOW'
  | 'SHIFT_START'
  | 'SHIFT_END'
  | 'MAX_DURATION'
  | 'MAX_DISTANCE'
  | 'MAX_STOPS'
  | 'CAPACITY';

export interface Issue {
  type: IssueType;
  /** Job index, or -1 for the route. */
  jobIndex: number;
  amount: number;
  message: string;
}

/** The canonical schedule of one route: earliest service starts from the given departure time. */
export interface RouteSchedule {
  items: ScheduledItem[];
  departure: number;
  /** Arrival at the end location, or the last departure for an open route. */
  finish: number;
  distance: number;
  duration: number;
  travel: number;
  service: number;
  wait: number;
  late: number;
  /** Total demand per dimension (the maximum load on board for pure pickups or pure deliveries). */
  load: number[];
  jobs: number;
  issues: Issue[];
}

/**
 * Picks the window a service starts in: the one giving the earliest start among those whose end is not yet
 * passed (`eps` slack); with none, the latest-ending one (lateness measured against it). No windows: any time.
 */
function chooseWindow(
  windows: readonly TimeWindow[],
  arrival: number,
  eps: number,
): { start: number; late: number } {
  if (windows.length === 0) return { start: arrival, late: 0 };
  let best = Number.POSITIVE_INFINITY;
  let latestEnd = Number.NEGATIVE_INFINITY;
  for (const w of windows) {
    latestEnd = Math.max(latestEnd, w.end);
    if (w.end + eps >= arrival) best = Math.min(best, Math.max(arrival, w.start));
  }
  if (best < Number.POSITIVE_INFINITY) return { start: best, late: 0 };
  return { start: arrival, late: arrival - latestEnd };
}

/**
 * Recomputes a route from the raw input: travel (times the vehicle's speedFactor), waiting for window starts,
 * service, breaks taken at the previous stop's location. Constraint breaches become issues (the caller decides
 * which are errors); the schedule is computed through them so every figure stays defined.
 */
export function scheduleRoute(
  problem: ProblemInput,
  metric: Metric,
  vehicleIndex: number,
  items: readonly RouteItem[],
  departure: number,
  eps: number,
  dims: number,
): RouteSchedule {
  const vehicle = problem.vehicles[vehicleIndex];
  const speedFactor = vehicle.speedFactor ?? 1;
  const load = new Array<number>(dims).fill(0);
  const issues: Issue[] = [];
  const out: ScheduledItem[] = [];
  let t = departure;
  let at = vehicle.start;
  let distance = 0;
  let travel = 0;
  let service = 0;
  let wait = 0;
  let late = 0;
  let jobs = 0;
  if (vehicle.shift && departure < vehicle.shift.start - eps) {
    issues.push({
      type: 'SHIFT_START',
      jobIndex: -1,
      amount: vehicle.shift.start - departure,
      message: `leaves at ${departure}, before the shift starts at ${vehicle.shift.start}`,
    });
  }
  for (const item of items) {
    if (item.kind === 'job') {
      const job = problem.jobs[item.index];
      const d = metric.distance(at, job.location);
      const tt = metric.time(at, job.location) * speedFactor;
      distance += d;
      travel += tt;
      const arrival = t + tt;
      const { start, late: lateness } = chooseWindow(job.timeWindows ?? [], arrival, eps);
      if (lateness > eps) {
        issues.push({
          type: 'LATE_ARRIVAL',
          jobIndex: item.index,
          amount: lateness,
          message: `job ${job.id} starts at ${arrival}, ${lateness} after its last window closes`,
        });
      }
      const s = job.serviceS ?? 0;
      out.push({
        ...item,
        location: job.location,
        arrival,
        start,
        departure: start + s,
        wait: start - arrival,
        late: Math.max(0, lateness),
        distanceSoFar: distance,
      });
      wait += start - arrival;
      late += Math.max(0, lateness);
      service += s;
      t = start + s;
      at = job.location;
      jobs++;
      for (let k = 0; k < dims; k++) load[k] += job.demand?.[k] ?? 0;
    } else {
      const br = vehicle.breaks?.[item.index];
      const windows = br?.windows ?? [];
      const { start, late: lateness } = chooseWindow(windows, t, eps);
      if (lateness > eps || !br) {
        issues.push({
          type: 'BREAK_WINDOW',
          jobIndex: -1,
          amount: Math.max(lateness, 0),
          message: br
            ? `break ${br.id ?? item.index} starts at ${t}, after its windows close`
            : `unknown break ${item.index}`,
        });
      }
      const dur = br?.durationS ?? 0;
      out.push({
        ...item,
        location: at,
        arrival: t,
        start,
        departure: start + dur,
        wait: start - t,
        late: 0,
        distanceSoFar: distance,
      });
      wait += start - t;
      t = start + dur;
    }
  }
  const end = vehicle.end ?? null;
  if (end !== null) {
    distance += metric.distance(at, end);
    const tt = metric.time(at, end) * speedFactor;
    travel += tt;
    t += tt;
  }
  const duration = t - departure;
  if (vehicle.shift && t > vehicle.shift.end + eps) {
    issues.push({
      type: 'SHIFT_END',
      jobIndex: -1,
      amount: t - vehicle.shift.end,
      message: `finishes at ${t}, after the shift ends at ${vehicle.shift.end}`,
    });
  }
  if (vehicle.maxDurationS !== undefined && duration > vehicle.maxDurationS + eps) {
    issues.push({
      type: 'MAX_DURATION',
      jobIndex: -1,
      amount: duration - vehicle.maxDurationS,
      message: `lasts ${duration} s, more than the maximum ${vehicle.maxDurationS} s`,
    });
  }
  if (vehicle.maxDistanceM !== undefined && distance > vehicle.maxDistanceM + eps) {
    issues.push({
      type: 'MAX_DISTANCE',
      jobIndex: -1,
      amount: distance - vehicle.maxDistanceM,
      message: `drives ${distance} m, more than the maximum ${vehicle.maxDistanceM} m`,
    });
  }
  if (vehicle.maxStops !== undefined && jobs > vehicle.maxStops) {
    issues.push({
      type: 'MAX_STOPS',
      jobIndex: -1,
      amount: jobs - vehicle.maxStops,
      message: `has ${jobs} stops, more than the maximum ${vehicle.maxStops}`,
    });
  }
  if (vehicle.capacity) {
    for (let k = 0; k < dims; k++) {
      const cap = vehicle.capacity[k] ?? 0;
      if (load[k] > cap + eps) {
        issues.push({
          type: 'CAPACITY',
          jobIndex: -1,
          amount: load[k] - cap,
          message: `carries ${load[k]} in dimension ${k}, more than the capacity ${cap}`,
        });
      }
    }
  }
  return {
    items: out,
    departure,
    finish: t,
    distance,
    duration,
    travel,
    service,
    wait,
    late,
    load,
    jobs,
    issues,
  };
}

/** Number of capacity dimensions: the longest capacity or demand vector. */
export function dimensionsOf(problem: ProblemInput): number {
  let dims = 0;
  for (const v of problem.vehicles) dims = Math.max(dims, v.capacity?.length ?? 0);
  for (const j of problem.jobs) dims = Math.max(dims, j.demand?.length ?? 0);
  return dims;
}

/** Route cost in money: costPerKm x km + costPerHour x hours + fixedCost when the route serves a job. */
export function routeMoney(problem: ProblemInput, vehicleIndex: number, s: RouteSchedule): number {
  const v = problem.vehicles[vehicleIndex];
  if (s.jobs === 0) return 0;
  return (
    ((v.costPerKm ?? 0) * s.distance) / 1000 + ((v.costPerHour ?? 0) * s.duration) / 3600 + (v.fixedCost ?? 0)
  );
}
