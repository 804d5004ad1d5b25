/**
 * 2-opt inside one route (HGS move 7): arcs (U, next U) and (V, next V), U before V, become (U, V) and
 * (next U, next V), i.e. the part next U .. V is reversed. Evaluated as prefix(U) ⊕ reversed part ⊕
 * suffix(next V), O(length of the reversed part); symmetric distances give an O(1) lower bound first.
 */
import { EPS, type SearchContext } from '../context.js';
import { costWithDistance } from '../fast-eval.js';
import { beginMove, endMove, relink, routeToArray } from './commit.js';

export function evaluateTwoOpt(ctx: SearchContext, U: number, V: number): number {
  const R = ctx.routes;
  const p = ctx.p;
  const r = R.routeOf[U];
  if (R.routeOf[V] !== r || U >= p.nJobs || V >= p.nJobs) return Infinity;
  let a = U;
  let b = V;
  if (R.pos[b] < R.pos[a]) {
    a = V;
    b = U;
  }
  const na = R.next[a];
  if (na === b) return Infinity;
  const nb = R.next[b];
  if (p.symmetric && p.breakOffset[r + 1] === p.breakOffset[r]) {
    const n = p.nLoc;
    const loc = p.visitLoc;
    const la = loc[a];
    const lb = loc[b];
    const lnb = loc[nb];
    const dOld = p.dist[la * n + loc[na]] + (lnb >= 0 ? p.dist[lb * n + lnb] : 0);
    const dNew = p.dist[la * n + lb] + (lnb >= 0 ? p.dist[loc[na] * n + lnb] : 0);
    const newDist = totalDist(ctx, r) + dNew - dOld;
    // Without time the distance is all that changes: exact in O(1).
    if (p.timeMode === 0 && ctx.fast) return costWithDistance(ctx, r, newDist) - R.rCost[r];
    const bound = p.vFixed[r] + p.vDistCoef[r] * newDist;
    if (bound - R.rCost[r] > -EPS) return Infinity;
  }
  const s = ctx.s1;
  R.loadPrefix(s, a);
  R.appendRangeRev(s, na, b, r);
  R.appendSuffix(s, nb);
  return ctx.cm.routeCost(s, r) - R.rCost[r];
}

function totalDist(ctx: SearchContext, r: number): number {
  return ctx.routes.pDist[ctx.p.firstSentinel + 2 * r + 1];
}

export function applyTwoOpt(ctx: SearchContext, U: number, V: number, delta: number): void {
  const R = ctx.routes;
  const r = R.routeOf[U];
  beginMove(ctx);
  const order = ctx.buf;
  const count = routeToArray(ctx, r, order);
  let i = R.pos[U] - 1;
  let j = R.pos[V] - 1;
  if (j < i) {
    const t = i;
    i = j;
    j = t;
  }
  // Reverse order[i + 1 .. j].
  for (let lo = i + 1, hi = j; lo < hi; lo++, hi--) {
    const t = order[lo];
    order[lo] = order[hi];
    order[hi] = t;
  }
  relink(ctx, r, order, 0, count);
  endMove(ctx, r, -1, delta, '2-opt');
}
