/**
 * Time-warp lower bounds for moves between routes (fast path: hard windows, no breaks). A route's time warp is
 * the sum, over its arcs x -> y, of the warp where y's window has closed when x's service ends (the forward
 * pass that Vidal's concatenation reproduces). x's service starts no earlier than its window, so the warp on
 * the arc is at least max(e_x + s_x + t_xy - l_y, 0) (arcWarp); and a kept prefix's warp is the same in the new
 * route, a kept suffix's at least its own (a later start only adds warp). So the new route's warp is at least
 * prefix warp + the new arcs' + suffix warp, and a move rejected with that added to its distance and load bound
 * is one the full evaluation (costThrough) rejects too: the same search, fewer routes priced in full
 * (docs/benchmarks.md, thirty-second round).
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
