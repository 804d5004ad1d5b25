/**
 * What a fleet re-plan changes: per vehicle the route diff of plan-diff.ts (stops kept, moved, added, removed,
 * ETAs), the stops that changed vehicle (null: unassigned), and the change in distance, time and cost. Stops
 * are matched by address (trimmed, case folded), the n-th occurrence with the n-th across the whole plan.
 */
import type { FleetPlanDiff, FleetReassignment, FleetSolution } from '@routier/contract';
import { occurrenceKeys, planDiff, type PlanSide } from './plan-diff.js';
import { money } from './units.js';

export interface FleetSide {
  solution: FleetSolution;
  /** The addresses of the plan's stops (1-based location i is addresses[i - 1]). */
  addresses: readonly string[];
}

function routeSides(side: FleetSide): Map<number, { name: string; plan: PlanSide }> {
  const sides = new Map<number, { name: string; plan: PlanSide }>();
  for (const route of side.solution.routes) {
    const eta = new Map(route.schedule.map((s) => [s.locationIndex, s.arrivalTime]));
    sides.set(route.vehicleId, {
      name: route.vehicleName,
      plan: {
        stops: route.sequence.map((i) => ({ address: side.addresses[i - 1], eta: eta.get(i) ?? null })),
        distance: route.totalDistance,
        minutes: route.totalTime,
      },
    });
  }
  return sides;
}

/** Each stop's key (address and occurrence) and the vehicle that has it (null: unassigned). */
function holders(side: FleetSide): Map<string, { address: string; vehicleId: number | null }> {
  const key = occurrenceKeys();
  const out = new Map<string, { address: string; vehicleId: number | null }>();
  const add = (location: number, vehicleId: number | null) => {
    const address = side.addresses[location - 1];
    out.set(key(address), { address, vehicleId });
  };
  for (const route of side.solution.routes) for (const i of route.sequence) add(i, route.vehicleId);
  for (const i of side.solution.unassignedLocations) add(i, null);
  return out;
}

/** The diff of `after` against `before`; `locked` says how many leading stops each vehicle keeps. */
export function fleetPlanDiff(
  before: FleetSide,
  after: FleetSide,
  locked: ReadonlyMap<number, number>,
): FleetPlanDiff {
  const was = routeSides(before);
  const now = routeSides(after);
  const empty: PlanSide = { stops: [], distance: 0, minutes: 0 };
  const vehicles = [...new Set([...was.keys(), ...now.keys()])];
  const routes = vehicles.map((vehicleId) => ({
    vehicleId,
    vehicleName: (now.get(vehicleId) ?? was.get(vehicleId))!.name,
    diff: planDiff(
      was.get(vehicleId)?.plan ?? empty,
      now.get(vehicleId)?.plan ?? empty,
      locked.get(vehicleId) ?? 0,
    ),
  }));
  const previous = holders(before);
  const reassigned: FleetReassignment[] = [];
  for (const [key, { address, vehicleId }] of holders(after)) {
    const from = previous.get(key);
    if (from && from.vehicleId !== vehicleId)
      reassigned.push({ address, fromVehicleId: from.vehicleId, toVehicleId: vehicleId });
  }
  return {
    routes,
    reassigned,
    distanceChange: Math.round((after.solution.totalDistance - before.solution.totalDistance) * 10) / 10,
    timeChange: after.solution.totalTime - before.solution.totalTime,
    costChange: money(after.solution.totalCost - before.solution.totalCost),
  };
}
