/**
 * Moves that change the set of served jobs (jobs are optional at a priority-weighted penalty):
 * insert an unassigned job at its cheapest place, remove a job from a route that breaks a limit, and
 * replace a served job by an unassigned one (e.g. a full route swapping a low-priority stop for an urgent one).
 */
import { EPS, type SearchContext } from '../context.js';
import { costThrough } from '../fast-eval.js';
import { bestInsertion, InsertionResult } from '../insertion.js';
import { beginMove, endMove } from './commit.js';

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
  const delta = costThrough(ctx, r, R.prev[u], -1, -1, -1, R.next[u]) - R.rCost[r] + p.jobPenalty[u];
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
