import type { FleetOptimizationStatus, FleetSolution, VehicleUtilization } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedAny, toCount, toIso, toNumberOrNull } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';
import { storedStopsOf, type StoredStop } from '../routes/stops.js';

/** A saved fleet optimisation: km and dollars; vehicle ids are a snapshot (no foreign key). */
export interface FleetOptimizationRecord {
  id: number;
  userId: number;
  name: string;
  startLocation: string;
  destinations: StoredStop[];
  vehicleIds: number[];
  optimizedSolution: FleetSolution | null;
  totalDistance: number | null;
  totalCost: number | null;
  vehicleUtilization: VehicleUtilization[];
  status: FleetOptimizationStatus;
  createdAt: string;
  updatedAt: string;
}

export type FleetOptimizationFields = Omit<
  FleetOptimizationRecord,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

interface FleetOptimizationRow {
  id: number;
  user_id: number;
  name: string;
  start_location: string;
  destinations: unknown;
  vehicle_ids: number[] | string;
  optimized_solution: FleetSolution | string | null;
  total_distance: string | null;
  total_cost: string | null;
  vehicle_utilization: VehicleUtilization[] | string | null;
  status: string;
  created_at: Date;
  updated_at: Date;
}

const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function toFleetOptimization(row: FleetOptimizationRow): FleetOptimizationRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    startLocation: row.start_location,
    destinations: storedStopsOf(row.destinations),
    vehicleIds: json(row.vehicle_ids) ?? [],
    optimizedSolution: json(row.optimized_solution),
    totalDistance: toNumberOrNull(row.total_distance),
    totalCost: toNumberOrNull(row.total_cost),
    vehicleUtilization: json(row.vehicle_utilization) ?? [],
    status: row.status as FleetOptimizationStatus,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export async function insertFleetOptimization(
  db: Queryable,
  userId: number,
  fields: FleetOptimizationFields,
): Promise<FleetOptimizationRecord> {
  const [row] = (await db('fleet_optimizations')
    .insert({
      user_id: userId,
      name: fields.name,
      start_location: fields.startLocation,
      // jsonb columns take JSON text: pg would send JS arrays as PostgreSQL array literals.
      destinations: JSON.stringify(fields.destinations),
      vehicle_ids: JSON.stringify(fields.vehicleIds),
      optimized_solution: fields.optimizedSolution === null ? null : JSON.stringify(fields.optimizedSolution),
      total_distance: fields.totalDistance,
      total_cost: fields.totalCost,
      vehicle_utilization: JSON.stringify(fields.vehicleUtilization),
      status: fields.status,
    })
    .returning('*')) as FleetOptimizationRow[];
  return toFleetOptimization(row);
}

/** A re-plan's new stops, solution, totals and utilisation; undefined when the record is gone. */
export async function updateFleetPlan(
  db: Queryable,
  userId: number,
  id: number,
  fields: Pick<
    FleetOptimizationFields,
    'destinations' | 'optimizedSolution' | 'totalDistance' | 'totalCost' | 'vehicleUtilization'
  >,
): Promise<FleetOptimizationRecord | undefined> {
  const [row] = (await db('fleet_optimizations')
    .where({ id, user_id: userId })
    .update({
      destinations: JSON.stringify(fields.destinations),
      optimized_solution: fields.optimizedSolution === null ? null : JSON.stringify(fields.optimizedSolution),
      total_distance: fields.totalDistance,
      total_cost: fields.totalCost,
      vehicle_utilization: JSON.stringify(fields.vehicleUtilization),
      updated_at: db.fn.now(),
    })
    .returning('*')) as FleetOptimizationRow[];
  return row ? toFleetOptimization(row) : undefined;
}

export async function listFleetOptimizations(
  db: Queryable,
  userId: number,
  page: Page,
): Promise<Paged<FleetOptimizationRecord>> {
  const base = db('fleet_optimizations').where({ user_id: userId });
  const [rows, countRow] = await Promise.all([
    base.clone().select('*').orderBy(NEWEST_FIRST).limit(page.limit).offset(page.offset) as Promise<
      FleetOptimizationRow[]
    >,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { items: rows.map(toFleetOptimization), total: toCount(countRow) };
}

export async function findFleetOptimization(
  db: Queryable,
  userId: number,
  id: number,
): Promise<FleetOptimizationRecord | undefined> {
  const row = (await db('fleet_optimizations').where({ id, user_id: userId }).first()) as
    FleetOptimizationRow | undefined;
  return row ? toFleetOptimization(row) : undefined;
}

export async function deleteFleetOptimization(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('fleet_optimizations').where({ id, user_id: userId }).delete());
}

/** How many fleet optimisations the user has saved (the dashboard's figure). */
export async function countFleetOptimizations(db: Queryable, userId: number): Promise<number> {
  return toCount(
    (await db('fleet_optimizations').where({ user_id: userId }).count({ count: '*' }).first()) as
      { count: unknown } | undefined,
  );
}
