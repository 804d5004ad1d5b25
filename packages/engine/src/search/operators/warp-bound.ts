/**
 * Time-warp lower bounds for moves between routes and inside a route (fast path: hard windows, no breaks). A
 * route's time warp is the sum, over its arcs x -> y, of the warp where y's window has closed when x's
 * service ends (the forward pass that Vidal's concatenation reproduces). x's service starts no earlier than
 * its window, so the warp on the arc is at least max(e_x + s_x + t_xy - l_y, 0) (arcWarp); and a kept
 * prefix's warp is the same in the new route, a kept suffix's at least its own (a later start only adds
 * warp). So the new route's warp is at least prefix warp + the new arcs' + suffix warp, and a move rejected
 * with that added to its distance (and load) bound is one the full evaluation (costThrough) rejects too: the
 * same search, fewer routes priced in full or read from the subsequence table (docs/benchmarks.md,
 * thirty-second round).
 */
import type { Matrix, Problem } from '../../problem/problem.js';
import type { Routes } from '../routes.js';

/** The least time warp of visit y served right after visit x (0 where either has no location). */
export function arcWarp(p: Problem, tm: Matrix, x: number, y: number): number {
  const lx = p.visitLoc[x];
  const ly = p.visitLoc[y];
  if (lx < 0 || ly < 0) return 0;
  return Math.max(p.visitTwStart[x] + p.visitService[x] + tm[lx * p.nLoc + ly] - p.visitTwEnd[y], 0);
}

/**
 * arcWarp(p, tm, x, y) with its travel time read at y -> x where tm is `symmetric`: the same value, from y's
 * row, which a caller that has just read y's row finds in cache (ExchangeBound.warpFilter).
 */
export function arcWarpInRowOfY(p: Problem, tm: Matrix, x: number, y: number, symmetric: boolean): number {
  const lx = p.visitLoc[x];
  const ly = p.visitLoc[y];
  if (lx < 0 || ly < 0) return 0;
  const t = symmetric ? tm[ly * p.nLoc + lx] : tm[lx * p.nLoc + ly];
  return Math.max(p.visitTwStart[x] + p.visitService[x] + t - p.visitTwEnd[y], 0);
}

/** The least time warp of a route made of the prefix through a and the suffix from b, joined by one arc. */
export function linkWarp(R: Routes, p: Problem, tm: Matrix, a: number, b: number): number {
  return R.pTW[a] + arcWarp(p, tm, a, b) + R.sTW[b];
}

/**
 * The least time warp of a route made of the prefix through a, the visits first .. last (a moved segment) and
 * the suffix from b, from the prefix's and suffix's warps and the two arcs that join them.
 */
export function joinWarp(
  R: Routes,
  p: Problem,
  tm: Matrix,
  a: number,
  first: number,
  last: number,
  b: number,
): number {
  return R.pTW[a] + arcWarp(p, tm, a, first) + arcWarp(p, tm, last, b) + R.sTW[b];
}

/**
 * The least time warp of U's route after an intra-route move (evaluateIntra's: the segment U..endU moved after
 * V, reversed with `rev`, or with M > 0 swapped with V..endV), from the kept prefix's and suffix's warps and the
 * arcs the move makes. The stretches that only shift keep their own arcs, whose warps count as zero.
 */
export function intraWarp(
  R: Routes,
  p: Problem,
  tm: Matrix,
  U: number,
  endU: number,
  V: number,
  endV: number,
  M: number,
  rev: boolean,
): number {
  const pos = R.pos;
  const pU = R.prev[U];
  const nU = R.next[endU];
  if (M === 0) {
    const nV = R.next[V];
    const f = rev ? endU : U;
    const l = rev ? U : endU;
    const inner = arcWarp(p, tm, V, f) + arcWarp(p, tm, l, nV) + arcWarp(p, tm, pU, nU);
    // V after the segment: ... pU | nU .. V | f .. l | nV ...; V before it: ... V | f .. l | nV .. pU | nU ...
    return pos[V] > pos[endU] ? R.pTW[pU] + inner + R.sTW[nV] : R.pTW[V] + inner + R.sTW[nU];
  }
  // The two segments in route order: a .. aEnd first.
  const vFirst = pos[V] < pos[U];
  const a = vFirst ? V : U;
  const aEnd = vFirst ? endV : endU;
  const b = vFirst ? U : V;
  const bEnd = vFirst ? endU : endV;
  const pA = R.prev[a];
  const nA = R.next[aEnd];
  const nB = R.next[bEnd];
  // ... pA | b .. bEnd | a .. aEnd | nB ... when adjacent, else ... pA | b .. bEnd | nA .. pB | a .. aEnd | nB ...
  const middle = nA === b ? arcWarp(p, tm, bEnd, a) : arcWarp(p, tm, bEnd, nA) + arcWarp(p, tm, R.prev[b], a);
  return R.pTW[pA] + arcWarp(p, tm, pA, b) + middle + arcWarp(p, tm, aEnd, nB) + R.sTW[nB];
}
