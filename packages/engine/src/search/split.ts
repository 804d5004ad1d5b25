/**
 * Split (Prins 2004; Vidal 2022): cuts a giant tour of jobs into routes of identical vehicles at minimal
 * penalised cost, by a Bellman recursion over the tour. Route costs are evaluated with the segment algebra
 * (load, distance, time warp, every limit), extending each route one job at a time, O(n x B) with B the
 * longest route considered (load up to 1.5 x capacity). When the cheapest split uses more routes than there
 * are vehicles, a fleet-limited recursion (O(m x n x B)) runs instead.
 */
import { endSentinel, startSentinel } from '../problem/problem.js';
import type { SearchContext } from './context.js';
import { Seg } from './segment.js';

const LOAD_SLACK = 1.5;

export class Split {
  private readonly seg: Seg;
  private readonly tmp: Seg;
  private potential: Float64Array;
  private pred: Int32Array;
  private readonly breaks: Int32Array;

  constructor(ctx: SearchContext) {
    const n = ctx.p.nJobs;
    this.seg = new Seg(ctx.p.nDims);
    this.tmp = new Seg(ctx.p.nDims);
    this.potential = new Float64Array(n + 1);
    this.pred = new Int32Array(n + 1);
    this.breaks = new Int32Array(n + 1);
  }

  /** Cost of route tour[i .. j) (exclusive) for vehicle 0, extending seg incrementally by the caller. */
  private closeCost(ctx: SearchContext): number {
    const t = this.tmp;
    t.copyFrom(this.seg);
    ctx.routes.pushVisit(t, endSentinel(ctx.p, 0), 0);
    return ctx.cm.routeCost(t, 0);
  }

  /** Writes routes into ctx.routes from tour[0 .. n). Returns false if no split fits the fleet. */
  run(ctx: SearchContext, tour: Int32Array, n: number): boolean {
    const p = ctx.p;
    const nR = p.nVehicles;
    const pot = this.potential;
    const pred = this.pred;
    pot.fill(Infinity, 0, n + 1);
    pot[0] = 0;
    const capLimit = new Float64Array(p.nDims);
    for (let k = 0; k < p.nDims; k++) capLimit[k] = LOAD_SLACK * p.vCap[k];
    for (let i = 0; i < n; i++) {
      if (pot[i] === Infinity) continue;
      this.seg.clear();
      ctx.routes.pushVisit(this.seg, startSentinel(p, 0), 0);
      for (let j = i; j < n; j++) {
        ctx.routes.pushVisit(this.seg, tour[j], 0);
        if (j > i && exceeds(this.seg, capLimit, p.vMaxStops[0])) break;
        const c = pot[i] + this.closeCost(ctx);
        if (c < pot[j + 1]) {
          pot[j + 1] = c;
          pred[j + 1] = i;
        }
      }
    }
    let routes = 0;
    for (let j = n; j > 0; j = pred[j]) routes++;
    if (routes > nR) return this.limited(ctx, tour, n, capLimit);
    this.write(ctx, tour, n, pred, routes);
    return true;
  }

  /** Fleet-limited recursion: layer k = best cost of the first j jobs in exactly k routes. */
  private limited(ctx: SearchContext, tour: Int32Array, n: number, capLimit: Float64Array): boolean {
    const p = ctx.p;
    const m = p.nVehicles;
    const size = (m + 1) * (n + 1);
    if (this.potential.length < size) {
      this.potential = new Float64Array(size);
      this.pred = new Int32Array(size);
    }
    const pot = this.potential;
    const pred = this.pred;
    pot.fill(Infinity, 0, size);
    pot[0] = 0;
    for (let k = 0; k < m; k++) {
      for (let i = k; i < n; i++) {
        const base = pot[k * (n + 1) + i];
        if (base === Infinity) continue;
        this.seg.clear();
        ctx.routes.pushVisit(this.seg, startSentinel(p, 0), 0);
        for (let j = i; j < n; j++) {
          ctx.routes.pushVisit(this.seg, tour[j], 0);
          if (j > i && exceeds(this.seg, capLimit, p.vMaxStops[0])) break;
          const c = base + this.closeCost(ctx);
          const q = (k + 1) * (n + 1) + j + 1;
          if (c < pot[q]) {
            pot[q] = c;
            pred[q] = i;
          }
        }
      }
    }
    let bestK = -1;
    let best = Infinity;
    for (let k = 1; k <= m; k++)
      if (pot[k * (n + 1) + n] < best) {
        best = pot[k * (n + 1) + n];
        bestK = k;
      }
    if (bestK < 0) return false;
    // Unroll the layered predecessors into the flat form write() expects.
    const flat = this.breaks;
    let j = n;
    for (let k = bestK; k > 0; k--) {
      const i = pred[k * (n + 1) + j];
      flat[j] = i;
      j = i;
    }
    this.write(ctx, tour, n, flat, bestK);
    return true;
  }

  private write(ctx: SearchContext, tour: Int32Array, n: number, pred: Int32Array, routes: number): void {
    const R = ctx.routes;
    R.reset();
    let r = routes - 1;
    for (let j = n; j > 0; j = pred[j], r--) {
      const i = pred[j];
      let last = startSentinel(ctx.p, r);
      for (let q = i; q < j; q++) {
        R.insertAfter(tour[q], last);
        last = tour[q];
      }
    }
    for (let q = 0; q < R.nR; q++) R.updateRoute(q);
  }
}

function exceeds(s: Seg, capLimit: Float64Array, maxStops: number): boolean {
  for (let k = 0; k < capLimit.length; k++) if (s.load[k] > capLimit[k]) return true;
  return s.jobs > maxStops + 1;
}
