/**
 * Internal location numbers that keep nearby places close (docs/engine.md, "Location order").
 *
 * The search reads the distance matrix at pairs of nearby places (a job and its granular neighbours, the
 * places around them in their routes). With the input's numbering those reads are scattered over a matrix of
 * nLoc^2 entries (4 MB at 1,000 places); numbered so that nearby places mostly get nearby numbers, the reads
 * fall in a band around the diagonal and stay in the processor's caches. Coordinates are numbered along a
 * Hilbert curve, given matrices along a greedy nearest-neighbour chain. Only the numbering changes: every
 * distance, and so every decision of the search, is the same (locality.test.ts).
 */
import type { LocationsInput } from '../model/input.js';

/** Below this many places the whole matrix fits in a core's cache and the input order is kept. */
export const LOCALITY_MIN_LOCATIONS = 128;

/** Side of the grid the curve is drawn on (2^16 cells: far finer than any two distinct places need). */
const ORDER = 16;

/**
 * For at least LOCALITY_MIN_LOCATIONS places: `rank[input location] = internal location`. Null for small
 * inputs (the input numbers are kept).
 */
export function localityRank(loc: LocationsInput, nLoc: number): Int32Array | null {
  if (nLoc < LOCALITY_MIN_LOCATIONS) return null;
  return loc.kind === 'matrix' ? chainRank(loc.distances, nLoc) : curveRank(loc, nLoc);
}

/** `inputOf[internal] = input location`, the inverse of a rank. */
export function inverseRank(rank: Int32Array): Int32Array {
  const inputOf = new Int32Array(rank.length);
  for (let i = 0; i < rank.length; i++) inputOf[rank[i]] = i;
  return inputOf;
}

/** Places sorted by their Hilbert index over the bounding box (ties in input order). */
function curveRank(loc: Exclude<LocationsInput, { kind: 'matrix' }>, nLoc: number): Int32Array {
  const c = loc.coords;
  const xs = new Float64Array(nLoc);
  const ys = new Float64Array(nLoc);
  // Haversine coordinates are [lat, lon]; an equirectangular projection keeps nearby places nearby.
  const cosLat = loc.kind === 'haversine' ? Math.cos((c[0] * Math.PI) / 180) : 1;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < nLoc; i++) {
    const x = loc.kind === 'haversine' ? c[2 * i + 1] * cosLat : c[2 * i];
    const y = loc.kind === 'haversine' ? c[2 * i] : c[2 * i + 1];
    xs[i] = x;
    ys[i] = y;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const span = Math.max(maxX - minX, maxY - minY);
  const cells = (1 << ORDER) - 1;
  const scale = span > 0 ? cells / span : 0;
  const key = new Float64Array(nLoc);
  for (let i = 0; i < nLoc; i++)
    key[i] = hilbertIndex(Math.floor((xs[i] - minX) * scale), Math.floor((ys[i] - minY) * scale));
  const order = Array.from({ length: nLoc }, (_, i) => i).sort((a, b) => key[a] - key[b] || a - b);
  const rank = new Int32Array(nLoc);
  order.forEach((input, internal) => (rank[input] = internal));
  return rank;
}

/**
 * A given matrix has no coordinates to draw a curve through: from place 0, each next number goes to the
 * nearest place not yet numbered (ties to the lower input number). O(n^2), one read of each entry at most:
 * the cost of reading the matrix once, which building the internal one does anyway.
 */
function chainRank(d: ArrayLike<number>, n: number): Int32Array {
  const rank = new Int32Array(n);
  const left = new Int32Array(n - 1);
  for (let i = 1; i < n; i++) left[i - 1] = i;
  let count = n - 1;
  let cur = 0;
  for (let k = 1; k < n; k++) {
    const row = cur * n;
    let best = 0;
    for (let q = 1; q < count; q++) {
      const a = d[row + left[q]];
      const b = d[row + left[best]];
      if (a < b || (a === b && left[q] < left[best])) best = q;
    }
    cur = left[best];
    rank[cur] = k;
    left[best] = left[--count];
  }
  return rank;
}

/** Position of cell (x, y) along the Hilbert curve of a 2^ORDER grid (the classic rotate-and-flip walk). */
export function hilbertIndex(x: number, y: number): number {
  const last = (1 << ORDER) - 1;
  let d = 0;
  for (let s = 1 << (ORDER - 1); s > 0; s >>= 1) {
    const rx = (x & s) > 0 ? 1 : 0;
    const ry = (y & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        x = last - x;
        y = last - y;
      }
      const t = x;
      x = y;
      y = t;
    }
  }
  return d;
}
