/**
 * The output formats of `routier optimize`:
 * - csv: one row per route in the spec's route import format (the bulk export's columns, destinations in
 *   visiting order joined by "; "), so `routier routes import` loads the plan as saved routes;
 * - json: the LocalPlan document;
 * - geojson: a FeatureCollection with one LineString per route (depot, stops, end) and one Point per stop.
 */
import { routesToCsv } from '@routier/sdk';
import type { LocalPlan, PlanRoute } from './plan.js';

export type PlanFormat = 'csv' | 'json' | 'geojson';

export interface CsvPlanOptions {
  /** Route name prefix (default "Route <date>", the quick-create panel's naming). */
  name: string;
  scheduledDate: string;
  /**
   * How places are written: `auto` writes the address when the coordinates came from geocoding it (the
   * server finds it again) and the coordinates otherwise (a label like "Dock 4" may not be found);
   * `address` writes the address whenever there is one; `coordinates` always writes "lat,lng".
   */
  places: 'auto' | 'address' | 'coordinates';
}

const coordinateLabel = (lat: number, lng: number) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/** A place in the import format. An address holding `;` (which the Destinations column would split) is
 * always written as coordinates. */
function label(
  p: { address: string | null; lat: number; lng: number; geocoded: boolean },
  mode: CsvPlanOptions['places'],
): string {
  const useAddress =
    p.address && !p.address.includes(';') && (mode === 'address' || (mode === 'auto' && p.geocoded));
  return useAddress ? (p.address as string) : coordinateLabel(p.lat, p.lng);
}

function routeName(base: string, route: PlanRoute, count: number): string {
  return count === 1 ? base : `${base} - ${route.vehicle}`;
}

export function planToCsv(plan: LocalPlan, options: CsvPlanOptions): string {
  return routesToCsv(
    plan.routes.map((r) => ({
      name: routeName(options.name, r, plan.routes.length),
      scheduledDate: options.scheduledDate,
      // Saved optimised routes are `planned` (Scheduled), as the quick-create panel saves them.
      status: 'planned',
      startLocation: label(r.start, options.places),
      destinations: r.stops.map((s) => label(s, options.places)),
      totalDistance: r.distanceKm,
      totalCost: r.cost,
      estimatedTime: r.durationMinutes,
    })),
  );
}

export function planToGeoJson(plan: LocalPlan): string {
  const features: unknown[] = [];
  plan.routes.forEach((r, i) => {
    const path = [r.start, ...r.stops, ...(r.end ? [r.end] : [])].map((p) => [p.lng, p.lat]);
    features.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: path },
      properties: {
        kind: 'route',
        route: i + 1,
        vehicle: r.vehicle,
        stops: r.stops.length,
        distanceKm: r.distanceKm,
        durationMinutes: r.durationMinutes,
        cost: r.cost,
        departure: r.departureClock,
        finish: r.finishClock,
      },
    });
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [r.start.lng, r.start.lat] },
      properties: { kind: 'start', route: i + 1, vehicle: r.vehicle, label: r.start.label },
    });
    for (const s of r.stops) {
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
        properties: {
          kind: 'stop',
          route: i + 1,
          vehicle: r.vehicle,
          order: s.order,
          index: s.index,
          id: s.id,
          name: s.name,
          address: s.address,
          priority: s.priority,
          arrival: s.arrivalClock,
        },
      });
    }
  });
  return JSON.stringify({ type: 'FeatureCollection', features }, null, 2) + '\n';
}

export function writePlan(plan: LocalPlan, format: PlanFormat, csv: CsvPlanOptions): string {
  if (format === 'csv') return planToCsv(plan, csv);
  if (format === 'geojson') return planToGeoJson(plan);
  return JSON.stringify(plan, null, 2) + '\n';
}
