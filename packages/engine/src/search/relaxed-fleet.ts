/**
 * A fleet that binds (every vehicle in use and still jobs without a feasible place, search/hgs.ts
 * `fleetBinds`): the search of the real problem spends its time among solutions that break windows, and its
 * feasible ones are poor (Gehring-Homberger RC1_10_1 with its 90 vehicles: +14% to +20% at 60 s, against
 * +3% with 250). So, as in two-phase methods (route minimisation, then distance), the same search first
 * runs on the problem with EXTRA_SHARE more vehicles of the same kind, where good routes are easy to reach,
 * and the route minimiser (route-minimisation.ts) then takes its best solution back down to the real
 * fleet. The result starts the search of the real problem.
 *
 * Only with time, for fleets of identical vehicles (one depot, one shift, one capacity, the same costs),
 * without breaks, pinned jobs or balance: then which vehicle drives which route does not matter. A tight
 * fleet without time (bin packing) was not measured.
 */
import { endSentinel, startSentinel, type Problem } from '../problem/problem.js';
import { subProblem } from '../problem/sub-problem.js';
import { SearchContext, type StopTest } from './context.js';
import { fleetBinds, runHgs } from './hgs.js';
import { LocalSearch } from './local-search.js';
import { buildNeighbours, type Neighbours } from './neighbours.js';
import { PenaltyManager } from './penalties.js';
import { RouteMinimiser } from './route-minimisation.js';
import { Rng } from './rng.js';
import type { RouteSet } from './snapshot.js';

/** Vehicles added, as a share of the fleet (at least two). */
const EXTRA_SHARE = 0.02;

export interface RelaxedResult {
  /** Routes for the real problem's vehicles (jobs the minimiser could not place are in none). */
  routes: RouteSet;
  iterations: number;
}

export class RelaxedFleet {
  private readonly rng: Rng;

  /** `seed`: this phase's own random stream (the real problem's search keeps its own untouched). */
  constructor(
    private readonly p: Problem,
    private readonly nb: Neighbours,
    seed: number,
    private readonly granular: number,
  ) {
    this.rng = new Rng(seed);
  }

  /**
   * Whether the fleet binds: the first construction (as the search builds it) uses every vehicle and still
   * leaves a job without a feasible place.
   */
  binds(): boolean {
    const p = this.p;
    const ctx = new SearchContext(p, this.nb, this.rng, false, () => false);
    ctx.routes.reset();
    return fleetBinds(ctx, new Int32Array(p.nJobs));
  }

  /**
   * True for problems with time (where a tight fleet has measured this bad) and a fleet of identical
   * vehicles, without breaks, pinned jobs or balance.
   */
  static applies(p: Problem): boolean {
    if (p.timeMode !== 1 || p.nBreaks > 0 || p.balanceCoef !== 0 || p.nVehicles < 2) return false;
    for (let j = 0; j < p.nJobs; j++) if (p.jobPinned[j] >= 0) return false;
    const same = (a: ArrayLike<number>, width = 1): boolean => {
      for (let v = 1; v < p.nVehicles; v++)
        for (let d = 0; d < width; d++) if (a[v * width + d] !== a[d]) return false;
      return true;
    };
    return (
      same(p.vStart) &&
      same(p.vEnd) &&
      same(p.vShiftStart) &&
      same(p.vShiftEnd) &&
      same(p.vCap, p.nDims) &&
      same(p.vMaxDuration) &&
      same(p.vMaxDistance) &&
      same(p.vMaxStops) &&
      same(p.vDistCoef) &&
      same(p.vDurCoef) &&
      same(p.vFixed) &&
      same(p.vProfile) &&
      same(p.vType) &&
      same(p.vHeadKey) &&
      same(p.vTailKey)
    );
  }

  /**
   * Searches the problem with the larger fleet until `searchStop` (or `maxIterations`), then minimises its
   * best solution's routes down to the real fleet until `minimiseStop`. Null when the search found no
   * solution to start from.
   */
  solve(
    searchStop: StopTest,
    minimiseStop: StopTest,
    maxIterations: number,
    onIteration: (iterations: number) => void = () => undefined,
  ): RelaxedResult | null {
    const p = this.p;
    const nV = p.nVehicles;
    const extra = Math.max(2, Math.ceil(EXTRA_SHARE * nV));
    const jobs = Int32Array.from({ length: p.nJobs }, (_, j) => j);
    // Vehicle 0 repeated: every vehicle is alike (applies), and sub-vehicle k < nV is vehicle k.
    const vehicles = Int32Array.from({ length: nV + extra }, (_, k) => (k < nV ? k : 0));
    const big = subProblem(p, jobs, vehicles);
    let stop = searchStop;
    const ctx = new SearchContext(big, buildNeighbours(big, this.granular), this.rng, false, () => stop());
    ctx.routes.reset();
    const pm = new PenaltyManager(big);
    const res = runHgs(ctx, new LocalSearch(ctx), pm, {
      maxIterations,
      onIteration,
      onFirstSolution: () => undefined,
    });
    const found = res.best ?? res.fallback;
    if (!found.feasible) return null;
    found.loadInto(ctx);
    pm.apply(ctx.cm);
    ctx.routes.refreshCosts();
    stop = minimiseStop;
    ctx.stopped = false;
    new RouteMinimiser(ctx).reduceRoutes(nV);
    return { routes: this.toFleet(ctx, nV), iterations: res.iterations };
  }

  /** The routes of `ctx` on the real vehicles: the nV with most jobs (all of them when the minimiser won). */
  private toFleet(ctx: SearchContext, nV: number): RouteSet {
    const R = ctx.routes;
    const used: number[] = [];
    for (let r = 0; r < R.nR; r++) if (R.rJobs[r] > 0) used.push(r);
    used.sort((a, b) => R.rJobs[b] - R.rJobs[a]);
    const visits = new Int32Array(this.p.nJobs);
    const routeEnd = new Int32Array(nV);
    let n = 0;
    for (let k = 0; k < nV; k++) {
      if (k < used.length) {
        const r = used[k];
        const e = endSentinel(ctx.p, r);
        for (let x = R.next[startSentinel(ctx.p, r)]; x !== e; x = R.next[x]) visits[n++] = x;
      }
      routeEnd[k] = n;
    }
    return { visits: visits.subarray(0, n), routeEnd };
  }
}
