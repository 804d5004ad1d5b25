/** Exact (unscaled) distance and travel-time functions of the input conventions. */
import type { LocationsInput } from '../model/input.js';

/** Mean Earth radius; the independent checker (src/check/metric.ts) uses the same constant. */
const EARTH_RADIUS_M = 6_371_000;
const DEG = Math.PI / 180;

/** Great-circle distance in metres between two points given in degrees. */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * DEG;
  const dLng = (lng2 - lng1) * DEG;
  const s1 = Math.sin(dLat / 2);
  const s2 = Math.sin(dLng / 2);
  const a = s1 * s1 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * s2 * s2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distance between locations i and j in input units (metres), with the benchmark rounding applied. */
export function exactDistance(loc: LocationsInput, i: number, j: number): number {
  switch (loc.kind) {
    case 'euclidean': {
      const c = loc.coords;
      return roundEuclid(euclid(c[2 * i] - c[2 * j], c[2 * i + 1] - c[2 * j + 1]), loc.rounding ?? 'exact');
    }
    case 'haversine': {
      const c = loc.coords;
      return haversineMetres(c[2 * i], c[2 * i + 1], c[2 * j], c[2 * j + 1]) * (loc.roadFactor ?? 1.3);
    }
    case 'matrix': {
      const n = Math.round(Math.sqrt(loc.distances.length));
      return loc.distances[i * n + j];
    }
  }
}

/** Travel time between locations i and j in seconds for speed factor 1. */
export function exactTravelTime(loc: LocationsInput, i: number, j: number): number {
  switch (loc.kind) {
    case 'euclidean':
      return exactDistance(loc, i, j) / (loc.speed ?? 1);
    case 'haversine':
      return exactDistance(loc, i, j) / ((loc.speedKmh ?? 40) / 3.6);
    case 'matrix': {
      const n = Math.round(Math.sqrt(loc.durations.length));
      return loc.durations[i * n + j];
    }
  }
}

/**
 * Euclidean length of (dx, dy) as sqrt(dx² + dy²): correctly rounded, so exact whenever the length is an
 * integer. Math.hypot is not (hypot(120, 27) is 122.99999999999999), and under the nint and trunc1 conventions
 * that one ulp moves an arc by a whole unit or tenth. The matrices, the reported routes and the checker must all
 * agree on every arc, so every Euclidean length in the engine comes from here (the checker computes it the same
 * way on its own).
 */
export function euclid(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

export function roundEuclid(e: number, rounding: 'exact' | 'nint' | 'trunc1'): number {
  if (rounding === 'nint') return Math.floor(e + 0.5);
  if (rounding === 'trunc1') return Math.floor(10 * e) / 10;
  return e;
}
