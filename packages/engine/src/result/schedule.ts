/**
 * The reported schedule of a route, in input units (double precision, exact distance and time functions):
 * leave the start at `departureS`, drive, wait for a window, serve; breaks are taken at the previous stop's
 * location. A visit starts in the window giving the earliest start among those not yet closed; with none
 * (soft windows), it starts on arrival and is late against the last window. The search proved feasibility
 * with rounded-up integer times, so these exact figures respect every hard limit.
 */
import type { BreakInput, TimeWindow } from '../model/input.js';
import type { StopResult } from '../model/result.js';
import { exactDistance, exactTravelTime } from '../problem/geometry.js';
import type { Problem } from '../problem/problem.js';

export const WINDOW_EPS = 1e-6;

export interface RouteSchedule {
  stops: StopResult[];
  jobIndices: number[];
  distanceM: number;
  durationS: number;
  travelS: number;
  serviceS: number;
  waitS: number;
  lateS: number;
  finishS: number;
  /** Total demand per dimension (input units). */
  load: number[];
}

export function chooseWindow(
  windows: readonly TimeWindow[],
  arrival: number,
): { start: number; late: number } {
  if (windows.length === 0) return { start: arrival, late: 0 };
  let best = Infinity;
  let latestEnd = -Infinity;
  for (const w of windows) {
    latestEnd = Math.max(latestEnd, w.end);
    if (w.end + WINDOW_EPS >= arrival) best = Math.min(best, Math.max(arrival, w.start));
  }
  if (best < Infinity) return { start: best, late: 0 };
  return { start: arrival, late: arrival - latestEnd };
}

/** Schedules vehicle v's visits (job and break visit ids, in order) leaving at departureS. */
export function scheduleRoute(
  p: Problem,
  v: number,
  visits: readonly number[],
  departureS: number,
): RouteSchedule {
  const input = p.input;
  const vehicle = input.vehicles[v];
  const loc = input.locations;
  const speed = vehicle.speedFactor ?? 1;
  const nd = p.nDims;
  const load = new Array<number>(nd).fill(0);
  const jobIndices: number[] = [];
  for (const x of visits)
    if (x < p.nJobs) {
      jobIndices.push(x);
      const demand = input.jobs[x].demand ?? [];
      for (let k = 0; k < nd; k++) load[k] += demand[k] ?? 0;
    }
  const onBoard = load.slice();
  const stops: StopResult[] = [];
  let t = departureS;
  let at = vehicle.start;
  let distance = 0;
  let travel = 0;
  let service = 0;
  let wait = 0;
  let late = 0;
  stops.push(stop('start', at, -1, undefined, t, t, t, 0, 0, onBoard, 0));
  for (const x of visits) {
    if (x < p.nJobs) {
      const job = input.jobs[x];
      const d = exactDistance(loc, at, job.location);
      const tt = exactTravelTime(loc, at, job.location) * speed;
      distance += d;
      travel += tt;
      const arrival = t + tt;
      const w = chooseWindow(job.timeWindows ?? [], arrival);
      const s = job.serviceS ?? 0;
      const lateness = Math.max(0, w.late);
      const demand = job.demand ?? [];
      for (let k = 0; k < nd; k++) onBoard[k] -= demand[k] ?? 0;
      stops.push(
        stop(
          'job',
          job.location,
          x,
          job.id,
          arrival,
          w.start,
          w.start + s,
          w.start - arrival,
          lateness,
          onBoard,
          distance,
        ),
      );
      wait += w.start - arrival;
      late += lateness;
      service += s;
      t = w.start + s;
      at = job.location;
    } else {
      const br = breakInput(p, v, x);
      const w = chooseWindow(br.windows, t);
      stops.push(
        stop(
          'break',
          at,
          -1,
          br.id,
          t,
          w.start,
          w.start + br.durationS,
          w.start - t,
          Math.max(0, w.late),
          onBoard,
          distance,
        ),
      );
      wait += w.start - t;
      late += Math.max(0, w.late);
      t = w.start + br.durationS;
    }
  }
  const end = vehicle.end ?? null;
  if (end !== null) {
    distance += exactDistance(loc, at, end);
    const tt = exactTravelTime(loc, at, end) * speed;
    travel += tt;
    t += tt;
    stops.push(stop('end', end, -1, undefined, t, t, t, 0, 0, onBoard, distance));
  }
  return {
    stops,
    jobIndices,
    distanceM: distance,
    durationS: t - departureS,
    travelS: travel,
    serviceS: service,
    waitS: wait,
    lateS: late,
    finishS: t,
    load,
  };
}

/** The input break of break visit x of vehicle v. */
export function breakInput(p: Problem, v: number, x: number): BreakInput {
  return (p.input.vehicles[v].breaks ?? [])[breakInputIndex(p, v, x - p.nJobs - p.breakOffset[v])];
}

/** Break visits are created sorted by window start; map the k-th back to its index in vehicle.breaks. */
function breakInputIndex(p: Problem, v: number, k: number): number {
  const breaks = p.input.vehicles[v].breaks ?? [];
  const order = breaks
    .map((b, i) => ({ i, s: Math.min(...b.windows.map((w) => w.start)) }))
    .sort((a, b) => a.s - b.s || a.i - b.i);
  return order[k].i;
}

function stop(
  kind: StopResult['kind'],
  location: number,
  jobIndex: number,
  id: string | number | undefined,
  arrivalS: number,
  startS: number,
  departureS: number,
  waitS: number,
  lateS: number,
  load: number[],
  distanceM: number,
): StopResult {
  const s: StopResult = {
    kind,
    location,
    jobIndex,
    arrivalS,
    startS,
    departureS,
    waitS,
    lateS,
    load: load.slice(),
    distanceM,
  };
  if (id !== undefined) s.id = id;
  return s;
}
