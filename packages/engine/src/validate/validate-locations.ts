import type { LocationsInput } from '../model/input.js';
import { describe, fail, isArrayLike, isFiniteNumber, optionalNumber } from './checks.js';

/** Largest matrix side accepted: an Int32 matrix of this side takes 1.6 GB. */
export const MAX_LOCATIONS = 20_000;

/** Validates the locations block and returns the number of locations. */
export function validateLocations(loc: LocationsInput | undefined): number {
  const path = 'locations';
  if (loc === null || typeof loc !== 'object') fail('INVALID_LOCATIONS', path, 'is required');
  switch (loc.kind) {
    case 'euclidean':
    case 'haversine': {
      const n = checkCoords(loc.coords, loc.kind === 'haversine', null);
      if (loc.kind === 'euclidean') {
        const r = loc.rounding;
        if (r !== undefined && r !== 'exact' && r !== 'nint' && r !== 'trunc1')
          fail('INVALID_LOCATIONS', `${path}.rounding`, `must be exact, nint or trunc1 (got ${describe(r)})`);
        optionalPositive(`${path}.speed`, loc.speed);
      } else {
        optionalPositive(`${path}.roadFactor`, loc.roadFactor);
        optionalPositive(`${path}.speedKmh`, loc.speedKmh);
      }
      return n;
    }
    case 'matrix': {
      const { distances, durations } = loc;
      if (!isArrayLike(distances)) fail('MATRIX_SIZE', `${path}.distances`, 'must be an array of numbers');
      if (!isArrayLike(durations)) fail('MATRIX_SIZE', `${path}.durations`, 'must be an array of numbers');
      const n = Math.round(Math.sqrt(distances.length));
      if (n * n !== distances.length)
        fail('MATRIX_SIZE', `${path}.distances`, `must be n x n (got ${distances.length} numbers)`);
      if (durations.length !== distances.length)
        fail(
          'MATRIX_SIZE',
          `${path}.durations`,
          `must be ${n} x ${n} like distances (got ${durations.length} numbers)`,
        );
      checkCount(n);
      checkMatrix(`${path}.distances`, distances, n);
      checkMatrix(`${path}.durations`, durations, n);
      if (loc.coords !== undefined) checkCoords(loc.coords, true, n);
      return n;
    }
    default:
      return fail(
        'INVALID_LOCATIONS',
        `${path}.kind`,
        `must be euclidean, haversine or matrix (got ${describe((loc as { kind?: unknown }).kind)})`,
      );
  }
}

/** Coordinate pairs (latitude and longitude when `latLon`), `count` of them when given; returns the count. */
function checkCoords(coords: unknown, latLon: boolean, count: number | null): number {
  const path = 'locations.coords';
  if (!isArrayLike(coords)) fail('INVALID_LOCATIONS', path, 'must be an array of numbers');
  if (coords.length % 2 !== 0)
    fail('INVALID_LOCATIONS', path, `must hold pairs (got ${coords.length} numbers)`);
  const n = coords.length / 2;
  if (count !== null && n !== count)
    fail('INVALID_LOCATIONS', path, `must hold one pair per place of the matrix, ${count} (got ${n})`);
  checkCount(n);
  for (let i = 0; i < coords.length; i++) {
    const x = coords[i];
    if (!isFiniteNumber(x))
      fail('INVALID_LOCATIONS', `${path}[${i}]`, `must be a finite number (got ${describe(x)})`);
    if (latLon) {
      const lim = i % 2 === 0 ? 90 : 180;
      if (x < -lim || x > lim)
        fail(
          'INVALID_LOCATIONS',
          `${path}[${i}]`,
          `${i % 2 === 0 ? 'latitude' : 'longitude'} must be within [-${lim}, ${lim}] (got ${x})`,
        );
    }
  }
  return n;
}

function checkCount(n: number): void {
  if (n === 0) fail('INVALID_LOCATIONS', 'locations', 'must hold at least one location');
  if (n > MAX_LOCATIONS)
    fail('INVALID_LOCATIONS', 'locations', `at most ${MAX_LOCATIONS} locations are supported (got ${n})`);
}

function checkMatrix(path: string, m: ArrayLike<number>, n: number): void {
  for (let k = 0; k < m.length; k++) {
    const x = m[k];
    if (!isFiniteNumber(x) || x < 0) {
      const i = Math.floor(k / n);
      fail(
        'MATRIX_SIZE',
        `${path}[${k}]`,
        `entry (${i}, ${k - i * n}) must be a finite number >= 0 (got ${describe(x)})`,
      );
    }
  }
}

function optionalPositive(path: string, x: unknown): void {
  optionalNumber('INVALID_LOCATIONS', path, x);
  if (typeof x === 'number' && x <= 0) fail('INVALID_LOCATIONS', path, `must be positive (got ${x})`);
}
