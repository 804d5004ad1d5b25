/**
 * POST /api/routes/{id}/reoptimize: a stored route re-planned during the day. The current plan is the stored
 * optimised order (its `optimizedRoute.sequence`, stops it left unassigned after), else the entered order.
 * Its first `lockedStops` stops stay first; the rest (or the new full destinations) are optimised from the
 * vehicle's position or the last locked stop, under the route's stored constraints; the answer carries the
 * diff against the current plan (plan-diff.ts). Stored unless `save` is false: the stops in the new order,
 * the new plan, the route's status unchanged.
 */
import type { DestinationsInput, LatLng, ReoptimizeRequest, Stop } from '@routier/contract';
import { placementPolicy } from '../geo/placement/index.js';
import { HttpError, validationFailed } from '../kernel/errors.js';
import { normalizeDestinations } from '../routes/stops.js';
import { storedConstraints } from './batch.js';
import { DAY_START_MINUTES, FALLBACK_VEHICLE_TYPE } from './constants.js';
import type { PlanningDeps, RunControl } from './deps.js';
import { optimizeStops } from './optimize-stops.js';
import { addressKey, planDiff, type PlanSide } from './plan-diff.js';
import type { PlanningRoute } from './ports.js';
import { stopFromInput } from './stops.js';

interface StoredPlan {
  optimizedRoute?: { sequence?: number[]; totalDistance?: number; estimatedTime?: number };
  stops?: { index: number; arrivalTime?: number; departureTime?: number; arrivalOffset?: number }[];
}

export interface Reoptimized {
  stops: Stop[];
  /** The basic answer to store as the route's plan. */
  plan: Record<string, unknown>;
  totalDistance: number;
  estimatedTime: number;
  totalCost: number;
  diff: ReturnType<typeof planDiff>;
}

/** The current plan: stops in visiting order, with their planned arrival (minutes) and departure. */
function currentPlan(route: PlanningRoute): {
  stops: Stop[];
  arrival: (number | null)[];
  departure: (number | null)[];
} {
  const stored = route.optimizedRoute as StoredPlan | null;
  const n = route.destinations.length;
  const sequence = stored?.optimizedRoute?.sequence ?? [];
  const valid =
    sequence.every((i) => Number.isInteger(i) && i >= 1 && i <= n) &&
    new Set(sequence).size === sequence.length;
  const order = valid
    ? [...sequence, ...Array.from({ length: n }, (_, i) => i + 1).filter((i) => !sequence.includes(i))]
    : [];
  const indices = order.length === n ? order : Array.from({ length: n }, (_, i) => i + 1);
  const times = new Map((valid ? (stored?.stops ?? []) : []).map((s) => [s.index, s]));
  return {
    stops: indices.map((i) => route.destinations[i - 1]),
    arrival: indices.map((i) => times.get(i)?.arrivalTime ?? null),
    departure: indices.map((i) => times.get(i)?.departureTime ?? null),
  };
}

/** The new list of stops: locked first (in plan order), then the others; `destinations` must keep the locked. */
function nextStops(locked: Stop[], rest: Stop[], destinations: Stop[] | undefined): Stop[] {
  if (!destinations) return [...locked, ...rest];
  const remaining = [...destinations];
  const missing: number[] = [];
  locked.forEach((stop, i) => {
    const at = remaining.findIndex((s) => addressKey(s.address) === addressKey(stop.address));
    if (at < 0) missing.push(i);
    else remaining.splice(at, 1);
  });
  if (missing.length > 0)
    throw validationFailed(
      missing.map((i) => ({
        field: 'destinations',
        code: 'lockedStops',
        message: `Locked stop ${i + 1} (${locked[i].address}) is done or under way: keep it in destinations`,
      })),
    );
  return [...locked, ...remaining];
}

export async function reoptimizeRoute(
  deps: PlanningDeps,
  userId: number,
  routeId: number,
  body: ReoptimizeRequest,
  control: RunControl = {},
): Promise<{ route: PlanningRoute; result: Reoptimized }> {
  const [route] = await deps.ports.findRoutes(userId, [routeId]);
  if (!route) throw new HttpError(404, 'ROUTE_NOT_FOUND', `Route ${routeId} not found`);
  const current = currentPlan(route);
  const k = body.lockedStops;
  if (k > current.stops.length)
    throw validationFailed([
      {
        field: 'lockedStops',
        code: 'maximum',
        message: `The route has ${current.stops.length} stops: at most ${current.stops.length} can be locked`,
      },
    ]);
  const defaults = await deps.ports.stopDefaults(userId);
  const destinations = body.destinations
    ? normalizeDestinations(body.destinations as DestinationsInput, {
        serviceTime: defaults.serviceMinutes,
        priority: defaults.priority,
      })
    : undefined;
  const locked = current.stops.slice(0, k);
  const stops = nextStops(locked, current.stops.slice(k), destinations);
  if (stops.length === 0)
    throw validationFailed([
      { field: 'destinations', code: 'minItems', message: 'At least one destination is required' },
    ]);
  const vehicle =
    route.vehicleId === null ? undefined : (await deps.ports.findVehicles(userId, [route.vehicleId]))[0];
  const constraints = storedConstraints(route, vehicle);
  const departure = k > 0 ? (current.departure[k - 1] ?? null) : null;
  const from: LatLng | undefined = body.currentPosition ?? undefined;
  const answer = await optimizeStops(
    deps,
    userId,
    {
      startLocation: route.startLocation,
      stops: stops.map((stop) =>
        stopFromInput(stop, { serviceMinutes: stop.serviceTime, priority: stop.priority }),
      ),
      vehicleType: vehicle?.type ?? FALLBACK_VEHICLE_TYPE,
      vehicle,
      objective: 'distance',
      returnToStart: true,
      stopField: (i) => `destinations.${i}`,
      placement: placementPolicy(defaults.placement, undefined),
      constraints: {
        ...constraints,
        lock: { count: k, ...(from ? { from } : {}), departureMinutes: departure ?? DAY_START_MINUTES },
      },
    },
    control,
  );
  // Locked stops keep the times of the plan they were driven on.
  for (const stop of answer.stops)
    if (stop.index <= k) {
      const arrival = current.arrival[stop.index - 1];
      const leave = current.departure[stop.index - 1];
      if (arrival !== null) stop.arrivalTime = arrival;
      if (leave !== null) stop.departureTime = leave;
    }
  const ordered = answer.optimizedRoute.sequence.map((i) => stops[i - 1]);
  const unassigned = (answer.unassigned ?? []).map((u) => stops[u.index - 1]);
  const eta = new Map(answer.stops.map((s) => [s.index, s.arrivalTime ?? null]));
  const stored = route.optimizedRoute as StoredPlan | null;
  const before: PlanSide = {
    stops: current.stops.map((s, i) => ({ address: s.address, eta: current.arrival[i] })),
    distance: route.totalDistance ?? stored?.optimizedRoute?.totalDistance ?? 0,
    minutes: route.estimatedTime ?? stored?.optimizedRoute?.estimatedTime ?? 0,
  };
  const after: PlanSide = {
    stops: answer.optimizedRoute.sequence.map((i) => ({
      address: stops[i - 1].address,
      eta: eta.get(i) ?? null,
    })),
    distance: answer.optimizedRoute.totalDistance,
    minutes: answer.optimizedRoute.estimatedTime,
  };
  // The stored plan indexes the stored stops: renumber it to the new order (unassigned stops last).
  const newIndex = new Map(answer.optimizedRoute.sequence.map((i, pos) => [i, pos + 1]));
  answer.unassigned?.forEach((u, j) => newIndex.set(u.index, ordered.length + j + 1));
  const plan = {
    ...answer,
    stops: answer.stops.map((s) => ({ ...s, index: newIndex.get(s.index)! })),
    optimizedRoute: {
      ...answer.optimizedRoute,
      sequence: answer.optimizedRoute.sequence.map((i) => newIndex.get(i)!),
    },
    ...(answer.unassigned
      ? { unassigned: answer.unassigned.map((u) => ({ ...u, index: newIndex.get(u.index)! })) }
      : {}),
  };
  return {
    route,
    result: {
      stops: [...ordered, ...unassigned],
      plan: plan as unknown as Record<string, unknown>,
      totalDistance: answer.optimizedRoute.totalDistance,
      estimatedTime: answer.optimizedRoute.estimatedTime,
      totalCost: answer.pricing.total,
      diff: planDiff(before, after, k),
    },
  };
}
