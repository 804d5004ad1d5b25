/**
 * Fast route evaluation for the commonest shape, prefix(pre) ⊕ up to three visits ⊕ suffix(suf), with plain
 * local variables instead of a segment object (the same formulas as segment.ts). Covers hard windows (or no
 * time at all) without breaks; anything else (soft windows, breaks, an open route's bare end) goes through the
 * general segment path, which gives identical results.
 */
import { endSentinel, type Matrix } from '../problem/problem.js';
import type { EvalState } from './eval-state.js';
import type { SubsequenceCache } from './subsequences.js';

/**
 * Penalised cost of a route served by vehicle r made of prefix(pre) ⊕ a ⊕ b ⊕ c ⊕ suffix(suf), where a, b, c
 * are visits or -1 (absent). `pre` belongs to route r; `suf` to route r or to a route whose vehicle ends like
 * r's (same tail key: 2-opt*). `load`: the route's loads per dimension where the caller has them (read only).
 */
export function costThrough(
  ctx: EvalState,
  r: number,
  pre: number,
  a: number,
  b: number,
  c: number,
  suf: number,
  load: Float64Array = loadsOf(ctx, pre, a, b, c, suf),
): number {
  const R = ctx.routes;
  const p = ctx.p;
  if (!ctx.fast || R.sFirst[suf] < 0) return slowThrough(ctx, r, pre, a, b, c, suf);
  const n = p.nLoc;
  const dm = p.dist;
  let last = R.pLast[pre];
  let dist = R.pDist[pre];
  let jobs = R.pJobs[pre];
  const timed = p.timeMode === 1;
  const tm = timed ? p.times[p.vProfile[r]] : dm;
  let D = 0;
  let TW = 0;
  let E = 0;
  let L = 0;
  if (timed) {
    D = R.pD[pre];
    TW = R.pTW[pre];
    E = R.pE[pre];
    L = R.pL[pre];
  }
  for (let i = 0; i < 3; i++) {
    const x = i === 0 ? a : i === 1 ? b : c;
    if (x < 0) continue;
    const loc = p.visitLoc[x];
    const arc = last * n + loc;
    dist += dm[arc];
    if (x < p.nJobs) jobs++;
    if (timed) {
      const t = tm[arc];
      const at = D - TW + t;
      const ex = p.visitTwStart[x];
      const lx = p.visitTwEnd[x];
      const dWT = Math.max(ex - at - L, 0);
      const dTW = Math.max(E + at - lx, 0);
      D = D + p.visitService[x] + t + dWT;
      TW += dTW;
      E = Math.max(ex - at, E) - dWT;
      L = Math.min(lx - at, L) + dTW;
    }
    last = loc;
  }
  // Suffix (starts at a located visit: no lead part).
  const first = R.sFirst[suf];
  const arc = last * n + first;
  dist += dm[arc] + R.sDist[suf];
  jobs += R.pJobs[endSentinel(p, R.routeOf[suf])] - R.pJobs[R.prev[suf]];
  if (jobs === 0) return 0;
  const cm = ctx.cm;
  let cost = p.vFixed[r] + p.vDistCoef[r] * dist;
  if (timed) {
    const t = tm[arc];
    const at = D - TW + t;
    const dWT = Math.max(R.sE[suf] - at - L, 0);
    const dTW = Math.max(E + at - R.sL[suf], 0);
    D = D + R.sD[suf] + t + dWT;
    TW = TW + R.sTW[suf] + dTW;
    cost += p.vDurCoef[r] * D + cm.penTw * TW;
    const dx = D - p.vMaxDuration[r];
    if (dx > 0) cost += cm.penTw * dx;
    if (p.balanceCoef > 0) cost += p.balanceCoef * D * D;
  }
  return cm.withLimits(r, cost, dist, jobs, load);
}

/**
 * Loads per dimension (in ctx.loadScratch) of prefix(pre) ⊕ a ⊕ b ⊕ c ⊕ suffix(suf), as costThrough takes them
 * when its caller has not computed them already.
 */
function loadsOf(ctx: EvalState, pre: number, a: number, b: number, c: number, suf: number): Float64Array {
  const R = ctx.routes;
  const p = ctx.p;
  const nd = p.nDims;
  const load = ctx.loadScratch;
  for (let k = 0; k < nd; k++) {
    let x = R.pLoad[pre * nd + k];
    if (a >= 0) x += p.visitDemand[a * nd + k];
    if (b >= 0) x += p.visitDemand[b * nd + k];
    if (c >= 0) x += p.visitDemand[c * nd + k];
    load[k] = x + (R.pLoad[endSentinel(p, R.routeOf[suf]) * nd + k] - R.pLoad[R.prev[suf] * nd + k]);
  }
  return load;
}

/**
 * The distance costThrough(ctx, r, pre, a, -1, -1, suf) sums, in its order, for a job a or none (-1). With the
 * route's fixed cost and distance coefficient it bounds costThrough's result from below: costThrough adds only
 * time costs and penalties, none of them negative. NaN off costThrough's fast path (the general path sums in
 * another order) and where a has no location; a comparison with NaN is false, so nothing is ruled out then.
 */
export function distanceThrough(ctx: EvalState, pre: number, a: number, suf: number): number {
  const R = ctx.routes;
  const p = ctx.p;
  const first = R.sFirst[suf];
  if (!ctx.fast || first < 0) return NaN;
  const n = p.nLoc;
  const dm = p.dist;
  let last = R.pLast[pre];
  let dist = R.pDist[pre];
  if (a >= 0) {
    const loc = p.visitLoc[a];
    if (loc < 0) return NaN;
    dist += dm[last * n + loc];
    last = loc;
  }
  return dist + (dm[last * n + first] + R.sDist[suf]);
}

/**
 * What route r costs at least with distance `dist` (from distanceThrough) and least time warp `warp` (0 without
 * windows): its fixed cost and distance cost, summed as costThrough starts its sum, plus the warp at the
 * time-warp penalty (costThrough's time warp is at least `warp`, and its other terms are not negative).
 */
export function costFloor(ctx: EvalState, r: number, dist: number, warp: number): number {
  const p = ctx.p;
  const c = p.vFixed[r] + p.vDistCoef[r] * dist;
  return warp > 0 ? c + ctx.cm.penTw * warp : c;
}

/**
 * Penalised cost of route r without time (timeMode 0) from its distance, jobs and load per dimension: what
 * costThrough gives for the same route, with the distance and loads already known (0 for an empty route).
 */
export function costUntimed(
  ctx: EvalState,
  r: number,
  dist: number,
  jobs: number,
  load: Float64Array,
): number {
  if (jobs === 0) return 0;
  const p = ctx.p;
  return ctx.cm.withLimits(r, p.vFixed[r] + p.vDistCoef[r] * dist, dist, jobs, load);
}

function slowThrough(
  ctx: EvalState,
  r: number,
  pre: number,
  a: number,
  b: number,
  c: number,
  suf: number,
): number {
  const R = ctx.routes;
  const s = ctx.s3;
  R.loadPrefix(s, pre);
  if (a >= 0) R.pushVisit(s, a, r);
  if (b >= 0) R.pushVisit(s, b, r);
  if (c >= 0) R.pushVisit(s, c, r);
  R.appendSuffix(s, suf);
  return ctx.cm.routeCost(s, r);
}

/** Cost of route r if only its distance changed to newDist (loads, stops and times unchanged; time mode 0). */
export function costWithDistance(ctx: EvalState, r: number, newDist: number): number {
  const p = ctx.p;
  const R = ctx.routes;
  const old = R.pDist[p.firstSentinel + 2 * r + 1];
  const maxD = p.vMaxDistance[r];
  const pen = ctx.cm.penDist;
  return (
    R.rCost[r] +
    p.vDistCoef[r] * (newDist - old) +
    pen * (Math.max(0, newDist - maxD) - Math.max(0, old - maxD))
  );
}

/** Arc distance between two visits (-1 location: no arc). */
export function arcDist(ctx: EvalState, x: number, y: number): number {
  const p = ctx.p;
  const a = p.visitLoc[x];
  const b = p.visitLoc[y];
  return a < 0 || b < 0 ? 0 : p.dist[a * p.nLoc + b];
}

/**
 * Intra-route evaluation with time windows in O(1) per piece (fast mode, route tables valid): the route is
 * rebuilt as prefix ⊕ pieces ⊕ suffix where a piece is a single visit or a forward stretch of the same route
 * read from the subsequence table. Loads and stops do not change inside a route.
 */
export class IntraTimed {
  private d = 0;
  private tw = 0;
  private e = 0;
  private l = 0;
  private dist = 0;
  private last = 0;
  private r = 0;
  private time: Matrix = new Int32Array(0);

  start(ctx: EvalState, r: number, pre: number): void {
    const R = ctx.routes;
    this.r = r;
    this.time = ctx.p.times[ctx.p.vProfile[r]];
    this.d = R.pD[pre];
    this.tw = R.pTW[pre];
    this.e = R.pE[pre];
    this.l = R.pL[pre];
    this.dist = R.pDist[pre];
    this.last = R.pLast[pre];
  }

  private merge(t: number, d2: number, tw2: number, e2: number, l2: number): void {
    const at = this.d - this.tw + t;
    const dWT = Math.max(e2 - at - this.l, 0);
    const dTW = Math.max(this.e + at - l2, 0);
    this.d = this.d + d2 + t + dWT;
    this.tw = this.tw + tw2 + dTW;
    this.e = Math.max(e2 - at, this.e) - dWT;
    this.l = Math.min(l2 - at, this.l) + dTW;
  }

  visit(ctx: EvalState, x: number): void {
    const p = ctx.p;
    const loc = p.visitLoc[x];
    const a = this.last * p.nLoc + loc;
    this.dist += p.dist[a];
    this.merge(this.time[a], p.visitService[x], 0, p.visitTwStart[x], p.visitTwEnd[x]);
    this.last = loc;
  }

  /** Visits u .. w (forward, same route r, u at or before w). */
  range(ctx: EvalState, u: number, w: number): void {
    const p = ctx.p;
    const R = ctx.routes;
    const sub = R.sub as SubsequenceCache;
    const lu = p.visitLoc[u];
    const a = this.last * p.nLoc + lu;
    this.dist += p.dist[a] + R.pDist[w] - R.pDist[u];
    const q = sub.at(p, this.r, u, R.pos[u], R.pos[w], R.next);
    this.merge(this.time[a], sub.d[q], sub.tw[q], sub.e[q], sub.l[q]);
    this.last = p.visitLoc[w];
  }

  /** Merges suffix(suf) and returns the route's penalised cost. */
  finish(ctx: EvalState, suf: number): number {
    const p = ctx.p;
    const R = ctx.routes;
    const r = this.r;
    const first = R.sFirst[suf];
    if (first >= 0) {
      const a = this.last * p.nLoc + first;
      this.dist += p.dist[a] + R.sDist[suf];
      this.merge(this.time[a], R.sD[suf], R.sTW[suf], R.sE[suf], R.sL[suf]);
    } else {
      // Open route's bare end: its (location-less) lead part.
      this.merge(0, R.sLD[suf], R.sLTW[suf], R.sLE[suf], R.sLL[suf]);
    }
    const cm = ctx.cm;
    const D = this.d;
    let cost = p.vFixed[r] + p.vDistCoef[r] * this.dist + p.vDurCoef[r] * D + cm.penTw * this.tw;
    const dx = D - p.vMaxDuration[r];
    if (dx > 0) cost += cm.penTw * dx;
    if (p.balanceCoef > 0) cost += p.balanceCoef * D * D;
    const xd = this.dist - p.vMaxDistance[r];
    if (xd > 0) cost += cm.penDist * xd;
    return cost + cm.penLoad * R.rEx[r * 4] + cm.penStops * R.rEx[r * 4 + 3];
  }
}
