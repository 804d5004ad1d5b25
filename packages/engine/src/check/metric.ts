import type { ProblemInput } from '../model/input.js';

/**
 * Distances and travel times recomputed from the raw input, in double precision, independently of the
 * solver's scaled integer matrices. Units: metres (coordinate units for `euclidean`) and seconds.
 */
export interface Metric {
  /** Number of locations. */
  size: number;
  distance(from: number, to: number): number;
  /** Travel time before the vehicle's speedFactor is applied. */
  time(from: number, to: number): number;
}

/** Mean Earth radius used for haversine locations, metres. The engine must use the same constant. */
export const EARTH_RADIUS_M = 6371000;

/** Rounds a Euclidean length as a benchmark convention says (see EuclideanLocations.rounding). */
export function roundArc(d: number, rounding: 'exact' | 'nint' | 'trunc1'): number {
  if (rounding === 'nint') return Math.floor(d + 0.5);
  if (rounding === 'trunc1') return Math.floor(10 * d) / 10;
  return d;
}

/**
 * Length between points a and b of a coordinate list, as sqrt(dx² + dy²): correctly rounded, so exact whenever
 * the length is an integer (Math.hypot(120, 27) is 122.99999999999999, which nint and trunc1 would move by a
 * unit or a tenth). Computed here on its own, not taken from the engine's matrices.
 */
export function euclideanLength(c: ArrayLike<number>, a: number, b: number): number {
  const dx = c[2 * a] - c[2 * b];
  const dy = c[2 * a + 1] - c[2 * b + 1];
  return Math.sqrt(dx * dx + dy * dy);
}

export function metricOf(problem: ProblemInput): Metric {
  const loc = problem.locations;
  if (loc.kind === 'matrix') {
    const size = Math.round(Math.sqrt(loc.distances.length));
    return {
      size,
      distance: (a, b) => loc.distances[a * size + b],
      time: (a, b) => loc.durations[a * size + b],
    };
  }
  const c = loc.coords;
  const size = Math.floor(c.length / 2);
  if (loc.kind === 'euclidean') {
    const rounding = loc.rounding ?? 'exact';
    const speed = loc.speed ?? 1;
    const distance = (a: number, b: number): number => roundArc(euclideanLength(c, a, b), rounding);
    return { size, distance, time: (a, b) => distance(a, b) / speed };
  }
  const roadFactor = loc.roadFactor ?? 1.3;
  const metresPerSecond = (loc.speedKmh ?? 40) / 3.6;
  const rad = Math.PI / 180;
  const distance = (a: number, b: number): number => {
    if (a === b) return 0;
    const lat1 = c[2 * a] * rad;
    const lat2 = c[2 * b] * rad;
    const dLat = lat2 - lat1;
    const dLng = (c[2 * b + 1] - c[2 * a + 1]) * rad;
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))) * roadFactor;
  };
  return { size, distance, time: (a, b) => distance(a, b) / metresPerSecond };
}
