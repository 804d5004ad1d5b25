/**
 * The plan's routes as units of work: where each starts and ends, what it takes on its own (its stored
 * totals when they are current, else its legs timed by the router plus its stops' service), its load and
 * requirements, and the travel between any route's end and any route's start (one router matrix over the
 * distinct end points). A route whose addresses cannot be placed is left out with the reason.
 */
import type { GeocodedRoute } from '@routier/contract';
import type { Geocoder, LatLng, Router } from '../geo/index.js';
import { geocodedRoutes } from '../routes/geocoded-routes.js';
import type { RouteRecord } from '../routes/route-repository.js';
import type { ConnectionMatrix, PlanRouteUnit } from './plan-problem.js';

export interface LocatedPlanRoutes {
  units: PlanRouteUnit[];
  connection: ConnectionMatrix;
  unresolved: { routeId: number; reason: string }[];
}

class PointIndex {
  readonly points: LatLng[] = [];
  private readonly keys = new Map<string, number>();
  of(p: LatLng): number {
    const key = `${p.lat},${p.lng}`;
    let i = this.keys.get(key);
    if (i === undefined) {
      i = this.points.length;
      this.points.push({ lat: p.lat, lng: p.lng });
      this.keys.set(key, i);
    }
    return i;
  }
}

/** Distance and time of each leg through `points` in order (one router matrix). */
async function legs(router: Router, points: LatLng[], signal?: AbortSignal) {
  if (points.length < 2) return { distM: 0, timeS: 0, leadS: 0 };
  const m = await router.matrix(points, 'default', signal);
  let distM = 0;
  let timeS = 0;
  for (let k = 1; k < points.length; k++) {
    distM += m.distancesM[(k - 1) * m.n + k];
    timeS += m.durationsS[(k - 1) * m.n + k];
  }
  return { distM, timeS, leadS: m.durationsS[1] };
}

async function unitOf(
  router: Router,
  route: RouteRecord,
  g: GeocodedRoute,
  start: LatLng,
  index: PointIndex,
  days: number[],
  signal?: AbortSignal,
): Promise<PlanRouteUnit> {
  const stops = g.stops.map((s) => ({
    point: { lat: s.lat, lng: s.lng },
    stored: route.destinations[s.index - 1],
  }));
  const first = stops[0]?.stored;
  const window = first?.timeWindow ?? null;
  const path = [start, ...stops.map((s) => s.point), ...(g.returnToStart ? [start] : [])];
  const fresh = route.totalDistance !== null && route.estimatedTime !== null && !route.totalsStale;
  const serviceS = stops.reduce((sum, s) => sum + (s.stored.serviceTime ?? 0) * 60, 0);
  let own = { distM: (route.totalDistance ?? 0) * 1000, timeS: (route.estimatedTime ?? 0) * 60, leadS: 0 };
  if (!fresh || window) {
    const driven = await legs(router, path, signal);
    own = fresh
      ? { ...own, leadS: driven.leadS }
      : { distM: driven.distM, timeS: driven.timeS + serviceS, leadS: driven.leadS };
  }
  const skills = [...new Set(stops.flatMap((s) => s.stored.specialRequirements ?? []))];
  return {
    routeId: route.id,
    name: route.name,
    startPoint: index.of(start),
    endPoint: index.of(path[path.length - 1]),
    ownDistanceM: Math.round(own.distM),
    ownTimeS: Math.round(own.timeS),
    leadTimeS: Math.round(own.leadS),
    skills,
    load: stops.reduce((sum, s) => sum + (s.stored.demand ?? 0), 0),
    pinnedVehicleId: route.vehicleId,
    days,
    window,
  };
}

export async function locatePlanRoutes(
  deps: { geocoder: Geocoder; router: Router },
  routes: readonly RouteRecord[],
  daysOf: (route: RouteRecord) => number[],
  signal?: AbortSignal,
): Promise<LocatedPlanRoutes> {
  const geocoded = await geocodedRoutes(deps.geocoder, routes, signal);
  const index = new PointIndex();
  const units: PlanRouteUnit[] = [];
  const unresolved: LocatedPlanRoutes['unresolved'] = [];
  for (let i = 0; i < routes.length; i++) {
    const g = geocoded[i];
    if (!g.start || g.unresolved.length > 0) {
      unresolved.push({
        routeId: routes[i].id,
        reason: `${routes[i].name}: ${g.unresolved[0]?.message ?? 'its start could not be located'}`,
      });
      continue;
    }
    units.push(await unitOf(deps.router, routes[i], g, g.start, index, daysOf(routes[i]), signal));
  }
  const matrix = index.points.length
    ? await deps.router.matrix(index.points, 'default', signal)
    : { n: 0, distancesM: [], durationsS: [] };
  return { units, connection: matrix, unresolved };
}
