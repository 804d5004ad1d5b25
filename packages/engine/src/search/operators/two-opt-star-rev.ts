/**
 * 2-opt* with the heads reversed (HGS-CVRP's move 8): the arcs U -> next(U) and V -> next(V) of two routes
 * are replaced by U -> V and next(U) -> next(V),
 *   route U: start .. U | V .. (V's head reversed) .. end    route V: start | (U's tail reversed) | next(V) .. end.
 * Only where reversing a stretch changes nothing but its direction: a symmetric matrix, no time, no breaks,
 * no job a vehicle may not serve, and every vehicle starting and ending at one place (CVRP). There each route's
 * new distance, load and stops follow in O(1) from the route caches. Applied by applyTwoOptStar (two-opt-star.ts).
 */
import type { Problem } from '../../problem/problem.js';
import { EPS, type SearchContext } from '../context.js';
import { costUntimed } from '../fast-eval.js';

/** True when the move applies to problem p (see the file comment). */
export function reversedHeadsApply(p: Problem): boolean {
  if (p.timeMode !== 0 || !p.symmetric || p.nBreaks > 0 || p.restricted || p.nVehicles < 2) return false;
  const depot = p.vStart[0];
  if (depot < 0) return false;
  for (let r = 0; r < p.nVehicles; r++) if (p.vStart[r] !== depot || p.vEnd[r] !== depot) return false;
  return true;
}

/** Cost change of the move for jobs U and V of different routes (Infinity when it cannot improve). */
export function evaluateTwoOptStarRev(ctx: SearchContext, U: number, V: number): number {
  const R = ctx.routes;
  const p = ctx.p;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  if (rU === rV) return Infinity;
  const X = R.next[U];
  const Y = R.next[V];
  const n = p.nLoc;
  const dm = p.dist;
  // Symmetric: a reversed stretch is as long as it was, so both routes' distances come from the caches.
  const dU = R.pDist[U] + dm[R.pLast[U] * n + R.pLast[V]] + R.pDist[V];
  const dV = R.sDist[X] + dm[R.sFirst[X] * n + R.sFirst[Y]] + R.sDist[Y];
  const jU = R.pJobs[U] + R.pJobs[V];
  const jV = R.rJobs[rU] - R.pJobs[U] + (R.rJobs[rV] - R.pJobs[V]);
  const old = R.rCost[rU] + R.rCost[rV];
  const lb =
    (jU > 0 ? p.vFixed[rU] + p.vDistCoef[rU] * dU : 0) + (jV > 0 ? p.vFixed[rV] + p.vDistCoef[rV] * dV : 0);
  if (lb - old > -EPS) return Infinity;
  // Without time a route's cost reads only its distance, jobs and load (costUntimed).
  const nd = p.nDims;
  const load = ctx.loadScratch;
  const endU = p.firstSentinel + 2 * rU + 1;
  const endV = p.firstSentinel + 2 * rV + 1;
  for (let k = 0; k < nd; k++) load[k] = R.pLoad[U * nd + k] + R.pLoad[V * nd + k];
  const cU = costUntimed(ctx, rU, dU, jU, load);
  for (let k = 0; k < nd; k++)
    load[k] = R.pLoad[endU * nd + k] - R.pLoad[U * nd + k] + (R.pLoad[endV * nd + k] - R.pLoad[V * nd + k]);
  return cU + costUntimed(ctx, rV, dV, jV, load) - old;
}
