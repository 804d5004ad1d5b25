/**
 * Cheapest insertion of one job: positions next to its routed granular neighbours, every position of one
 * empty route per vehicle type, and (when asked, or when nothing else is possible) every position of every
 * route. Shared by construction, crossover repair and the local search's insert / replace moves; the recreate of
 * a ruin with time uses sparingInsertion, which opens a route only when that pays.
 */
import { endSentinel, startSentinel } from '../problem/problem.js';
import type { SearchContext } from './context.js';
import { costFloor, costThrough, distanceThrough } from './fast-eval.js';
import { joinWarp } from './operators/warp-bound.js';

export class InsertionResult {
  /** Cost change of the routes (the job's unassigned penalty not included). */
  delta = Infinity;
  /** Insert after this visit. */
  after = -1;
  /** Best position keeping the route feasible (tracked when `feasibleFirst`). */
  fDelta = Infinity;
  fAfter = -1;
  feasibleFirst = false;
}

/** Cost change of inserting job u right after visit x (x routed, not an end sentinel). */
export function insertionDelta(ctx: SearchContext, u: number, x: number): number {
  const R = ctx.routes;
  const r = R.routeOf[x];
  return costThrough(ctx, r, x, u, -1, -1, R.next[x]) - R.rCost[r];
}

/** Feasibility of route(x) with u inserted after x (general path; used only for feasible-first choices). */
export function feasibleWith(ctx: SearchContext, u: number, x: number): boolean {
  const R = ctx.routes;
  const r = R.routeOf[x];
  const s = ctx.s3;
  R.loadPrefix(s, x);
  R.pushVisit(s, u, r);
  R.appendSuffix(s, R.next[x]);
  return ctx.cm.feasible(s, r);
}

/**
 * True when u after x cannot beat what out holds: the least the route can cost with u there (costFloor, from
 * distanceThrough and, with windows, the least time warp of warp-bound.ts), less its cost now, is at least the
 * best so far. A place whose least warp is above zero cannot be feasible, so only the best overall can
 * take it. The scans of every route (the first construction, a crossover's repair with no feasible place near
 * the job) were about 5% of a run at 1,000 stops with windows, mostly pricing places these bounds rule out.
 */
export function cannotBeat(ctx: SearchContext, u: number, x: number, out: InsertionResult): boolean {
  const R = ctx.routes;
  const p = ctx.p;
  const nx = R.next[x];
  const dist = distanceThrough(ctx, x, u, nx);
  if (Number.isNaN(dist)) return false;
  const r = R.routeOf[x];
  const warp = p.timeMode === 1 ? joinWarp(R, p, p.times[p.vProfile[r]], x, u, u, nx) : 0;
  const best = !(warp > 0) && out.feasibleFirst ? Math.max(out.delta, out.fDelta) : out.delta;
  return costFloor(ctx, r, dist, warp) - R.rCost[r] >= best;
}

function tryAfter(ctx: SearchContext, u: number, x: number, out: InsertionResult): void {
  if (cannotBeat(ctx, u, x, out)) return;
  const d = insertionDelta(ctx, u, x);
  if (d < out.delta) {
    out.delta = d;
    out.after = x;
  }
  if (out.feasibleFirst && d < out.fDelta && feasibleWith(ctx, u, x)) {
    out.fDelta = d;
    out.fAfter = x;
  }
}

/** Tries every position of route r. */
function tryRoute(ctx: SearchContext, u: number, r: number, out: InsertionResult): void {
  const R = ctx.routes;
  const e = endSentinel(ctx.p, r);
  for (let x = startSentinel(ctx.p, r); x !== e; x = R.next[x]) tryAfter(ctx, u, x, out);
}

/** True when adding job u would take route r over its capacity in some dimension (wherever it goes). */
export function overCapacity(ctx: SearchContext, u: number, r: number): boolean {
  const p = ctx.p;
  const nd = p.nDims;
  const e = endSentinel(p, r) * nd;
  for (let k = 0; k < nd; k++)
    if (ctx.routes.pLoad[e + k] + p.visitDemand[u * nd + k] > p.vCap[r * nd + k]) return true;
  return false;
}

/** True when route r already makes its maximum number of stops. */
export function fullOnStops(ctx: SearchContext, r: number): boolean {
  return ctx.routes.rJobs[r] + 1 > ctx.p.vMaxStops[r];
}

/**
 * True when job u fits route r's capacity (every dimension) and stops limit: both are independent of the
 * position, so a route without room has no feasible insertion at all. O(dimensions).
 */
export function hasRoomFor(ctx: SearchContext, u: number, r: number): boolean {
  return !fullOnStops(ctx, r) && !overCapacity(ctx, u, r);
}

/**
 * The cheapest position of unassigned job u that keeps its route feasible, over every route that may serve
 * it and has room for it, route `except` aside and, with `allowed`, only the routes it accepts (into
 * out.fAfter / out.fDelta; -1 / Infinity when there is none). O(n).
 */
export function bestFeasibleInsertion(
  ctx: SearchContext,
  u: number,
  out: InsertionResult,
  except = -1,
  allowed: ((r: number) => boolean) | null = null,
): void {
  const R = ctx.routes;
  reset(out);
  const feasibleFirst = out.feasibleFirst;
  out.feasibleFirst = true;
  for (let r = 0; r < R.nR; r++)
    if (r !== except && ctx.canServe(u, r) && (allowed === null || allowed(r)) && hasRoomFor(ctx, u, r))
      tryRoute(ctx, u, r, out);
  out.feasibleFirst = feasibleFirst;
}

/**
 * Finds the cheapest insertion of unassigned job u into out. `full`: scan every route (O(n)); otherwise
 * neighbours' positions plus one empty route per type, falling back to a full scan when none applies
 * (unless `fallback` is false: then out.after may stay -1).
 */
export function bestInsertion(
  ctx: SearchContext,
  u: number,
  out: InsertionResult,
  full: boolean,
  fallback = true,
): void {
  const R = ctx.routes;
  reset(out);
  const capped = ctx.atRouteCap();
  if (full) {
    for (let r = 0; r < R.nR; r++) if (open(ctx, u, r, capped)) tryRoute(ctx, u, r, out);
    return;
  }
  tryNeighbours(ctx, u, out);
  tryEmptyRoutes(ctx, u, out);
  if (fallback && (out.after < 0 || (out.feasibleFirst && out.fAfter < 0)))
    for (let r = 0; r < R.nR; r++) if (open(ctx, u, r, capped)) tryRoute(ctx, u, r, out);
}

/** Route r may take u: its vehicle can serve it, and it is in use or the route cap leaves room for it. */
function open(ctx: SearchContext, u: number, r: number, capped: boolean): boolean {
  return ctx.canServe(u, r) && !(capped && ctx.routes.rJobs[r] === 0);
}

/**
 * The place of unassigned job u for a recreate that opens a route only when that pays: a feasible position
 * next to a granular neighbour if there is one; otherwise the cheaper, by penalised cost, of the best
 * position next to a neighbour (infeasible) and an empty route; with neither, as bestInsertion. The result is
 * out.after / out.delta (out.fAfter is left at -1). Feasible first alone opens a route whenever the routes
 * in use have no feasible place near the job, and the local search closes only about half of those again.
 */
export function sparingInsertion(ctx: SearchContext, u: number, out: InsertionResult): void {
  const feasibleFirst = out.feasibleFirst;
  reset(out);
  out.feasibleFirst = true;
  tryNeighbours(ctx, u, out);
  if (out.fAfter >= 0) {
    out.after = out.fAfter;
    out.delta = out.fDelta;
  } else {
    const after = out.after;
    const delta = out.delta;
    out.delta = Infinity;
    out.after = -1;
    out.feasibleFirst = false;
    tryEmptyRoutes(ctx, u, out);
    if (after >= 0 && delta <= out.delta) {
      out.after = after;
      out.delta = delta;
    } else if (out.after < 0) {
      out.feasibleFirst = true;
      bestInsertion(ctx, u, out, false);
      if (out.fAfter >= 0) {
        out.after = out.fAfter;
        out.delta = out.fDelta;
      }
    }
  }
  out.fAfter = -1;
  out.fDelta = Infinity;
  out.feasibleFirst = feasibleFirst;
}

function reset(out: InsertionResult): void {
  out.delta = Infinity;
  out.after = -1;
  out.fDelta = Infinity;
  out.fAfter = -1;
}

/** Positions right after and right before each of u's routed granular neighbours. */
function tryNeighbours(ctx: SearchContext, u: number, out: InsertionResult): void {
  const R = ctx.routes;
  const nb = ctx.nb;
  const base = u * nb.k;
  for (let i = 0; i < nb.count[u]; i++) {
    const w = nb.list[base + i];
    const r = R.routeOf[w];
    if (r < 0 || !ctx.canServe(u, r)) continue;
    tryAfter(ctx, u, w, out);
    tryAfter(ctx, u, R.prev[w], out);
  }
}

/** Tries the first empty route of each vehicle type that may serve u. */
export function tryEmptyRoutes(ctx: SearchContext, u: number, out: InsertionResult): void {
  if (ctx.atRouteCap()) return;
  const R = ctx.routes;
  const n = R.emptyRoutes();
  for (let i = 0; i < n; i++) {
    const r = R.firstEmpty[i];
    if (ctx.canServe(u, r)) tryRoute(ctx, u, r, out);
  }
}

/** Links job u after visit x and updates the route. */
export function insertJob(ctx: SearchContext, u: number, x: number): void {
  const R = ctx.routes;
  R.insertAfter(u, x);
  R.nbMoves++;
  R.updateRoute(R.routeOf[u]);
}

/** Unlinks job u and updates its route. */
export function removeJob(ctx: SearchContext, u: number): void {
  const R = ctx.routes;
  const r = R.routeOf[u];
  R.remove(u);
  R.nbMoves++;
  R.updateRoute(r);
}
