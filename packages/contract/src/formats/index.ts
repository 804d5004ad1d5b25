/** The plan exports beside CSV: GeoJSON for GIS tools, GPX for navigation apps; routes and fleet plans. */
export { routesToGeoJson, fleetPlanToGeoJson, type GeoJsonFeatureCollection } from './geojson.js';
export { routesToGpx, fleetPlanToGpx } from './gpx.js';
export type { PlannableRoute, PlannableStop } from './planned-route.js';
export type { PlannableFleet } from './paths.js';
