/**
 * The engine's public result model. Everything the product's basic, fleet and advanced responses need is
 * derived from it. Units as in input.ts: metres, seconds, money, demand units.
 */

export type StopKind = 'start' | 'job' | 'pickup' | 'delivery' | 'break' | 'end';

export interface StopResult {
  kind: StopKind;
  /** Location index (breaks: the location where the break is taken). */
  location: number;
  /** Index into `problem.jobs` for kind `job`, else -1. */
  jobIndex: number;
  /** Index into `problem.shipments` for kinds `pickup` and `delivery`. */
  shipmentIndex?: number;
  /** Job id (kind `job`), shipment step id (`pickup`, `delivery`), break id (kind `break`), else undefined. */
  id?: string | number;
  /** Seconds: arrival at the location. */
  arrivalS: number;
  /** Seconds: service (or break) start = max(arrival, window start). */
  startS: number;
  /** Seconds: departure = start + service. */
  departureS: number;
  /** Seconds waited before service. */
  waitS: number;
  /** Seconds late beyond the window end (only with soft windows), else 0. */
  lateS: number;
  /** Load on board after this stop, per dimension. */
  load: number[];
  /** Metres driven from the route start up to this stop's arrival. */
  distanceM: number;
}

export interface RouteResult {
  vehicleIndex: number;
  vehicleId: string | number;
  /** First stop is `start`, last is `end` (absent for open routes); jobs and breaks in between. */
  stops: StopResult[];
  /** Indices into problem.jobs in visiting order. */
  jobIndices: number[];
  distanceM: number;
  /** From leaving the start to the arrival at the end (or the last departure for open routes). */
  durationS: number;
  travelS: number;
  serviceS: number;
  waitS: number;
  /** Money: costPerKm x km + costPerHour x hours + fixedCost. */
  cost: number;
  /** Max load reached, per dimension. */
  load: number[];
  /** Max over dimensions of load / capacity, in [0, 1]; 0 when the vehicle has no capacity limit. */
  utilization: number;
}

export type UnassignedReason =
  | 'SKILL_MISSING' // no vehicle has every required skill
  | 'CAPACITY_EXCEEDED' // demand exceeds every (eligible) vehicle's capacity in some dimension
  | 'TIME_WINDOW_UNREACHABLE' // no window can be reached from a depot within a shift
  | 'SHIFT_TOO_SHORT' // the round trip plus service does not fit any shift
  | 'MAX_DURATION' // the round trip exceeds every vehicle's max route duration
  | 'MAX_DISTANCE' // the round trip exceeds every vehicle's max distance
  | 'PINNED_VEHICLE_UNAVAILABLE' // pinned to a vehicle that cannot serve it
  | 'MAX_STOPS' // every route that could take it is full (max stops)
  | 'NO_ROOM' // feasible alone, but no route had room left (capacity, time, duration) in the best solution
  | 'UNPROFITABLE'; // soft objective: cheaper to leave unserved (never for hard-feasible jobs in practice)

export type FixKind =
  'widen_time_window' | 'extend_shift' | 'raise_limit' | 'add_capacity' | 'add_skill' | 'add_vehicle';

/** The smallest single change found that lets an unassigned job or shipment in (SolveOptions.fixes). */
export interface Fix {
  kind: FixKind;
  /** Minutes (window, shift, route time), metres (distance), units (capacity), stops. */
  amount?: number;
  /** The vehicle changed (or copied, for add_vehicle). */
  vehicleIndex?: number;
  dimension?: number;
  /** add_skill: the skills, comma-separated. */
  skill?: string;
  /** raise_limit: which limit. */
  limit?: 'maxDurationS' | 'maxDistanceM' | 'maxStops' | 'maxTravelS';
  message: string;
  /** True when a re-solve with the change served the task. */
  verified: boolean;
}

export interface UnassignedJob {
  /** Index into problem.jobs; -1 for a shipment (then `shipmentIndex` is set). */
  jobIndex: number;
  shipmentIndex?: number;
  id: string | number;
  reason: UnassignedReason;
  /** A sentence a dispatcher understands, naming the limiting constraint and values. */
  message: string;
  /** With SolveOptions.fixes: the smallest verified change that lets it in (null: none found in time). */
  fix?: Fix | null;
}

export type ViolationType =
  | 'LATE_ARRIVAL'
  | 'BREAK_WINDOW' // soft windows only: a break starting after its window (breaks share the lateness model)
  | 'MAX_DURATION'
  | 'MAX_DISTANCE'
  | 'MAX_STOPS'
  | 'CAPACITY'
  | 'SHIFT_END';

export interface Violation {
  type: ViolationType;
  vehicleIndex: number;
  /** The job concerned, or -1 for a route-level violation. */
  jobIndex: number;
  /** Amount beyond the limit in the constraint's unit (seconds, metres, stops, demand units). */
  amount: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface SolutionTotals {
  distanceM: number;
  durationS: number;
  cost: number;
  vehiclesUsed: number;
  assignedJobs: number;
  unassignedJobs: number;
}

export interface Solution {
  routes: RouteResult[];
  unassigned: UnassignedJob[];
  /** Soft-constraint violations present in the returned solution (soft windows). */
  violations: Violation[];
  /** 0-100: share of jobs served on time, lowered by violations (definition in docs/engine.md). */
  feasibilityScore: number;
  totals: SolutionTotals;
  /** Objective value minimised (metres, seconds or money plus weighted penalties), for comparisons. */
  objectiveValue: number;
  seed: number;
  iterations: number;
  runtimeMs: number;
  /** Milliseconds until the first complete solution existed (construction), null when there were no jobs. */
  firstSolutionMs?: number | null;
  /** Why the search stopped. */
  stoppedBy: 'time' | 'iterations' | 'cancelled' | 'converged';
}
