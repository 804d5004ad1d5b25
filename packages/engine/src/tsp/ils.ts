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
  /** Longest segment of a kick. */
  maxSegment: number;
  /** Edge (u, v) must never be removed. */
  fixed: (u: number, v: number) => boolean;
}

/**
 * Segment-local double bridge: picks three consecutive segments B C D after a random position, each 1..L long,
 * and reorders A B C D into A D C B (four edges change, a move 2-opt/Or-opt cannot undo in one step). O(L).
 * Pushes the eight endpoints into the local search queue. Returns the cost change, or NaN if the cut touched
 * a fixed edge (nothing changed).
 */
export function doubleBridge(ctx: IlsContext): number {
  const { tour, dist, rng, search } = ctx;
  const m = tour.m;
  const maxSeg = Math.max(1, Math.min(ctx.maxSegment, Math.floor((m - 2) / 3)));
  const l1 = 1 + rng.int(maxSeg);
  const l2 = 1 + rng.int(maxSeg);
  const l3 = 1 + rng.int(maxSeg);
  const p0 = rng.int(m);
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
