/** Plans as GeoJSON (RFC 7946) for GIS tools: per path its driven line, its start and its stops as points. */
import { clock, type PlannableRoute } from './planned-route.js';
import { fleetPaths, routePath, type PlanPath, type PlannableFleet } from './paths.js';

export interface GeoJsonFeatureCollection {
  type: 'FeatureCollection';
  features: Array<{
    type: 'Feature';
    geometry:
      | { type: 'Point'; coordinates: [number, number] }
      | { type: 'LineString'; coordinates: [number, number][] };
    properties: Record<string, string | number | null>;
  }>;
}

function pathsToGeoJson(paths: readonly PlanPath[]): GeoJsonFeatureCollection {
  const features: GeoJsonFeatureCollection['features'] = [];
  for (const path of paths) {
    if (path.line.length > 1) {
      features.push({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: path.line },
        properties: { route: path.name, kind: 'route' },
      });
    }
    if (path.start) {
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [path.start.lng, path.start.lat] },
        properties: { route: path.name, kind: 'start', address: path.start.address },
      });
    }
    for (const stop of path.stops) {
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [stop.lng, stop.lat] },
        properties: {
          route: path.name,
          kind: 'stop',
          stop: stop.order,
          address: stop.address,
          name: stop.name,
          plannedArrival: stop.arrival === null ? null : clock(stop.arrival),
        },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

export const routesToGeoJson = (routes: readonly PlannableRoute[]): GeoJsonFeatureCollection =>
  pathsToGeoJson(routes.map(routePath));

export const fleetPlanToGeoJson = (plan: PlannableFleet): GeoJsonFeatureCollection =>
  pathsToGeoJson(fleetPaths(plan));
