/**
 * POST /api/fleet-optimizations/optimize: the destinations split among the user's chosen vehicles from one
 * depot, each vehicle with its capacity, working hours, distance limit, special features and speed.
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
import { km1, money, percent1 } from './units.js';

export interface PreparedFleet {
  input: FleetOptimizeRequest;
  vehicles: PlanningVehicle[];
  stops: PlannedStop[];
  /** How sure the plan must be of where the stops are. */
  placement: PlacementPolicy;
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
  const { signal } = control;
  const located = await locate(deps.geocoder, input.startLocation, stops, placement, {
    stopField: (i) => `destinations.${i}.address`,
    signal,
  });
  const profile = commonProfile(vehicles.map((v) => v.type));
  const travel = await travelMatrix(deps.router, located.start, located.points, profile, signal);
  const limits = {
    startMinutes: input.startTime ?? DAY_START_MINUTES,
    returnToStart: input.returnToStart ?? true,
  };
  const pricing = searchPricing(
    input.priority ?? 'cost',
    vehicles.map((v) => v.costPerKm),
  );
  const problem = {
    locations: travel.locations,
    vehicles: vehicles.map((v, i) => ({
      ...engineVehicle(v, limits, deps.router, profile),
      costPerKm: pricing.searchRates[i],
    })),
    jobs: engineJobs(stops, { timeWindows: true }),
  };
  const budget = searchBudget('fleet', stops.length, control.timeLimitMs);
  const options = engineOptions({
    objective: pricing.objective,
    timeLimitMs: budget.timeLimitMs,
    balanceWorkload: input.balanceWorkload ?? false,
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
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  const routes: FleetRoute[] = await Promise.all(
    solution.routes
      .filter((route) => route.jobIndices.length > 0)
      .map(async (route) => {
        const vehicle = byId.get(route.vehicleId as number)!;
        return {
          vehicleId: vehicle.id,
          vehicleName: vehicle.name,
          ...routeFigures(route),
          totalCost: routeCost(route.distanceM, vehicle.costPerKm),
          schedule: scheduleOf(route, plan),
          geometry: await geometryOf(deps.router, routeLocations(route), travel.points, profile, signal),
        };
      }),
  );
  const unassigned = fleetUnassignedOf(solution, plan);
  const used = solution.routes.filter((route) => route.jobIndices.length > 0);
  const meanUtilization = used.length ? used.reduce((sum, r) => sum + r.utilization, 0) / used.length : 0;
  return {
    start: located.start,
    returnToStart: limits.returnToStart,
    solution: {
      vehicleCount: routes.length,
      totalDistance: km1(solution.totals.distanceM),
      totalCost: money(routes.reduce((sum, r) => sum + r.totalCost, 0)),
      totalTime: routes.reduce((sum, r) => sum + r.totalTime, 0),
      averageUtilization: percent1(meanUtilization),
      routes,
      unassignedLocations: unassigned.map((u) => u.locationIndex),
      unassigned,
    },
  };
}
