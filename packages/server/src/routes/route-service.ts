/**
 * Saved routes: create, read, update, delete. Destinations are normalised to stored stops (the user's route
 * defaults filled in) and located (route-geocoding.ts) before anything is written.
 */
import type { RouteCreate, RouteUpdate } from '@routier/contract';
import type { Knex } from 'knex';
import type { Geocoder } from '../geo/index.js';
import type { Queryable } from '../db/queryable.js';
import { placementPolicy } from '../geo/placement/index.js';
import { notFound } from '../kernel/errors.js';
import { roundKm, roundMoney } from '../kernel/money.js';
import { readStopDefaults } from '../users/settings-repository.js';
import { requireVehicles } from '../vehicles/vehicle-service.js';
import { knownPlaces, locateRoute } from './route-geocoding.js';
import {
  findRoute,
  insertRoute,
  updateRoute as updateRouteRow,
  type RouteFields,
  type RouteRecord,
} from './route-repository.js';
import { constraintsOf, normalizeDestinations, stopsDiffer } from './stops.js';
import type { PlanLimits } from '../kernel/plan-limits.js';
import type { EventSink } from '../kernel/events.js';
import { announceRouteUpdated } from './route-events.js';

export interface RouteDeps {
  knex: Knex;
  geocoder: Geocoder;
  /** What the user's plan allows (routes a month). */
  plans: PlanLimits;
  /** Announces changed routes (`route.updated`). */
  events: EventSink;
  signal?: AbortSignal;
}

export const routeNotFound = (id: number) => notFound(`Route ${id} not found`, 'ROUTE_NOT_FOUND');

/** Today in the server's time zone, `YYYY-MM-DD` (the default scheduled date). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const roundOrNull = (value: number | null | undefined, round: (n: number) => number) =>
  value === null || value === undefined ? value : round(value);

/** A vehicleId in a body must be one of the user's vehicles, else 404 VEHICLE_NOT_FOUND naming `vehicleId`. */
async function checkVehicle(db: Queryable, userId: number, vehicleId: number | null | undefined) {
  if (vehicleId !== null && vehicleId !== undefined)
    await requireVehicles(db, userId, [vehicleId], 'vehicleId');
}

export async function createRoute(deps: RouteDeps, userId: number, body: RouteCreate): Promise<RouteRecord> {
  const { knex } = deps;
  await deps.plans.check(userId, 'routes', 1);
  const defaults = await readStopDefaults(knex, userId);
  const stops = normalizeDestinations(body.destinations, defaults);
  const constraints = constraintsOf(body.constraints) ?? null;
  await checkVehicle(knex, userId, body.vehicleId);
  const located = await locateRoute(
    deps.geocoder,
    { startLocation: body.startLocation, stops },
    placementPolicy(defaults, body.placement),
    { signal: deps.signal },
  );
  const fields: RouteFields = {
    name: body.name.trim(),
    vehicleId: body.vehicleId ?? null,
    startLocation: body.startLocation.trim(),
    destinations: located.stops,
    optimizedRoute: body.optimizedRoute ?? null,
    constraints,
    scheduledDate: body.scheduledDate ?? today(),
    totalDistance: roundOrNull(body.totalDistance, roundKm) ?? null,
    estimatedTime: body.estimatedTime ?? null,
    totalCost: roundOrNull(body.totalCost, roundMoney) ?? null,
    status: body.status ?? 'pending',
  };
  return insertRoute(knex, userId, fields);
}

/** One of the user's routes, else 404 ROUTE_NOT_FOUND (another user's route looks missing). */
export async function getRoute(db: Queryable, userId: number, id: number): Promise<RouteRecord> {
  const route = await findRoute(db, userId, id);
  if (!route) throw routeNotFound(id);
  return route;
}

/**
 * Changes the fields present. New destinations replace the list; stops whose address the route already had
 * located keep those coordinates; the others are geocoded. A new start location is checked the same way.
 */
export async function updateRoute(
  deps: RouteDeps,
  userId: number,
  id: number,
  body: RouteUpdate,
): Promise<RouteRecord> {
  const { knex } = deps;
  const existing = await getRoute(knex, userId, id);
  const fields: Partial<RouteFields> = {
    name: body.name?.trim(),
    vehicleId: body.vehicleId,
    scheduledDate: body.scheduledDate,
    optimizedRoute: body.optimizedRoute,
    constraints: constraintsOf(body.constraints),
    totalDistance: roundOrNull(body.totalDistance, roundKm),
    estimatedTime: body.estimatedTime,
    totalCost: roundOrNull(body.totalCost, roundMoney),
    status: body.status,
  };
  await checkVehicle(knex, userId, body.vehicleId);
  const startLocation = body.startLocation?.trim();
  const startChanged = startLocation !== undefined && startLocation !== existing.startLocation;
  if (body.destinations !== undefined || startChanged) {
    const defaults = await readStopDefaults(knex, userId);
    const stops = body.destinations === undefined ? [] : normalizeDestinations(body.destinations, defaults);
    const located = await locateRoute(
      deps.geocoder,
      { startLocation: startLocation ?? existing.startLocation, stops },
      placementPolicy(defaults, body.placement),
      { signal: deps.signal, known: knownPlaces(existing.destinations), checkStart: startChanged },
    );
    if (body.destinations !== undefined) fields.destinations = located.stops;
  }
  if (startLocation !== undefined) fields.startLocation = startLocation;
  const freshPlan = body.optimizedRoute !== undefined || body.totalDistance !== undefined;
  const planChanged =
    startChanged ||
    (body.vehicleId !== undefined && body.vehicleId !== existing.vehicleId) ||
    (fields.destinations !== undefined && stopsDiffer(existing.destinations, fields.destinations));
  if (freshPlan) fields.totalsStale = false;
  else if (planChanged && existing.totalDistance !== null) fields.totalsStale = true;
  const route = await updateRouteRow(knex, userId, id, fields);
  if (!route) throw routeNotFound(id);
  await announceRouteUpdated(knex, deps.events, userId, route);
  return route;
}
