/**
 * POST /api/routes/optimize-advanced: one vehicle of the user's with service times, demands, priorities,
 * time windows and special requirements under the document 2 constraints (defaults in constants.ts).
 */
import { placementPolicy, type PlacementPolicy } from '../geo/placement/index.js';
import type { AdvancedOptimizeRequest, AdvancedOptimizeResponse } from '@routier/contract';
import { profileOf } from '../geo/index.js';
import { checkTimeWindows, ownedVehicles } from './checks.js';
import { ADVANCED_DEFAULTS, DAY_START_MINUTES, searchBudget } from './constants.js';
import { locate } from './locate.js';
import { searchSignal, type PlanningDeps, type RunControl } from './deps.js';
import type { PlanningVehicle } from './ports.js';
import { engineJobs, engineOptions, engineVehicle } from './problem.js';
import {
  geometryOf,
  routeFigures,
  routeLocations,
  routeTimes,
  scheduleOf,
  unassignedOf,
  unassignedViolations,
  violationOf,
} from './schedule.js';
import { solveFailure } from './solve-errors.js';
import { stopFromInput, type PlannedStop } from './stops.js';
import { travelMatrix } from './travel.js';
import { clockText, km1, money, wholeMinutes } from './units.js';

export interface PreparedAdvanced {
  input: AdvancedOptimizeRequest;
  vehicle: PlanningVehicle;
  stops: PlannedStop[];
  constraints: Required<NonNullable<AdvancedOptimizeRequest['constraints']>>;
  /** How sure the plan must be of where the stops are. */
  placement: PlacementPolicy;
}

export async function prepareAdvanced(
  deps: PlanningDeps,
  userId: number,
  input: AdvancedOptimizeRequest,
): Promise<PreparedAdvanced> {
  const [vehicle] = await ownedVehicles(deps.ports, userId, [input.vehicleId], () => 'vehicleId');
  const defaults = await deps.ports.stopDefaults(userId);
  const stops = input.destinations.map((d) => stopFromInput(d, defaults));
  checkTimeWindows(stops);
  return {
    input,
    vehicle,
    stops,
    constraints: { ...ADVANCED_DEFAULTS, ...input.constraints },
    placement: placementPolicy(defaults.placement, input.placement),
  };
}

export async function runAdvanced(
  deps: PlanningDeps,
  prepared: PreparedAdvanced,
  control: RunControl = {},
): Promise<AdvancedOptimizeResponse> {
  const { input, vehicle, stops, constraints: c, placement } = prepared;
  const { signal } = control;
  const located = await locate(deps.geocoder, input.startLocation, stops, placement, {
    stopField: (i) => `destinations.${i}.address`,
    signal,
  });
  const profile = profileOf(vehicle.type);
  const returnToStart = input.returnToStart ?? true;
  const travel = await travelMatrix(deps.router, located.start, located.points, profile, signal);
  const problem = {
    locations: travel.locations,
    vehicles: [
      engineVehicle(
        vehicle,
        {
          startMinutes: input.startTime ?? DAY_START_MINUTES,
          returnToStart,
          maxRouteMinutes: c.maxRouteTime,
          maxStops: c.maxStops,
        },
        deps.router,
        profile,
      ),
    ],
    jobs: engineJobs(stops, { timeWindows: c.respectTimeWindows }),
  };
  const budget = searchBudget('advanced', stops.length, control.timeLimitMs);
  const options = engineOptions({
    objective: input.priority ?? 'distance',
    timeLimitMs: budget.timeLimitMs,
    balanceWorkload: c.balanceWorkload,
    softWindows: c.respectTimeWindows && c.allowLateDeliveries,
    prioritizeUrgent: c.prioritizeUrgent,
  });
  const solution = await deps.solver
    .solve(problem, options, {
      signal: searchSignal(control),
      onProgress: control.onProgress,
      minTimeLimitMs: budget.minTimeLimitMs,
    })
    .catch((error: unknown) => {
      throw solveFailure(error);
    });
  signal?.throwIfAborted();

  const plan = { stops, points: travel.points, vehicles: problem.vehicles };
  const routes = await Promise.all(
    solution.routes
      .filter((route) => route.jobIndices.length > 0)
      .map(async (route) => {
        const { startTime, endTime } = routeTimes(route);
        return {
          vehicleId: vehicle.id,
          vehicleName: vehicle.name,
          ...routeFigures(route),
          startTime,
          endTime,
          startClock: clockText(startTime),
          endClock: clockText(endTime),
          schedule: scheduleOf(route, plan),
          violations: solution.violations
            .filter((v) => v.vehicleIndex === route.vehicleIndex)
            .map((v) => violationOf(v, solution)),
          geometry: await geometryOf(deps.router, routeLocations(route), travel.points, profile, signal),
        };
      }),
  );
  const unassignedLocations = unassignedOf(solution, plan);
  return {
    feasibilityScore: Math.round(solution.feasibilityScore * 10) / 10,
    totalDistance: km1(solution.totals.distanceM),
    totalTime: wholeMinutes(solution.totals.durationS),
    totalCost: money(solution.totals.cost),
    start: located.start,
    returnToStart,
    constraintViolations: [
      ...solution.violations.map((v) => violationOf(v, solution)),
      ...unassignedViolations(unassignedLocations),
    ],
    routes,
    unassignedLocations,
  };
}
