/**
 * Ruin and recreate in the style of SISR (Christiaens & Vanden Berghe 2020): strings of consecutive jobs (about
 * 10 in all, more above 250 jobs) are removed from a few routes near a random seed job (adjacent routes in the
 * granular neighbourhood), without time half of them as SISR's split strings (a longer string with a block of it
 * kept in place), then the removed jobs are reinserted one by one at their cheapest place, in a random,
 * largest-demand, farthest or closest-to-depot order. Cheap compared with a crossover: only the touched routes
 * change, so the local search that follows only re-examines them. With time, the recreate opens a route only
 * where that is cheaper, by penalised cost, than an infeasible place in a route in use (sparingInsertion): with
 * feasible first alone, children of 1,000-stop time-window instances came out with more routes than their parents
 * in 203 of 208 changes of route count (docs/benchmarks.md).
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
/**
 * SISR's split strings, without time: with this probability (SISR's 0.5) a string of `len` jobs is taken from
 * a longer one of len + m jobs whose block of m consecutive jobs stays in place, m growing by one while a draw
 * is above SPLIT_DEPTH (SISR's beta, 0.01) and the string fits in its route. The removed jobs are then two
 * pieces of a route with a stretch between them kept, which plain strings never are. On X-style instances of
 * 500-665 customers at n/20 s: -0.14% on 16 development runs (10 better, 5 worse), -0.04% on 24 runs of
 * instances used only to measure. With windows the searches made fewer iterations (8 of 10 runs) and ended
 * +0.08% (3 better, 5 worse): not there (docs/benchmarks.md, twenty-fifth round).
 */
const SPLIT_RATE = 0.5;
const SPLIT_DEPTH = 0.01;

export class RuinRecreate {
  private readonly removed: Int32Array;
  private readonly ruined: Uint8Array;
  private readonly key: Float64Array;
  /** The jobs of the string being removed, in route order. */
  private readonly string: Int32Array;
  /** Split strings are used (problems without time, SPLIT_RATE). */
  private readonly split: boolean;

  constructor(ctx: SearchContext) {
    this.removed = new Int32Array(ctx.p.nJobs);
    this.ruined = new Uint8Array(ctx.p.nVehicles);
    this.key = new Float64Array(ctx.p.nJobs);
    this.string = new Int32Array(ctx.p.nJobs);
    this.split = ctx.p.timeMode === 0;
  }

  apply(ctx: SearchContext): void {
    const count = this.ruinCount(ctx);
    if (count === 0) return;
    this.order(ctx, count);
    // Sparing only with time: on CVRPLIB X it was better on 9 of 24 runs (docs/benchmarks.md).
    insertAll(ctx, this.removed, count, false, true, ctx.p.timeMode === 1);
  }

  /**
   * The ruin alone: takes strings of jobs out of routes near a random job, and answers the jobs taken out (in
   * the order taken; a view valid until the next ruin).
   */
  ruin(ctx: SearchContext): Int32Array {
    return this.removed.subarray(0, this.ruinCount(ctx));
  }

  private ruinCount(ctx: SearchContext): number {
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
    if (routes === 0) return 0;
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
    if (seed < 0) return 0;
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
    return count;
  }

  /**
   * Removes `len` jobs of c's route around c: a string of `len` (at a random offset that contains c) or, as
   * SISR's split string, a string of len + m jobs less a block of m kept in place (at a random offset in it).
   */
  private removeString(ctx: SearchContext, c: number, len: number, count: number): number {
    const R = ctx.routes;
    const size = R.rJobs[R.routeOf[c]];
    let kept = 0;
    if (this.split && size > len && ctx.rng.float() < SPLIT_RATE) {
      kept = 1;
      while (len + kept < size && ctx.rng.float() > SPLIT_DEPTH) kept++;
    }
    const span = len + kept;
    // Walk back a random number of jobs (not past the route start), then take the string forward.
    let first = c;
    for (let back = ctx.rng.int(span); back > 0; back--) {
      const pv = this.prevJob(ctx, first);
      if (pv < 0) break;
      first = pv;
    }
    let n = this.collect(ctx, first, span);
    // A split string is taken whole (it fits in its route): cut short by the route's end, it starts earlier.
    if (kept > 0 && n < span) {
      for (let more = span - n, pv = this.prevJob(ctx, first); more > 0 && pv >= 0; more--) {
        first = pv;
        pv = this.prevJob(ctx, pv);
      }
      n = this.collect(ctx, first, span);
    }
    // (Breaks end a string: one between the jobs may leave it short, and then it keeps fewer.)
    if (n < span) kept = Math.max(0, n - len);
    const string = this.string;
    const keepFrom = kept === 0 ? n : ctx.rng.int(n - kept + 1);
    for (let i = 0; i < n; i++) {
      if (i >= keepFrom && i < keepFrom + kept) continue;
      removeJob(ctx, string[i]);
      this.removed[count++] = string[i];
    }
    return count;
  }

  /** Up to `span` jobs of a route from `first` on, into this.string; returns how many. */
  private collect(ctx: SearchContext, first: number, span: number): number {
    let n = 0;
    for (let x = first; n < span && x >= 0; x = this.nextJob(ctx, x)) this.string[n++] = x;
    return n;
  }

  /** The job right before x in its route (-1 at the route's start or after a break: strings start after it). */
  private prevJob(ctx: SearchContext, x: number): number {
    const y = ctx.routes.prev[x];
    return y < ctx.p.nJobs ? y : -1;
  }

  /** The job after x in its route, breaks passed over (-1 at the route's end). */
  private nextJob(ctx: SearchContext, x: number): number {
    const p = ctx.p;
    let y = ctx.routes.next[x];
    while (y >= p.nJobs && p.visitVehicle[y] >= 0 && y < p.firstSentinel) y = ctx.routes.next[y];
    return y < p.nJobs ? y : -1;
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
