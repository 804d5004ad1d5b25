/**
 * Construction: jobs are inserted one by one at their cheapest place, preferring places that keep the route
 * feasible ("feasible first"); a job whose cheapest place costs more than leaving it out stays unassigned.
 * Up to FULL_SCAN_JOBS jobs every route position is tried (O(n^2) overall); beyond, only positions next to
 * granular neighbours and in one empty route per type, with jobs taken in polar order around the depot so
 * that neighbours are usually routed already (a sweep).
 */
import type { SearchContext } from './context.js';
import { bestInsertion, insertJob, InsertionResult, sparingInsertion } from './insertion.js';

export const FULL_SCAN_JOBS = 1500;

const res = new InsertionResult();

/**
 * Inserts the unassigned jobs of `order[0 .. count)` in that order. Returns false if stopped. Not
 * `stoppable` (the first solution): once the search should stop, the remaining jobs are only tried next to
 * their granular neighbours and in empty routes, and only where the route stays feasible (an infeasible
 * insertion makes every later evaluation of that route slower), so that a time limit shorter than a full
 * construction still holds; a job with no such place stays unassigned for the finalisation to place.
 * `sparing` (the recreate of a ruin): places are chosen by sparingInsertion, which opens a route only when
 * that is cheaper by penalised cost than an infeasible place in a route in use.
 */
export function insertAll(
  ctx: SearchContext,
  order: Int32Array,
  count: number,
  full: boolean,
  stoppable = true,
  sparing = false,
): boolean {
  const p = ctx.p;
  const R = ctx.routes;
  res.feasibleFirst = true;
  let hurried = false;
  for (let i = 0; i < count; i++) {
    if (!hurried && (i & 63) === 63 && ctx.shouldStop()) {
      if (stoppable) {
        ctx.stopped = true;
        res.feasibleFirst = false;
        return false;
      }
      hurried = true;
    }
    const u = order[i];
    if (R.routeOf[u] >= 0 || p.jobAssignable[u] === 0) continue;
    if (sparing && !hurried) sparingInsertion(ctx, u, res);
    else bestInsertion(ctx, u, res, full && !hurried, !hurried);
    const after = res.fAfter >= 0 ? res.fAfter : hurried ? -1 : res.after;
    const delta = res.fAfter >= 0 ? res.fDelta : res.delta;
    if (after >= 0 && delta < p.jobPenalty[u]) insertJob(ctx, u, after);
  }
  res.feasibleFirst = false;
  return true;
}

/** Assignable jobs in random order (into out); returns their count. */
export function randomOrder(ctx: SearchContext, out: Int32Array): number {
  const c = assignable(ctx, out);
  ctx.rng.shuffle(out, 0, c);
  return c;
}

/** Assignable jobs sorted by polar angle around the first vehicle's start (random order without coordinates). */
export function sweepOrder(ctx: SearchContext, out: Int32Array): number {
  const p = ctx.p;
  if (p.locX === null || p.locY === null) return randomOrder(ctx, out);
  const c = assignable(ctx, out);
  const x0 = p.locX[p.vStart[0]];
  const y0 = p.locY[p.vStart[0]];
  const angle = new Float64Array(p.nJobs);
  const offset = ctx.rng.float() * 2 * Math.PI;
  for (let i = 0; i < c; i++) {
    const l = p.visitLoc[out[i]];
    const a = Math.atan2(p.locY[l] - y0, p.locX[l] - x0) + Math.PI + offset;
    angle[out[i]] = a % (2 * Math.PI);
  }
  const sorted = Array.from(out.subarray(0, c)).sort((a, b) => angle[a] - angle[b]);
  out.set(sorted);
  return c;
}

function assignable(ctx: SearchContext, out: Int32Array): number {
  const p = ctx.p;
  let c = 0;
  for (let j = 0; j < p.nJobs; j++) if (p.jobAssignable[j] === 1) out[c++] = j;
  return c;
}

/**
 * A careful first solution: feasible-first cheapest insertion (sweep order for large instances). Never
 * interrupted, only hurried (insertAll): it is the solution a stopped search falls back on.
 */
export function construct(ctx: SearchContext, order: Int32Array, sweep: boolean): void {
  ctx.routes.reset();
  const full = ctx.p.nJobs <= FULL_SCAN_JOBS;
  const c = sweep || !full ? sweepOrder(ctx, order) : randomOrder(ctx, order);
  insertAll(ctx, order, c, full, false);
}

/**
 * A cheap random solution for the initial population (the role of HGS's random giant tour + split): jobs in
 * random order fill the routes one after the other, a route being closed when the next job would exceed its
 * capacity or stop limit (time is left to the penalised local search). Jobs no route accepts are inserted
 * at their cheapest place. O(n).
 */
export function constructRandom(ctx: SearchContext, order: Int32Array): void {
  const p = ctx.p;
  const R = ctx.routes;
  R.reset();
  const c = randomOrder(ctx, order);
  const nd = p.nDims;
  const load = ctx.loadScratch;
  let r = 0;
  let jobs = 0;
  load.fill(0);
  let pending = 0;
  for (let i = 0; i < c; i++) {
    const u = order[i];
    if (r < R.nR && jobs > 0 && !fits(ctx, u, r, jobs)) {
      r++;
      jobs = 0;
      load.fill(0);
    }
    if (r >= R.nR || !fits(ctx, u, r, jobs)) {
      order[pending++] = u;
      continue;
    }
    R.insertAfter(u, R.prev[p.firstSentinel + 2 * r + 1]);
    jobs++;
    for (let k = 0; k < nd; k++) load[k] += p.visitDemand[u * nd + k];
  }
  for (let q = 0; q < R.nR; q++) R.updateRoute(q);
  insertAll(ctx, order, pending, p.nJobs <= FULL_SCAN_JOBS);
}

function fits(ctx: SearchContext, u: number, r: number, jobs: number): boolean {
  const p = ctx.p;
  if (!ctx.canServe(u, r) || jobs + 1 > p.vMaxStops[r]) return false;
  const nd = p.nDims;
  const load = ctx.loadScratch;
  for (let k = 0; k < nd; k++) if (load[k] + p.visitDemand[u * nd + k] > p.vCap[r * nd + k]) return false;
  return true;
}
