import type { Knex } from 'knex';
import type { VehicleCreate, VehicleUpdate } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { HttpError, notFound } from '../kernel/errors.js';
import { roundKm, roundMoney } from '../kernel/money.js';
import {
  findVehicle,
  findVehiclesByIds,
  insertVehicle,
  updateVehicle as updateVehicleRow,
  type VehicleFields,
  type VehicleRecord,
} from './vehicle-repository.js';

/** Defaults of document 1's vehicles table: active, 8 work hours, 500 km per route, no special features. */
export const VEHICLE_DEFAULTS = { isActive: true, maxWorkHours: 8, maxDistance: 500 } as const;

export const vehicleNotFound = (id: number) => notFound(`Vehicle ${id} not found`, 'VEHICLE_NOT_FOUND');

const roundCapacity = (capacity: number | null | undefined) =>
  capacity === null || capacity === undefined ? capacity : roundKm(capacity);

export async function createVehicle(
  db: Queryable,
  userId: number,
  input: VehicleCreate,
): Promise<VehicleRecord> {
  const fields: VehicleFields = {
    name: input.name.trim(),
    type: input.type,
    capacity: roundCapacity(input.capacity) ?? null,
    costPerKm: roundMoney(input.costPerKm),
    isActive: input.isActive ?? VEHICLE_DEFAULTS.isActive,
    maxWorkHours: input.maxWorkHours ?? VEHICLE_DEFAULTS.maxWorkHours,
    maxDistance: roundKm(input.maxDistance ?? VEHICLE_DEFAULTS.maxDistance),
    specialFeatures: input.specialFeatures ?? [],
  };
  return insertVehicle(db, userId, fields);
}

/** Creates every vehicle in one transaction (all or none), in the order given. */
export async function createVehicles(
  knex: Knex,
  userId: number,
  inputs: readonly VehicleCreate[],
): Promise<VehicleRecord[]> {
  return knex.transaction(async (trx) => {
    const created: VehicleRecord[] = [];
    for (const input of inputs) created.push(await createVehicle(trx, userId, input));
    return created;
  });
}

/** One of the user's vehicles, else 404 VEHICLE_NOT_FOUND (another user's vehicle looks missing). */
export async function getVehicle(db: Queryable, userId: number, id: number): Promise<VehicleRecord> {
  const vehicle = await findVehicle(db, userId, id);
  if (!vehicle) throw vehicleNotFound(id);
  return vehicle;
}

export async function updateVehicle(
  db: Queryable,
  userId: number,
  id: number,
  input: VehicleUpdate,
): Promise<VehicleRecord> {
  const fields: Partial<VehicleFields> = {
    name: input.name?.trim(),
    type: input.type,
    capacity: roundCapacity(input.capacity),
    costPerKm: input.costPerKm === undefined ? undefined : roundMoney(input.costPerKm),
    isActive: input.isActive,
    maxWorkHours: input.maxWorkHours,
    maxDistance: input.maxDistance === undefined ? undefined : roundKm(input.maxDistance),
    specialFeatures: input.specialFeatures,
  };
  const vehicle = await updateVehicleRow(db, userId, id, fields);
  if (!vehicle) throw vehicleNotFound(id);
  return vehicle;
}

/**
 * The user's vehicles with these ids, in order, for a request body that names them (a saved fleet
 * optimisation, a route's vehicleId). Any id that is not one of the user's answers 404 VEHICLE_NOT_FOUND
 * (the ownership rule: another user's vehicle is as missing as one that never existed) with a detail per
 * id, `field` pointing at it (`vehicleIds.1`, or `field` as given for a single id).
 */
export async function requireVehicles(
  db: Queryable,
  userId: number,
  ids: readonly number[],
  field = 'vehicleIds',
): Promise<VehicleRecord[]> {
  const vehicles = await findVehiclesByIds(db, userId, ids);
  if (vehicles.length === ids.length) return vehicles;
  const found = new Set(vehicles.map((v) => v.id));
  const details = ids.flatMap((id, i) =>
    found.has(id)
      ? []
      : [
          {
            field: ids.length === 1 && !field.endsWith('s') ? field : `${field}.${i}`,
            code: 'VEHICLE_NOT_FOUND',
            message: `Vehicle ${id} not found`,
            value: id,
          },
        ],
  );
  throw new HttpError(404, 'VEHICLE_NOT_FOUND', details[0].message, { details });
}
