/**
 * 2-opt* with the heads reversed (HGS-CVRP's move 8): the arcs U -> next(U) and V -> next(V) of two routes
 * are replaced by U -> V and next(U) -> next(V),
 *   route U: start .. U | V .. first(V) (reversed) .. end    route V: start .. next(U) (reversed) | next(V) .. end.
 * Only where reversing a stretch changes nothing but its direction: a symmetric matrix, no time, no breaks,
 * no job a vehicle may not serve, and every vehicle starting and ending at one place (CVRP). There each route's
 * new distance, load and stops follow in O(1) from the route caches.
 */
import type { Problem } from '../../problem/problem.js';
import { EPS, type SearchContext } from '../context.js';
import { beginMove, endMove, relink, routeToArray } from './commit.js';

/** True when the move applies to problem p (see the file comment). */
export function reversedHeadsApply(p: Problem): boolean {
  if (p.timeMode !== 0 || !p.symmetric || p.nBreaks > 0 || p.restricted || p.nVehicles < 2) return false;
  const depot = p.vStart[0];
  if (depot < 0) return false;
  for (let r = 0; r < p.nVehicles; r++) if (p.vStart[r] !== depot || p.vEnd[r] !== depot) return false;
  return true;
}

/** Penalised cost of route r with the given distance and jobs, its load in ctx.loadScratch (as routeCost). */
function costWith(ctx: SearchContext, r: number, dist: number, jobs: number): number {
  if (jobs === 0) return 0;
  const p = ctx.p;
  const cm = ctx.cm;
  let c = p.vFixed[r] + p.vDistCoef[r] * dist;
  const nd = p.nDims;
  if (nd > 0) {
    const load = ctx.loadScratch;
    const off = r * nd;
    let ex = 0;
    for (let k = 0; k < nd; k++) {
      const x = load[k] - p.vCap[off + k];
      if (x > 0) ex += x * p.loadWeight[k];
    }
    c += cm.penLoad * ex;
  }
  const xd = dist - p.vMaxDistance[r];
  if (xd > 0) c += cm.penDist * xd;
  const xs = jobs - p.vMaxStops[r];
  if (xs > 0) c += cm.penStops * xs;
  return c;
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
  const nd = p.nDims;
  const load = ctx.loadScratch;
  const endU = p.firstSentinel + 2 * rU + 1;
  const endV = p.firstSentinel + 2 * rV + 1;
  for (let k = 0; k < nd; k++) load[k] = R.pLoad[U * nd + k] + R.pLoad[V * nd + k];
  const cU = costWith(ctx, rU, dU, jU);
  for (let k = 0; k < nd; k++)
    load[k] = R.pLoad[endU * nd + k] - R.pLoad[U * nd + k] + (R.pLoad[endV * nd + k] - R.pLoad[V * nd + k]);
  return cU + costWith(ctx, rV, dV, jV) - old;
}

export function applyTwoOptStarRev(ctx: SearchContext, U: number, V: number, delta: number): void {
  const R = ctx.routes;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  beginMove(ctx);
  const a = ctx.buf;
  const b = ctx.buf2;
  const cA = routeToArray(ctx, rU, a);
  const cB = routeToArray(ctx, rV, b);
  // Visits of each route up to and including U (V): a[0 .. iU), b[0 .. iV).
  const iU = R.pos[U];
  const iV = R.pos[V];
  // New route U = a[0 .. iU) + b[0 .. iV) reversed, built after a's data.
  let c = cA;
  for (let k = 0; k < iU; k++) a[c++] = a[k];
  for (let k = iV - 1; k >= 0; k--) a[c++] = b[k];
  // New route V = a[iU .. cA) reversed + b[iV .. cB), built after b's data.
  let d = cB;
  for (let k = cA - 1; k >= iU; k--) b[d++] = a[k];
  for (let k = iV; k < cB; k++) b[d++] = b[k];
  relink(ctx, rU, a, cA, c);
  relink(ctx, rV, b, cB, d);
  endMove(ctx, rU, rV, delta, '2-opt* reversed');
}
