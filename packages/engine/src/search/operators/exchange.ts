/**
 * Exchange(N, M) — relocate and swap of short segments (N, M <= 3), the workhorse moves:
 *   M = 0: move the N jobs starting at U to just after V (V may be a start sentinel); `rev` inserts them
 *          reversed (HGS move 3);
 *   M > 0: swap the N jobs starting at U with the M jobs starting at V.
 * Inter-route moves are evaluated as prefix ⊕ segment ⊕ suffix in O(N + M); intra-route ones walk the part
 * of the route in between. A distance-only lower bound rejects most candidates before the full evaluation.
 */
import type { SearchContext } from '../context.js';
import { EPS } from '../context.js';
import { endSentinel, startSentinel } from '../../problem/problem.js';
import { arcDist, costThrough, costUntimed, costWithDistance } from '../fast-eval.js';
import { beginMove, endMove, relink } from './commit.js';
import { intraWarp, joinWarp, linkWarp } from './warp-bound.js';

/** End of the n-job segment starting at u, or -1 if it leaves the jobs of the route. */
export function segmentEnd(ctx: SearchContext, u: number, n: number): number {
  const R = ctx.routes;
  const nJ = ctx.p.nJobs;
  let x = u;
  for (let i = 1; i < n; i++) {
    x = R.next[x];
    if (x >= nJ) return -1;
  }
  return x;
}

/** Distance between two locations (-1: no location, no arc). */
export function join(ctx: SearchContext, a: number, b: number): number {
  return a < 0 || b < 0 ? 0 : ctx.p.dist[a * ctx.p.nLoc + b];
}

/** Distance inside the segment u..end (forward, or backward when rev). */
function innerDist(ctx: SearchContext, u: number, end: number, rev: boolean): number {
  const R = ctx.routes;
  if (!rev || ctx.p.symmetric) return R.pDist[end] - R.pDist[u];
  let d = 0;
  const loc = ctx.p.visitLoc;
  for (let x = u; x !== end; x = R.next[x]) d += join(ctx, loc[R.next[x]], loc[x]);
  return d;
}

function eligible(ctx: SearchContext, u: number, end: number, r: number): boolean {
  if (!ctx.p.restricted) return true;
  const R = ctx.routes;
  for (let x = u; ; x = R.next[x]) {
    if (!ctx.canServe(x, r)) return false;
    if (x === end) return true;
  }
}

/** Pushes the segment u..end (forward or reversed) onto seg as served by vehicle r. */
function pushSegment(
  ctx: SearchContext,
  seg: typeof ctx.s1,
  u: number,
  end: number,
  rev: boolean,
  r: number,
): void {
  if (rev) ctx.routes.appendRangeRev(seg, u, end, r);
  else ctx.routes.appendRange(seg, u, end, r);
}

export function evaluateExchange(
  ctx: SearchContext,
  U: number,
  V: number,
  N: number,
  M: number,
  rev: boolean,
): number {
  const R = ctx.routes;
  const p = ctx.p;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  const endU = segmentEnd(ctx, U, N);
  if (endU < 0) return Infinity;
  let endV = V;
  if (M > 0) {
    if (V >= p.nJobs) return Infinity;
    endV = segmentEnd(ctx, V, M);
    if (endV < 0) return Infinity;
  }
  if (rU !== rV) return evaluateInter(ctx, U, endU, V, endV, M, rev, rU, rV);
  return evaluateIntra(ctx, U, endU, V, endV, M, rev, rU);
}

/**
 * Loads (one per dimension, into `load`) of route r after a move between routes: its visits up to
 * `pre`, another route's visits after `inFrom` up to `inTo` (none when they are equal), its visits after
 * `skipTo`. O(dimensions) from the prefix loads.
 */
function loadAfter(
  ctx: SearchContext,
  load: Float64Array,
  r: number,
  pre: number,
  inFrom: number,
  inTo: number,
  skipTo: number,
): Float64Array {
  const p = ctx.p;
  const nd = p.nDims;
  const pLoad = ctx.routes.pLoad;
  const total = endSentinel(p, r) * nd;
  for (let k = 0; k < nd; k++) {
    const moved = pLoad[inTo * nd + k] - pLoad[inFrom * nd + k];
    load[k] = pLoad[pre * nd + k] + moved + (pLoad[total + k] - pLoad[skipTo * nd + k]);
  }
  return load;
}

function evaluateInter(
  ctx: SearchContext,
  U: number,
  endU: number,
  V: number,
  endV: number,
  M: number,
  rev: boolean,
  rU: number,
  rV: number,
): number {
  const R = ctx.routes;
  const p = ctx.p;
  const loc = p.visitLoc;
  if (!eligible(ctx, U, endU, rV)) return Infinity;
  if (M > 0 && !eligible(ctx, V, endV, rU)) return Infinity;
  const pU = R.prev[U];
  const nU = R.next[endU];
  const pV = M > 0 ? R.prev[V] : V;
  const nV = R.next[endV];
  const firstIn = rev ? loc[endU] : loc[U];
  const lastIn = rev ? loc[U] : loc[endU];
  const nUj = (R.pJobs[endU] - R.pJobs[U] + 1) | 0;
  const nVj = M > 0 ? (R.pJobs[endV] - R.pJobs[V] + 1) | 0 : 0;
  // Distance lower bound (every other cost term is >= 0); prefixes always end at a located visit.
  const dm = p.dist;
  const n = p.nLoc;
  const pDist = R.pDist;
  const a1 = R.pLast[pU];
  const b1 = R.sFirst[nU];
  let dU = pDist[pU] + R.sDist[nU];
  if (M > 0) {
    dU += dm[a1 * n + loc[V]] + (pDist[endV] - pDist[V]);
    if (b1 >= 0) dU += dm[loc[endV] * n + b1];
  } else if (b1 >= 0) dU += dm[a1 * n + b1];
  const b2 = R.sFirst[nV];
  let dV =
    pDist[pV] +
    dm[R.pLast[pV] * n + firstIn] +
    (!rev || p.symmetric ? pDist[endU] - pDist[U] : innerDist(ctx, U, endU, true)) +
    R.sDist[nV];
  if (b2 >= 0) dV += dm[lastIn * n + b2];
  const jobsU = R.rJobs[rU] - nUj + nVj;
  const jobsV = R.rJobs[rV] + nUj - nVj;
  const old = R.rCost[rU] + R.rCost[rV];
  const lbU = jobsU > 0 ? p.vFixed[rU] + p.vDistCoef[rU] * dU : 0;
  const lbV = jobsV > 0 ? p.vFixed[rV] + p.vDistCoef[rV] * dV : 0;
  if (lbU + lbV - old > -EPS) return Infinity;
  // Without time both routes' distances are dU and dV exactly (integer arcs): only the loads are left to add.
  if (ctx.fast && p.timeMode === 0 && b1 >= 0 && b2 >= 0) {
    const load = ctx.loadScratch;
    const cU = costUntimed(ctx, rU, dU, jobsU, loadAfter(ctx, load, rU, pU, pV, endV, endU));
    if (cU + lbV - old > -EPS) return Infinity;
    return cU + costUntimed(ctx, rV, dV, jobsV, loadAfter(ctx, load, rV, pV, pU, endU, endV)) - old;
  }
  // The loads after the move are exact too, and their penalties add to the bound (the time terms only add):
  // with windows this rejects most moves between routes near their capacity before their time is priced.
  const loadU = loadAfter(ctx, ctx.loadScratch, rU, pU, pV, endV, endU);
  const loadV = loadAfter(ctx, ctx.loadScratch2, rV, pV, pU, endU, endV);
  let lbU2 = lbU;
  let lbV2 = lbV;
  if (p.nDims > 0) {
    const cm = ctx.cm;
    if (jobsU > 0) lbU2 += cm.penLoad * cm.loadExcess(rU, loadU);
    if (jobsV > 0) lbV2 += cm.penLoad * cm.loadExcess(rV, loadV);
    if (lbU2 + lbV2 - old > -EPS) return Infinity;
  }
  // Route V first: it takes U's segment, and its time warp rejects more moves alone than route U's does.
  const N = nUj;
  let u1 = U;
  let u2 = N > 1 ? R.next[U] : -1;
  let u3 = N > 2 ? R.next[R.next[U]] : -1;
  if (rev) {
    if (N === 2) {
      u1 = u2;
      u2 = U;
    } else if (N === 3) {
      u1 = u3;
      u3 = U;
    }
  }
  // With windows, both routes' least time warps add to the bound (warp-bound.ts), route V's first: on
  // Gehring-Homberger they leave 3-8% of the moves that get here to be priced in full.
  if (ctx.fast && p.timeMode === 1) {
    const penTw = ctx.cm.penTw;
    const lb = lbU2 + lbV2 - old;
    const wV =
      jobsV > 0 ? joinWarp(R, p, p.times[p.vProfile[rV]], pV, rev ? endU : U, rev ? U : endU, nV) : 0;
    if (lb + penTw * wV > -EPS) return Infinity;
    if (jobsU > 0) {
      const tmU = p.times[p.vProfile[rU]];
      const wU = M > 0 ? joinWarp(R, p, tmU, pU, V, endV, nU) : linkWarp(R, p, tmU, pU, nU);
      if (lb + penTw * (wV + wU) > -EPS) return Infinity;
    }
  }
  const cV = costThrough(ctx, rV, pV, u1, u2, u3, nV, loadV);
  if (lbU2 + cV - old > -EPS) return Infinity;
  // Visits moving into route U (V's segment).
  const v1 = M > 0 ? V : -1;
  const v2 = M > 1 ? R.next[V] : -1;
  const v3 = M > 2 ? R.next[R.next[V]] : -1;
  return costThrough(ctx, rU, pU, v1, v2, v3, nU, loadU) + cV - old;
}

function evaluateIntra(
  ctx: SearchContext,
  U: number,
  endU: number,
  V: number,
  endV: number,
  M: number,
  rev: boolean,
  r: number,
): number {
  const R = ctx.routes;
  const pos = R.pos;
  const s = ctx.s1;
  const pU = R.prev[U];
  const nU = R.next[endU];
  if (ctx.fast) {
    // Only the distance changes without time (O(1) from the arcs); with time it bounds the move.
    const delta = intraDistanceDelta(ctx, U, endU, V, endV, M, rev);
    if (delta === Infinity) return Infinity;
    const dist = R.pDist[ctx.p.firstSentinel + 2 * r + 1] + delta;
    if (ctx.p.timeMode === 0) return costWithDistance(ctx, r, dist) - R.rCost[r];
    const lb = timedLowerBound(ctx, r, dist);
    if (lb > -EPS) return Infinity;
    // With windows, the route's least time warp after the move adds to that bound (warp-bound.ts).
    const p = ctx.p;
    const warp = intraWarp(R, p, p.times[p.vProfile[r]], U, endU, V, endV, M, rev);
    if (lb + ctx.cm.penTw * warp > -EPS) return Infinity;
  }
  if (R.sub !== null && R.sub.ready(r)) return intraTimed(ctx, U, endU, V, endV, M, rev, r);
  if (M === 0) {
    if (V === pU || (pos[V] >= pos[U] && pos[V] <= pos[endU])) return Infinity;
    if (pos[V] > pos[endU]) {
      // ... pU | nU .. V | U..endU | next(V) ...
      R.loadPrefix(s, pU);
      R.appendRange(s, nU, V, r);
      pushSegment(ctx, s, U, endU, rev, r);
      R.appendSuffix(s, R.next[V]);
    } else {
      // ... V | U..endU | next(V) .. pU | nU ...
      R.loadPrefix(s, V);
      pushSegment(ctx, s, U, endU, rev, r);
      R.appendRange(s, R.next[V], pU, r);
      R.appendSuffix(s, nU);
    }
    return ctx.cm.routeCost(s, r) - R.rCost[r];
  }
  // Swap: the segments must not overlap.
  let a = U;
  let aEnd = endU;
  let b = V;
  let bEnd = endV;
  if (pos[V] < pos[U]) {
    a = V;
    aEnd = endV;
    b = U;
    bEnd = endU;
  }
  if (pos[aEnd] >= pos[b]) return Infinity;
  R.loadPrefix(s, R.prev[a]);
  R.appendRange(s, b, bEnd, r);
  if (R.next[aEnd] !== b) R.appendRange(s, R.next[aEnd], R.prev[b], r);
  R.appendRange(s, a, aEnd, r);
  R.appendSuffix(s, R.next[bEnd]);
  return ctx.cm.routeCost(s, r) - R.rCost[r];
}

/** Intra-route moves with time windows from the subsequence tables: O(1) per piece. */
function intraTimed(
  ctx: SearchContext,
  U: number,
  endU: number,
  V: number,
  endV: number,
  M: number,
  rev: boolean,
  r: number,
): number {
  const R = ctx.routes;
  const pos = R.pos;
  const ev = ctx.intra;
  const pU = R.prev[U];
  const nU = R.next[endU];
  if (M === 0) {
    if (V === pU || (pos[V] >= pos[U] && pos[V] <= pos[endU])) return Infinity;
    if (pos[V] > pos[endU]) {
      ev.start(ctx, r, pU);
      ev.range(ctx, nU, V);
      moved(ctx, U, endU, rev);
      return ev.finish(ctx, R.next[V]) - R.rCost[r];
    }
    ev.start(ctx, r, V);
    moved(ctx, U, endU, rev);
    ev.range(ctx, R.next[V], pU);
    return ev.finish(ctx, nU) - R.rCost[r];
  }
  let a = U;
  let aEnd = endU;
  let b = V;
  let bEnd = endV;
  if (pos[V] < pos[U]) {
    a = V;
    aEnd = endV;
    b = U;
    bEnd = endU;
  }
  if (pos[aEnd] >= pos[b]) return Infinity;
  ev.start(ctx, r, R.prev[a]);
  ev.range(ctx, b, bEnd);
  if (R.next[aEnd] !== b) ev.range(ctx, R.next[aEnd], R.prev[b]);
  ev.range(ctx, a, aEnd);
  return ev.finish(ctx, R.next[bEnd]) - R.rCost[r];
}

/** The moved segment U..endU, forward (one table read) or reversed (visit by visit). */
function moved(ctx: SearchContext, U: number, endU: number, rev: boolean): void {
  const ev = ctx.intra;
  if (!rev || U === endU) {
    ev.range(ctx, U, endU);
    return;
  }
  const R = ctx.routes;
  for (let x = endU; ; x = R.prev[x]) {
    ev.visit(ctx, x);
    if (x === U) return;
  }
}

/**
 * Lower bound of an intra-route move's cost change with time: the route's cost terms that do not depend on
 * time (fixed, distance, load and stop excess) at its new distance, every time term taken as zero. Most moves
 * of a long route lengthen it and are rejected here, before the time windows are merged.
 */
export function timedLowerBound(ctx: SearchContext, r: number, dist: number): number {
  const p = ctx.p;
  const R = ctx.routes;
  const cm = ctx.cm;
  const lb =
    p.vFixed[r] +
    p.vDistCoef[r] * dist +
    cm.penDist * Math.max(0, dist - p.vMaxDistance[r]) +
    cm.penLoad * R.rEx[r * 4] +
    cm.penStops * R.rEx[r * 4 + 3];
  return lb - R.rCost[r];
}

/** Change of the route's distance by an intra-route move (Infinity: not a move). */
function intraDistanceDelta(
  ctx: SearchContext,
  U: number,
  endU: number,
  V: number,
  endV: number,
  M: number,
  rev: boolean,
): number {
  const R = ctx.routes;
  const pos = R.pos;
  const pU = R.prev[U];
  const nU = R.next[endU];
  let delta: number;
  if (M === 0) {
    if (V === pU || (pos[V] >= pos[U] && pos[V] <= pos[endU])) return Infinity;
    const nV = R.next[V];
    const f = rev ? endU : U;
    const l = rev ? U : endU;
    delta =
      arcDist(ctx, pU, nU) -
      arcDist(ctx, pU, U) -
      arcDist(ctx, endU, nU) +
      arcDist(ctx, V, f) +
      arcDist(ctx, l, nV) -
      arcDist(ctx, V, nV);
    if (rev && !ctx.p.symmetric) delta += innerDist(ctx, U, endU, true) - innerDist(ctx, U, endU, false);
  } else {
    let a = U;
    let aEnd = endU;
    let b = V;
    let bEnd = endV;
    if (pos[V] < pos[U]) {
      a = V;
      aEnd = endV;
      b = U;
      bEnd = endU;
    }
    if (pos[aEnd] >= pos[b]) return Infinity;
    const pA = R.prev[a];
    const nB = R.next[bEnd];
    if (R.next[aEnd] === b)
      delta =
        arcDist(ctx, pA, b) +
        arcDist(ctx, bEnd, a) +
        arcDist(ctx, aEnd, nB) -
        arcDist(ctx, pA, a) -
        arcDist(ctx, aEnd, b) -
        arcDist(ctx, bEnd, nB);
    else {
      const nA = R.next[aEnd];
      const pB = R.prev[b];
      delta =
        arcDist(ctx, pA, b) +
        arcDist(ctx, bEnd, nA) +
        arcDist(ctx, pB, a) +
        arcDist(ctx, aEnd, nB) -
        arcDist(ctx, pA, a) -
        arcDist(ctx, aEnd, nA) -
        arcDist(ctx, pB, b) -
        arcDist(ctx, bEnd, nB);
    }
  }
  return delta;
}

export function applyExchange(
  ctx: SearchContext,
  U: number,
  V: number,
  N: number,
  M: number,
  rev: boolean,
  delta: number,
): void {
  const R = ctx.routes;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  beginMove(ctx);
  // buf2[0..N) = U's segment in its new orientation, buf2[4..4+M) = V's segment.
  const seg = ctx.buf2;
  let x = U;
  for (let i = 0; i < N; i++, x = R.next[x]) seg[rev ? N - 1 - i : i] = x;
  x = V;
  for (let i = 0; i < M; i++, x = R.next[x]) seg[4 + i] = x;
  const order = ctx.buf;
  // Both new orders are written before any relink (relinking one route breaks walks of the other).
  if (M === 0 && V >= ctx.p.firstSentinel) {
    // Insertion at the start of route V.
    for (let i = 0; i < N; i++) order[i] = seg[i];
    const cV = rebuild(ctx, rV, order, N, U, N, V, M);
    const cU = rU !== rV ? rebuild(ctx, rU, order, cV, U, N, V, M) : cV;
    relink(ctx, rV, order, 0, cV);
    if (rU !== rV) relink(ctx, rU, order, cV, cU);
  } else {
    const cU = rebuild(ctx, rU, order, 0, U, N, V, M);
    const cV = rV !== rU ? rebuild(ctx, rV, order, cU, U, N, V, M) : cU;
    relink(ctx, rU, order, 0, cU);
    if (rV !== rU) relink(ctx, rV, order, cU, cV);
  }
  endMove(ctx, rU, rV, delta, `exchange(${N},${M}${rev ? ',rev' : ''})`);
}

/** Writes route r's new visit order into order[from ..); returns the end index. */
function rebuild(
  ctx: SearchContext,
  r: number,
  order: Int32Array,
  from: number,
  U: number,
  N: number,
  V: number,
  M: number,
): number {
  const R = ctx.routes;
  const seg = ctx.buf2;
  let c = from;
  const e = endSentinel(ctx.p, r);
  for (let y = R.next[startSentinel(ctx.p, r)]; y !== e; y = R.next[y]) {
    if (isIn(y, seg, 0, N)) {
      if (M > 0 && y === U) for (let i = 0; i < M; i++) order[c++] = seg[4 + i];
      continue;
    }
    if (M > 0 && isIn(y, seg, 4, 4 + M)) {
      if (y === V) for (let i = 0; i < N; i++) order[c++] = seg[i];
      continue;
    }
    order[c++] = y;
    if (M === 0 && y === V) for (let i = 0; i < N; i++) order[c++] = seg[i];
  }
  return c;
}

function isIn(y: number, a: Int32Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (a[i] === y) return true;
  return false;
}
