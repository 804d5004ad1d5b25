/**
 * Repair by packing, for problems without time (CVRP). On instances whose routes are nearly full at the
 * capacity bound (total demand / capacity, rounded up), the penalised local search often ends one route
 * below the best solution's count with a little overload, and the ordinary repair (penalties x BOOST) then
 * opens a route again: the route count stays where the first solutions put it. This repair instead takes
 * jobs out of each overloaded route, the fewest that make it fit, and places them into the routes in use by
 * the route minimiser's ejection chains (route-minimisation.ts), no route opened; when every job finds a
 * place the routes are feasible with one route fewer than the best, and the caller searches them further.
 * On `x:538:22` (routes filled to 0.997 at the bound) the search then ends on the bound, 38 routes instead of
 * 39 and 1.2% shorter (docs/benchmarks.md, twenty-fourth round).
 */
import { endSentinel, startSentinel } from '../problem/problem.js';
import type { SearchContext } from './context.js';
import { RouteMinimiser } from './route-minimisation.js';
import { Snapshot } from './snapshot.js';

/**
 * Longest wait, in search iterations, between two attempts. The wait doubles after each attempt that fails or
 * whose result does not become the best solution: where packed solutions keep losing to the best (routes of
 * ten jobs filled to 0.995, `x:530:33`), attempting after every local search took half the run.
 */
const MAX_WAIT = 1024;

export class PackRepair {
  /** Fewest routes that can carry the demand: fewer is never feasible, so never tried. */
  readonly bound: number;
  private readonly saved: Snapshot;
  private readonly load: Float64Array;
  private minimiser: RouteMinimiser | null = null;
  private wait = 1;
  private nextAttempt = 0;

  /** Problems without time and with one vehicle type and no breaks (the setting it was measured in). */
  static applies(ctx: SearchContext): boolean {
    const p = ctx.p;
    return p.timeMode === 0 && p.nTypes === 1 && p.nBreaks === 0;
  }

  constructor(private readonly ctx: SearchContext) {
    const p = ctx.p;
    this.saved = Snapshot.forProblem(ctx);
    this.load = new Float64Array(p.nDims);
    let bound = 0;
    for (let k = 0; k < p.nDims; k++) {
      let demand = 0;
      for (let j = 0; j < p.nJobs; j++)
        if (p.jobAssignable[j] === 1) demand += p.visitDemand[j * p.nDims + k];
      const cap = p.vCap[k];
      if (cap > 0) bound = Math.max(bound, Math.ceil(demand / cap - 1e-9));
    }
    this.bound = bound;
  }

  /**
   * Makes the current routes feasible without opening a route, when they are infeasible by load only and
   * use fewer routes than `bestRoutes` but no fewer than the bound. True when it did (the routes are then
   * feasible, as many in use as before; the caller reports with `settle` what came of them); false leaves the
   * routes as they were. `iteration`: the caller's count, for the waits between attempts.
   */
  run(iteration: number, bestRoutes: number): boolean {
    const ctx = this.ctx;
    const R = ctx.routes;
    const used = R.used;
    if (iteration < this.nextAttempt || used >= bestRoutes || used < this.bound || !this.loadOnly())
      return false;
    this.saved.saveFrom(ctx);
    let unloaded = true;
    for (let r = 0; r < R.nR && unloaded; r++) if (R.rEx[r * 4] > 0) unloaded = this.unload(r);
    this.minimiser ??= new RouteMinimiser(ctx);
    if (unloaded) this.minimiser.placeLeftOut();
    if (unloaded && this.minimiser.leftOut() === 0 && R.used === used) return true;
    this.saved.loadInto(ctx);
    this.settle(iteration, false);
    return false;
  }

  /** After routes packed by `run` were searched: `improved`, they became the best solution. */
  settle(iteration: number, improved: boolean): void {
    this.wait = improved ? 1 : Math.min(2 * this.wait, MAX_WAIT);
    this.nextAttempt = iteration + this.wait;
  }

  /** Some route is overloaded and no route breaks another limit. */
  private loadOnly(): boolean {
    const R = this.ctx.routes;
    let over = false;
    for (let r = 0; r < R.nR; r++) {
      const o = r * 4;
      if (R.rEx[o + 1] > 0 || R.rEx[o + 2] > 0 || R.rEx[o + 3] > 0) return false;
      if (R.rEx[o] > 0) over = true;
    }
    return over;
  }

  /**
   * Takes jobs out of route r until it fits: each time, in the dimension most over capacity, the smallest job
   * that covers the excess alone, or else the largest (pinned jobs stay). False when only pinned jobs are left.
   */
  private unload(r: number): boolean {
    const p = this.ctx.p;
    const R = this.ctx.routes;
    const nd = p.nDims;
    const load = this.load;
    const s = startSentinel(p, r);
    const e = endSentinel(p, r);
    load.fill(0);
    for (let x = R.next[s]; x !== e; x = R.next[x])
      for (let k = 0; k < nd; k++) load[k] += p.visitDemand[x * nd + k];
    for (;;) {
      let over = 0;
      let dim = 0;
      for (let k = 0; k < nd; k++) {
        const cap = p.vCap[r * nd + k];
        const excess = cap > 0 ? (load[k] - cap) / cap : load[k];
        if (excess > over) {
          over = excess;
          dim = k;
        }
      }
      if (over <= 0) break;
      const need = load[dim] - p.vCap[r * nd + dim];
      let cover = -1;
      let largest = -1;
      for (let x = R.next[s]; x !== e; x = R.next[x]) {
        if (p.jobPinned[x] >= 0) continue;
        const d = p.visitDemand[x * nd + dim];
        if (d >= need && (cover < 0 || d < p.visitDemand[cover * nd + dim])) cover = x;
        if (largest < 0 || d > p.visitDemand[largest * nd + dim]) largest = x;
      }
      if (largest < 0) break;
      const out = cover >= 0 ? cover : largest;
      for (let k = 0; k < nd; k++) load[k] -= p.visitDemand[out * nd + k];
      R.remove(out);
    }
    R.updateRoute(r);
    return R.rEx[r * 4] <= 0;
  }
}
