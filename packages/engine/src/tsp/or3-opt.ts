import type { Tour } from './tour.js';

/**
 * Or-3opt: sequential 3-opt local search in the Lin-Kernighan style, depth 3, on a symmetric integer matrix.
 *
 * From t1, remove x1 = (t1, t2) with t2 a tour neighbour; add y1 = (t2, t3) for t3 among t2's candidates
 * while the partial gain stays positive; remove x2 = (t3, t4) for both tour neighbours t4 of t3. If t4 closes
 * a valid 2-opt move, try closing (t4, t1); then (both cases) add y2 = (t4, t5) for t5 among t4's candidates,
 * remove the x3 = (t5, t6) that makes closing (t6, t1) a valid tour, and try closing. This covers 2-opt,
 * Or-opt (segment insertion, either way round) and the pure 3-opt reconnections, with gain pruning.
 *
 * A queue of active nodes plays the part of don't-look bits. Moves are applied as 1-3 `Tour.flip`s, so they
 * are journaled. Edges incident to `dummy` and `fixedA` / `fixedB` are never removed.
 */
export class Or3Opt {
  private readonly m: number;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private head = 0;
  private size = 0;
  /** dist(v, neighbors[v * k + i]) cached contiguously: the candidate loops then stay in cache. */
  private readonly near: Int32Array;

  constructor(
    private readonly tour: Tour,
    private readonly dist: Int32Array,
    private readonly neighbors: Int32Array,
    private readonly k: number,
    private readonly dummy: number,
    private readonly fixedA: number,
    private readonly fixedB: number,
  ) {
    this.m = tour.m;
    this.queue = new Int32Array(this.m);
    this.queued = new Uint8Array(this.m);
    this.near = new Int32Array(neighbors.length);
    for (let v = 0; v < this.m; v++) {
      for (let i = 0; i < k; i++) {
        const w = neighbors[v * k + i];
        this.near[v * k + i] = w < 0 ? 0 : dist[v * this.m + w];
      }
    }
  }

  push(v: number): void {
    if (this.queued[v]) return;
    this.queued[v] = 1;
    let at = this.head + this.size;
    if (at >= this.m) at -= this.m;
    this.queue[at] = v;
    this.size++;
  }

  /** Runs until no active node remains; returns the total gain (cost decrease). */
  run(): number {
    let gain = 0;
    while (this.size > 0) {
      const a = this.queue[this.head];
      if (++this.head === this.m) this.head = 0;
      this.size--;
      this.queued[a] = 0;
      const g = this.improve(a);
      if (g > 0) {
        gain += g;
        this.push(a);
      }
    }
    return gain;
  }

  private fixed(u: number, v: number): boolean {
    const x = this.dummy;
    if (x < 0) return false;
    if (u === x) return v === this.fixedA || v === this.fixedB;
    if (v === x) return u === this.fixedA || u === this.fixedB;
    return false;
  }

  /** succ in the search orientation: forward when `fw`, else backward. */
  private step(v: number, fw: boolean): number {
    return fw ? this.tour.next(v) : this.tour.prev(v);
  }

  /** True when x lies on the path from a to b following the orientation (a and b included). */
  private between(a: number, x: number, b: number, fw: boolean): boolean {
    const t = this.tour;
    return fw
      ? t.forwardDistance(a, x) <= t.forwardDistance(a, b)
      : t.forwardDistance(x, a) <= t.forwardDistance(b, a);
  }

  private improve(t1: number): number {
    const { dist, neighbors, near, k, m } = this;
    for (let dir = 0; dir < 2; dir++) {
      const fw = dir === 0;
      // Orientation: t2 = succ(t1).
      const t2 = this.step(t1, fw);
      if (this.fixed(t1, t2)) continue;
      const g0 = dist[t1 * m + t2];
      for (let i = 0; i < k; i++) {
        const t3 = neighbors[t2 * k + i];
        if (t3 < 0) break;
        const g1 = g0 - near[t2 * k + i];
        if (g1 <= 0) break;
        if (t3 === t1) continue;
        const t3succ = this.step(t3, fw);
        const t3pred = this.step(t3, !fw);
        if (t3succ === t2 || t3pred === t2) continue;
        for (let choice = 0; choice < 2; choice++) {
          // choice 0: t4 = pred(t3), a valid 2-opt closure; choice 1: t4 = succ(t3), needs a third exchange.
          const t4 = choice === 0 ? t3pred : t3succ;
          if (t4 === t1 || this.fixed(t3, t4)) continue;
          const g2base = g1 + dist[t3 * m + t4];
          if (choice === 0) {
            const gain = g2base - dist[t4 * m + t1];
            if (gain > 0) {
              this.tour.flip(t1, t2, t4, t3);
              this.touch(t1, t2, t3, t4, -1, -1);
              return gain;
            }
          }
          for (let j = 0; j < k; j++) {
            const t5 = neighbors[t4 * k + j];
            if (t5 < 0) break;
            const g2 = g2base - near[t4 * k + j];
            if (g2 <= 0) break;
            if (t5 === t3 || t5 === t1) continue;
            if (choice === 0) {
              // Path t4 .. t2 (reversed) then t3 .. t1: t6 is t5's neighbour on the t4 side.
              const t6 = this.between(t2, t5, t4, fw) ? this.step(t5, fw) : this.step(t5, !fw);
              if (t6 === t1 || this.fixed(t5, t6)) continue;
              const gain = g2 + dist[t5 * m + t6] - dist[t6 * m + t1];
              if (gain > 0) {
                this.tour.flip(t1, t2, t4, t3);
                this.tour.flip(t1, t4, t6, t5);
                this.touch(t1, t2, t3, t4, t5, t6);
                return gain;
              }
            } else {
              // t5 must lie inside t2 .. t3; both of its neighbours there close a valid tour.
              if (!this.between(t2, t5, t3, fw)) continue;
              for (let side = 0; side < 2; side++) {
                const t6 = side === 0 ? this.step(t5, fw) : this.step(t5, !fw);
                if ((side === 0 && t5 === t3) || (side === 1 && t5 === t2) || this.fixed(t5, t6)) continue;
                const gain = g2 + dist[t5 * m + t6] - dist[t6 * m + t1];
                if (gain > 0) {
                  if (side === 0) {
                    // Segment swap: t1 [t6 .. t3] [t2 .. t5] t4.
                    this.tour.flip(t1, t2, t3, t4);
                    this.tour.flip(t1, t3, t6, t5);
                    this.tour.flip(t3, t5, t2, t4);
                  } else {
                    // Both parts reversed in place: t1 [t6 .. t2] [t3 .. t5] t4.
                    this.tour.flip(t1, t2, t6, t5);
                    this.tour.flip(t2, t5, t3, t4);
                  }
                  this.touch(t1, t2, t3, t4, t5, t6);
                  return gain;
                }
              }
            }
          }
        }
      }
    }
    return 0;
  }

  private touch(a: number, b: number, c: number, d: number, e: number, f: number): void {
    this.push(a);
    this.push(b);
    this.push(c);
    this.push(d);
    if (e >= 0) this.push(e);
    if (f >= 0) this.push(f);
  }
}
