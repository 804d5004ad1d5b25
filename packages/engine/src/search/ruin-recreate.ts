/**
 * Ruin and recreate in the style of SISR (Christiaens & Vanden Berghe 2020): strings of consecutive jobs
 * (about 10 in all, more above 250 jobs) are removed from a few routes near a random seed job (adjacent
 * routes in the granular neighbourhood), then the removed jobs are reinserted one by one at their cheapest place, in a random, largest-demand,
 * farthest or closest-to-depot order. Cheap compared with a crossover: only the touched routes change, so the
 * local search that follows only re-examines them. With time, the recreate opens a route only where that is
 * cheaper, by penalised cost, than an infeasible place in a route in use (sparingInsertion): with feasible
 * first alone, children of 1,000-stop time-window instances came out with more routes than their parents in
 * 203 of 208 changes of route count (docs/benchmarks.md).
 */
import type { SearchContext } from './context.js';
import { insertAll } from './construction.js';
import { removeJob } from './insertion.js';

/** Mean number of removed jobs (SISR's default, up to 250 jobs) and longest string. */
const AVG_REMOVED = 10;
const MAX_STRING = 10;
/**
 * Above 250 routed jobs the mean grows by one per 25 jobs, up to AVG_REMOVED_MAX: on six X-style instances of
 * 500-650 customers at n/20 s, 20 removed jobs beat 10 on 10 of 12 runs (two seeds; docs/benchmarks.md), and
 * 15 or 30 did not beat 20.
 */
const JOBS_PER_REMOVED = 25;
const AVG_REMOVED_MAX = 20;

export class RuinRecreate {
  private readonly removed: Int32Array;
  private readonly ruined: Uint8Array;
  private readonly key: Float64Array;

  constructor(ctx: SearchContext) {
    this.removed = new Int32Array(ctx.p.nJobs);
    this.ruined = new Uint8Array(ctx.p.nVehicles);
    this.key = new Float64Array(ctx.p.nJobs);
  }

  apply(ctx: SearchContext): void {
    const p = ctx.p;
    const R = ctx.routes;
    const rng = ctx.rng;
    const nb = ctx.nb;
    let routes = 0;
    let jobs = 0;
    for (let r = 0; r < R.nR; r++)
      if (R.rJobs[r] > 0) {
        routes++;
        jobs += R.rJobs[r];
      }
    if (routes === 0) return;
    const maxString = Math.max(1, Math.min(MAX_STRING, Math.round(jobs / routes)));
    const avgRemoved = Math.min(AVG_REMOVED_MAX, Math.max(AVG_REMOVED, Math.round(jobs / JOBS_PER_REMOVED)));
    const maxStrings = Math.max(1, (4 * Math.min(avgRemoved, jobs)) / (1 + maxString) - 1);
    const strings = 1 + rng.int(Math.floor(maxStrings));
    this.ruined.fill(0);
    let count = 0;
    // Seed: a random routed job; then its neighbours' routes.
    let seed = -1;
    for (let t = 0; t < 20 && seed < 0; t++) {
      const j = rng.int(p.nJobs);
      if (R.routeOf[j] >= 0) seed = j;
    }
    if (seed < 0) return;
    let done = 0;
    for (let k = -1; k < nb.count[seed] && done < strings; k++) {
      const c = k < 0 ? seed : nb.list[seed * nb.k + k];
      const r = R.routeOf[c];
      if (r < 0 || this.ruined[r] === 1) continue;
      this.ruined[r] = 1;
      done++;
      const len = 1 + rng.int(Math.min(maxString, R.rJobs[r]));
      count = this.removeString(ctx, c, len, count);
    }
    this.order(ctx, count);
    // Sparing only with time: on CVRPLIB X it was better on 9 of 24 runs (docs/benchmarks.md).
    insertAll(ctx, this.removed, count, false, true, p.timeMode === 1);
  }

  /** Removes a string of `len` jobs of c's route that contains c (at a random offset). */
  private removeString(ctx: SearchContext, c: number, len: number, count: number): number {
    const R = ctx.routes;
    const nJ = ctx.p.nJobs;
    // Walk back a random number of jobs (not past the route start), then remove len jobs forward.
    let first = c;
    for (let back = ctx.rng.int(len); back > 0; back--) {
      const pv = R.prev[first];
      if (pv >= nJ) break;
      first = pv;
    }
    let x = first;
    for (let i = 0; i < len && x < nJ; i++) {
      let nx = R.next[x];
      while (nx >= nJ && ctx.p.visitVehicle[nx] >= 0 && nx < ctx.p.firstSentinel) nx = R.next[nx];
      removeJob(ctx, x);
      this.removed[count++] = x;
      x = nx;
    }
    return count;
  }

  /** SISR's reinsertion orders: random 4, largest demand 4, farthest from the depot 2, closest 1. */
  private order(ctx: SearchContext, count: number): void {
    const p = ctx.p;
    const rng = ctx.rng;
    const pick = rng.int(11);
    if (pick < 4) {
      rng.shuffle(this.removed, 0, count);
      return;
    }
    const key = this.key;
    for (let i = 0; i < count; i++) {
      const j = this.removed[i];
      const depot = p.vStart[0];
      const d = p.dist[depot * p.nLoc + p.visitLoc[j]];
      let dem = 0;
      for (let k = 0; k < p.nDims; k++) dem += p.visitDemand[j * p.nDims + k] * p.loadWeight[k];
      key[j] = pick < 8 ? -dem : pick < 10 ? -d : d;
    }
    const sorted = Array.from(this.removed.subarray(0, count)).sort((a, b) => key[a] - key[b] || a - b);
    this.removed.set(sorted);
  }
}
