/**
 * Moves that change the set of served jobs (jobs are optional at a priority-weighted penalty):
 * insert an unassigned job at its cheapest place, remove a job from a route that breaks a limit,
 * replace a served job by an unassigned one (e.g. a full route swapping a low-priority stop for an urgent one),
 * and make room: an unassigned job takes a served one's place while that one moves to another route.
 */
import { EPS, type SearchContext } from '../context.js';
import { costFloor, costThrough, distanceThrough } from '../fast-eval.js';
import { bestFeasibleInsertion, bestInsertion, InsertionResult } from '../insertion.js';
import { beginMove, endMove } from './commit.js';
import { linkWarp } from './warp-bound.js';

const res = new InsertionResult();

export function tryInsertUnassigned(ctx: SearchContext, u: number): boolean {
  const p = ctx.p;
  if (p.jobAssignable[u] === 0) return false;
  bestInsertion(ctx, u, res, false);
  const delta = res.delta - p.jobPenalty[u];
  if (res.after < 0 || delta > -EPS) return false;
  const R = ctx.routes;
  beginMove(ctx);
  R.insertAfter(u, res.after);
  const r = R.routeOf[u];
  endMove(ctx, r, -1, delta, 'insert');
  return true;
}

/** Removal of routed job u; only worth evaluating when its route breaks a limit or windows are soft. */
export function tryRemove(ctx: SearchContext, u: number): boolean {
  const R = ctx.routes;
  const p = ctx.p;
  const r = R.routeOf[u];
  if (r < 0 || (!p.softWindows && R.routeFeasible(r))) return false;
  const pu = R.prev[u];
  const nu = R.next[u];
  // Bounded first by the route's distance without u (distanceThrough) and, with windows, its least time warp:
  // the job's penalty mostly outweighs what its leaving saves. A route of u alone costs nothing without it.
  if (ctx.fast && R.rJobs[r] > 1) {
    const warp = p.timeMode === 1 ? linkWarp(R, p, p.times[p.vProfile[r]], pu, nu) : 0;
    const lb = costFloor(ctx, r, distanceThrough(ctx, pu, -1, nu), warp);
    if (lb - R.rCost[r] + p.jobPenalty[u] > -EPS) return false;
  }
  const delta = costThrough(ctx, r, pu, -1, -1, -1, nu) - R.rCost[r] + p.jobPenalty[u];
  if (delta > -EPS) return false;
  beginMove(ctx);
  R.remove(u);
  endMove(ctx, r, -1, delta, 'remove');
  return true;
}

/** Puts unassigned job u in place of routed job v (v becomes unassigned). */
export function tryReplace(ctx: SearchContext, u: number, v: number): boolean {
  const R = ctx.routes;
  const p = ctx.p;
  const r = R.routeOf[v];
  if (r < 0 || v >= p.nJobs || p.jobAssignable[u] === 0 || !ctx.canServe(u, r)) return false;
  const gain = p.jobPenalty[u] - p.jobPenalty[v];
  const delta = costThrough(ctx, r, R.prev[v], u, -1, -1, R.next[v]) - R.rCost[r] - gain;
  if (delta > -EPS) return false;
  beginMove(ctx);
  const pv = R.prev[v];
  R.remove(v);
  R.insertAfter(u, pv);
  endMove(ctx, r, -1, delta, 'replace');
  return true;
}

const moved = new InsertionResult();

/**
 * Unassigned job u takes routed job v's place, the route staying feasible, and v moves to its cheapest
 * feasible place in another route: one more job served without breaking anything. This is what a fleet that
 * binds on time needs (every route full in time, an unserved job fitting only where another one is): on
 * Gehring-Homberger RC2_10_1 with its 20 vehicles it took the jobs left out at 60 s from 27 to 4.
 */
export function tryMakeRoom(ctx: SearchContext, u: number, v: number): boolean {
  const R = ctx.routes;
  const p = ctx.p;
  const r = R.routeOf[v];
  if (r < 0 || v >= p.nJobs || p.jobAssignable[u] === 0 || !ctx.canServe(u, r)) return false;
  const s = ctx.s3;
  R.loadPrefix(s, R.prev[v]);
  R.pushVisit(s, u, r);
  R.appendSuffix(s, R.next[v]);
  if (!ctx.cm.feasible(s, r)) return false;
  const swapped = ctx.cm.routeCost(s, r) - R.rCost[r] - p.jobPenalty[u] + p.jobPenalty[v];
  bestFeasibleInsertion(ctx, v, moved, r);
  if (moved.fAfter < 0) return false;
  const placed = moved.fDelta - p.jobPenalty[v];
  if (swapped + placed > -EPS) return false;
  const pv = R.prev[v];
  const after = moved.fAfter;
  beginMove(ctx);
  R.remove(v);
  R.insertAfter(u, pv);
  endMove(ctx, r, -1, swapped, 'make room: replace');
  beginMove(ctx);
  R.insertAfter(v, after);
  endMove(ctx, R.routeOf[v], -1, placed, 'make room: insert');
  return true;
}
