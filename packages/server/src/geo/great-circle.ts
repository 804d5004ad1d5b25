/**
 * Great-circle (haversine) distance on a sphere of the IUGG mean Earth radius. Error against the WGS84
 * ellipsoid is under 0.5 %, far below the uncertainty of the road factor applied on top of it.
 */
import type { LatLng } from './types.js';

export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Metres between two points given in degrees. */
export function greatCircleM(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
