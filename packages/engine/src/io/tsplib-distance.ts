/**
 * TSPLIB95 distance functions (Reinelt 1995, section 2), on flat `[x0, y0, x1, y1, ...]` coordinates.
 * EUC_2D instances are passed to the engine as `euclidean` locations with `nint` rounding; the other types
 * become an explicit matrix built here.
 */

/** The EDGE_WEIGHT_TYPEs this parser understands. */
export const TSPLIB_DISTANCE_TYPES = ['EUC_2D', 'CEIL_2D', 'ATT', 'GEO', 'MAN_2D', 'MAX_2D'] as const;
export type TsplibDistanceType = (typeof TSPLIB_DISTANCE_TYPES)[number];

const nint = (x: number): number => Math.floor(x + 0.5);

/** GEO: degrees.minutes notation to radians, with TSPLIB's own value of pi. */
function geoRadians(x: number): number {
  const deg = Math.trunc(x);
  const min = x - deg;
  return (3.141592 * (deg + (5 * min) / 3)) / 180;
}

/** Distance between nodes i and j (0-based) under the given TSPLIB type. */
export function tsplibDistance(
  type: TsplibDistanceType,
  coords: ArrayLike<number>,
  i: number,
  j: number,
): number {
  const dx = coords[2 * i] - coords[2 * j];
  const dy = coords[2 * i + 1] - coords[2 * j + 1];
  switch (type) {
    case 'EUC_2D':
      return nint(Math.sqrt(dx * dx + dy * dy));
    case 'CEIL_2D':
      return Math.ceil(Math.sqrt(dx * dx + dy * dy));
    case 'MAN_2D':
      return nint(Math.abs(dx) + Math.abs(dy));
    case 'MAX_2D':
      return Math.max(nint(Math.abs(dx)), nint(Math.abs(dy)));
    case 'ATT': {
      const r = Math.sqrt((dx * dx + dy * dy) / 10);
      const t = nint(r);
      return t < r ? t + 1 : t;
    }
    case 'GEO': {
      if (i === j) return 0;
      const latI = geoRadians(coords[2 * i]);
      const lonI = geoRadians(coords[2 * i + 1]);
      const latJ = geoRadians(coords[2 * j]);
      const lonJ = geoRadians(coords[2 * j + 1]);
      const q1 = Math.cos(lonI - lonJ);
      const q2 = Math.cos(latI - latJ);
      const q3 = Math.cos(latI + latJ);
      return Math.trunc(6378.388 * Math.acos(0.5 * ((1 + q1) * q2 - (1 - q1) * q3)) + 1);
    }
  }
}

/** Full row-major n x n matrix (n = coords.length / 2) under the given type. */
export function tsplibMatrix(type: TsplibDistanceType, coords: ArrayLike<number>): Float64Array {
  const n = coords.length / 2;
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const d = tsplibDistance(type, coords, i, j);
      m[i * n + j] = d;
      m[j * n + i] = d;
    }
  }
  return m;
}
