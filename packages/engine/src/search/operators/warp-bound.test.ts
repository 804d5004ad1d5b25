import { describe, expect, it } from 'vitest';
import { endSentinel } from '../../problem/problem.js';
import { constructRandom } from '../construction.js';
import { oneWindow } from '../../test-support/random-problem.js';
import { forEachMoveBetweenRoutes, searchContext } from '../../test-support/search-context.js';
import type { SearchContext } from '../context.js';
import { Snapshot } from '../snapshot.js';
import { applyExchange, segmentEnd } from './exchange.js';
import { applyTwoOptStar } from './two-opt-star.js';
import { arcWarp, joinWarp } from './warp-bound.js';

/** Route r's time warp, from its caches (the prefix through its end sentinel). */
function warp(ctx: SearchContext, r: number): number {
  return ctx.routes.pTW[endSentinel(ctx.p, r)];
}

/**
 * Every move between routes the local search tries (the six exchange variants and 2-opt*), from a random
 * solution with windows: the bounds computed before the move against the two routes' time warp after it.
 * A bound is a lower bound when it never exceeds the warp; it is of use when it is often positive and often
 * equal to it.
 */
function check(ctx: SearchContext): { tested: number; positive: number; tight: number } {
  const R = ctx.routes;
  const p = ctx.p;
  const saved = Snapshot.forProblem(ctx);
  saved.saveFrom(ctx);
  (ctx as { debug: boolean }).debug = false;
  const counts = { tested: 0, positive: 0, tight: 0 };
  const compare = (bound: number, r: number): void => {
    counts.tested++;
    if (bound > 0) counts.positive++;
    if (bound > 0 && Math.abs(bound - warp(ctx, r)) < 1e-9) counts.tight++;
    expect(bound).toBeLessThanOrEqual(warp(ctx, r) + 1e-9);
  };
  forEachMoveBetweenRoutes(
    ctx,
    (U, V, n, m, rev) => {
      const [rU, rV] = [R.routeOf[U], R.routeOf[V]];
      const endU = segmentEnd(ctx, U, n);
      const endV = m > 0 ? segmentEnd(ctx, V, m) : V;
      const [pU, nU, nV] = [R.prev[U], R.next[endU], R.next[endV]];
      const pV = m > 0 ? R.prev[V] : V;
      const [tmU, tmV] = [p.times[p.vProfile[rU]], p.times[p.vProfile[rV]]];
      const boundV = joinWarp(R, p, tmV, pV, rev ? endU : U, rev ? U : endU, nV);
      const boundU =
        m > 0 ? joinWarp(R, p, tmU, pU, V, endV, nU) : R.pTW[pU] + arcWarp(p, tmU, pU, nU) + R.sTW[nU];
      const emptied = R.rJobs[rU] === n && m === 0;
      applyExchange(ctx, U, V, n, m, rev, 0);
      compare(boundV, rV);
      if (!emptied) compare(boundU, rU);
      saved.loadInto(ctx);
    },
    (U, V) => {
      const [rU, rV] = [R.routeOf[U], R.routeOf[V]];
      // 2-opt* is bounded so where both vehicles end alike (the same end, shift and times).
      if (p.vTailKey[rU] !== p.vTailKey[rV]) return;
      const tm = p.times[p.vProfile[rU]];
      const [nU, nV] = [R.next[U], R.next[V]];
      const boundU = R.pTW[U] + arcWarp(p, tm, U, nV) + R.sTW[nV];
      const boundV = R.pTW[V] + arcWarp(p, tm, V, nU) + R.sTW[nU];
      applyTwoOptStar(ctx, U, V, 0);
      if (R.rJobs[rU] > 0) compare(boundU, rU);
      if (R.rJobs[rV] > 0) compare(boundV, rV);
      saved.loadInto(ctx);
    },
  );
  return counts;
}

describe('time-warp bounds of moves between routes', () => {
  it('never exceed the time warp of the routes the move makes, and often equal it', () => {
    const ctx = searchContext(oneWindow({ seed: 31, jobs: 40, vehicles: 5, windows: true }));
    constructRandom(ctx, new Int32Array(ctx.p.nJobs));
    const { tested, positive, tight } = check(ctx);
    expect(tested).toBeGreaterThan(5000);
    expect(positive).toBeGreaterThan(tested / 4);
    expect(tight).toBeGreaterThan(positive / 10);
  });

  it('hold where routes are open (no arc to or from a missing end)', () => {
    const ctx = searchContext(oneWindow({ seed: 32, jobs: 36, vehicles: 6, windows: true, open: true }));
    constructRandom(ctx, new Int32Array(ctx.p.nJobs));
    const { tested, positive } = check(ctx);
    expect(tested).toBeGreaterThan(4000);
    expect(positive).toBeGreaterThan(tested / 4);
  });
});
