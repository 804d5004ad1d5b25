/**
 * Exact contraction of co-located nodes: a node whose distance to and from an earlier representative is 0
 * and whose row and column equal that representative's can be visited right after it at no cost, so the
 * search runs on representatives only (duplicate addresses would otherwise fill every candidate list with
 * zero-length edges). The start and end nodes are always representatives; members of the start's group are
 * visited first, members of the end's group last. O(n^2).
 */
export interface Contraction {
  /** Number of representatives. */
  n: number;
  /** Row-major n x n matrix between representatives. */
  dist: Int32Array;
  start: number;
  end: number | null;
  /** Expands an order of representatives (excluding start and end) to the original nodes. */
  expand(order: Int32Array): Int32Array;
}

function sameNode(n: number, dist: Int32Array, a: number, b: number): boolean {
  if (dist[a * n + b] !== 0 || dist[b * n + a] !== 0) return false;
  for (let k = 0; k < n; k++) {
    if (dist[a * n + k] !== dist[b * n + k] || dist[k * n + a] !== dist[k * n + b]) return false;
  }
  return true;
}

/** Returns null when no node can be merged. */
export function contractDuplicates(
  n: number,
  dist: Int32Array,
  start: number,
  end: number | null,
): Contraction | null {
  const repOf = new Int32Array(n).fill(-1);
  const reps: number[] = [];
  const order = [start];
  if (end !== null && end !== start) order.push(end);
  for (let v = 0; v < n; v++) if (v !== start && v !== end) order.push(v);
  let merged = 0;
  for (const v of order) {
    if (v !== start && v !== end) {
      for (const r of reps) {
        if (sameNode(n, dist, r, v)) {
          repOf[v] = r;
          merged++;
          break;
        }
      }
      if (repOf[v] >= 0) continue;
    }
    repOf[v] = v;
    reps.push(v);
  }
  if (merged === 0) return null;
  const m = reps.length;
  const index = new Int32Array(n).fill(-1);
  reps.forEach((r, i) => (index[r] = i));
  const reduced = new Int32Array(m * m);
  for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) reduced[i * m + j] = dist[reps[i] * n + reps[j]];
  const members: number[][] = reps.map(() => []);
  for (let v = 0; v < n; v++) if (repOf[v] !== v) members[index[repOf[v]]].push(v);
  const startGroup = members[index[start]];
  const endGroup = end !== null && end !== start ? members[index[end]] : [];
  return {
    n: m,
    dist: reduced,
    start: index[start],
    end: end === null ? null : index[end],
    expand(reducedOrder: Int32Array): Int32Array {
      const out: number[] = [...startGroup];
      for (const r of reducedOrder) out.push(reps[r], ...members[r]);
      out.push(...endGroup);
      return Int32Array.from(out);
    },
  };
}
