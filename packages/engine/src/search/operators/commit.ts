/**
 * Applying moves: routes are rewritten from explicit visit orders (O(route length), like the cache update
 * that follows), then the debug check asserts that the cost changed by exactly the evaluated delta.
 */
import { endSentinel, startSentinel } from '../../problem/problem.js';
import type { SearchContext } from '../context.js';

/** Writes the visits strictly between the sentinels of route r into out; returns their count. */
export function routeToArray(ctx: SearchContext, r: number, out: Int32Array, offset = 0): number {
  const R = ctx.routes;
  const e = endSentinel(ctx.p, r);
  let c = offset;
  for (let x = R.next[startSentinel(ctx.p, r)]; x !== e; x = R.next[x]) out[c++] = x;
  return c - offset;
}

/**
 * Makes route r = start sentinel, order[from .. to), end sentinel (caches stale until updateRoute), and tells
 * the routes which head and tail of r stayed as they were (Routes.keepEnds). Routes relinked in one move are
 * disjoint, so the old links read here are r's own even after another route of the move was relinked.
 */
export function relink(ctx: SearchContext, r: number, order: Int32Array, from: number, to: number): void {
  const R = ctx.routes;
  const s = startSentinel(ctx.p, r);
  const e = endSentinel(ctx.p, r);
  const most = Math.min(to - from, R.rLen[r]);
  let head = 0;
  for (let y = R.next[s]; head < most && order[from + head] === y; y = R.next[y]) head++;
  let tail = 0;
  for (let y = R.prev[e]; head + tail < most && order[to - 1 - tail] === y; y = R.prev[y]) tail++;
  R.keepEnds(r, head === 0 ? s : order[from + head - 1], tail === 0 ? e : order[to - tail]);
  let last = s;
  for (let i = from; i < to; i++) {
    const x = order[i];
    R.next[last] = x;
    R.prev[x] = last;
    R.routeOf[x] = r;
    last = x;
  }
  R.next[last] = e;
  R.prev[e] = last;
}

/** Saves the solution cost before a move (debug mode only). */
export function beginMove(ctx: SearchContext): void {
  if (ctx.debug) ctx.debugBefore = ctx.routes.totalCost();
}

/** Updates the caches of the touched routes, bumps the move clock, checks the delta in debug mode. */
export function endMove(ctx: SearchContext, rA: number, rB: number, delta: number, what: string): void {
  const R = ctx.routes;
  if (ctx.debug) {
    checkLinks(ctx, rA, what);
    if (rB >= 0) checkLinks(ctx, rB, what);
  }
  R.nbMoves++;
  R.updateRoute(rA, false);
  if (rB >= 0 && rB !== rA) R.updateRoute(rB, false);
  if (ctx.debug) debugCheck(ctx, rA, rB, delta, what);
  // Window re-selection (multi-window visits) only after the check: it is a repair, not part of the move.
  if (R.rMulti[rA] > 0 && R.reselectWindows(rA)) R.updateRoute(rA, false);
  if (rB >= 0 && rB !== rA && R.rMulti[rB] > 0 && R.reselectWindows(rB)) R.updateRoute(rB, false);
}

function debugCheck(ctx: SearchContext, rA: number, rB: number, delta: number, what: string): void {
  const R = ctx.routes;
  const before = ctx.debugBefore;
  const after = R.totalCost();
  const tol = 1e-6 + 1e-10 * Math.max(Math.abs(before), Math.abs(after));
  if (Math.abs(after - before - delta) > tol)
    throw new Error(`debug check: ${what} evaluated ${delta} but changed the cost by ${after - before}`);
  let used = 0;
  for (let r = 0; r < R.nR; r++) if (R.rJobs[r] > 0) used++;
  if (used !== R.used) throw new Error(`debug check: ${what} left ${used} routes in use, counted ${R.used}`);
  for (const r of [rA, rB]) {
    if (r < 0) continue;
    const fresh = R.recomputeCost(r);
    if (Math.abs(fresh - R.rCost[r]) > tol)
      throw new Error(`debug check: route ${r} cache ${R.rCost[r]} != ${fresh}`);
  }
}

/** Debug: route r is a proper chain from its start to its end sentinel. */
function checkLinks(ctx: SearchContext, r: number, what: string): void {
  const R = ctx.routes;
  const e = endSentinel(ctx.p, r);
  let x = startSentinel(ctx.p, r);
  for (let steps = 0; x !== e; steps++) {
    const n = R.next[x];
    if (steps > ctx.p.nVisits || R.prev[n] !== x || (n !== e && R.routeOf[n] !== r))
      throw new Error(`debug check: ${what} broke the links of route ${r} at visit ${x}`);
    x = n;
  }
}
