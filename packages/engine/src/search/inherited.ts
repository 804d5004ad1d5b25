/**
 * Which routes of a crossover child are a parent's route unchanged. Both parents are local optima, so no
 * move between two routes inherited intact from the same parent can improve (at the same penalties): the
 * local search of the child then only needs the pairs that involve a changed route or span both parents,
 * which after SREX are the routes along the borders of the exchanged sector, not the whole solution.
 */
import { endSentinel, startSentinel } from '../problem/problem.js';
import type { SearchContext } from './context.js';
import type { Snapshot } from './snapshot.js';

/** Origin of route r in `group`: 1 = parent a's route r, 2 = parent b's route r, 0 = changed. */
export function markInherited(ctx: SearchContext, a: Snapshot, b: Snapshot, group: Uint8Array): void {
  const R = ctx.routes;
  for (let r = 0; r < R.nR; r++) {
    if (!R.routeFeasible(r)) group[r] = 0;
    else if (sameRoute(ctx, a, r)) group[r] = 1;
    else if (sameRoute(ctx, b, r)) group[r] = 2;
    else group[r] = 0;
  }
}

/** True when route r of the current routes visits exactly what route r of s visits, in the same order. */
function sameRoute(ctx: SearchContext, s: Snapshot, r: number): boolean {
  const p = ctx.p;
  const R = ctx.routes;
  const e = endSentinel(p, r);
  let q = s.routeStart(r);
  const end = s.routeEnd[r];
  for (let x = R.next[startSentinel(p, r)]; x !== e; x = R.next[x]) {
    if (q >= end || s.order[q] !== x) return false;
    q++;
  }
  return q === end;
}

/**
 * When the local search last marked every pair tested (LocalSearch.markTested) and, after a crossover, the
 * routes' origins. Shared by the node moves and SWAP*, which skip a pair by the same rule.
 */
export class TestedMark {
  /** Route origins of a crossover child (markInherited), or null: every route from one solution. */
  groups: Uint8Array | null = null;
  /** Move clock of the mark. */
  stamp = -1;

  set(stamp: number, groups: Uint8Array | null): void {
    this.stamp = stamp;
    this.groups = groups;
  }

  /**
   * True when a pair (rU, rV) need not be tested again, for a route rU known unchanged since the job (or route)
   * was last tested at `lastTest` (callers test every pair while it has changed): rV has not changed since
   * either, and that test covered the pair: it ran after the mark, or both routes come from the same parent.
   */
  coversUnchanged(modified: Float64Array, rU: number, rV: number, lastTest: number): boolean {
    if (modified[rV] > lastTest) return false;
    const g = this.groups;
    return g === null || lastTest > this.stamp || g[rU] === g[rV];
  }
}
