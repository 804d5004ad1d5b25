import Papa from 'papaparse';
import { BULK_COLUMNS, DESTINATION_SEPARATOR, SINGLE_ROUTE_COLUMNS } from './columns.js';

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
}

/** What the single-route export reads of a stop (a `Stop` of the API fits). */
export interface ExportableStop {
  address: string;
  priority?: string | null;
  lat?: number | null;
  lng?: number | null;
  notes?: string | null;
}

export interface CsvWriteOptions {
  /** Field delimiter (default `,`). */
  delimiter?: ',' | ';';
  /** Prefix a UTF-8 byte-order mark so spreadsheet programs detect the encoding (default false). */
  bom?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Text of one cell. Text starting like a spreadsheet formula (= + - @ tab CR) gets a leading `'` so
 * spreadsheets show it instead of running it (numbers such as -97.67 excepted); parseRoutesCsv removes
 * that prefix again.
 */
function cell(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

function write(fields: readonly string[], rows: string[][], options: CsvWriteOptions): string {
  const text = Papa.unparse(
    { fields: [...fields], data: rows },
    { delimiter: options.delimiter ?? ',', newline: '\r\n' },
  );
  return (options.bom ? '\uFEFF' : '') + text + '\r\n';
}

/**
 * The bulk export: one row per route with the spec's columns; destinations joined by `; `; empty cells
 * for missing numbers. `parseRoutesCsv` reads it back unchanged.
 */
export function routesToCsv(routes: readonly ExportableRoute[], options: CsvWriteOptions = {}): string {
  const rows = routes.map((route) => [
    cell(route.name),
    cell(route.scheduledDate),
    cell(route.status),
    cell(route.startLocation),
    cell(route.destinations.map((d) => (typeof d === 'string' ? d : d.address)).join(DESTINATION_SEPARATOR)),
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
