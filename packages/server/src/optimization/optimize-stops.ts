/**
 * The optimisation of one list of stops by one vehicle, answered in the BasicOptimizeResponse shape with
 * pricing and the entered-order baseline:
 * - basic (the quick-create call): every stop is visited from the start (returning to it unless told
 *   otherwise), minimising distance, time or cost; no shift, capacity or windows;
 * - constrained (a stored route: batch, jobs): the stops' windows, service times, demand, priority and
 *   requirements, and the route's vehicle with its capacity, shift, distance limit and skills (no vehicle: no
 *   such limits). Stops that cannot be served come back in `unassigned` with the blocking constraint, and each
 *   planned stop carries its arrival, departure and wait (minutes after midnight).
 */
import type { PlacementPolicy } from '../geo/placement/index.js';
import type { Objective, ProblemInput, Solution } from '@routier/engine';
import type { BasicOptimizeResponse, PricingServices } from '@routier/contract';
import { profileOf, type LatLng, type VehicleProfile } from '../geo/index.js';
import { HttpError } from '../kernel/errors.js';
import { searchBudget } from './constants.js';
import { locate } from './locate.js';
import { searchSignal, type PlanningDeps, type RunControl } from './deps.js';
import type { PlanningVehicle, VehicleType } from './ports.js';
import { driveOrder, enteredOrder } from './present-basic.js';
import { basicProblem, engineJobs, engineOptions, engineVehicle, type VehicleLimits } from './problem.js';
import { geometryOf, scheduleOf, unassignedOf } from './schedule.js';
import { solveFailure } from './solve-errors.js';
import type { PlannedStop } from './stops.js';
import { travelMatrix, type Travel } from './travel.js';
import { km1 } from './units.js';

export interface StopsRequest {
  startLocation: string;
  stops: readonly PlannedStop[];
  vehicleType: VehicleType;
  /** The user's vehicle, when one was chosen: its speed profile and cost per km. */
  vehicle?: PlanningVehicle;
  objective: Objective;
  returnToStart: boolean;
  services?: PricingServices;
  /** How stop i is named in error details. */
  stopField: (index: number) => string;
  /** How sure the plan must be of where the stops are. */
  placement: PlacementPolicy;
  /** A stored route's constraints; absent: the basic call. */
  constraints?: StopsConstraints;
}

export interface StopsConstraints {
  /** The vehicle that drives the route; absent: a vehicle without capacity, shift or distance limits. */
  vehicle?: PlanningVehicle;
  limits: VehicleLimits;
  timeWindows: boolean;
  softWindows: boolean;
  prioritizeUrgent: boolean;
  /**
   * Re-optimisation: the first `count` stops are done or under way and keep their place and order; the rest
   * are planned from `from` (an extra point: the vehicle's position), else from the last locked stop,
   * leaving no earlier than `departureMinutes`.
   */
  lock?: { count: number; from?: LatLng; departureMinutes?: number };
}

/** The engine problem of a constrained route: its vehicle (or an unlimited one serving every requirement). */
function constrainedProblem(
  deps: PlanningDeps,
  travel: Travel,
  stops: readonly PlannedStop[],
  constraints: StopsConstraints,
  fallbackType: VehicleType,
  profile: VehicleProfile,
): ProblemInput {
  const vehicle: PlanningVehicle = constraints.vehicle ?? {
    id: 0,
    name: fallbackType,
    type: fallbackType,
    capacity: null,
    costPerKm: 1,
    isActive: true,
    maxWorkHours: 24,
    maxDistance: 1_000_000,
    specialFeatures: [...new Set(stops.flatMap((s) => s.specialRequirements))],
  };
  return {
    locations: travel.locations,
    vehicles: [engineVehicle(vehicle, constraints.limits, deps.router, profile)],
    jobs: engineJobs(stops, { timeWindows: constraints.timeWindows }),
  };
}

export async function optimizeStops(
  deps: PlanningDeps,
  userId: number,
  request: StopsRequest,
  control: RunControl = {},
): Promise<BasicOptimizeResponse> {
  const { stops, vehicle, returnToStart } = request;
  const { signal } = control;
  const located = await locate(deps.geocoder, request.startLocation, stops, request.placement, {
    stopField: request.stopField,
    signal,
  });
  const vehicleType = vehicle?.type ?? request.vehicleType;
  const profile = profileOf(vehicleType);
  const { constraints } = request;
  const lock = constraints?.lock;
  const extra = lock?.from ? [lock.from] : [];
  const travel = await travelMatrix(
    deps.router,
    located.start,
    [...located.points, ...extra],
    profile,
    signal,
  );
  const problem = constraints
    ? lockedProblem(
        constrainedProblem(deps, travel, stops, constraints, vehicleType, profile),
        stops.length,
        lock,
      )
    : basicProblem(
        travel,
        stops.length,
        { id: vehicle?.id ?? 0, name: vehicle?.name ?? vehicleType, costPerKm: vehicle?.costPerKm ?? 1 },
        returnToStart,
      );
  const budget = searchBudget('basic', stops.length, control.timeLimitMs);
  const options = engineOptions({
    softWindows: constraints?.softWindows,
    prioritizeUrgent: constraints?.prioritizeUrgent,
    // One vehicle at one rate: cost is distance times the rate, so the engine's single-vehicle path
    // (distance or time objectives only) finds the cheapest order too.
    objective: request.objective === 'cost' ? 'distance' : request.objective,
    timeLimitMs: budget.timeLimitMs,
  });
  const solved = await deps.solver
    .solve(problem, options, {
      signal: searchSignal(control),
      onProgress: control.onProgress,
      minTimeLimitMs: budget.minTimeLimitMs,
    })
    .catch((error: unknown) => {
      throw solveFailure(error);
    });
  signal?.throwIfAborted();
  const solution = lock ? shiftJobs(solved, lock.count) : solved;
  if (!constraints && solution.unassigned.length > 0) {
    const first = solution.unassigned[0];
    throw new HttpError(
      422,
      'OPTIMIZATION_FAILED',
      `Stop ${first.jobIndex + 1} could not be routed: ${first.message}`,
    );
  }

  const locked = Array.from({ length: lock?.count ?? 0 }, (_, i) => i + 1);
  const sequence = [...locked, ...solution.routes.flatMap((route) => route.jobIndices.map((j) => j + 1))];
  const driven = driveOrder(sequence, stops, travel, returnToStart);
  const plan = { stops, points: travel.points, vehicles: problem.vehicles };
  if (constraints) {
    const times = new Map(
      solution.routes.flatMap((route) => scheduleOf(route, plan)).map((t) => [t.locationIndex, t]),
    );
    for (const stop of driven.stops) {
      const time = times.get(stop.index);
      if (time)
        Object.assign(stop, {
          arrivalTime: time.arrivalTime,
          departureTime: time.departureTime,
          waitTime: time.waitTime,
        });
    }
  }
  const baseline = driveOrder(enteredOrder(stops.length), stops, travel, returnToStart);
  const path = [0, ...sequence, ...(returnToStart ? [0] : [])];
  const [geometry, pricing, baselinePricing] = await Promise.all([
    geometryOf(deps.router, path, travel.points, profile, signal),
    deps.ports.price(userId, {
      distance: km1(driven.distanceM),
      vehicleType,
      services: request.services,
      vehicle,
    }),
    deps.ports.price(userId, {
      distance: km1(baseline.distanceM),
      vehicleType,
      services: request.services,
      vehicle,
    }),
  ]);
  return {
    start: located.start,
    stops: driven.stops,
    optimizedRoute: {
      sequence,
      totalDistance: km1(driven.distanceM),
      estimatedTime: Math.round(driven.durationS / 60),
      objective: request.objective,
      returnToStart,
      legs: driven.legs,
      geometry,
    },
    pricing,
    baseline: {
      totalDistance: km1(baseline.distanceM),
      estimatedTime: Math.round(baseline.durationS / 60),
      totalCost: baselinePricing.total,
    },
    ...(constraints
      ? {
          unassigned: unassignedOf(solution, plan).map((u) => ({
            index: u.locationIndex,
            address: u.address,
            code: u.code,
            reason: u.reason,
            ...(u.fix !== undefined ? { fix: u.fix } : {}),
          })),
        }
      : {}),
  };
}

/**
 * A re-optimisation's problem: the locked stops leave the engine's jobs (they are done), and the vehicle
 * starts where it is (the extra point after the stops) or at the last locked stop, no earlier than its
 * departure; the shift keeps its end.
 */
function lockedProblem(
  problem: ProblemInput,
  stopCount: number,
  lock: StopsConstraints['lock'],
): ProblemInput {
  if (!lock) return problem;
  const [vehicle] = problem.vehicles;
  const start = lock.from ? stopCount + 1 : lock.count;
  const departureS = (lock.departureMinutes ?? 0) * 60;
  const shift = vehicle.shift && {
    start: Math.max(vehicle.shift.start, Math.min(departureS, vehicle.shift.end)),
    end: vehicle.shift.end,
  };
  return {
    ...problem,
    vehicles: [{ ...vehicle, start, ...(shift ? { shift } : {}) }],
    jobs: problem.jobs.slice(lock.count),
  };
}

/** The solution of a locked problem in the full stop list's job numbering (job j is stop j + count). */
function shiftJobs(solution: Solution, count: number): Solution {
  if (count === 0) return solution;
  return {
    ...solution,
    routes: solution.routes.map((route) => ({
      ...route,
      jobIndices: route.jobIndices.map((j) => j + count),
      stops: route.stops.map((stop) =>
        stop.kind === 'job' ? { ...stop, jobIndex: stop.jobIndex + count } : stop,
      ),
    })),
    unassigned: solution.unassigned.map((u) => ({ ...u, jobIndex: u.jobIndex + count })),
  };
}
