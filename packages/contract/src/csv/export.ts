import { BULK_COLUMNS, DESTINATION_SEPARATOR, SINGLE_ROUTE_COLUMNS } from './columns.js';
import { visitingOrder } from '../formats/planned-route.js';
import { cell, write, type CsvWriteOptions } from './write.js';

export type { CsvWriteOptions } from './write.js';

/** What the bulk export reads of a route (a `Route` of the API fits). */
export interface ExportableRoute {
  name: string;
  scheduledDate: string | null;
  status: string;
  startLocation: string;
  destinations: ReadonlyArray<string | { address: string }>;
  totalDistance: number | string | null;
  totalCost: number | string | null;
  estimatedTime: number | string | null;
  /** The stored plan: its visiting order orders the destinations (stops it left out follow). */
  optimizedRoute?: unknown;
  totalsStale?: boolean;
}

/** What the single-route export reads of a stop (a `Stop` of the API fits). */
export interface ExportableStop {
  address: string;
  priority?: string | null;
  lat?: number | null;
  lng?: number | null;
  notes?: string | null;
}

/**
 * The bulk export: one row per route with the spec's columns; destinations joined by `; ` in the order
 * the driver follows (the stored plan's, when current); empty cells for missing numbers. `parseRoutesCsv` reads it back unchanged.
 */
/** The destinations' addresses in the plan's visiting order, those it left out after; else as entered. */
function inVisitingOrder(route: ExportableRoute): string[] {
  const addresses = route.destinations.map((d) => (typeof d === 'string' ? d : d.address));
  const order = visitingOrder(route);
  const visited = new Set(order);
  return [...order, ...addresses.map((_, i) => i + 1).filter((i) => !visited.has(i))].map(
    (i) => addresses[i - 1],
  );
}

export function routesToCsv(routes: readonly ExportableRoute[], options: CsvWriteOptions = {}): string {
  const rows = routes.map((route) => [
    cell(route.name),
    cell(route.scheduledDate),
    cell(route.status),
    cell(route.startLocation),
    cell(inVisitingOrder(route).join(DESTINATION_SEPARATOR)),
    cell(route.totalDistance),
    cell(route.totalCost),
    cell(route.estimatedTime),
  ]);
  return write(BULK_COLUMNS, rows, options);
}

/**
 * The single-route export: one row per stop, numbered from 1. With `sequence` (1-based stop indices, as
 * optimisation answers give them) the stops are written in that order, numbered in visiting order.
 */
export function routeStopsToCsv(
  stops: readonly ExportableStop[],
  options: CsvWriteOptions & { sequence?: readonly number[] } = {},
): string {
  const ordered = options.sequence
    ? options.sequence.map((i) => stops[i - 1]).filter((s) => s !== undefined)
    : stops;
  const rows = ordered.map((stop, i) => [
    String(i + 1),
    cell(stop.address),
    cell(stop.priority),
    cell(stop.lat),
    cell(stop.lng),
    cell(stop.notes),
  ]);
  return write(SINGLE_ROUTE_COLUMNS, rows, options);
}

/** The bulk export's file name for a date range: `routes-2025-03-03-to-2025-03-09.csv`. */
export function bulkExportFileName(from: string, to: string): string {
  return `routes-${from}-to-${to}.csv`;
}

/** A single route's export file name: its name made file-safe, e.g. `route-north-loop.csv`. */
export function routeExportFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `route-${slug || 'export'}.csv`;
}
