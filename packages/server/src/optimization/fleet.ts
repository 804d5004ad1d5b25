/**
 * POST /api/fleet-optimizations/optimize: the destinations split among the user's chosen vehicles from one
 * depot, each vehicle with its capacity, working hours, distance limit, special features and speed. A
 * re-plan during the day (fleet-reoptimize.ts) passes the stops each vehicle has done as locks
 * (fleet-locks.ts).
 */
import { routeCost, searchPricing } from './pricing-objective.js';
import { placementPolicy, type PlacementPolicy } from '../geo/placement/index.js';
import type { FleetOptimizeRequest, FleetOptimizeResponse, FleetRoute } from '@routier/contract';
import { checkTimeWindows, ownedVehicles } from './checks.js';
import { DAY_START_MINUTES, searchBudget } from './constants.js';
import { locate } from './locate.js';
import { searchSignal, type PlanningDeps, type RunControl } from './deps.js';
import type { PlanningVehicle } from './ports.js';
import { engineJobs, engineOptions, engineVehicle } from './problem.js';
import { fleetUnassignedOf, geometryOf, routeFigures, routeLocations, scheduleOf } from './schedule.js';
import { solveFailure } from './solve-errors.js';
import { stopFromInput, type PlannedStop } from './stops.js';
import { commonProfile, travelMatrix } from './travel.js';
import {
  freeStops,
  inStopNumbering,
  lockedVehicle,
  lockStarts,
  NO_LOCKS,
  withLockedPrefix,
  type FleetLocks,
} from './fleet-locks.js';
import { km1, money, percent1 } from './units.js';

const EMPTY_ROUTE = {
  sequence: [],
  utilization: 0,
  capacityUsed: 0,
  totalDistance: 0,
  totalTime: 0,
  distanceM: 0,
  ratio: 0,
};

export interface PreparedFleet {
  input: FleetOptimizeRequest;
  vehicles: PlanningVehicle[];
  stops: PlannedStop[];
  /** How sure the plan must be of where the stops are. */
  placement: PlacementPolicy;
  /** A re-plan: the stops each vehicle has done or is at (by vehicle id). */
  locks?: FleetLocks;
}

export async function prepareFleet(
  deps: PlanningDeps,
  userId: number,
  input: FleetOptimizeRequest,
): Promise<PreparedFleet> {
  const vehicles = await ownedVehicles(deps.ports, userId, input.vehicleIds, (i) => `vehicleIds.${i}`);
  const defaults = await deps.ports.stopDefaults(userId);
  const stops = input.destinations.map((d) => stopFromInput(d, defaults));
  checkTimeWindows(stops);
  return { input, vehicles, stops, placement: placementPolicy(defaults.placement, input.placement) };
}

export async function runFleet(
  deps: PlanningDeps,
  prepared: PreparedFleet,
  control: RunControl = {},
): Promise<FleetOptimizeResponse> {
  const { input, vehicles, stops, placement } = prepared;
  const locks = prepared.locks ?? NO_LOCKS;
  const { signal } = control;
  const located = await locate(deps.geocoder, input.startLocation, stops, placement, {
    stopField: (i) => `destinations.${i}.address`,
    signal,
  });
  const profile = commonProfile(vehicles.map((v) => v.type));
  const starts = lockStarts(locks, stops.length);
  const travel = await travelMatrix(
    deps.router,
    located.start,
    [...located.points, ...starts.points],
    profile,
    signal,
  );
  const limits = {
    startMinutes: input.startTime ?? DAY_START_MINUTES,
    returnToStart: input.returnToStart ?? true,
  };
  const pricing = searchPricing(
    input.priority ?? 'cost',
    vehicles.map((v) => v.costPerKm),
  );
  const free = freeStops(stops.length, locks);
  const jobs = engineJobs(stops, { timeWindows: true });
  const problem = {
    locations: travel.locations,
    vehicles: vehicles.map((v, i) =>
      lockedVehicle(
        { ...engineVehicle(v, limits, deps.router, profile), costPerKm: pricing.searchRates[i] },
        locks.get(v.id),
        starts.startOf.get(v.id),
        stops,
      ),
    ),
    jobs: free.map((k) => jobs[k]),
  };
  const budget = searchBudget('fleet', free.length, control.timeLimitMs);
  const options = engineOptions({
    objective: pricing.objective,
    timeLimitMs: budget.timeLimitMs,
    balanceWorkload: input.balanceWorkload ?? false,
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
  const solution = inStopNumbering(solved, free);

  const plan = { stops, points: travel.points, vehicles: problem.vehicles };
  const routeOf = new Map(solution.routes.map((route) => [route.vehicleId as number, route]));
  const planned = await Promise.all(
    vehicles
      .filter(
        (v) => (routeOf.get(v.id)?.jobIndices.length ?? 0) > 0 || (locks.get(v.id)?.stops.length ?? 0) > 0,
      )
      .map(async (vehicle) => {
        const route = routeOf.get(vehicle.id);
        const lock = locks.get(vehicle.id);
        const start = starts.startOf.get(vehicle.id);
        const part = route
          ? {
              ...routeFigures(route),
              schedule: scheduleOf(route, plan),
              distanceM: route.distanceM,
              ratio: route.utilization,
            }
          : { ...EMPTY_ROUTE, schedule: [] };
        const { distanceM, ratio, ...figures } = withLockedPrefix(part, lock, {
          stops,
          capacity: vehicle.capacity,
          startMinutes: limits.startMinutes,
          travel,
          start,
          returnToStart: limits.returnToStart,
        });
        const path = [
          ...(lock ? [0, ...lock.stops.map((i) => i + 1)] : []),
          ...(route
            ? routeLocations(route)
            : start === undefined
              ? []
              : [start, ...(limits.returnToStart ? [0] : [])]),
        ].filter((location, i, all) => i === 0 || location !== all[i - 1]);
        const fleetRoute: FleetRoute = {
          vehicleId: vehicle.id,
          vehicleName: vehicle.name,
          ...figures,
          totalCost: routeCost(distanceM, vehicle.costPerKm),
          geometry: await geometryOf(deps.router, path, travel.points, profile, signal),
        };
        return { fleetRoute, distanceM, ratio };
      }),
  );
  const routes = planned.map((p) => p.fleetRoute);
  const unassigned = fleetUnassignedOf(solution, plan);
  const meanUtilization = planned.length ? planned.reduce((sum, r) => sum + r.ratio, 0) / planned.length : 0;
  return {
    start: located.start,
    returnToStart: limits.returnToStart,
    solution: {
      vehicleCount: routes.length,
      totalDistance: km1(planned.reduce((sum, r) => sum + r.distanceM, 0)),
      totalCost: money(routes.reduce((sum, r) => sum + r.totalCost, 0)),
      totalTime: routes.reduce((sum, r) => sum + r.totalTime, 0),
      averageUtilization: percent1(meanUtilization),
      routes,
      unassignedLocations: unassigned.map((u) => u.locationIndex),
      unassigned,
    },
  };
}
