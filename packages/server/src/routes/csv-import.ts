/**
 * CSV import (POST /api/routes/upload-csv): the contract's parser (both layouts, one codec for console, CLI
 * and server), vehicles found by name, duplicates of stored routes resolved by `onConflict`, every place
 * located through the placement check, then all routes written in one transaction, or none. Any bad row answers
 * `400 CSV_INVALID` with one detail per problem (`row` 1-based, the header being row 1); over the limits
 * (10,000 rows, 200 stops in a route) `400 CSV_LIMIT_EXCEEDED`; over 5 MB `413 PAYLOAD_TOO_LARGE`.
 * A dry run checks everything the same way and writes nothing.
 */
import {
  CSV_LIMITS,
  parseRoutesCsv,
  type CsvRowError,
  type CsvStop,
  type CsvUploadRequest,
  type CsvUploadResult,
  type ParsedCsvRoute,
  type StopInput,
} from '@routier/contract';
import {
  placementDetails,
  placementError,
  placementPolicy,
  type PlacementProblem,
} from '../geo/placement/index.js';
import { HttpError, payloadTooLarge, type ErrorDetail } from '../kernel/errors.js';
import { roundKm, roundMoney } from '../kernel/money.js';
import { readStopDefaults } from '../users/settings-repository.js';
import { locateRoutes } from './route-geocoding.js';
import { vehicleIdsOf, resolveConflicts } from './csv-references.js';
import { announceRouteUpdated } from './route-events.js';
import { insertRoutes, updateRoute, type RouteFields } from './route-repository.js';
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

/**
 * The answer for a file whose places cannot all be trusted: the placement error (502, 400 or 422) with each
 * detail naming its CSV row and column; an address nothing matches stays 400 CSV_INVALID as before.
 */
function csvPlacementError(problems: readonly (PlacementProblem & { row: number })[]): HttpError {
  const error = placementError(problems);
  const details = placementDetails(problems).map((detail, i) => ({
    ...detail,
    row: problems[i].row,
    column: problems[i].field === 'startLocation' ? 'Start Location' : 'Destinations',
  }));
  const code = error.code === 'GEOCODE_FAILED' ? 'CSV_INVALID' : error.code;
  return new HttpError(error.status, code, error.message, { details });
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
  const fallbackDate = body.scheduledDate ?? today();
  const vehicleIds = await vehicleIdsOf(deps.knex, userId, parsed.routes);
  const decisions = await resolveConflicts(
    deps.knex,
    userId,
    parsed.routes.map((r) => ({ name: r.name, scheduledDate: r.scheduledDate ?? fallbackDate, row: r.row })),
    body.onConflict ?? 'error',
  );
  // Skipped routes are neither placed nor written.
  const kept = parsed.routes.flatMap((r, i) => (decisions[i].action === 'skipped' ? [] : [i]));
  const located = await locateRoutes(
    deps.geocoder,
    kept.map((i) => ({
      startLocation: parsed.routes[i].startLocation,
      stops: parsed.routes[i].destinations.map((stop) => normalizeStop(stopInputOf(stop), defaults)),
    })),
    placementPolicy(defaults, body.placement),
    { signal: deps.signal },
  );
  const problems = located.flatMap((route, k) =>
    route.problems.map((p) => ({
      ...p,
      row: parsed.routes[kept[k]].destinations[p.index ?? 0]?.row ?? parsed.routes[kept[k]].row,
    })),
  );
  if (problems.length) throw csvPlacementError(problems);

  const fields = kept.map((i, k): RouteFields => {
    const r = parsed.routes[i];
    return {
      name: r.name,
      vehicleId: vehicleIds[i],
      startLocation: r.startLocation,
      destinations: located[k].stops,
      optimizedRoute: null,
      constraints: null,
      scheduledDate: r.scheduledDate ?? fallbackDate,
      totalDistance: r.totalDistance === null ? null : roundKm(r.totalDistance),
      estimatedTime: r.estimatedTime,
      totalCost: r.totalCost === null ? null : roundMoney(r.totalCost),
      status: r.status ?? 'pending',
      totalsStale: false,
    };
  });
  // The plan's monthly routes are checked for a dry run too, so a check says what the import would meet.
  await deps.plans.check(userId, 'routes', decisions.filter((d) => d.action === 'created').length);
  const ids = new Map<number, number>();
  if (!dryRun) {
    await deps.knex.transaction(async (trx) => {
      const created = kept.filter((i) => decisions[i].action === 'created');
      const newIds = await insertRoutes(
        trx,
        userId,
        created.map((i) => fields[kept.indexOf(i)]),
      );
      created.forEach((i, n) => ids.set(i, newIds[n]));
      for (const i of kept.filter((x) => decisions[x].action === 'replaced')) {
        const existing = decisions[i].existing!;
        const replaced = await updateRoute(trx, userId, existing.id, fields[kept.indexOf(i)]);
        if (replaced) await announceRouteUpdated(trx, deps.events, userId, replaced);
        ids.set(i, existing.id);
      }
    });
  }
  const count = (action: string) => (dryRun ? 0 : decisions.filter((d) => d.action === action).length);
  return {
    dryRun,
    routesCreated: count('created'),
    routesReplaced: count('replaced'),
    routesSkipped: decisions.filter((d) => d.action === 'skipped').length,
    routes: parsed.routes.map((r, i) => ({
      id: ids.get(i) ?? decisions[i].existing?.id ?? null,
      row: r.row,
      name: r.name,
      startLocation: r.startLocation,
      scheduledDate: r.scheduledDate ?? fallbackDate,
      destinationCount: r.destinations.length,
      action: decisions[i].action,
    })),
  };
}

/** A parsed CSV stop as the API's stop input: fields the file leaves empty take the user's defaults. */
function stopInputOf(stop: CsvStop): StopInput {
  const input: StopInput = { address: stop.address, specialRequirements: stop.specialRequirements };
  if (stop.name !== null) input.name = stop.name;
  if (stop.lat !== null && stop.lng !== null) [input.lat, input.lng] = [stop.lat, stop.lng];
  if (stop.priority !== null) input.priority = stop.priority;
  if (stop.demand !== null) input.demand = stop.demand;
  if (stop.serviceTime !== null) input.serviceTime = stop.serviceTime;
  if (stop.timeWindow !== null) input.timeWindow = stop.timeWindow;
  if (stop.notes !== null) input.notes = stop.notes;
  return input;
}
