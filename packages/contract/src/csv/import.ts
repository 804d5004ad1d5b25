/**
 * Reading routes from CSV, in either layout (the header tells which): the spec's route-per-row layout
 * (route-rows.ts: name, start, then destination columns or the bulk export's `Destinations`) or the
 * stop-per-row layout (stop-rows.ts: one stop per row with its constraints, rows of one route name form a
 * route). Quoted fields, a byte-order mark, `,` or `;` delimiters and blank rows are handled; unknown header
 * cells are refused by name; limits (5 MB, 10,000 routes, 200 stops a route) are checked before anything is
 * read into routes. Pure: no I/O, runs in the browser, the CLI and the server alike.
 */
import type { ParsedCsvRoute } from './parsed.js';
import { isBlankRecord, readRecords, type CsvErrorCode, type CsvRowError } from './cells.js';
import { CSV_LIMITS } from './columns.js';
import { readRouteRows } from './route-rows.js';
import { isStopRowsHeader, readStopRows } from './stop-rows.js';

export type { CsvErrorCode, CsvRowError } from './cells.js';
export type { CsvStop, ParsedCsvRoute } from './parsed.js';

export interface ParseRoutesCsvOptions {
  /** Largest accepted input in UTF-8 bytes (default 5 MB); `Infinity` to disable. */
  maxBytes?: number;
  /** Most routes accepted (default 10,000). */
  maxRows?: number;
  /** Most destinations in one route (default 200). */
  maxStopsPerRoute?: number;
  /** Stop collecting after this many row errors (default 100). */
  maxErrors?: number;
}

export type ParseRoutesCsvResult =
  | { ok: true; routes: ParsedCsvRoute[]; delimiter: string }
  | {
      ok: false;
      /** The most serious code among `errors` (size, then limits, then content). */
      code: CsvErrorCode;
      errors: CsvRowError[];
      /** The routes that were valid (never imported by the server when `ok` is false: all or nothing). */
      routes: ParsedCsvRoute[];
      delimiter: string;
    };

const SEVERITY: Record<CsvErrorCode, number> = {
  PAYLOAD_TOO_LARGE: 3,
  CSV_LIMIT_EXCEEDED: 2,
  CSV_INVALID: 1,
};

function fail(errors: CsvRowError[], routes: ParsedCsvRoute[], delimiter: string): ParseRoutesCsvResult {
  const code = errors.reduce<CsvErrorCode>(
    (worst, e) => (SEVERITY[e.code] > SEVERITY[worst] ? e.code : worst),
    'CSV_INVALID',
  );
  return { ok: false, code, errors, routes, delimiter };
}

export function parseRoutesCsv(text: string, options: ParseRoutesCsvOptions = {}): ParseRoutesCsvResult {
  const maxBytes = options.maxBytes ?? CSV_LIMITS.maxBytes;
  const maxRows = options.maxRows ?? CSV_LIMITS.maxRows;
  const limits = {
    maxStops: options.maxStopsPerRoute ?? CSV_LIMITS.maxStopsPerRoute,
    maxErrors: options.maxErrors ?? 100,
  };

  if (Number.isFinite(maxBytes) && new TextEncoder().encode(text).length > maxBytes) {
    const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
    return fail(
      [{ row: null, code: 'PAYLOAD_TOO_LARGE', message: `The CSV file is larger than ${mb} MB` }],
      [],
      ',',
    );
  }
  const { records, delimiter, errors } = readRecords(text);
  const headerIndex = records.findIndex((r) => !isBlankRecord(r));
  if (headerIndex < 0)
    return fail([{ row: null, code: 'CSV_INVALID', message: 'The CSV file is empty' }], [], delimiter);
  const stopRows = isStopRowsHeader(records[headerIndex]);
  const read = (stopRows ? readStopRows : readRouteRows)(records, headerIndex + 1, limits);
  errors.push(...read.errors);
  const routes = read.routes;
  const dataRows = records.slice(headerIndex + 1).filter((r) => !isBlankRecord(r)).length;
  if (dataRows === 0 && errors.length === 0) {
    errors.push({ row: null, code: 'CSV_INVALID', message: 'The CSV file has no routes' });
  }
  if (routes.length > maxRows || (!stopRows && dataRows > maxRows)) {
    const count = Math.max(routes.length, stopRows ? 0 : dataRows);
    errors.push({
      row: null,
      code: 'CSV_LIMIT_EXCEEDED',
      message: `The file has ${count.toLocaleString('en-US')} routes; the limit is ${maxRows.toLocaleString('en-US')}`,
    });
  }
  return errors.length
    ? fail(errors.slice(0, limits.maxErrors), routes, delimiter)
    : { ok: true, routes, delimiter };
}
