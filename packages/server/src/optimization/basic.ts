/** POST /api/routes/optimize: checks, then the basic optimisation of the request's addresses. */
import type { BasicOptimizeRequest, BasicOptimizeResponse } from '@routier/sdk';
import { ownedVehicles } from './checks.js';
import { optimizeStops, type StopsRequest } from './optimize-stops.js';
import type { PlanningDeps, RunControl } from './planning-deps.js';
import { stopFromAddress } from './stops.js';

export type PreparedBasic = StopsRequest;

export async function prepareBasic(
  deps: PlanningDeps,
  userId: number,
  input: BasicOptimizeRequest,
): Promise<PreparedBasic> {
  const vehicle =
    input.vehicleId === undefined
      ? undefined
      : (await ownedVehicles(deps.ports, userId, [input.vehicleId], () => 'vehicleId'))[0];
  return {
    startLocation: input.startLocation,
    stops: input.destinations.map(stopFromAddress),
    vehicleType: input.vehicleType,
    vehicle,
    objective: input.priority ?? 'distance',
    returnToStart: input.returnToStart ?? true,
    services: input.services,
    stopField: (i) => `destinations.${i}`,
  };
}

export function runBasic(
  deps: PlanningDeps,
  userId: number,
  prepared: PreparedBasic,
  control?: RunControl,
): Promise<BasicOptimizeResponse> {
  return optimizeStops(deps, userId, prepared, control);
}
