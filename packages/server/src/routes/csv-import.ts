/**
 * CSV import (POST /api/routes/upload-csv): the SDK's parser (one CSV format for console, CLI and server),
 * then every place located, then all routes written in one transaction, or none. Any bad row answers
 * `400 CSV_INVALID` with one detail per problem (`row` 1-based, the header being row 1); over the limits
 * (10,000 rows, 200 stops in a route) `400 CSV_LIMIT_EXCEEDED`; over 5 MB `413 PAYLOAD_TOO_LARGE`.
 * A dry run checks everything the same way and writes nothing.
 */
import {
  CSV_LIMITS,
  parseRoutesCsv,
  type CsvRowError,
  type CsvUploadRequest,
  type CsvUploadResult,
  type ParsedCsvRoute,
} from '@routier/sdk';
import { HttpError, payloadTooLarge, type ErrorDetail } from '../http/errors.js';
import { roundKm, roundMoney } from '../pricing/money.js';
import { readStopDefaults } from '../users/settings-repository.js';
import { locateRoutes } from './route-geocoding.js';
import { insertRoutes, type RouteFields } from './route-repository.js';
import { today, type RouteDeps } from './route-service.js';
import { normalizeStop } from './stops.js';

export const CSV_MAX_MB = CSV_LIMITS.maxBytes / (1024 * 1024);

/** The 413 for a file over the limit (also checked before validation, see route-handlers.ts). */
export const csvTooLarge = () => payloadTooLarge(`The CSV file is larger than ${CSV_MAX_MB} MB`);

const rowPrefix = (row: number | null | undefined) => (row ? `Row ${row}: ` : '');

function csvError(code: 'CSV_INVALID' | 'CSV_LIMIT_EXCEEDED', details: ErrorDetail[]): HttpError {
  const first = details[0];
  const more =
    details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : '';
  return new HttpError(400, code, `${rowPrefix(first.row)}${first.message}${more}`, { details });
}

function parseErrorDetails(errors: readonly CsvRowError[]): ErrorDetail[] {
  return errors.map((e) => ({
    ...(e.row === null ? {} : { row: e.row }),
    ...(e.column ? { column: e.column } : {}),
    code: e.code,
    message: e.message,
  }));
}

/** Largest value the numeric(10,2) columns hold, and the integer minutes column. */
const MAX_AMOUNT = 99_999_999.99;
const MAX_MINUTES = 2_147_483_647;

/** Figures a row carries that storage cannot hold (the parser already refused negatives). */
function storageProblems(route: ParsedCsvRoute): ErrorDetail[] {
  const checks: Array<[number | null, number, string]> = [
    [route.totalDistance, MAX_AMOUNT, 'Total Distance (km)'],
    [route.totalCost, MAX_AMOUNT, 'Total Cost ($)'],
    [route.estimatedTime, MAX_MINUTES, 'Estimated Time (min)'],
  ];
  return checks.flatMap(([value, max, column]) =>
    value !== null && value > max
      ? [{ row: route.row, column, code: 'CSV_INVALID', message: `${column} must be at most ${max}` }]
      : [],
  );
}

export async function importRoutesCsv(
  deps: RouteDeps,
  userId: number,
  body: CsvUploadRequest,
  dryRun: boolean,
): Promise<CsvUploadResult> {
  const parsed = parseRoutesCsv(body.csvData);
  if (!parsed.ok) {
    if (parsed.code === 'PAYLOAD_TOO_LARGE') throw csvTooLarge();
    throw csvError(parsed.code, parseErrorDetails(parsed.errors));
  }

  const tooBig = parsed.routes.flatMap((r) => storageProblems(r));
  if (tooBig.length) throw csvError('CSV_INVALID', tooBig);

  const defaults = await readStopDefaults(deps.knex, userId);
  const located = await locateRoutes(
    deps.geocoder,
    parsed.routes.map((r) => ({
      startLocation: r.startLocation,
      stops: r.destinations.map((address) => normalizeStop(address, defaults)),
    })),
    { signal: deps.signal },
  );
  const failures = located.flatMap((route, i) =>
    route.failures.map((f) => ({ ...f, row: parsed.routes[i].row })),
  );
  if (failures.length) {
    const details: ErrorDetail[] = failures.map((f) => ({
      row: f.row,
      column: f.field === 'startLocation' ? 'Start Location' : 'Destinations',
      code: f.upstream ? 'UPSTREAM_ERROR' : 'GEOCODE_FAILED',
      message: f.message,
    }));
    const upstream = failures.find((f) => f.upstream);
    if (upstream) {
      throw new HttpError(502, 'UPSTREAM_ERROR', `The geocoding service failed: ${upstream.message}`, {
        details,
      });
    }
    throw csvError('CSV_INVALID', details);
  }

  const fallbackDate = body.scheduledDate ?? today();
  const routes: RouteFields[] = parsed.routes.map((r, i) => ({
    name: r.name,
    vehicleId: null,
    startLocation: r.startLocation,
    destinations: located[i].stops,
    optimizedRoute: null,
    constraints: null,
    scheduledDate: r.scheduledDate ?? fallbackDate,
    totalDistance: r.totalDistance === null ? null : roundKm(r.totalDistance),
    estimatedTime: r.estimatedTime,
    totalCost: r.totalCost === null ? null : roundMoney(r.totalCost),
    status: r.status ?? 'pending',
  }));
  const ids = dryRun ? [] : await deps.knex.transaction((trx) => insertRoutes(trx, userId, routes));
  return {
    dryRun,
    routesCreated: ids.length,
    routes: parsed.routes.map((r, i) => ({
      id: dryRun ? null : ids[i],
      row: r.row,
      name: r.name,
      startLocation: r.startLocation,
      scheduledDate: routes[i].scheduledDate as string,
      destinationCount: r.destinations.length,
    })),
  };
}
