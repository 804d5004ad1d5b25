import type { Tour } from './tour.js';

/** Xorshift32 on a seed: deterministic, allocation-free. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = (seed ^ 0x9e3779b9) >>> 0 || 1;
  }
  /** Integer in [0, n). */
  int(n: number): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return Math.floor((this.state / 4294967296) * n);
  }
}

export interface IlsContext {
  tour: Tour;
  search: { push(v: number): void };
  dist: Int32Array;
  rng: Rng;
  /** Edge (u, v) must never be removed. */
  fixed: (u: number, v: number) => boolean;
  /** Candidate lists (k per node), for walks between nearby nodes. */
  neighbors: Int32Array;
  k: number;
  /** Scratch for the four cut positions. */
  cuts: Int32Array;
}

/**
 * Close double bridge (Applegate, Cook and Rohe's random-walk kick): four cut nodes found by short random
 * walks on the candidate graph from a random node, so the segments swapped are close in space though possibly
 * far apart in the tour. The longest of the four segments stays in place and the other three are reordered
 * (A B C D into A D C B) with four reversals inside their window: O(window). Returns the cost change, or NaN
 * when the cuts coincide or touch a fixed edge (nothing changed).
 */
export function closeDoubleBridge(ctx: IlsContext, walk: number): number {
  const { tour, rng, neighbors, k, cuts } = ctx;
  const m = tour.m;
  const pos = tour.pos;
  let v = rng.int(m);
  for (let c = 0; c < 4; c++) {
    for (let s = 0; s < walk; s++) {
      const w = neighbors[v * k + rng.int(k)];
      if (w >= 0) v = w;
    }
    cuts[c] = pos[v];
  }
  cuts.sort();
  for (let c = 1; c < 4; c++) if (cuts[c] === cuts[c - 1]) return Number.NaN;
  // Segment c runs from cuts[c] + 1 to cuts[c + 1] (cyclically); rotate so the longest is segment 3 (A).
  let longest = 3;
  let longestLen = cuts[0] + m - cuts[3];
  for (let c = 0; c < 3; c++) {
    const len = cuts[c + 1] - cuts[c];
    if (len > longestLen) {
      longestLen = len;
      longest = c;
    }
  }
  const p1 = cuts[(longest + 1) % 4];
  const l1 = (cuts[(longest + 2) % 4] - p1 + m) % m;
  const l2 = (cuts[(longest + 3) % 4] - cuts[(longest + 2) % 4] + m) % m;
  const l3 = (cuts[longest] - cuts[(longest + 3) % 4] + m) % m;
  return applyDoubleBridge(ctx, p1, l1, l2, l3);
}

/**
 * Segment-local double bridge: picks three consecutive segments B C D after a random position, each 1..L long,
 * and reorders A B C D into A D C B (four edges change, a move 2-opt/Or-opt cannot undo in one step). O(L).
 * Pushes the eight endpoints into the local search queue. Returns the cost change, or NaN if the cut touched
 * a fixed edge (nothing changed).
 */
export function doubleBridge(ctx: IlsContext, maxSegment: number): number {
  const { tour, rng } = ctx;
  const m = tour.m;
  const maxSeg = Math.max(1, Math.min(maxSegment, Math.floor((m - 2) / 3)));
  const l1 = 1 + rng.int(maxSeg);
  const l2 = 1 + rng.int(maxSeg);
  const l3 = 1 + rng.int(maxSeg);
  return applyDoubleBridge(ctx, rng.int(m), l1, l2, l3);
}

/** A B C D into A D C B, with B, C, D of lengths l1, l2, l3 starting after position p0. */
function applyDoubleBridge(ctx: IlsContext, p0: number, l1: number, l2: number, l3: number): number {
  const { tour, dist, search } = ctx;
  const m = tour.m;
  const order = tour.order;
  const a = order[p0];
  const b1 = order[(p0 + 1) % m];
  const b2 = order[(p0 + l1) % m];
  const c1 = order[(p0 + l1 + 1) % m];
  const c2 = order[(p0 + l1 + l2) % m];
  const d1 = order[(p0 + l1 + l2 + 1) % m];
  const d2 = order[(p0 + l1 + l2 + l3) % m];
  const e = order[(p0 + l1 + l2 + l3 + 1) % m];
  if (ctx.fixed(a, b1) || ctx.fixed(b2, c1) || ctx.fixed(c2, d1) || ctx.fixed(d2, e)) return Number.NaN;
  const delta =
    dist[a * m + d1] +
    dist[d2 * m + c1] +
    dist[c2 * m + b1] +
    dist[b2 * m + e] -
    dist[a * m + b1] -
    dist[b2 * m + c1] -
    dist[c2 * m + d1] -
    dist[d2 * m + e];
  const start = (p0 + 1) % m;
  const total = l1 + l2 + l3;
  tour.reverseRange(start, total); // D' C' B'
  tour.reverseRange(start, l3); // D
  tour.reverseRange((start + l3) % m, l2); // C
  tour.reverseRange((start + l3 + l2) % m, l1); // B
  search.push(a);
  search.push(b1);
  search.push(b2);
  search.push(c1);
  search.push(c2);
  search.push(d1);
  search.push(d2);
  search.push(e);
  return delta;
}
