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
import type { LocationsInput, MatrixLocations } from '../model/input.js';

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
  const places = placesOf(loc);
  return places === null ? chainRank((loc as MatrixLocations).distances, nLoc) : curveRank(places, nLoc);
}

/** Where the places are, when the input says: its coordinates, or a matrix's optional positions (lat, lon). */
export function placesOf(loc: LocationsInput): Places | null {
  if (loc.kind !== 'matrix') return { coords: loc.coords, latLon: loc.kind === 'haversine' };
  return loc.coords === undefined ? null : { coords: loc.coords, latLon: true };
}

export interface Places {
  /** Flat pairs: `[x, y]`, or `[lat, lon]` when `latLon`. */
  coords: ArrayLike<number>;
  latLon: boolean;
}

/**
 * Planar positions of the places into xs, ys (internal order when `inputOf` is given): [lat, lon] pairs by an
 * equirectangular projection at place 0's latitude, enough for polar sectors, angles and nearness.
 */
export function planar(places: Places, inputOf: Int32Array | null, xs: Float64Array, ys: Float64Array): void {
  const c = places.coords;
  const cosLat = places.latLon ? Math.cos((c[0] * Math.PI) / 180) : 1;
  for (let i = 0; i < xs.length; i++) {
    const a = inputOf === null ? i : inputOf[i];
    xs[i] = places.latLon ? c[2 * a + 1] * cosLat : c[2 * a];
    ys[i] = places.latLon ? c[2 * a] : c[2 * a + 1];
  }
}

/** `inputOf[internal] = input location`, the inverse of a rank. */
export function inverseRank(rank: Int32Array): Int32Array {
  const inputOf = new Int32Array(rank.length);
  for (let i = 0; i < rank.length; i++) inputOf[rank[i]] = i;
  return inputOf;
}

/** Places sorted by their Hilbert index over the bounding box (ties in input order). */
function curveRank(places: Places, nLoc: number): Int32Array {
  const xs = new Float64Array(nLoc);
  const ys = new Float64Array(nLoc);
  planar(places, null, xs, ys);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < nLoc; i++) {
    const x = xs[i];
    const y = ys[i];
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
 * nearest place not yet numbered (ties to the lower input number). O(n^2), each entry read at most once:
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
    let bestD = d[row + left[0]];
    for (let q = 1; q < count; q++) {
      const a = d[row + left[q]];
      if (a < bestD || (a === bestD && left[q] < left[best])) {
        best = q;
        bestD = a;
      }
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
