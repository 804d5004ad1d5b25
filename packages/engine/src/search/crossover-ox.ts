/**
 * Ordered crossover on giant tours (HGS-CVRP) for fleets of identical vehicles without breaks: the jobs of
 * each parent in route order form a giant tour (unassigned jobs appended); the child keeps a random cyclic
 * stretch of parent A and takes the other jobs in parent B's order; Split then cuts it into routes.
 */
import type { SearchContext } from './context.js';
import type { Individual } from './population.js';
import type { Snapshot } from './snapshot.js';
import { Split } from './split.js';

export class OrderCrossover {
  private readonly tourA: Int32Array;
  private readonly tourB: Int32Array;
  private readonly child: Int32Array;
  private readonly used: Uint8Array;
  private readonly split: Split;
  private readonly routeOrder: Int32Array;
  private readonly angle: Float64Array;

  constructor(ctx: SearchContext) {
    const n = ctx.p.nJobs;
    this.tourA = new Int32Array(n);
    this.tourB = new Int32Array(n);
    this.child = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.split = new Split(ctx);
    this.routeOrder = new Int32Array(ctx.p.nVehicles);
    this.angle = new Float64Array(ctx.p.nVehicles);
  }

  /** Usable when every vehicle is interchangeable and there are no breaks. */
  static applies(ctx: SearchContext): boolean {
    return ctx.p.nTypes === 1 && ctx.p.nBreaks === 0;
  }

  /** Builds the child of a and b into ctx.routes; false when Split found no way to fit the fleet. */
  cross(ctx: SearchContext, a: Individual, b: Individual): boolean {
    const n = this.giantTour(ctx, a.snap, this.tourA);
    this.giantTour(ctx, b.snap, this.tourB);
    if (n < 2) return false;
    const rng = ctx.rng;
    const start = rng.int(n);
    let end = rng.int(n);
    while (end === start) end = rng.int(n);
    const used = this.used;
    used.fill(0);
    const child = this.child;
    for (let i = start; ; i = (i + 1) % n) {
      child[i] = this.tourA[i];
      used[child[i]] = 1;
      if (i === end) break;
    }
    let j = (end + 1) % n;
    for (let i = 1; i <= n; i++) {
      const x = this.tourB[(end + i) % n];
      if (used[x] === 1) continue;
      child[j] = x;
      used[x] = 1;
      j = (j + 1) % n;
    }
    return this.split.run(ctx, child, n);
  }

  /**
   * Assignable jobs of s route by route, routes in polar order of their centroid around the depot (as HGS
   * exports its individuals, so that neighbouring routes stay neighbours in the tour), then the unassigned
   * jobs; returns their count.
   */
  private giantTour(ctx: SearchContext, s: Snapshot, out: Int32Array): number {
    const p = ctx.p;
    const seen = this.used;
    seen.fill(0);
    let c = 0;
    const nR = p.nVehicles;
    const order = this.routeOrder;
    const angle = this.angle;
    let used = 0;
    for (let r = 0; r < nR; r++) {
      if (s.routeEnd[r] === s.routeStart(r)) continue;
      let x = 0;
      let y = 0;
      for (let q = s.routeStart(r); q < s.routeEnd[r]; q++) {
        const l = p.visitLoc[s.order[q]];
        if (p.locX !== null && p.locY !== null && l >= 0) {
          x += p.locX[l];
          y += p.locY[l];
        }
      }
      const k = s.routeEnd[r] - s.routeStart(r);
      angle[r] =
        p.locX !== null && p.locY !== null
          ? Math.atan2(y / k - p.locY[p.vStart[r]], x / k - p.locX[p.vStart[r]])
          : r;
      order[used++] = r;
    }
    const sorted = Array.from(order.subarray(0, used)).sort((a, b) => angle[a] - angle[b] || a - b);
    for (let i = 0; i < used; i++) {
      const r = sorted[i];
      for (let q = s.routeStart(r); q < s.routeEnd[r]; q++) {
        const x = s.order[q];
        if (x < p.nJobs) {
          out[c++] = x;
          seen[x] = 1;
        }
      }
    }
    for (let j = 0; j < p.nJobs; j++) if (seen[j] === 0 && p.jobAssignable[j] === 1) out[c++] = j;
    return c;
  }
}
