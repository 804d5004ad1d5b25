/**
 * The stop-per-row export: one row per stop in the order the driver follows (the optimised order, with the
 * planned arrival and departure), every constraint of the stop in its own column, the route's vehicle by name.
 * `parseRoutesCsv` reads it back into the same routes and stops (in that order): the round trip is lossless.
 */
import { clock, plannedRoute, type PlannableRoute } from '../formats/planned-route.js';
import { STOP_ROW_COLUMNS } from './columns.js';
import { cell, write, type CsvWriteOptions } from './write.js';

export interface StopRowsRoute extends PlannableRoute {
  /** The route's vehicle's name (written so an import can find it again), or null. */
  vehicleName?: string | null;
}

export function routesToStopRowsCsv(routes: readonly StopRowsRoute[], options: CsvWriteOptions = {}): string {
  const rows: string[][] = [];
  for (const route of routes) {
    for (const { stop, order, arrival, departure } of plannedRoute(route).stops) {
      const window = stop.timeWindow ?? null;
      rows.push([
        cell(route.name),
        cell(route.startLocation),
        cell(route.scheduledDate),
        cell(route.vehicleName ?? null),
        cell(order),
        cell(stop.address),
        cell(stop.name ?? null),
        cell(stop.lat),
        cell(stop.lng),
        cell(stop.priority ?? null),
        cell(stop.demand ?? null),
        cell(stop.serviceTime ?? null),
        window ? clock(window.start) : '',
        window ? clock(window.end) : '',
        (stop.specialRequirements ?? []).join(';'),
        cell(stop.notes ?? null),
        clock(arrival),
        clock(departure),
      ]);
    }
  }
  return write(STOP_ROW_COLUMNS, rows, options);
}
