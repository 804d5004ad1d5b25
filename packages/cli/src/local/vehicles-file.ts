/**
 * The vehicles of a local optimisation: a `--vehicles` file (JSON array or `{ "vehicles": [...] }`, or CSV
 * with one vehicle per row), the `vehicles` of a JSON stops file, or one default vehicle without limits.
 * A field left out is no limit; money in dollars, capacity in kg, distances in km, times as HH:MM.
 */
import { UsageError } from '../io/errors.js';
import { VEHICLE_FIELDS } from './fields.js';
import { makePlace, parseClock, PlaceError, type Place } from './places.js';
import {
  asList,
  asNumber,
  asText,
  csvRecords,
  jsonRecords,
  parseJson,
  Problems,
  type RawRecord,
} from './records.js';
import {
  DEFAULT_VEHICLE_TYPE,
  isVehicleType,
  VEHICLE_TYPE_DEFAULTS,
  type VehicleTypeName,
} from './vehicle-types.js';

export interface LocalVehicle {
  name: string;
  type: VehicleTypeName;
  capacityKg: number | null;
  costPerKm: number;
  costPerHour: number;
  fixedCost: number;
  maxWorkHours: number | null;
  maxDistanceKm: number | null;
  maxStops: number | null;
  /** Minutes after midnight. */
  shiftStart: number;
  shiftEnd: number | null;
  /** null: the depot. */
  start: Place | null;
  /** null: back to its start; 'open': the route ends at its last stop. */
  end: Place | null | 'open';
  features: string[];
}

/** Departure when the file names none: 08:00, the product's default schedule start. */
export const DEFAULT_SHIFT_START = 480;

export function defaultVehicle(): LocalVehicle {
  return {
    name: 'Vehicle 1',
    type: DEFAULT_VEHICLE_TYPE,
    capacityKg: null,
    costPerKm: VEHICLE_TYPE_DEFAULTS[DEFAULT_VEHICLE_TYPE].ratePerKm,
    costPerHour: 0,
    fixedCost: 0,
    maxWorkHours: null,
    maxDistanceKm: null,
    maxStops: null,
    shiftStart: DEFAULT_SHIFT_START,
    shiftEnd: null,
    start: null,
    end: null,
    features: [],
  };
}

function positive(
  r: RawRecord,
  field: string,
  problems: Problems,
  options: { integer?: boolean; zero?: boolean } = {},
): number | null {
  const n = asNumber(r.values[field]);
  if (n === undefined) return null;
  const ok =
    Number.isFinite(n) && (options.zero ? n >= 0 : n > 0) && (!options.integer || Number.isInteger(n));
  if (!ok) {
    problems.add(
      r.where,
      `${field} must be ${options.integer ? 'a whole number' : 'a number'} ${options.zero ? 'of 0 or more' : 'above 0'}`,
    );
    return null;
  }
  return n;
}

function place(r: RawRecord, field: 'start' | 'end', name: string, problems: Problems): Place | null {
  const t = asText(r.values[field]);
  if (!t) return null;
  try {
    return makePlace(t, null, null, `vehicle '${name}' ${field}`);
  } catch (error) {
    if (error instanceof PlaceError) problems.add(r.where, error.message);
    else throw error;
    return null;
  }
}

function toVehicles(r: RawRecord, n: number, problems: Problems): LocalVehicle[] {
  const v = r.values;
  const name = asText(v.name) ?? `Vehicle ${n}`;
  const typeText = (asText(v.type) ?? DEFAULT_VEHICLE_TYPE).toLowerCase();
  const type = isVehicleType(typeText) ? typeText : DEFAULT_VEHICLE_TYPE;
  if (!isVehicleType(typeText)) problems.add(r.where, `type must be cargo_van, standard_truck or heavy_duty`);
  const clockOf = (field: 'shiftStart' | 'shiftEnd') => {
    const t = asText(v[field]);
    if (!t) return null;
    const c = parseClock(t);
    if (c === null) problems.add(r.where, `${field} must be HH:MM or minutes after midnight`);
    return c;
  };
  const endText = asText(v.end)?.toLowerCase();
  const base: LocalVehicle = {
    name,
    type,
    capacityKg: positive(r, 'capacity', problems, { zero: true }),
    costPerKm: positive(r, 'costPerKm', problems, { zero: true }) ?? VEHICLE_TYPE_DEFAULTS[type].ratePerKm,
    costPerHour: positive(r, 'costPerHour', problems, { zero: true }) ?? 0,
    fixedCost: positive(r, 'fixedCost', problems, { zero: true }) ?? 0,
    maxWorkHours: positive(r, 'maxWorkHours', problems),
    maxDistanceKm: positive(r, 'maxDistance', problems),
    maxStops: positive(r, 'maxStops', problems, { integer: true }),
    shiftStart: clockOf('shiftStart') ?? DEFAULT_SHIFT_START,
    shiftEnd: clockOf('shiftEnd'),
    start: place(r, 'start', name, problems),
    end: endText === 'none' || endText === 'open' ? 'open' : place(r, 'end', name, problems),
    features: asList(v.features),
  };
  if (base.shiftEnd !== null && base.shiftEnd <= base.shiftStart)
    problems.add(r.where, 'shiftEnd must be after shiftStart');
  const count = positive(r, 'count', problems, { integer: true }) ?? 1;
  if (count > 1000) problems.add(r.where, 'count must be at most 1000');
  if (count === 1) return [base];
  return Array.from({ length: Math.min(count, 1000) }, (_, i) => ({ ...base, name: `${name} #${i + 1}` }));
}

export function vehiclesFromRecords(records: RawRecord[], source: string): LocalVehicle[] {
  const problems = new Problems();
  const vehicles = records.flatMap((r, i) => toVehicles(r, i + 1, problems));
  problems.throwIfAny(`${source} has invalid vehicles`);
  if (vehicles.length === 0) throw new UsageError(`${source} has no vehicles`);
  const seen = new Set<string>();
  for (const v of vehicles) {
    if (seen.has(v.name))
      throw new UsageError(`${source}: two vehicles are named '${v.name}'; names must be unique`);
    seen.add(v.name);
  }
  return vehicles;
}

export function parseVehiclesFile(text: string, file: string): LocalVehicle[] {
  const isJson = /\.json$/i.test(file) || /^\s*[[{]/.test(text);
  if (!isJson) return vehiclesFromRecords(csvRecords(text, VEHICLE_FIELDS, 'vehicles'), file);
  const doc = parseJson(text, file);
  const list = Array.isArray(doc) ? doc : (doc as { vehicles?: unknown } | null)?.vehicles;
  return vehiclesFromRecords(jsonRecords(list, VEHICLE_FIELDS, 'vehicles'), file);
}
