/**
 * POST /api/routes/batch-optimize (and batch jobs): the basic optimisation of each of the user's saved
 * routes, with the route's vehicle (else a standard truck), several at a time (their solves run side by
 * side on the solver pool). Each result is stored on the route (the whole basic answer as optimizedRoute,
 * with its entered-order baseline; totals; status optimized). A route that fails -
 * unknown or another user's id (ROUTE_NOT_FOUND, the same answer for both), an address that cannot be
 * located - is reported and does not stop the others. Cancellation stops the routes not yet finished;
 * those already stored stay.
 */
import { placementPolicy, type PlacementPolicy } from '../geo/placement/index.js';
import type {
  BatchFailure,
  BatchOptimizeResponse,
  BatchResult,
  Objective,
  PlacementOptions,
} from '@routier/contract';
import type { Logger } from 'pino';
import { HttpError } from '../kernel/errors.js';
import { ADVANCED_DEFAULTS, DAY_START_MINUTES, FALLBACK_VEHICLE_TYPE, syncTimeLimitMs } from './constants.js';
import { optimizeStops, type StopsConstraints } from './optimize-stops.js';
import type { PlanningDeps, RunControl } from './deps.js';
import type { PlanningRoute, PlanningVehicle } from './ports.js';
import { stopFromInput } from './stops.js';

/** Routes optimised at once: enough to keep the pool busy while others geocode or store. */
export const BATCH_CONCURRENCY = 4;
/** A route is not started with less time than this left before the deadline. */
const MIN_ROUTE_MS = 200;

export interface BatchInput {
  routeIds: number[];
  priority?: Objective;
  placement?: PlacementOptions;
}

export interface BatchControl extends RunControl {
  /** Called as each route finishes (stored or failed). */
  onRouteDone?: (done: number, total: number) => void;
  /**
   * Epoch ms (batch jobs: start + the job's time limit). Routes not started by then fail with
   * OPTIMIZATION_FAILED; a route's search never runs past it.
   */
  deadline?: number;
  log?: Logger;
}

export async function runBatch(
  deps: PlanningDeps,
  userId: number,
  input: BatchInput,
  control: BatchControl = {},
): Promise<BatchOptimizeResponse> {
  const { signal } = control;
  const routes = new Map((await deps.ports.findRoutes(userId, input.routeIds)).map((r) => [r.id, r]));
  const vehicleIds = [
    ...new Set([...routes.values()].flatMap((r) => (r.vehicleId === null ? [] : [r.vehicleId]))),
  ];
  const vehicles = new Map((await deps.ports.findVehicles(userId, vehicleIds)).map((v) => [v.id, v]));
  const placement = placementPolicy((await deps.ports.stopDefaults(userId)).placement, input.placement);

  const outcomes: (BatchResult | BatchFailure)[] = new Array(input.routeIds.length);
  let done = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < input.routeIds.length) {
      const index = next++;
      signal?.throwIfAborted();
      const routeId = input.routeIds[index];
      const route = routes.get(routeId);
      const left = control.deadline === undefined ? Infinity : control.deadline - Date.now();
      if (!route)
        outcomes[index] = { routeId, code: 'ROUTE_NOT_FOUND', message: `Route ${routeId} not found` };
      else if (control.stopSignal?.aborted) {
        // The job was cancelled once some routes were done: they keep their plans, the rest are not started.
        outcomes[index] = {
          routeId,
          code: 'OPTIMIZATION_FAILED',
          message: `The job was cancelled before route ${route.name} was optimised`,
        };
      } else if (left < MIN_ROUTE_MS) {
        outcomes[index] = {
          routeId,
          code: 'OPTIMIZATION_FAILED',
          message: `The job's time limit ended before route ${route.name} was optimised`,
        };
      } else {
        const vehicle = route.vehicleId === null ? undefined : vehicles.get(route.vehicleId);
        const timeLimitMs = Math.min(
          control.timeLimitMs ?? syncTimeLimitMs('basic', route.destinations.length),
          left - MIN_ROUTE_MS / 2,
        );
        outcomes[index] = await optimizeRoute(deps, userId, route, vehicle, input, placement, {
          ...control,
          timeLimitMs,
        });
      }
      done += 1;
      control.onRouteDone?.(done, input.routeIds.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, input.routeIds.length) }, worker));

  const results = outcomes.filter((o): o is BatchResult => 'totalDistance' in o);
  const failures = outcomes.filter((o): o is BatchFailure => 'code' in o);
  return { totalOptimized: results.length, results, failures };
}

/**
 * Everything stored with a route constrains its plan: the stops' own windows, service, demand, priority and
 * requirements (engine jobs), its vehicle's capacity, shift, distance and skills, and its saved advanced
 * constraints (route time, stop count, whether windows hold and may be late, urgent first).
 */
export function storedConstraints(
  route: PlanningRoute,
  vehicle: PlanningVehicle | undefined,
): StopsConstraints {
  const c = { ...ADVANCED_DEFAULTS, ...(route.constraints ?? {}) };
  return {
    vehicle,
    limits: {
      startMinutes: DAY_START_MINUTES,
      returnToStart: true,
      ...(route.constraints?.maxRouteTime === undefined ? {} : { maxRouteMinutes: c.maxRouteTime }),
      ...(route.constraints?.maxStops === undefined ? {} : { maxStops: c.maxStops }),
    },
    timeWindows: c.respectTimeWindows,
    softWindows: c.respectTimeWindows && c.allowLateDeliveries,
    prioritizeUrgent: c.prioritizeUrgent,
  };
}

async function optimizeRoute(
  deps: PlanningDeps,
  userId: number,
  route: PlanningRoute,
  vehicle: PlanningVehicle | undefined,
  input: BatchInput,
  placement: PlacementPolicy,
  control: BatchControl,
): Promise<BatchResult | BatchFailure> {
  try {
    if (route.destinations.length === 0) {
      return {
        routeId: route.id,
        code: 'VALIDATION_FAILED',
        message: `Route ${route.name} has no destinations`,
      };
    }
    const answer = await optimizeStops(
      deps,
      userId,
      {
        startLocation: route.startLocation,
        stops: route.destinations.map((stop) =>
          stopFromInput(stop, { serviceMinutes: stop.serviceTime, priority: stop.priority }),
        ),
        vehicleType: vehicle?.type ?? FALLBACK_VEHICLE_TYPE,
        vehicle,
        objective: input.priority ?? 'distance',
        returnToStart: true,
        stopField: (i) => `destinations.${i}`,
        placement,
        constraints: storedConstraints(route, vehicle),
      },
      { signal: control.signal, stopSignal: control.stopSignal, timeLimitMs: control.timeLimitMs },
    );
    const stored = await deps.ports.saveRouteOptimization(userId, route.id, {
      optimizedRoute: answer as unknown as Record<string, unknown>,
      totalDistance: answer.optimizedRoute.totalDistance,
      estimatedTime: answer.optimizedRoute.estimatedTime,
      totalCost: answer.pricing.total,
    });
    if (!stored)
      return { routeId: route.id, code: 'ROUTE_NOT_FOUND', message: `Route ${route.id} not found` };
    return {
      routeId: route.id,
      name: route.name,
      totalDistance: answer.optimizedRoute.totalDistance,
      estimatedTime: answer.optimizedRoute.estimatedTime,
      totalCost: answer.pricing.total,
      previousCost: route.totalCost,
      unassigned: answer.unassigned ?? [],
    };
  } catch (error) {
    if (control.signal?.aborted) throw error;
    if (error instanceof HttpError && error.status < 500) {
      return { routeId: route.id, code: error.code as BatchFailure['code'], message: error.message };
    }
    control.log?.error({ err: error, routeId: route.id }, 'batch optimisation of a route failed');
    const code = error instanceof HttpError ? (error.code as BatchFailure['code']) : 'INTERNAL';
    const message =
      error instanceof HttpError ? error.message : 'Something went wrong optimising this route.';
    return { routeId: route.id, code, message };
  }
}
