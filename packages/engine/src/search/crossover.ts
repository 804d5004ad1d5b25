/**
 * Selective route exchange crossover (SREX, Nagata & Kobayashi 2010, as used by PyVRP), adapted to fixed
 * vehicles: k consecutive routes of parent A (in polar order) replace the k routes of parent B that share
 * the most jobs with them. A route of A goes to its own vehicle when free, else to a freed vehicle of the
 * same type (identical vehicles are interchangeable); breaks always stay with their vehicle. Two children:
 * duplicates removed from B's kept routes, or from A's moved routes; jobs left out are reinserted greedily.
 * The cheaper child is left in the local search's routes.
 */
import type { SearchContext } from './context.js';
import { insertAll } from './construction.js';
import { relink } from './operators/commit.js';
import type { Individual } from './population.js';
import type { Snapshot } from './snapshot.js';

export class Srex {
  private readonly angleA: Float64Array;
  private readonly angleB: Float64Array;
  private readonly routesA: Int32Array;
  private readonly routesB: Int32Array;
  private readonly overlap: Int32Array;
  private readonly inA: Uint8Array;
  private readonly keepB: Uint8Array;
  /** Jobs of B's kept routes. */
  private readonly keptJob: Uint8Array;
  private readonly slotOf: Int32Array;
  private readonly slotUsed: Uint8Array;
  private readonly missing: Int32Array;
  private readonly tmp: Snapshot;

  constructor(ctx: SearchContext, tmp: Snapshot) {
    const nR = ctx.p.nVehicles;
    this.angleA = new Float64Array(nR);
    this.angleB = new Float64Array(nR);
    this.routesA = new Int32Array(nR);
    this.routesB = new Int32Array(nR);
    this.overlap = new Int32Array(nR);
    this.inA = new Uint8Array(ctx.p.nJobs);
    this.keepB = new Uint8Array(nR);
    this.keptJob = new Uint8Array(ctx.p.nJobs);
    this.slotOf = new Int32Array(nR);
    this.slotUsed = new Uint8Array(nR);
    this.missing = new Int32Array(ctx.p.nJobs);
    this.tmp = tmp;
  }

  /** Builds the child of a and b into ctx.routes. */
  cross(ctx: SearchContext, a: Individual, b: Individual): void {
    const A = a.snap;
    const B = b.snap;
    const nA = this.sortedRoutes(ctx, A, this.routesA, this.angleA);
    const nB = this.sortedRoutes(ctx, B, this.routesB, this.angleB);
    if (nA === 0 || nB === 0) {
      (nA === 0 ? B : A).loadInto(ctx);
      return;
    }
    const rng = ctx.rng;
    const k = 1 + rng.int(Math.min(nA, nB));
    const startA = rng.int(nA);
    this.inA.fill(0);
    for (let i = 0; i < k; i++) {
      const r = this.routesA[(startA + i) % nA];
      for (let q = A.routeStart(r); q < A.routeEnd[r]; q++)
        if (A.order[q] < ctx.p.nJobs) this.inA[A.order[q]] = 1;
    }
    // B's window of k consecutive routes sharing the most jobs with A's selection.
    for (let i = 0; i < nB; i++) {
      const r = this.routesB[i];
      let c = 0;
      for (let q = B.routeStart(r); q < B.routeEnd[r]; q++)
        if (B.order[q] < ctx.p.nJobs && this.inA[B.order[q]] === 1) c++;
      this.overlap[i] = c;
    }
    let window = 0;
    for (let i = 0; i < k; i++) window += this.overlap[i % nB];
    let best = window;
    let startB = 0;
    for (let s = 1; s < nB; s++) {
      window += this.overlap[(s + k - 1) % nB] - this.overlap[s - 1];
      if (window > best) {
        best = window;
        startB = s;
      }
    }
    this.build(ctx, A, B, k, startA, startB, nA, nB, true);
    const cost1 = ctx.routes.totalCost();
    this.tmp.saveFrom(ctx);
    this.build(ctx, A, B, k, startA, startB, nA, nB, false);
    if (cost1 < ctx.routes.totalCost()) this.tmp.loadInto(ctx);
  }

  /** Non-empty routes of s sorted by the polar angle of their jobs' centroid; returns their count. */
  private sortedRoutes(ctx: SearchContext, s: Snapshot, out: Int32Array, angle: Float64Array): number {
    const p = ctx.p;
    let n = 0;
    for (let r = 0; r < p.nVehicles; r++) {
      let jobs = 0;
      let x = 0;
      let y = 0;
      for (let q = s.routeStart(r); q < s.routeEnd[r]; q++) {
        const v = s.order[q];
        if (v >= p.nJobs) continue;
        jobs++;
        if (p.locX !== null && p.locY !== null) {
          x += p.locX[p.visitLoc[v]];
          y += p.locY[p.visitLoc[v]];
        }
      }
      if (jobs === 0) continue;
      angle[r] =
        p.locX !== null && p.locY !== null
          ? Math.atan2(y / jobs - p.locY[p.vStart[r]], x / jobs - p.locX[p.vStart[r]])
          : r;
      out[n++] = r;
    }
    const sorted = Array.from(out.subarray(0, n)).sort((u, v) => angle[u] - angle[v] || u - v);
    out.set(sorted);
    return n;
  }

  private build(
    ctx: SearchContext,
    A: Snapshot,
    B: Snapshot,
    k: number,
    startA: number,
    startB: number,
    nA: number,
    nB: number,
    dedupB: boolean,
  ): void {
    const p = ctx.p;
    const R = ctx.routes;
    const nR = p.nVehicles;
    this.keepB.fill(1);
    for (let i = 0; i < k; i++) this.keepB[this.routesB[(startB + i) % nB]] = 0;
    this.keptJob.fill(0);
    for (let r = 0; r < nR; r++)
      if (this.keepB[r] === 1)
        for (let q = B.routeStart(r); q < B.routeEnd[r]; q++)
          if (B.order[q] < p.nJobs) this.keptJob[B.order[q]] = 1;
    // Slots: B's kept routes stay; A's selected routes take their own vehicle or a free one of its type.
    this.slotUsed.fill(0);
    for (let r = 0; r < nR; r++) if (this.keepB[r] === 1 && B.hasJob(r, p.nJobs)) this.slotUsed[r] = 1;
    this.slotOf.fill(-1);
    for (let i = 0; i < k; i++) {
      const ra = this.routesA[(startA + i) % nA];
      let slot = -1;
      if (this.slotUsed[ra] === 0) slot = ra;
      else if (p.breakOffset[ra + 1] === p.breakOffset[ra] && p.nTypes > 0)
        for (let r = 0; r < nR && slot < 0; r++)
          if (this.slotUsed[r] === 0 && p.vType[r] === p.vType[ra]) slot = r;
      if (slot >= 0) {
        this.slotUsed[slot] = 1;
        this.slotOf[slot] = ra;
      }
    }
    // Which jobs end up in placed A routes.
    const placed = this.inA;
    placed.fill(0);
    for (let r = 0; r < nR; r++) {
      const ra = this.slotOf[r];
      if (ra < 0) continue;
      for (let q = A.routeStart(ra); q < A.routeEnd[ra]; q++)
        if (A.order[q] < p.nJobs) placed[A.order[q]] = 1;
    }
    const order = ctx.buf;
    for (let j = 0; j < p.nJobs; j++) R.routeOf[j] = -1;
    let c = 0;
    for (let r = 0; r < nR; r++) {
      const from = c;
      const ra = this.slotOf[r];
      if (ra >= 0) {
        for (let q = A.routeStart(ra); q < A.routeEnd[ra]; q++) {
          const x = A.order[q];
          if (x >= p.nJobs) {
            if (p.visitVehicle[x] === r) order[c++] = x;
          } else if (dedupB || this.keptJob[x] === 0) order[c++] = x;
        }
      } else if (this.keepB[r] === 1) {
        for (let q = B.routeStart(r); q < B.routeEnd[r]; q++) {
          const x = B.order[q];
          if (x < p.nJobs && dedupB && placed[x] === 1) continue;
          order[c++] = x;
        }
      }
      // Breaks of vehicle r not yet in its new route.
      for (let bk = p.breakOffset[r]; bk < p.breakOffset[r + 1]; bk++) {
        const br = p.breakIds[bk];
        let present = false;
        for (let q = from; q < c; q++) if (order[q] === br) present = true;
        if (!present) order[c++] = br;
      }
      relink(ctx, r, order, from, c);
    }
    let m = 0;
    for (let j = 0; j < p.nJobs; j++) if (R.routeOf[j] < 0 && p.jobAssignable[j] === 1) this.missing[m++] = j;
    for (let r = 0; r < nR; r++) R.updateRoute(r);
    ctx.rng.shuffle(this.missing, 0, m);
    insertAll(ctx, this.missing, m, false);
  }
}
