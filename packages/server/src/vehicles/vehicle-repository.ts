import type { SpecialRequirement, VehicleType } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedAny, toCount, toIso, toNumber, toNumberOrNull } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';

/** A vehicle as the server uses it: money in dollars, capacity kg (null = no limit), distance km. */
export interface VehicleRecord {
  id: number;
  userId: number;
  name: string;
  type: VehicleType;
  capacity: number | null;
  costPerKm: number;
  isActive: boolean;
  maxWorkHours: number;
  maxDistance: number;
  specialFeatures: SpecialRequirement[];
  createdAt: string;
}

/** Columns a create or update may set (money and capacity already rounded by the service). */
export interface VehicleFields {
  name: string;
  type: VehicleType;
  capacity: number | null;
  costPerKm: number;
  isActive: boolean;
  maxWorkHours: number;
  maxDistance: number;
  specialFeatures: SpecialRequirement[];
}

interface VehicleRow {
  id: number;
  user_id: number;
  name: string;
  type: string;
  capacity: string | null;
  cost_per_km: string;
  is_active: boolean;
  max_work_hours: number;
  max_distance: string;
  special_features: SpecialRequirement[] | null;
  created_at: Date;
}

function toVehicle(row: VehicleRow): VehicleRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    type: row.type as VehicleType,
    capacity: toNumberOrNull(row.capacity),
    costPerKm: toNumber(row.cost_per_km),
    isActive: row.is_active,
    maxWorkHours: row.max_work_hours,
    maxDistance: toNumber(row.max_distance),
    specialFeatures: row.special_features ?? [],
    createdAt: toIso(row.created_at),
  };
}

const COLUMNS: Record<keyof VehicleFields, string> = {
  name: 'name',
  type: 'type',
  capacity: 'capacity',
  costPerKm: 'cost_per_km',
  isActive: 'is_active',
  maxWorkHours: 'max_work_hours',
  maxDistance: 'max_distance',
  specialFeatures: 'special_features',
};

function toColumns(fields: Partial<VehicleFields>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof VehicleFields, string][]) {
    const value = fields[key];
    if (value === undefined) continue;
    // jsonb columns take JSON text: pg would send a JS array as a PostgreSQL array literal.
    out[column] = key === 'specialFeatures' ? JSON.stringify(value) : value;
  }
  return out;
}

export async function insertVehicle(
  db: Queryable,
  userId: number,
  fields: VehicleFields,
): Promise<VehicleRecord> {
  const [row] = (await db('vehicles')
    .insert({ user_id: userId, ...toColumns(fields) })
    .returning('*')) as VehicleRow[];
  return toVehicle(row);
}

/** The user's vehicles, newest first; `isActive` filters when given. */
export async function listVehicles(
  db: Queryable,
  userId: number,
  filter: { isActive?: boolean },
  page: Page,
): Promise<Paged<VehicleRecord>> {
  const base = db('vehicles').where({ user_id: userId });
  if (filter.isActive !== undefined) base.where({ is_active: filter.isActive });
  const [rows, countRow] = await Promise.all([
    base.clone().select('*').orderBy(NEWEST_FIRST).limit(page.limit).offset(page.offset) as Promise<
      VehicleRow[]
    >,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { items: rows.map(toVehicle), total: toCount(countRow) };
}

/** One of the user's vehicles; undefined when missing or another user's. */
export async function findVehicle(
  db: Queryable,
  userId: number,
  id: number,
): Promise<VehicleRecord | undefined> {
  const row = (await db('vehicles').where({ id, user_id: userId }).first()) as VehicleRow | undefined;
  return row ? toVehicle(row) : undefined;
}

/** The user's vehicles among `ids`, in the order of `ids` (ids that are not the user's are left out). */
export async function findVehiclesByIds(
  db: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<VehicleRecord[]> {
  if (ids.length === 0) return [];
  const rows = (await db('vehicles')
    .where({ user_id: userId })
    .whereIn('id', [...new Set(ids)])) as VehicleRow[];
  const byId = new Map(rows.map((row) => [row.id, toVehicle(row)]));
  return ids.map((id) => byId.get(id)).filter((v): v is VehicleRecord => v !== undefined);
}

/** The user's vehicles whose name is one of `names` (compared trimmed and case-insensitively). */
export async function findVehiclesByNames(
  db: Queryable,
  userId: number,
  names: readonly string[],
): Promise<VehicleRecord[]> {
  if (names.length === 0) return [];
  const keys = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  const rows = (await db('vehicles')
    .where({ user_id: userId })
    .whereRaw(`lower(trim(name)) in (${keys.map(() => '?').join(', ')})`, keys)
    .orderBy('id')) as VehicleRow[];
  return rows.map(toVehicle);
}

export async function updateVehicle(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<VehicleFields>,
): Promise<VehicleRecord | undefined> {
  const [row] = (await db('vehicles')
    .where({ id, user_id: userId })
    .update({ ...toColumns(fields), updated_at: db.fn.now() })
    .returning('*')) as VehicleRow[];
  return row ? toVehicle(row) : undefined;
}

/** Deletes one of the user's vehicles (routes keep existing with vehicle_id null); false when not found. */
export async function deleteVehicle(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('vehicles').where({ id, user_id: userId }).delete());
}

/** How many vehicles the user has, and how many are active (the dashboard's fleet figures). */
export async function countVehicles(
  db: Queryable,
  userId: number,
): Promise<{ total: number; active: number }> {
  const row = (await db('vehicles')
    .where({ user_id: userId })
    .select(db.raw('count(*) as total'), db.raw('count(*) filter (where is_active) as active'))
    .first()) as { total: unknown; active: unknown } | undefined;
  return { total: toCount({ count: row?.total }), active: toCount({ count: row?.active }) };
}
