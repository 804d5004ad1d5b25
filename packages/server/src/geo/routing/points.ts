import { RoutingError } from '../errors.js';
import type { LatLng } from '../types.js';

/** Throws INVALID_POINTS naming the first point that is not a valid WGS84 coordinate. */
export function assertValidPoints(points: readonly LatLng[]): void {
  for (let i = 0; i < points.length; i++) {
    const { lat, lng } = points[i];
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      throw new RoutingError('INVALID_POINTS', `Point ${i} (${lat}, ${lng}) is not a valid coordinate.`, {
        from: i,
      });
    }
  }
}
