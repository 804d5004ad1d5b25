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
import { join, timedLowerBound } from './exchange.js';

const ALL = 63;

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
  const dPU = join(ctx, lpU, lU);
  const dVnV = join(ctx, lV, lnV);
  const dVU = join(ctx, lV, lU);
  let mask = 0;
  // Relocations (M = 0): U (and U2) after V.
  if (V !== pU && V !== U) {
    const delta0 = join(ctx, lpU, lU2) - dPU - join(ctx, lU, lU2) + dVU + join(ctx, lU, lnV) - dVnV;
    if (passes(ctx, r, delta0)) mask |= 1;
    if (hasU2 && V !== U2) {
      const lnU2 = loc[next[U2]];
      const head = join(ctx, lpU, lnU2) - dPU - join(ctx, lU2, lnU2);
      if (passes(ctx, r, head + dVU + join(ctx, lU2, lnV) - dVnV)) mask |= 2;
      let rev = head + join(ctx, lV, lU2) + join(ctx, lU, lnV) - dVnV;
      if (!p.symmetric) rev += join(ctx, lU2, lU) - (R.pDist[U2] - R.pDist[U]);
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
      join(ctx, lpA, lb) +
        join(ctx, lbEnd, la) +
        join(ctx, laEnd, lnB) -
        join(ctx, lpA, la) -
        join(ctx, laEnd, lb) -
        join(ctx, lbEnd, lnB),
    );
  const lnA = loc[R.next[aEnd]];
  const lpB = loc[R.prev[b]];
  return passes(
    ctx,
    r,
    join(ctx, lpA, lb) +
      join(ctx, lbEnd, lnA) +
      join(ctx, lpB, la) +
      join(ctx, laEnd, lnB) -
      join(ctx, lpA, la) -
      join(ctx, laEnd, lnA) -
      join(ctx, lpB, lb) -
      join(ctx, lbEnd, lnB),
  );
}
