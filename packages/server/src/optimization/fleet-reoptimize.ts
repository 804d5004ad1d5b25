/**
 * POST /api/fleet-optimizations/{id}/reoptimize: a saved fleet plan re-planned while its vehicles are out.
 * Each vehicle's first `lockedStops` stops (of its saved route) are done or under way and stay first on it;
 * every other stop of the plan (or of the new full `destinations`) is planned again across the saved vehicles
 * by the fleet optimiser (fleet.ts with locks, fleet-locks.ts). The answer carries the diff against the saved
 * solution (fleet-plan-diff.ts); storing it is the handler's business.
 */
import type {
  DestinationsInput,
  FleetPlanDiff,
  FleetReoptimizeRequest,
  FleetRoute,
  LatLng,
  FleetSolution,
  StopInput,
} from '@routier/contract';
import { placementPolicy } from '../geo/placement/index.js';
import type { FleetOptimizationRecord } from '../fleet-optimizations/fleet-optimization-repository.js';
import { HttpError, validationFailed, type ErrorDetail } from '../kernel/errors.js';
import { destinationItems, normalizeDestinations, type StopItem, type StoredStop } from '../routes/stops.js';
import { ownedVehicles } from './checks.js';
import { DAY_START_MINUTES } from './constants.js';
import type { PlanningDeps, RunControl } from './deps.js';
import type { FleetLock } from './fleet-locks.js';
import { fleetPlanDiff } from './fleet-plan-diff.js';
import { addressKey } from './plan-diff.js';
import { runFleet } from './fleet.js';
import { stopFromInput } from './stops.js';

export interface FleetReplan {
  /** The plan's stops after the re-plan (the solution's location indices point into them). */
  destinations: StoredStop[];
  solution: FleetSolution;
  diff: FleetPlanDiff;
}

/** The saved solution, checked against the record's stops (it indexes them). */
function savedSolution(record: FleetOptimizationRecord): FleetSolution {
  const solution = record.optimizedSolution;
  const n = record.destinations.length;
  if (!solution)
    throw new HttpError(
      409,
      'CONFLICT',
      `Fleet optimization ${record.id} has no plan to re-optimise: optimise it and save the solution first`,
    );
  const indices = [...solution.routes.flatMap((r) => r.sequence), ...solution.unassignedLocations];
  if (indices.some((i) => i < 1 || i > n))
    throw new HttpError(
      409,
      'CONFLICT',
      `The saved solution of fleet optimization ${record.id} does not match its ${n} destinations`,
    );
  return solution;
}

interface VehicleProgress {
  route: FleetRoute | undefined;
  count: number;
  from: LatLng | undefined;
}

/** Each listed vehicle's route and locked count, or 400 naming the entry. */
function progressOf(
  record: FleetOptimizationRecord,
  solution: FleetSolution,
  progress: FleetReoptimizeRequest['progress'],
): Map<number, VehicleProgress> {
  const details: ErrorDetail[] = [];
  const out = new Map<number, VehicleProgress>();
  progress.forEach((entry, i) => {
    const route = solution.routes.find((r) => r.vehicleId === entry.vehicleId);
    const length = route?.sequence.length ?? 0;
    if (!record.vehicleIds.includes(entry.vehicleId) && !route)
      details.push({
        field: `progress.${i}.vehicleId`,
        code: 'VEHICLE_NOT_IN_PLAN',
        message: `Vehicle ${entry.vehicleId} is not one of this plan's vehicles`,
      });
    else if (out.has(entry.vehicleId))
      details.push({
        field: `progress.${i}.vehicleId`,
        code: 'duplicate',
        message: `Vehicle ${entry.vehicleId} is listed twice`,
      });
    else if (entry.lockedStops > length)
      details.push({
        field: `progress.${i}.lockedStops`,
        code: 'maximum',
        message: `Vehicle ${entry.vehicleId} has ${length} stops in the plan: at most ${length} can be locked`,
      });
    else out.set(entry.vehicleId, { route, count: entry.lockedStops, from: entry.currentPosition });
  });
  if (details.length) throw validationFailed(details);
  return out;
}

/**
 * The new list of stops and where each old locked stop is in it: the old list, or the new destinations with
 * every locked stop matched by address. A bare address of a stop already in the plan is that stop (its demand,
 * window and so on); a stop object is as sent, keeping the point already found for its address.
 */
function nextStops(
  old: readonly StoredStop[],
  lockedOld: readonly number[],
  destinations: { items: readonly StopItem[]; stops: readonly StoredStop[] } | undefined,
): { stops: StoredStop[]; at: Map<number, number> } {
  if (!destinations) return { stops: [...old], at: new Map(lockedOld.map((i) => [i, i])) };
  const known = new Map(old.map((s) => [addressKey(s.address), s]));
  const stops = destinations.stops.map((stop, i) => {
    const was = known.get(addressKey(stop.address));
    if (!was) return stop;
    if (typeof destinations.items[i] === 'string') return was;
    return stop.lat === null && was.lat !== null
      ? { ...stop, lat: was.lat, lng: was.lng, geocode: was.geocode }
      : stop;
  });
  const taken = new Set<number>();
  const at = new Map<number, number>();
  const missing: ErrorDetail[] = [];
  for (const i of lockedOld) {
    const j = stops.findIndex(
      (s, k) => !taken.has(k) && addressKey(s.address) === addressKey(old[i].address),
    );
    if (j < 0)
      missing.push({
        field: 'destinations',
        code: 'lockedStops',
        message: `${old[i].address} is done or under way: keep it in destinations`,
      });
    else {
      taken.add(j);
      at.set(i, j);
    }
  }
  if (missing.length) throw validationFailed(missing);
  return { stops, at };
}

export async function reoptimizeFleet(
  deps: PlanningDeps,
  userId: number,
  record: FleetOptimizationRecord,
  body: FleetReoptimizeRequest,
  control: RunControl = {},
): Promise<FleetReplan> {
  const saved = savedSolution(record);
  const progress = progressOf(record, saved, body.progress);
  const defaults = await deps.ports.stopDefaults(userId);
  const destinations = body.destinations && {
    items: destinationItems(body.destinations as DestinationsInput),
    stops: normalizeDestinations(body.destinations as DestinationsInput, {
      serviceTime: defaults.serviceMinutes,
      priority: defaults.priority,
    }),
  };
  const lockedOld = [...progress.values()].flatMap(({ route, count }) =>
    (route?.sequence ?? []).slice(0, count).map((i) => i - 1),
  );
  const { stops, at } = nextStops(record.destinations, lockedOld, destinations);
  const startMinutes = body.startTime ?? DAY_START_MINUTES;
  const locks = new Map<number, FleetLock>();
  for (const [vehicleId, { route, count, from }] of progress) {
    if (!route || count === 0) continue;
    const when = new Map(route.schedule.map((s) => [s.locationIndex, s]));
    const done = route.sequence.slice(0, count);
    const schedule = done.flatMap((i) => {
      const s = when.get(i);
      return s ? [{ ...s, locationIndex: at.get(i - 1)! + 1 }] : [];
    });
    locks.set(vehicleId, {
      stops: done.map((i) => at.get(i - 1)!),
      ...(from ? { from } : {}),
      departureMinutes: when.get(done[done.length - 1])?.departureTime ?? startMinutes,
      schedule,
    });
  }
  const vehicles = await ownedVehicles(deps.ports, userId, record.vehicleIds, (i) => `vehicleIds.${i}`);
  const answer = await runFleet(
    deps,
    {
      input: {
        startLocation: record.startLocation,
        destinations: stops as StopInput[],
        vehicleIds: record.vehicleIds,
        startTime: startMinutes,
        returnToStart: body.returnToStart ?? true,
      },
      vehicles,
      stops: stops.map((s) =>
        stopFromInput(s as StopInput, { serviceMinutes: s.serviceTime, priority: s.priority }),
      ),
      placement: placementPolicy(defaults.placement, undefined),
      locks,
    },
    control,
  );
  const counts = new Map([...progress].map(([id, p]) => [id, p.count]));
  return {
    destinations: stops,
    solution: answer.solution,
    diff: fleetPlanDiff(
      { solution: saved, addresses: record.destinations.map((s) => s.address) },
      { solution: answer.solution, addresses: stops.map((s) => s.address) },
      counts,
    ),
  };
}
