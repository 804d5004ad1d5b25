/**
 * Travel times for a plan: one matrix (depot first, then the stops; location k = the spec's 1-based stop k)
 * from the configured router at one vehicle profile, and per-vehicle speed factors for fleets that mix
 * vehicle types (the engine multiplies a vehicle's travel times by its `speedFactor`).
 */
import type { MatrixLocations } from '@routier/engine';
import {
  depotAndStopsLocations,
  HAVERSINE_SPEED_KMH,
  OSRM_DURATION_FACTOR,
  profileOf,
  RoutingError,
  type LatLng,
  type Router,
  type TravelMatrix,
  type VehicleProfile,
} from '../geo/index.js';
import { HttpError } from '../kernel/errors.js';

export interface Travel {
  profile: VehicleProfile;
  /** Depot first, then the stops. */
  points: LatLng[];
  matrix: TravelMatrix;
  locations: MatrixLocations;
}

/** The profile one matrix is built at: the vehicles' common type, else `default` with speed factors. */
export function commonProfile(vehicleTypes: readonly string[]): VehicleProfile {
  const profiles = new Set(vehicleTypes.map(profileOf));
  return profiles.size === 1 ? [...profiles][0] : 'default';
}

/** The travel-time multiplier of a vehicle of `profile` on a matrix built at `base`. */
export function speedFactor(router: Router, base: VehicleProfile, profile: VehicleProfile): number {
  if (base === profile) return 1;
  return router.provider === 'osrm'
    ? OSRM_DURATION_FACTOR[profile] / OSRM_DURATION_FACTOR[base]
    : HAVERSINE_SPEED_KMH[base] / HAVERSINE_SPEED_KMH[profile];
}

/**
 * Asks the router. Its failures become 502 UPSTREAM_ERROR, or 422 OPTIMIZATION_FAILED for points that no road
 * connects.
 */
export async function travelMatrix(
  router: Router,
  depot: LatLng,
  stops: readonly LatLng[],
  profile: VehicleProfile,
  signal?: AbortSignal,
): Promise<Travel> {
  try {
    const built = await depotAndStopsLocations(router, depot, stops, profile, signal);
    return { profile, ...built };
  } catch (error) {
    if (!(error instanceof RoutingError)) throw error;
    if (error.code === 'NO_ROUTE') {
      const at = (i: number | undefined) =>
        i === undefined ? undefined : i === 0 ? 'the starting location' : `stop ${i}`;
      const from = at(error.details?.from);
      const to = at(error.details?.to);
      const message =
        from && to ? `No road connects ${from} and ${to}.` : `Some stops are not connected by road.`;
      throw new HttpError(422, 'OPTIMIZATION_FAILED', message, { cause: error });
    }
    throw new HttpError(502, 'UPSTREAM_ERROR', `The routing service failed: ${error.message}`, {
      cause: error,
    });
  }
}

/** Metres and seconds of the trip from location i to location j. */
export function leg(matrix: TravelMatrix, i: number, j: number): { distanceM: number; durationS: number } {
  const k = i * matrix.n + j;
  return { distanceM: matrix.distancesM[k], durationS: matrix.durationsS[k] };
}
