/**
 * Travel assumptions per vehicle profile (document 2's vehicle types plus `default`), used where no road network
 * is configured (haversine) and to slow OSRM's car times down for trucks.
 *
 * Haversine speeds are door-to-door averages for delivery work in mixed urban and suburban driving (junctions,
 * traffic, parking manoeuvres included), not cruising speeds:
 * - cargo_van 45 km/h: car-like, may use every street.
 * - standard_truck 40 km/h: the engine's own default; a box truck in town.
 * - heavy_duty 35 km/h: lower legal limits for heavy goods vehicles on open roads in much of the world, slower
 *   acceleration, restricted streets.
 * - default 40 km/h: a request that names no vehicle type.
 *
 * OSRM duration factors multiply the car profile's times (most OSRM servers run only the car profile): 1.0 for
 * vans, 1.15 for standard trucks, 1.3 for heavy trucks. A server running a real truck profile can set them to 1.
 */
import type { VehicleProfile } from '../types.js';

/** Ratio of road distance to great-circle distance. Published road circuity studies find 1.2 to 1.4 for most
 * countries; 1.3 is their middle and the engine's default for `haversine` locations. */
export const ROAD_FACTOR = 1.3;

export const HAVERSINE_SPEED_KMH: Readonly<Record<VehicleProfile, number>> = {
  cargo_van: 45,
  standard_truck: 40,
  heavy_duty: 35,
  default: 40,
};

export const OSRM_DURATION_FACTOR: Readonly<Record<VehicleProfile, number>> = {
  cargo_van: 1,
  standard_truck: 1.15,
  heavy_duty: 1.3,
  default: 1,
};

/** The profile for a vehicle type string (unknown or missing types get `default`). */
export function profileOf(vehicleType: string | null | undefined): VehicleProfile {
  return vehicleType === 'cargo_van' || vehicleType === 'standard_truck' || vehicleType === 'heavy_duty'
    ? vehicleType
    : 'default';
}
