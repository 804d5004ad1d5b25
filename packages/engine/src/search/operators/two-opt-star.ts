/**
 * 2-opt* between two routes (HGS move 9): the tails after U and after V are exchanged,
 *   route U: start .. U | next V .. end      route V: start .. V | next U .. end.
 * U or V may be a start sentinel (a whole route moves). O(1) from the caches when both vehicles end alike;
 * otherwise the moved tails are re-timed visit by visit. Tails holding breaks never move (breaks belong to
 * their vehicle).
 */
import { EPS, type SearchContext } from '../context.js';
import { endSentinel } from '../../problem/problem.js';
import { costUntimed } from '../fast-eval.js';
import { beginMove, endMove, relink, routeToArray } from './commit.js';
import { linkWarp } from './warp-bound.js';

/** Number of breaks after visit x in its route. */
function breaksAfter(ctx: SearchContext, x: number, r: number): number {
  const R = ctx.routes;
  const nb = ctx.p.breakOffset[r + 1] - ctx.p.breakOffset[r];
  if (nb === 0) return 0;
  return nb - (R.pos[x] - R.pJobs[x]);
}

function tailEligible(ctx: SearchContext, x: number, r: number): boolean {
  if (!ctx.p.restricted) return true;
  const R = ctx.routes;
  const nJ = ctx.p.nJobs;
  // Tails that move hold no breaks: jobs up to the end sentinel.
  for (let y = R.next[x]; y < nJ; y = R.next[y]) if (!ctx.canServe(y, r)) return false;
  return true;
}

/** Loads (in ctx.loadScratch) of the route made of x's head and the tail after y of y's route rY. */
function tailsSwapped(ctx: SearchContext, rY: number, x: number, y: number): Float64Array {
  const p = ctx.p;
  const nd = p.nDims;
  const pLoad = ctx.routes.pLoad;
  const total = endSentinel(p, rY) * nd;
  const load = ctx.loadScratch;
  for (let k = 0; k < nd; k++) load[k] = pLoad[x * nd + k] + (pLoad[total + k] - pLoad[y * nd + k]);
  return load;
}

/**
 * The rest of evaluateTwoOptStar's bound where it prices the routes as segments (with time, or off the fast
 * path), for vehicles that end alike: true when the move cannot improve with the loads' penalties added to the
 * distance bound `lb` (exact from the prefix loads; the time terms only add), then with windows the routes'
 * least time warps (warp-bound.ts; the vehicles share their times). `jU` and `jV` are the routes' job counts
 * after the move, `old` the pair's cost now. ExchangeBound calls it too, so that the moves it rejects are
 * exactly those rejected here.
 */
export function penaltiesReject(
  ctx: SearchContext,
  U: number,
  V: number,
  jU: number,
  jV: number,
  lb: number,
  old: number,
): boolean {
  const R = ctx.routes;
  const p = ctx.p;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  let bound = lb;
  if (p.nDims > 0) {
    const cm = ctx.cm;
    const xU = jU > 0 ? cm.loadExcess(rU, tailsSwapped(ctx, rV, U, V)) : 0;
    const xV = jV > 0 ? cm.loadExcess(rV, tailsSwapped(ctx, rU, V, U)) : 0;
    bound += cm.penLoad * (xU + xV);
    if (bound - old > -EPS) return true;
  }
  if (ctx.fast && p.timeMode === 1) {
    const tm = p.times[p.vProfile[rU]];
    const wU = jU > 0 ? linkWarp(R, p, tm, U, R.next[V]) : 0;
    const wV = jV > 0 ? linkWarp(R, p, tm, V, R.next[U]) : 0;
    if (bound + ctx.cm.penTw * (wU + wV) - old > -EPS) return true;
  }
  return false;
}

export function evaluateTwoOptStar(ctx: SearchContext, U: number, V: number): number {
  const R = ctx.routes;
  const p = ctx.p;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  if (rU === rV) return Infinity;
  if (breaksAfter(ctx, U, rU) > 0 || breaksAfter(ctx, V, rV) > 0) return Infinity;
  const nU = R.next[U];
  const nV = R.next[V];
  const jobsTailU = R.rJobs[rU] - R.pJobs[U];
  const jobsTailV = R.rJobs[rV] - R.pJobs[V];
  if (jobsTailU === 0 && jobsTailV === 0) return Infinity;
  const old = R.rCost[rU] + R.rCost[rV];
  // Without time, both new distances (exact: integer arcs) and the loads give the costs (no segments).
  let untimed = false;
  let dU = 0;
  let dV = 0;
  if (p.vTailKey[rU] === p.vTailKey[rV]) {
    const n = p.nLoc;
    const a = R.pLast[U];
    const b = R.pLast[V];
    const fU = R.sFirst[nU];
    const fV = R.sFirst[nV];
    dU = R.pDist[U] + (fV >= 0 ? p.dist[a * n + fV] : 0) + R.sDist[nV];
    // Symmetric: next(U)'s row rather than V's, as the other arc reads U's (they stay in cache for U's neighbours).
    const toFU = fU < 0 ? 0 : p.symmetric ? p.dist[fU * n + b] : p.dist[b * n + fU];
    dV = R.pDist[V] + toFU + R.sDist[nU];
    const jU = R.pJobs[U] + jobsTailV;
    const jV = R.pJobs[V] + jobsTailU;
    const lb =
      (jU > 0 ? p.vFixed[rU] + p.vDistCoef[rU] * dU : 0) + (jV > 0 ? p.vFixed[rV] + p.vDistCoef[rV] * dV : 0);
    if (lb - old > -EPS) return Infinity;
    untimed = ctx.fast && p.timeMode === 0 && fU >= 0 && fV >= 0;
    if (!untimed && penaltiesReject(ctx, U, V, jU, jV, lb, old)) return Infinity;
  }
  if (!tailEligible(ctx, V, rU) || !tailEligible(ctx, U, rV)) return Infinity;
  if (untimed) {
    const cU = costUntimed(ctx, rU, dU, R.pJobs[U] + jobsTailV, tailsSwapped(ctx, rV, U, V));
    return cU + costUntimed(ctx, rV, dV, R.pJobs[V] + jobsTailU, tailsSwapped(ctx, rU, V, U)) - old;
  }
  const s1 = ctx.s1;
  R.loadPrefix(s1, U);
  R.appendTail(s1, nV, rU);
  const cU = ctx.cm.routeCost(s1, rU);
  const s2 = ctx.s2;
  R.loadPrefix(s2, V);
  R.appendTail(s2, nU, rV);
  return cU + ctx.cm.routeCost(s2, rV) - old;
}

/**
 * Applies 2-opt* (tails exchanged) or, with `reversedHeads`, HGS's move 8 (two-opt-star-rev.ts): route U keeps
 * its head and takes V's head reversed, route V takes U's tail reversed and keeps its own tail.
 */
export function applyTwoOptStar(
  ctx: SearchContext,
  U: number,
  V: number,
  delta: number,
  reversedHeads = false,
): void {
  const R = ctx.routes;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  beginMove(ctx);
  const a = ctx.buf;
  const b = ctx.buf2;
  const cA = routeToArray(ctx, rU, a);
  const cB = routeToArray(ctx, rV, b);
  const iU = R.pos[U]; // number of visits of route U kept (U itself at index iU - 1)
  const iV = R.pos[V];
  // New route U = a[0 .. iU) + b[iV .. cB) (or b[0 .. iV) reversed); built after a's data in a.
  let c = cA;
  for (let k = 0; k < iU; k++) a[c++] = a[k];
  if (reversedHeads) for (let k = iV - 1; k >= 0; k--) a[c++] = b[k];
  else for (let k = iV; k < cB; k++) a[c++] = b[k];
  // New route V = b[0 .. iV) + a[iU .. cA) (or a[iU .. cA) reversed + b[iV .. cB)), written after b's data.
  let d = cB;
  if (reversedHeads) {
    for (let k = cA - 1; k >= iU; k--) b[d++] = a[k];
    for (let k = iV; k < cB; k++) b[d++] = b[k];
  } else {
    for (let k = 0; k < iV; k++) b[d++] = b[k];
    for (let k = iU; k < cA; k++) b[d++] = a[k];
  }
  relink(ctx, rU, a, cA, c);
  relink(ctx, rV, b, cB, d);
  endMove(ctx, rU, rV, delta, reversedHeads ? '2-opt* reversed' : '2-opt*');
}
