/**
 * The pickup-and-delivery search's view of a problem: tasks (stops a route visits) grouped into requests
 * (what must be assigned together). A job is one task; a shipment is two (pickup, then delivery, same
 * route); a vehicle's breaks are tasks that belong to that vehicle's route whenever it serves anything.
 *
 * Task ids: jobs [0, nJobs), shipment s pickup nJobs + 2s and delivery nJobs + 2s + 1, then breaks.
 * Request ids: jobs [0, nJobs), shipment s nJobs + s.
 *
 * Loads (per dimension): a job's `demand` is on board from the start until its stop, its `pickup` from its
 * stop to the end; a shipment's amount from its pickup to its delivery.
 */
import type { ProblemInput, SolveOptions, TimeWindow } from '../model/input.js';
import { exactDistance, exactTravelTime } from '../problem/geometry.js';

export const JOB = 0;
export const PICKUP = 1;
export const DELIVERY = 2;
export const BREAK = 3;

const PRIORITY_WEIGHT = { low: 1, medium: 2, high: 4, urgent: 8 } as const;

export interface PdModel {
  readonly input: ProblemInput;
  readonly objective: 'distance' | 'time' | 'cost';
  readonly nLoc: number;
  /** Row-major nLoc x nLoc, input units (metres, seconds at speed factor 1). */
  readonly dist: Float64Array;
  readonly time: Float64Array;
  readonly nDims: number;
  readonly nJobs: number;
  readonly nShipments: number;
  readonly nTasks: number;
  readonly nRequests: number;
  readonly nVehicles: number;
  /** Per task. */
  readonly loc: Int32Array;
  readonly service: Float64Array;
  readonly windows: readonly (readonly TimeWindow[])[];
  readonly role: Uint8Array;
  /** The pickup's delivery and the delivery's pickup, else -1. */
  readonly partner: Int32Array;
  readonly maxRide: Float64Array;
  /** Per task x dimension: on board from the start until the task / change at the task. */
  readonly startLoad: Float64Array;
  readonly delta: Float64Array;
  readonly taskRequest: Int32Array;
  /** Per request: its tasks (second = -1 for a job) and the cost of leaving it out. */
  readonly first: Int32Array;
  readonly second: Int32Array;
  readonly penalty: Float64Array;
  /** Per request x vehicle: 1 when skills and pinning allow the vehicle to serve it. */
  readonly eligible: Uint8Array;
  /** Per vehicle: its break tasks, and its capacity per dimension (Infinity = unlimited). */
  readonly breaksOf: readonly Int32Array[];
  readonly capacity: Float64Array;
}

/** Loads that rise along a route, or a travel-time limit: the model the ruin-and-recreate search plans. */
export function needsPickupDelivery(input: ProblemInput): boolean {
  if ((input.shipments?.length ?? 0) > 0) return true;
  if (input.vehicles.some((v) => v.maxTravelS !== undefined)) return true;
  return input.jobs.some((j) => (j.pickup ?? []).some((x) => x > 0));
}

export function buildPdModel(input: ProblemInput, options: SolveOptions): PdModel {
  const nLoc = locationCount(input);
  const dist = new Float64Array(nLoc * nLoc);
  const time = new Float64Array(nLoc * nLoc);
  for (let i = 0; i < nLoc; i++)
    for (let j = 0; j < nLoc; j++) {
      dist[i * nLoc + j] = exactDistance(input.locations, i, j);
      time[i * nLoc + j] = exactTravelTime(input.locations, i, j);
    }
  const jobs = input.jobs;
  const shipments = input.shipments ?? [];
  const vehicles = input.vehicles;
  const nDims = Math.max(0, ...vehicles.map((v) => v.capacity?.length ?? 0));
  const nJobs = jobs.length;
  const nShipments = shipments.length;
  const breakCounts = vehicles.map((v) => v.breaks?.length ?? 0);
  const nTasks = nJobs + 2 * nShipments + breakCounts.reduce((a, b) => a + b, 0);
  const nRequests = nJobs + nShipments;

  const loc = new Int32Array(nTasks).fill(-1);
  const service = new Float64Array(nTasks);
  const windows: TimeWindow[][] = [];
  const role = new Uint8Array(nTasks);
  const partner = new Int32Array(nTasks).fill(-1);
  const maxRide = new Float64Array(nTasks).fill(Infinity);
  const startLoad = new Float64Array(nTasks * nDims);
  const delta = new Float64Array(nTasks * nDims);
  const taskRequest = new Int32Array(nTasks).fill(-1);
  const first = new Int32Array(nRequests);
  const second = new Int32Array(nRequests).fill(-1);

  jobs.forEach((j, t) => {
    loc[t] = j.location;
    service[t] = j.serviceS ?? 0;
    windows[t] = j.timeWindows ?? [];
    role[t] = JOB;
    for (let k = 0; k < nDims; k++) {
      startLoad[t * nDims + k] = j.demand?.[k] ?? 0;
      delta[t * nDims + k] = (j.pickup?.[k] ?? 0) - (j.demand?.[k] ?? 0);
    }
    taskRequest[t] = t;
    first[t] = t;
  });
  shipments.forEach((sh, s) => {
    const p = nJobs + 2 * s;
    const d = p + 1;
    const steps = [sh.pickup, sh.delivery];
    [p, d].forEach((t, k) => {
      loc[t] = steps[k].location;
      service[t] = steps[k].serviceS ?? 0;
      windows[t] = steps[k].timeWindows ?? [];
      taskRequest[t] = nJobs + s;
    });
    role[p] = PICKUP;
    role[d] = DELIVERY;
    partner[p] = d;
    partner[d] = p;
    maxRide[d] = sh.maxRideS ?? Infinity;
    for (let k = 0; k < nDims; k++) {
      const a = sh.amount?.[k] ?? 0;
      delta[p * nDims + k] = a;
      delta[d * nDims + k] = -a;
    }
    first[nJobs + s] = p;
    second[nJobs + s] = d;
  });
  const breaksOf: Int32Array[] = [];
  let t = nJobs + 2 * nShipments;
  vehicles.forEach((v) => {
    const ids: number[] = [];
    for (const b of v.breaks ?? []) {
      role[t] = BREAK;
      service[t] = b.durationS;
      windows[t] = b.windows;
      ids.push(t++);
    }
    breaksOf.push(Int32Array.from(ids));
  });

  const capacity = new Float64Array(vehicles.length * nDims).fill(Infinity);
  vehicles.forEach((v, i) => v.capacity?.forEach((c, k) => (capacity[i * nDims + k] = c)));
  const eligible = new Uint8Array(nRequests * vehicles.length);
  const requestOf = (r: number) => (r < nJobs ? jobs[r] : shipments[r - nJobs]);
  for (let r = 0; r < nRequests; r++) {
    const req = requestOf(r);
    vehicles.forEach((v, i) => {
      const skills = new Set(v.skills ?? []);
      const ok =
        (req.skills ?? []).every((s) => skills.has(s)) &&
        (req.vehicleId === undefined || req.vehicleId === null || req.vehicleId === v.id);
      eligible[r * vehicles.length + i] = ok ? 1 : 0;
    });
  }
  const objective = options.objective ?? 'distance';
  const bound = costBound(input, objective, dist, time, nTasks);
  const penalty = new Float64Array(nRequests);
  for (let r = 0; r < nRequests; r++) {
    const weight =
      options.prioritizeUrgent === false ? 1 : PRIORITY_WEIGHT[requestOf(r).priority ?? 'medium'];
    penalty[r] = bound * weight;
  }
  return {
    input,
    objective,
    nLoc,
    dist,
    time,
    nDims,
    nJobs,
    nShipments,
    nTasks,
    nRequests,
    nVehicles: vehicles.length,
    loc,
    service,
    windows,
    role,
    partner,
    maxRide,
    startLoad,
    delta,
    taskRequest,
    first,
    second,
    penalty,
    eligible,
    breaksOf,
    capacity,
  };
}

function locationCount(input: ProblemInput): number {
  const l = input.locations;
  return l.kind === 'matrix' ? Math.round(Math.sqrt(l.distances.length)) : l.coords.length / 2;
}

/**
 * More than any one request can add to the routes' cost, so that serving a request always beats leaving it
 * out (a detour is at most two of the longest arcs, its service and waiting up to the latest window).
 */
function costBound(
  input: ProblemInput,
  objective: 'distance' | 'time' | 'cost',
  dist: Float64Array,
  time: Float64Array,
  nTasks: number,
): number {
  let maxDist = 0;
  let maxTime = 0;
  for (let i = 0; i < dist.length; i++) {
    if (dist[i] > maxDist) maxDist = dist[i];
    if (time[i] > maxTime) maxTime = time[i];
  }
  let horizon = 0;
  const windowsOf = (ws: readonly TimeWindow[] | undefined) => {
    for (const w of ws ?? []) if (Number.isFinite(w.end)) horizon = Math.max(horizon, Math.abs(w.end));
  };
  input.jobs.forEach((j) => windowsOf(j.timeWindows));
  (input.shipments ?? []).forEach(
    (s) => (windowsOf(s.pickup.timeWindows), windowsOf(s.delivery.timeWindows)),
  );
  let service = 0;
  input.jobs.forEach((j) => (service += j.serviceS ?? 0));
  (input.shipments ?? []).forEach((s) => (service += (s.pickup.serviceS ?? 0) + (s.delivery.serviceS ?? 0)));
  let slowest = 1;
  let perKm = 0;
  let perHour = 0;
  let fixed = 0;
  for (const v of input.vehicles) {
    slowest = Math.max(slowest, v.speedFactor ?? 1);
    if (v.shift !== undefined) horizon = Math.max(horizon, Math.abs(v.shift.end), Math.abs(v.shift.start));
    perKm = Math.max(perKm, v.costPerKm ?? 0);
    perHour = Math.max(perHour, v.costPerHour ?? 0);
    fixed = Math.max(fixed, v.fixedCost ?? 0);
  }
  const seconds = 4 * maxTime * slowest * (nTasks + 1) + service + 2 * horizon;
  const metres = 4 * maxDist * (nTasks + 1);
  const value =
    objective === 'distance'
      ? metres
      : objective === 'time'
        ? seconds
        : (perKm * metres) / 1000 + (perHour * seconds) / 3600 + fixed;
  return 10 * value + 1;
}
