/**
 * The product's three vehicle types (document 2: standard_truck, heavy_duty, cargo_van) and their defaults,
 * in one place: `GET /api/vehicle-types`, pricing without a user rule, and the quick-create dropdown.
 *
 * Default rates are US dollars per km for a delivery with driver, in line with published per-mile operating
 * costs of US delivery fleets (about $1.9-2.3 per mile for a van, $2.3-2.6 for a box truck, $3.3-3.7 for a
 * tractor, all-in): cargo van 1.20, standard truck 1.50, heavy duty 2.20. Users override them with a pricing
 * rule per type (POST /api/pricing-rules) or a vehicle's own costPerKm. Typical capacities are payloads
 * (kg) of a large panel van, a 16-26 ft box truck and a rigid heavy goods vehicle. Average speeds are those
 * of the default travel-time provider (geo/routing/vehicle-profiles.ts), so the page and the estimates agree.
 */
import type { VehicleType, VehicleTypeInfo } from '@routier/contract';
import { HAVERSINE_SPEED_KMH } from '../geo/index.js';

export const VEHICLE_TYPES: readonly VehicleType[] = ['cargo_van', 'standard_truck', 'heavy_duty'];

const INFO: Record<VehicleType, Omit<VehicleTypeInfo, 'type' | 'averageSpeed'>> = {
  cargo_van: { description: 'Cargo Van', ratePerKm: 1.2, typicalCapacity: 1000 },
  standard_truck: { description: 'Standard Truck', ratePerKm: 1.5, typicalCapacity: 5000 },
  heavy_duty: { description: 'Heavy Duty Truck', ratePerKm: 2.2, typicalCapacity: 15000 },
};

export function isVehicleType(value: unknown): value is VehicleType {
  return typeof value === 'string' && (VEHICLE_TYPES as readonly string[]).includes(value);
}

/** The public description of one type (rate in dollars per km, capacity kg, speed km/h). */
export function vehicleTypeInfo(type: VehicleType): VehicleTypeInfo {
  return { type, ...INFO[type], averageSpeed: HAVERSINE_SPEED_KMH[type] };
}

/** The three types in the fixed order of GET /api/vehicle-types (smallest first). */
export function listVehicleTypeInfo(): VehicleTypeInfo[] {
  return VEHICLE_TYPES.map(vehicleTypeInfo);
}

/** The default dollars per km of a type, used when the user has no pricing rule for it. */
export function defaultRatePerKm(type: VehicleType): number {
  return INFO[type].ratePerKm;
}
