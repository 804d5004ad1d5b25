/**
 * The distance bounds of the six exchange variants (exchange-bound.ts's EX_N, EX_M, EX_REV) for U and V of
 * the same route, computed together from visits, locations and arcs read once. Each is the route's distance
 * change evaluateIntra computes first (intraDistanceDelta's sums, term for term and in the same order), and
 * the test it applies to it: without time that change prices the move exactly; with time a cost bound
 * that takes every time term as zero (timedLowerBound). A variant whose bit is clear is one evaluateExchange
 * would reject, so the search is unchanged; the others are evaluated in full as before. Outside the fast
 * evaluation path (soft windows, breaks) every bit is set.
 */
import type { SearchContext } from '../context.js';
import { EPS } from '../context.js';
import { costWithDistance } from '../fast-eval.js';
import { timedLowerBound } from './exchange.js';

const ALL = 63;

/** Distance between two locations (-1: none, no arc). */
function arc(dist: Int32Array, n: number, a: number, b: number): number {
  return a < 0 || b < 0 ? 0 : dist[a * n + b];
}

/** evaluateIntra's test of a distance change: may the move improve route r? */
function passes(ctx: SearchContext, r: number, delta: number): boolean {
  const newDist = ctx.routes.pDist[ctx.p.firstSentinel + 2 * r + 1] + delta;
  return ctx.p.timeMode === 0
    ? costWithDistance(ctx, r, newDist) - ctx.routes.rCost[r] < -EPS
    : !(timedLowerBound(ctx, r, newDist) > -EPS);
}

/** Bit e set when exchange variant e of (U, V), both jobs of one route, may improve. */
export function intraCandidates(ctx: SearchContext, U: number, V: number): number {
  if (!ctx.fast) return ALL;
  const p = ctx.p;
  const R = ctx.routes;
  const nJ = p.nJobs;
  const loc = p.visitLoc;
  const dist = p.dist;
  const n = p.nLoc;
  const next = R.next;
  const r = R.routeOf[U];
  const pU = R.prev[U];
  const U2 = next[U];
  const hasU2 = U2 < nJ;
  const nV = next[V];
  const lpU = loc[pU];
  const lU = loc[U];
  const lU2 = loc[U2];
  const lV = loc[V];
  const lnV = loc[nV];
  const dPU = arc(dist, n, lpU, lU);
  const dVnV = arc(dist, n, lV, lnV);
  const dVU = arc(dist, n, lV, lU);
  let mask = 0;
  // Relocations (M = 0): U (and U2) after V.
  if (V !== pU && V !== U) {
    const delta0 = arc(dist, n, lpU, lU2) - dPU - arc(dist, n, lU, lU2) + dVU + arc(dist, n, lU, lnV) - dVnV;
    if (passes(ctx, r, delta0)) mask |= 1;
    if (hasU2 && V !== U2) {
      const lnU2 = loc[next[U2]];
      const head = arc(dist, n, lpU, lnU2) - dPU - arc(dist, n, lU2, lnU2);
      if (passes(ctx, r, head + dVU + arc(dist, n, lU2, lnV) - dVnV)) mask |= 2;
      let rev = head + arc(dist, n, lV, lU2) + arc(dist, n, lU, lnV) - dVnV;
      if (!p.symmetric) rev += arc(dist, n, lU2, lU) - (R.pDist[U2] - R.pDist[U]);
      if (passes(ctx, r, rev)) mask |= 4;
    }
  }
  // Swaps (M > 0) of U..endU with V..endV: variants 3 (1, 1), 4 (2, 1), 5 (2, 2).
  if (V >= nJ) return mask;
  const posU = R.pos[U];
  const posV = R.pos[V];
  if (swapPasses(ctx, r, U, U, V, V, posU, posV)) mask |= 8;
  if (!hasU2) return mask;
  if (swapPasses(ctx, r, U, U2, V, V, posU, posV)) mask |= 16;
  if (nV < nJ && swapPasses(ctx, r, U, U2, V, nV, posU, posV)) mask |= 32;
  return mask;
}

/** intraDistanceDelta's swap sums for U..endU and V..endV, tested; false when the segments overlap. */
function swapPasses(
  ctx: SearchContext,
  r: number,
  U: number,
  endU: number,
  V: number,
  endV: number,
  posU: number,
  posV: number,
): boolean {
  const R = ctx.routes;
  const loc = ctx.p.visitLoc;
  const dist = ctx.p.dist;
  const n = ctx.p.nLoc;
  let a = U;
  let aEnd = endU;
  let b = V;
  let bEnd = endV;
  if (posV < posU) {
    a = V;
    aEnd = endV;
    b = U;
    bEnd = endU;
  }
  if (R.pos[aEnd] >= R.pos[b]) return false;
  const lpA = loc[R.prev[a]];
  const la = loc[a];
  const laEnd = loc[aEnd];
  const lb = loc[b];
  const lbEnd = loc[bEnd];
  const lnB = loc[R.next[bEnd]];
  if (R.next[aEnd] === b)
    return passes(
      ctx,
      r,
      arc(dist, n, lpA, lb) +
        arc(dist, n, lbEnd, la) +
        arc(dist, n, laEnd, lnB) -
        arc(dist, n, lpA, la) -
        arc(dist, n, laEnd, lb) -
        arc(dist, n, lbEnd, lnB),
    );
  const lnA = loc[R.next[aEnd]];
  const lpB = loc[R.prev[b]];
  return passes(
    ctx,
    r,
    arc(dist, n, lpA, lb) +
      arc(dist, n, lbEnd, lnA) +
      arc(dist, n, lpB, la) +
      arc(dist, n, laEnd, lnB) -
      arc(dist, n, lpA, la) -
      arc(dist, n, laEnd, lnA) -
      arc(dist, n, lpB, lb) -
      arc(dist, n, lbEnd, lnB),
  );
}
