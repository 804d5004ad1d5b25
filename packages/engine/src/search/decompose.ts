/**
 * Decomposition for large instances (Santini, Schneider, Vidal & Vigo 2023, "Decomposition strategies for
 * vehicle routing heuristics"): the best solution's routes, ordered by the polar angle of their barycentre
 * around the depot, are cut into a group of neighbouring routes holding about SUB_JOBS jobs; that group
 * becomes a problem of its own (problem/sub-problem.ts), searched by the same hybrid genetic search for a
 * short budget starting from the group's routes, and when it found better routes they replace the group's.
 * A small problem converges in a few hundred iterations where the whole one, at 500+ jobs, gets few.
 */
import type { Problem } from '../problem/problem.js';
import { subProblem } from '../problem/sub-problem.js';
import { SearchContext, type StopTest } from './context.js';
import { runHgs } from './hgs.js';
import { LocalSearch } from './local-search.js';
import { buildNeighbours } from './neighbours.js';
import { PenaltyManager } from './penalties.js';
import { Rng } from './rng.js';
import { Snapshot, type RouteSet } from './snapshot.js';

/** Jobs a problem needs before it is cut. */
const DECOMPOSE_MIN_JOBS = 400;
/** Jobs of one sub-problem (whole routes are taken, so a little more). */
const SUB_JOBS = 120;
/** Local-search results of one sub-problem's search. */
const SUB_ITERATIONS = 200;

export class Decomposition {
  constructor(
    private readonly p: Problem,
    private readonly rng: Rng,
    private readonly stop: StopTest,
    private readonly granular: number,
  ) {}

  /**
   * True for problems this cuts: large, without time (CVRP; with windows it measured worse on
   * Gehring-Homberger, docs/benchmarks.md), planar coordinates, one depot, and nothing a sub-problem would
   * lose (breaks, pinned jobs, workload balance across routes).
   */
  static applies(p: Problem): boolean {
    if (p.nJobs < DECOMPOSE_MIN_JOBS || p.timeMode !== 0 || p.nBreaks > 0 || p.locX === null) return false;
    if (p.balanceCoef !== 0) return false;
    for (let j = 0; j < p.nJobs; j++) if (p.jobPinned[j] >= 0) return false;
    for (let v = 1; v < p.nVehicles; v++)
      if (p.vHeadKey[v] !== p.vHeadKey[0] || p.vTailKey[v] !== p.vTailKey[0]) return false;
    return true;
  }

  /**
   * Searches one group of `best`'s neighbouring routes as a problem of its own. Answers the whole solution
   * with that group's routes replaced when the search found a cheaper set of them, else null.
   */
  improve(best: Snapshot): RouteSet | null {
    const p = this.p;
    const group = this.pickGroup(best);
    if (group === null) return null;
    // The group's vehicles (all with a route), and one unused vehicle (when there is one) so the sub-search
    // may open a route.
    const vehicles: number[] = [...group];
    for (let v = 0; v < p.nVehicles; v++)
      if (best.routeEnd[v] === best.routeStart(v)) {
        vehicles.push(v);
        break;
      }
    const jobs: number[] = [];
    const routeEnd = new Int32Array(vehicles.length);
    vehicles.forEach((v, k) => {
      for (let i = best.routeStart(v); i < best.routeEnd[v]; i++) jobs.push(best.order[i]);
      routeEnd[k] = jobs.length;
    });
    const jobIds = Int32Array.from(jobs);
    const sub = subProblem(p, jobIds, Int32Array.from(vehicles));
    const ctx = new SearchContext(
      sub,
      buildNeighbours(sub, this.granular),
      new Rng(this.rng.int(0x7fffffff)),
      false,
      this.stop,
    );
    ctx.routes.reset();
    const pm = new PenaltyManager(sub);
    pm.apply(ctx.cm);
    const start = Snapshot.forProblem(ctx);
    start.takeShared({ visits: Int32Array.from(jobs, (_, i) => i), routeEnd });
    start.loadInto(ctx);
    start.saveFrom(ctx);
    const res = runHgs(ctx, new LocalSearch(ctx), pm, {
      maxIterations: SUB_ITERATIONS,
      start: { visits: start.order, routeEnd: start.routeEnd },
      initialPhaseOver: () => true,
      onIteration: () => undefined,
      onFirstSolution: () => undefined,
    });
    if (res.best === null || !(res.best.objective < start.objective - 1e-6)) return null;
    return this.merge(best, vehicles, jobIds, res.best);
  }

  /** Routes whose barycentres are consecutive in angle around the depot, from a random one, SUB_JOBS jobs. */
  private pickGroup(best: Snapshot): number[] | null {
    const p = this.p;
    const x = p.locX!;
    const y = p.locY!;
    const depot = p.vStart[0];
    const angle = new Float64Array(p.nVehicles);
    const used: number[] = [];
    let total = 0;
    for (let r = 0; r < p.nVehicles; r++) {
      const from = best.routeStart(r);
      const to = best.routeEnd[r];
      if (to === from) continue;
      let sx = 0;
      let sy = 0;
      for (let i = from; i < to; i++) {
        const loc = p.visitLoc[best.order[i]];
        sx += x[loc];
        sy += y[loc];
      }
      angle[r] = Math.atan2(sy / (to - from) - y[depot], sx / (to - from) - x[depot]);
      used.push(r);
      total += to - from;
    }
    if (total < 2 * SUB_JOBS) return null;
    used.sort((a, b) => angle[a] - angle[b]);
    const group: number[] = [];
    let jobs = 0;
    for (let i = this.rng.int(used.length); jobs < SUB_JOBS; i = (i + 1) % used.length) {
      const r = used[i];
      group.push(r);
      jobs += best.routeEnd[r] - best.routeStart(r);
    }
    // A group of every route (a few very long ones) would be the whole problem again.
    return group.length < used.length ? group : null;
  }

  /** `best` with the group's routes (vehicles[k] = sub-route k) taken from the sub-problem's solution. */
  private merge(best: Snapshot, vehicles: number[], jobIds: Int32Array, found: Snapshot): RouteSet {
    const p = this.p;
    const subOf = new Int32Array(p.nVehicles).fill(-1);
    vehicles.forEach((v, k) => (subOf[v] = k));
    const visits = new Int32Array(best.order.length);
    const routeEnd = new Int32Array(p.nVehicles);
    let n = 0;
    for (let r = 0; r < p.nVehicles; r++) {
      const k = subOf[r];
      if (k < 0) for (let i = best.routeStart(r); i < best.routeEnd[r]; i++) visits[n++] = best.order[i];
      else for (let i = found.routeStart(k); i < found.routeEnd[k]; i++) visits[n++] = jobIds[found.order[i]];
      routeEnd[r] = n;
    }
    return { visits: visits.subarray(0, n), routeEnd };
  }
}
