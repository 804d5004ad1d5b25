/**
 * Route data hooks. Query keys start with the API path (docs/console.md); every change to routes
 * invalidates the route lists, the map view, the pending list and the dashboard statistics.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { expectOk, totalCount, type GeocodedRoute, type Route, type VehicleTypeInfo } from '@routier/sdk';
import { api, unwrap } from '../../lib/api-client.js';
import type { DateRange } from './dates.js';

export const ROUTES_KEY = '/api/routes';
export const GEOCODED_KEY = '/api/routes/geocoded';
export const PENDING_KEY = '/api/routes/pending';
export const STATS_KEY = '/api/dashboard/stats';

export interface RouteList {
  routes: Route[];
  /** X-Total-Count: how many match (the list holds at most 1000). */
  total: number;
}

async function listRoutes(query: { from?: string; to?: string; limit?: number }): Promise<RouteList> {
  const result = await api.GET('/api/routes', { params: { query } });
  const routes = expectOk(result);
  return { routes, total: totalCount(result.response) ?? routes.length };
}

/** The range as query parameters; an empty end is left open. */
function rangeQuery(range: DateRange): { from?: string; to?: string } {
  return { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
}

/** Routes scheduled in the range (newest first), at most 1000. */
export function useRoutesInRange(range: DateRange) {
  return useQuery({
    queryKey: [ROUTES_KEY, rangeQuery(range)],
    queryFn: () => listRoutes({ ...rangeQuery(range), limit: 1000 }),
  });
}

/** The newest routes (the dashboard shows the first 5). */
export function useRecentRoutes(limit = 5) {
  return useQuery({
    queryKey: [ROUTES_KEY, { limit }],
    queryFn: () => listRoutes({ limit }),
  });
}

/** How many routes are scheduled in the range (one row fetched, the total read from X-Total-Count). */
export function useRouteCount(range: DateRange) {
  return useQuery({
    queryKey: [ROUTES_KEY, { ...rangeQuery(range), count: true }],
    queryFn: async () => (await listRoutes({ ...rangeQuery(range), limit: 1 })).total,
  });
}

/** Routes with coordinates for the map; without a range, the newest 100. */
export function useGeocodedRoutes(range?: DateRange) {
  return useQuery<GeocodedRoute[]>({
    queryKey: [GEOCODED_KEY, range ? rangeQuery(range) : { limit: 100 }],
    queryFn: () =>
      unwrap(
        api.GET('/api/routes/geocoded', {
          params: { query: range ? { ...rangeQuery(range), limit: 1000 } : { limit: 100 } },
        }),
      ),
  });
}

export function useDashboardStats() {
  return useQuery({
    queryKey: [STATS_KEY],
    queryFn: () => unwrap(api.GET('/api/dashboard/stats')),
  });
}

/** The vehicle types with their description and default rate (public call). */
export function useVehicleTypes() {
  return useQuery<VehicleTypeInfo[]>({
    queryKey: ['/api/vehicle-types'],
    queryFn: () => unwrap(api.GET('/api/vehicle-types')),
  });
}

/** After any change to routes: lists, map view, pending list and statistics are read again. */
export function invalidateRouteData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [ROUTES_KEY, GEOCODED_KEY, PENDING_KEY, STATS_KEY].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  ).then(() => undefined);
}
