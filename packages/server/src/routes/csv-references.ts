/**
 * What a CSV file refers to that is already stored: its vehicles by name (stop-per-row `vehicle` column) and
 * the stored routes it would duplicate (same name and scheduled date). Unknown or ambiguous vehicle names are
 * refused by row and column; duplicates are resolved by `onConflict`.
 */
import type { CsvUploadRequest, ParsedCsvRoute } from '@routier/contract';
import type { Knex } from 'knex';
import { HttpError, type ErrorDetail } from '../kernel/errors.js';
import { findVehiclesByNames } from '../vehicles/vehicle-repository.js';
import { findRoutesByNameAndDate, type RouteRecord } from './route-repository.js';

const key = (name: string) => name.trim().toLowerCase();

/** The vehicle id of each route (null without a `vehicle`), or the 400 naming the rows whose name is no vehicle. */
export async function vehicleIdsOf(
  knex: Knex,
  userId: number,
  routes: readonly ParsedCsvRoute[],
): Promise<(number | null)[]> {
  const names = routes.flatMap((r) => (r.vehicle ? [r.vehicle] : []));
  const byName = new Map<string, number[]>();
  for (const v of await findVehiclesByNames(knex, userId, names)) {
    byName.set(key(v.name), [...(byName.get(key(v.name)) ?? []), v.id]);
  }
  const details: ErrorDetail[] = [];
  const ids = routes.map((r) => {
    if (!r.vehicle) return null;
    const found = byName.get(key(r.vehicle)) ?? [];
    if (found.length === 1) return found[0];
    details.push({
      row: r.row,
      column: 'vehicle',
      code: 'CSV_INVALID',
      message:
        found.length === 0
          ? `Row ${r.row}: no vehicle is named '${r.vehicle}' (Fleet Management lists your vehicles)`
          : `Row ${r.row}: ${found.length} vehicles are named '${r.vehicle}'; rename them so each name is one vehicle`,
    });
    return null;
  });
  if (details.length) throw new HttpError(400, 'CSV_INVALID', details[0].message, { details });
  return ids;
}

export type ConflictAction = 'created' | 'replaced' | 'skipped';

/**
 * Per route of the file: what the import does (`created`, `replaced`, `skipped`) and the stored route it
 * concerns. `onConflict=error` answers 409 naming every duplicate. Two routes of one file with the same name
 * and date are imported as they are (the file says so).
 */
export async function resolveConflicts(
  knex: Knex,
  userId: number,
  routes: readonly { name: string; scheduledDate: string; row: number }[],
  onConflict: NonNullable<CsvUploadRequest['onConflict']>,
): Promise<{ action: ConflictAction; existing: RouteRecord | null }[]> {
  if (onConflict === 'new') return routes.map(() => ({ action: 'created', existing: null }));
  const stored = await findRoutesByNameAndDate(
    knex,
    userId,
    routes.map((r) => ({ name: r.name, date: r.scheduledDate })),
  );
  const byKey = new Map<string, RouteRecord>();
  for (const route of stored)
    byKey.set(
      `${key(route.name)}|${route.scheduledDate}`,
      byKey.get(`${key(route.name)}|${route.scheduledDate}`) ?? route,
    );
  const matches = routes.map((r) => byKey.get(`${key(r.name)}|${r.scheduledDate}`) ?? null);
  if (onConflict === 'error' && matches.some((m) => m !== null)) {
    const details: ErrorDetail[] = routes.flatMap((r, i) =>
      matches[i]
        ? [
            {
              row: r.row,
              column: 'Route Name',
              code: 'CONFLICT',
              message: `Row ${r.row}: route '${r.name}' on ${r.scheduledDate} already exists (route ${matches[i]!.id})`,
            },
          ]
        : [],
    );
    const count = details.length;
    throw new HttpError(
      409,
      'CONFLICT',
      `${count} route${count === 1 ? '' : 's'} of the file already exist${count === 1 ? 's' : ''} ` +
        "(same name and date); import with onConflict 'skip', 'replace' or 'new'. " +
        details[0].message,
      { details },
    );
  }
  return matches.map((existing) =>
    existing === null
      ? { action: 'created', existing: null }
      : { action: onConflict === 'skip' ? 'skipped' : 'replaced', existing },
  );
}
