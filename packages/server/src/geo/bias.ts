/**
 * Geocoding bias (GeocodeBias in types.ts): the route's start, how far stops may be from it, the user's
 * default country. Helpers shared by the providers and the caches.
 */
import { greatCircleM } from './great-circle.js';
import type { GeocodeBias, GeocodeCandidate, LatLng } from './types.js';

/** Stops farther than this from the start need confirmation when nobody set a reach (docs/planning.md). */
export const DEFAULT_REACH_KM = 300;

/** Kilometres between two points, 1 decimal (the API's distance unit and rounding). */
export function distanceKm(a: LatLng, b: LatLng): number {
  return Math.round(greatCircleM(a, b) / 100) / 10;
}

/** True when `point` lies within the bias's reach of its start (no start: every point does). */
export function isLocal(point: LatLng, bias: GeocodeBias | undefined): boolean {
  if (!bias?.near) return true;
  return distanceKm(point, bias.near) <= (bias.withinKm ?? DEFAULT_REACH_KM);
}

/**
 * The cache-key suffix of a bias: answers differ by bias, so caches keep them apart. The start is rounded to a
 * half-degree cell (~50 km): routes from one depot share entries; a name's local match is decided by the reach,
 * which is far larger than the cell.
 */
export function biasKey(bias: GeocodeBias | undefined): string {
  if (!bias) return '';
  let key = '';
  if (bias.region) key += `|r=${bias.region}`;
  if (bias.near) {
    const cell = (x: number) => (Math.round(x * 2) / 2).toFixed(1);
    key += `|n=${cell(bias.near.lat)},${cell(bias.near.lng)}|w=${bias.withinKm ?? DEFAULT_REACH_KM}`;
  }
  return key;
}

/** Candidates with their distance from the start, nearest first when there is one (stable otherwise). */
export function withDistances(
  candidates: GeocodeCandidate[],
  bias: GeocodeBias | undefined,
): GeocodeCandidate[] {
  const near = bias?.near;
  if (!near) return candidates;
  return candidates
    .map((c) => ({ ...c, distanceKm: distanceKm(c, near) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
