/** POST /api/routes/optimize: checks, then the basic optimisation of the request's addresses. */
import type { BasicOptimizeRequest, BasicOptimizeResponse } from '@routier/contract';
import { placementPolicy } from '../geo/placement/index.js';
import { ownedVehicles } from './checks.js';
import { optimizeStops, type StopsRequest } from './optimize-stops.js';
import type { PlanningDeps, RunControl } from './deps.js';
import { stopFromAddress, stopFromInput } from './stops.js';

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
  const defaults = await deps.ports.stopDefaults(userId);
  return {
    startLocation: input.startLocation,
    stops: input.destinations.map((d) =>
      typeof d === 'string' ? stopFromAddress(d) : stopFromInput(d, defaults),
    ),
    vehicleType: input.vehicleType,
    vehicle,
    objective: input.priority ?? 'distance',
    returnToStart: input.returnToStart ?? true,
    services: input.services,
    stopField: (i) => `destinations.${i}`,
    placement: placementPolicy(defaults.placement, input.placement),
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
