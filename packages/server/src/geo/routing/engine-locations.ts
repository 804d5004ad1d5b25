/**
 * From geocoded stops to the engine's `ProblemInput.locations`. Convention (the planning handlers rely on it):
 * location 0 is the depot, location k (1-based) is stop k-1, i.e. the spec's 1-based destination index, so an
 * engine route of locations maps straight back to `optimizedRoute.sequence`.
 */
import type { MatrixLocations } from '@routier/engine';
import type { LatLng, Router, TravelMatrix, VehicleProfile } from '../types.js';

/**
 * The engine's matrix locations (metres, seconds, row-major) for a matrix of the given size. With the points,
 * their positions go along: the engine's geometric shortcuts (polar sectors, place numbering) need them, and
 * without them a 1,000-stop search runs several times slower (docs/engine.md, "Location order").
 */
export function toMatrixLocations(
  matrix: TravelMatrix,
  expectedCount?: number,
  points?: readonly LatLng[],
): MatrixLocations {
  const { n, distancesM, durationsS } = matrix;
  if (distancesM.length !== n * n || durationsS.length !== n * n) {
    throw new RangeError(`travel matrix of ${n} points must have ${n * n} cells`);
  }
  if (expectedCount !== undefined && n !== expectedCount) {
    throw new RangeError(`travel matrix has ${n} points, expected ${expectedCount}`);
  }
  if (points !== undefined && points.length !== n) {
    throw new RangeError(`travel matrix has ${n} points, ${points.length} positions given`);
  }
  return {
    kind: 'matrix',
    distances: distancesM,
    durations: durationsS,
    ...(points !== undefined ? { coords: points.flatMap((p) => [p.lat, p.lng]) } : {}),
  };
}

export interface DepotAndStops {
  /** The points in engine order: depot first, then the stops. */
  points: LatLng[];
  matrix: TravelMatrix;
  locations: MatrixLocations;
}

/**
 * Asks the router for the depot + stops matrix and answers it with the engine locations. Throws RoutingError
 * (see errors.ts) when the provider fails.
 */
export async function depotAndStopsLocations(
  router: Router,
  depot: LatLng,
  stops: readonly LatLng[],
  profile: VehicleProfile,
  signal?: AbortSignal,
): Promise<DepotAndStops> {
  const points = [depot, ...stops];
  const matrix = await router.matrix(points, profile, signal);
  return { points, matrix, locations: toMatrixLocations(matrix, points.length, points) };
}
