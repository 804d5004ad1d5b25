/**
 * The basic optimisation of one list of stops (the quick-create call, and each route of a batch): one
 * vehicle visits every stop from the start (returning to it unless told otherwise), minimising distance,
 * time or cost; answered in the BasicOptimizeResponse shape with pricing and the entered-order baseline.
 */
import type { Objective } from '@routier/engine';
import type { BasicOptimizeResponse, PricingServices } from '@routier/sdk';
import { profileOf } from '../geo/index.js';
import { HttpError } from '../http/errors.js';
import { syncTimeLimitMs } from './constants.js';
import { locate } from './locate.js';
import type { PlanningDeps, RunControl } from './planning-deps.js';
import type { PlanningVehicle, VehicleType } from './ports.js';
import { driveOrder, enteredOrder } from './present-basic.js';
import { basicProblem, engineOptions } from './problem.js';
import { geometryOf } from './schedule.js';
import { solveFailure } from './solve-errors.js';
import type { PlannedStop } from './stops.js';
import { travelMatrix } from './travel.js';
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
}

export async function optimizeStops(
  deps: PlanningDeps,
  userId: number,
  request: StopsRequest,
  control: RunControl = {},
): Promise<BasicOptimizeResponse> {
  const { stops, vehicle, returnToStart } = request;
  const { signal } = control;
  const located = await locate(deps.geocoder, request.startLocation, stops, {
    stopField: request.stopField,
    signal,
  });
  const vehicleType = vehicle?.type ?? request.vehicleType;
  const profile = profileOf(vehicleType);
  const travel = await travelMatrix(deps.router, located.start, located.points, profile, signal);
  const problem = basicProblem(
    travel,
    stops.length,
    { id: vehicle?.id ?? 0, name: vehicle?.name ?? vehicleType, costPerKm: vehicle?.costPerKm ?? 1 },
    returnToStart,
  );
  const options = engineOptions({
    // One vehicle at one rate: cost is distance times the rate, so the engine's single-vehicle path
    // (distance or time objectives only) finds the cheapest order too.
    objective: request.objective === 'cost' ? 'distance' : request.objective,
    timeLimitMs: control.timeLimitMs ?? syncTimeLimitMs('basic', stops.length),
  });
  const solution = await deps.solver
    .solve(problem, options, { signal, onProgress: control.onProgress })
    .catch((error: unknown) => {
      throw solveFailure(error);
    });
  signal?.throwIfAborted();
  if (solution.unassigned.length > 0) {
    const first = solution.unassigned[0];
    throw new HttpError(
      422,
      'OPTIMIZATION_FAILED',
      `Stop ${first.jobIndex + 1} could not be routed: ${first.message}`,
    );
  }

  const sequence = solution.routes.flatMap((route) => route.jobIndices.map((j) => j + 1));
  const driven = driveOrder(sequence, stops, travel, returnToStart);
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
  };
}
