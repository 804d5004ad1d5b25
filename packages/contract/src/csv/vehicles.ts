/**
 * The vehicles CSV (`routier vehicles import FILE`): a header naming its columns — name, type, capacity,
 * cost_per_km, max_work_hours, max_distance, special_features, active (case, spaces and underscores ignored)
 * — then one vehicle per row. Name, type and cost per km are required; the rest take the server's defaults.
 * A header cell the importer does not know is refused by name. Pure: the server imports the vehicles all or
 * none (`POST /api/vehicles/import`).
 */
import type { SpecialRequirement, VehicleCreate, VehicleType } from '../types.js';
import { normaliseHeader, parseNumber, type CsvRowError } from './cells.js';
import { SPECIAL_REQUIREMENTS } from './columns.js';
import { parseYesNo, readHeadedTable } from './headed-table.js';

type Column = 'name' | 'type' | 'capacity' | 'cost' | 'hours' | 'distance' | 'features' | 'active';

const NAMES: Record<Column, string[]> = {
  name: ['name', 'vehiclename', 'vehicle'],
  type: ['type', 'vehicletype'],
  capacity: ['capacity', 'capacity(kg)'],
  cost: ['cost_per_km', 'costperkm', 'costperkm($)', 'rateperkm'],
  hours: ['max_work_hours', 'maxworkhours', 'workhours'],
  distance: ['max_distance', 'maxdistance', 'maxdistance(km)'],
  features: ['special_features', 'specialfeatures', 'features'],
  active: ['active', 'isactive'],
};

/** Vehicle types by value or label ("cargo_van", "Cargo Van"). */
const TYPES: Record<string, VehicleType> = {
  cargovan: 'cargo_van',
  van: 'cargo_van',
  standardtruck: 'standard_truck',
  truck: 'standard_truck',
  heavyduty: 'heavy_duty',
  heavydutytruck: 'heavy_duty',
};

export type ParseVehiclesCsvResult =
  { ok: true; vehicles: (VehicleCreate & { row: number })[] } | { ok: false; errors: CsvRowError[] };

export function parseVehiclesCsv(text: string): ParseVehiclesCsvResult {
  const table = readHeadedTable(text, NAMES, ['name', 'type', 'cost'], 'vehicles');
  if (!table.ok) return table;
  const { errors } = table;
  const vehicles: (VehicleCreate & { row: number })[] = [];
  for (const { row, cell, bad } of table.rows) {
    const number = (c: Column, min: number, max: number, what: string) => {
      const text = cell(c);
      if (!text) return undefined;
      const n = parseNumber(text);
      if (n === null || n < min || n > max)
        bad(c, `${what} '${text}' must be a number from ${min} to ${max}`);
      return n ?? undefined;
    };
    const name = cell('name');
    if (!name) bad('name', 'Vehicle name is required');
    const type =
      TYPES[normaliseHeader(cell('type'))] ??
      (['cargo_van', 'standard_truck', 'heavy_duty'].includes(cell('type'))
        ? (cell('type') as VehicleType)
        : undefined);
    if (!type) bad('type', `Vehicle type '${cell('type')}' must be cargo_van, standard_truck or heavy_duty`);
    const cost = number('cost', 0, 999.99, 'Cost per km');
    if (cost === undefined && !cell('cost')) bad('cost', 'Cost per km is required');
    const capacity = number('capacity', 0, 99_999_999.99, 'Capacity');
    const hours = number('hours', 1, 24, 'Max work hours');
    if (hours !== undefined && !Number.isInteger(hours)) bad('hours', 'Max work hours must be whole hours');
    const distance = number('distance', 0.001, 100_000, 'Max distance');
    const features = cell('features')
      .split(/[;|,]/)
      .map((f) => f.trim().toLowerCase())
      .filter(Boolean);
    const unknown = features.find((f) => !(SPECIAL_REQUIREMENTS as readonly string[]).includes(f));
    if (unknown) bad('features', `Unknown special feature '${unknown}'`);
    const active = parseYesNo(cell('active'));
    if (active === null) bad('active', `Active '${cell('active')}' must be yes or no`);
    vehicles.push({
      row,
      name,
      type: type ?? 'cargo_van',
      costPerKm: cost ?? 0,
      ...(capacity === undefined ? {} : { capacity }),
      ...(hours === undefined ? {} : { maxWorkHours: hours }),
      ...(distance === undefined ? {} : { maxDistance: distance }),
      ...(features.length ? { specialFeatures: [...new Set(features)] as SpecialRequirement[] } : {}),
      ...(active === undefined || active === null ? {} : { isActive: active }),
    });
  }
  return errors.length ? { ok: false, errors } : { ok: true, vehicles };
}
