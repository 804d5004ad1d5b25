/**
 * Defaults of the product's three vehicle types for local optimisation. They are the server's defaults
 * (packages/server: vehicles/vehicle-types.ts for the rates, geo/routing/vehicle-profiles.ts for the
 * haversine speeds and the 1.3 road factor), so a local plan and a server plan estimate alike.
 */
export type VehicleTypeName = 'cargo_van' | 'standard_truck' | 'heavy_duty';

export const VEHICLE_TYPE_DEFAULTS: Record<VehicleTypeName, { ratePerKm: number; speedKmh: number }> = {
  cargo_van: { ratePerKm: 1.2, speedKmh: 45 },
  standard_truck: { ratePerKm: 1.5, speedKmh: 40 },
  heavy_duty: { ratePerKm: 2.2, speedKmh: 35 },
};

export const DEFAULT_VEHICLE_TYPE: VehicleTypeName = 'standard_truck';

/** Road distance over great-circle distance. */
export const ROAD_FACTOR = 1.3;

/** The matrix's base speed; each vehicle scales it with speedFactor = BASE / its type's speed. */
export const BASE_SPEED_KMH = 40;

export function isVehicleType(value: string): value is VehicleTypeName {
  return value in VEHICLE_TYPE_DEFAULTS;
}
