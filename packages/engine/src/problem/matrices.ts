/**
 * Scaled integer matrices (docs/engine-units.md). Distances are rounded to the nearest scaled unit; travel
 * times are rounded UP, so a schedule that is feasible with the scaled times is feasible with the exact ones.
 */
import { EngineError } from '../model/errors.js';
import type { LocationsInput } from '../model/input.js';
import { euclid, haversineMetres, roundEuclid } from './geometry.js';

const INT_MAX = 2_147_483_647;
/** Tolerance of the round-up: a product like 12.000000000001 (float noise) must not become 13. */
const CEIL_EPS = 1e-7;

export function ceilScaled(x: number): number {
  return Math.ceil(x - CEIL_EPS);
}

export function floorScaled(x: number): number {
  return Math.floor(x + CEIL_EPS);
}

/**
 * A scaled matrix, row-major n x n. Uint16 when every value fits (a Gehring-Homberger or CVRPLIB X matrix: half
 * the bytes, so the searches' scattered reads of it miss the caches less often, and half the memory at
 * thousands of locations); Int32 otherwise. The values are the same either way.
 */
export type Matrix = Int32Array | Uint16Array;

const UINT16_MAX = 65_535;

/** An n x n matrix for values in [0, maxValue] (maxValue an upper bound; NaN or negative: Int32). */
function newMatrix(n: number, maxValue: number): Matrix {
  return maxValue >= 0 && maxValue <= UINT16_MAX ? new Uint16Array(n * n) : new Int32Array(n * n);
}

/**
 * Upper bound of the values a matrix-kind input gives after `scale(x)`; -1 when one is negative. Solve inputs
 * are validated non-negative, multi-day inputs (multi-day/prepare.ts) are not: a negative value must not wrap
 * round in 16 bits.
 */
function scaledBound(values: ArrayLike<number>, scale: (x: number) => number): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 0; k < values.length; k++) {
    if (values[k] < lo) lo = values[k];
    if (values[k] > hi) hi = values[k];
  }
  if (values.length === 0) return 0;
  return scale(lo) < 0 ? -1 : scale(hi);
}

/** Upper bound of any distance, in input units (used to keep scaled values inside Int32). */
export function maxDistanceBound(loc: LocationsInput, nLoc: number): number {
  if (loc.kind === 'matrix') {
    let m = 0;
    for (let k = 0; k < loc.distances.length; k++) m = Math.max(m, loc.distances[k], loc.durations[k]);
    return m;
  }
  if (loc.kind === 'haversine') return Math.PI * 6_371_000 * (loc.roadFactor ?? 1.3);
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < nLoc; i++) {
    const x = loc.coords[2 * i];
    const y = loc.coords[2 * i + 1];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return Math.hypot(maxX - minX, maxY - minY) + 1;
}

/** Largest of `preferred`, `preferred / 10`, ... that keeps `bound * scale` inside Int32. */
export function fitScale(preferred: number, bound: number): number {
  let s = preferred;
  while (s > 1 && bound * s >= INT_MAX) s /= 10;
  if (bound * s >= INT_MAX)
    throw new EngineError(
      'INVALID_LOCATIONS',
      `locations: distances or durations too large (${bound})`,
      'locations',
    );
  return s;
}

/**
 * Scaled distance matrix, row-major. `inputOf[i]`: the input place of place i (locality.ts); null: the same.
 */
export function buildDistanceMatrix(
  loc: LocationsInput,
  n: number,
  distScale: number,
  inputOf: Int32Array | null = null,
): Matrix {
  const m = newMatrix(n, distanceBound(loc, n, distScale));
  const at = inputOf ?? identity(n);
  if (loc.kind === 'euclidean') {
    // Row by row (both halves computed): sequential writes matter more than the extra square roots.
    const c = loc.coords;
    const rounding = loc.rounding ?? 'exact';
    const xs = new Float64Array(n);
    const ys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      xs[i] = c[2 * at[i]];
      ys[i] = c[2 * at[i] + 1];
    }
    const mode = rounding === 'nint' ? 0 : rounding === 'trunc1' ? 1 : 2;
    for (let i = 0; i < n; i++) {
      const xi = xs[i];
      const yi = ys[i];
      const row = i * n;
      for (let j = 0; j < n; j++) {
        const dx = xi - xs[j];
        const dy = yi - ys[j];
        const e = euclid(dx, dy);
        m[row + j] =
          mode === 0 ? Math.floor(e + 0.5) : mode === 1 ? Math.floor(10 * e) : Math.round(e * distScale);
      }
    }
  } else if (loc.kind === 'haversine') {
    const c = loc.coords;
    const rf = loc.roadFactor ?? 1.3;
    for (let i = 0; i < n; i++) {
      const a = at[i];
      for (let j = i + 1; j < n; j++) {
        const b = at[j];
        const v = Math.round(
          haversineMetres(c[2 * a], c[2 * a + 1], c[2 * b], c[2 * b + 1]) * rf * distScale,
        );
        m[i * n + j] = v;
        m[j * n + i] = v;
      }
    }
  } else {
    const d = loc.distances;
    for (let i = 0; i < n; i++) {
      const row = at[i] * n;
      for (let j = 0; j < n; j++) m[i * n + j] = Math.round(d[row + at[j]] * distScale);
    }
  }
  return m;
}

/** Upper bound of the scaled distances buildDistanceMatrix writes. */
function distanceBound(loc: LocationsInput, n: number, distScale: number): number {
  if (loc.kind === 'matrix') return scaledBound(loc.distances, (d) => Math.round(d * distScale));
  // maxDistanceBound bounds every distance in input units; scaled and rounded, one is at most that times the
  // scale plus a half.
  return Math.ceil(maxDistanceBound(loc, n) * distScale) + 1;
}

function identity(n: number): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  return a;
}

/**
 * Scaled travel times for a vehicle speed factor (time x factor). Returns `dist` itself when the values
 * would be identical (benchmark conventions with speed 1 and equal scales).
 */
export function buildTimeMatrix(
  loc: LocationsInput,
  n: number,
  timeScale: number,
  factor: number,
  dist: Matrix,
  distScale: number,
  inputOf: Int32Array | null = null,
): Matrix {
  if (
    loc.kind === 'euclidean' &&
    factor === 1 &&
    (loc.speed ?? 1) === 1 &&
    timeScale === distScale &&
    (loc.rounding === 'nint' || loc.rounding === 'trunc1')
  )
    return dist;
  const m = newMatrix(n, timeBound(loc, n, timeScale * factor));
  const at = inputOf ?? identity(n);
  if (loc.kind === 'euclidean') {
    const c = loc.coords;
    const rounding = loc.rounding ?? 'exact';
    const k = (factor * timeScale) / (loc.speed ?? 1);
    for (let i = 0; i < n; i++) {
      const a = at[i];
      for (let j = i + 1; j < n; j++) {
        const b = at[j];
        const e = euclid(c[2 * a] - c[2 * b], c[2 * a + 1] - c[2 * b + 1]);
        const v = ceilScaled(roundEuclid(e, rounding) * k);
        m[i * n + j] = v;
        m[j * n + i] = v;
      }
    }
  } else if (loc.kind === 'haversine') {
    const c = loc.coords;
    const k = ((loc.roadFactor ?? 1.3) * factor * timeScale) / ((loc.speedKmh ?? 40) / 3.6);
    for (let i = 0; i < n; i++) {
      const a = at[i];
      for (let j = i + 1; j < n; j++) {
        const b = at[j];
        const v = ceilScaled(haversineMetres(c[2 * a], c[2 * a + 1], c[2 * b], c[2 * b + 1]) * k);
        m[i * n + j] = v;
        m[j * n + i] = v;
      }
    }
  } else {
    const t = loc.durations;
    for (let i = 0; i < n; i++) {
      const row = at[i] * n;
      for (let j = 0; j < n; j++) m[i * n + j] = ceilScaled(t[row + at[j]] * factor * timeScale);
    }
  }
  return m;
}

/** Upper bound of the scaled travel times buildTimeMatrix writes (k: time units per input unit). */
function timeBound(loc: LocationsInput, n: number, k: number): number {
  if (loc.kind === 'matrix') return scaledBound(loc.durations, (t) => ceilScaled(t * k));
  if (loc.kind === 'haversine') return Infinity;
  return Math.ceil((maxDistanceBound(loc, n) * k) / (loc.speed ?? 1)) + 1;
}

export function isSymmetric(m: Matrix, n: number): boolean {
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (m[i * n + j] !== m[j * n + i]) return false;
  return true;
}
