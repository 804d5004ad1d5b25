import { describe, expect, it } from 'vitest';
import { endSentinel } from '../../problem/problem.js';
import { constructRandom } from '../construction.js';
import { oneWindow } from '../../test-support/random-problem.js';
import { forEachMoveBetweenRoutes, searchContext } from '../../test-support/search-context.js';
import type { SearchContext } from '../context.js';
import { Snapshot } from '../snapshot.js';
import { EX_M, EX_N, EX_REV } from './exchange-bound.js';
import { applyExchange, segmentEnd } from './exchange.js';
import { applyTwoOptStar } from './two-opt-star.js';
import { intraWarp, joinWarp, linkWarp } from './warp-bound.js';

/** Route r's time warp, from its caches (the prefix through its end sentinel). */
function warp(ctx: SearchContext, r: number): number {
  return ctx.routes.pTW[endSentinel(ctx.p, r)];
}

interface Counts {
  tested: number;
  positive: number;
  tight: number;
}

/**
 * Checks of bounds against route warps after moves, from the solution in ctx (saved, to be restored after each
 * move): a bound is a lower bound when it never exceeds the warp; it is of use when it is often positive and
 * often equal to it (counted).
 */
function checker(ctx: SearchContext): {
  saved: Snapshot;
  counts: Counts;
  compare: (bound: number, r: number) => void;
} {
  const saved = Snapshot.forProblem(ctx);
  saved.saveFrom(ctx);
  // Moves are applied at a price of 0, which the debug checks would compare with the cost change.
  (ctx as { debug: boolean }).debug = false;
  const counts = { tested: 0, positive: 0, tight: 0 };
  const compare = (bound: number, r: number): void => {
    counts.tested++;
    if (bound > 0) counts.positive++;
    if (bound > 0 && Math.abs(bound - warp(ctx, r)) < 1e-9) counts.tight++;
    expect(bound).toBeLessThanOrEqual(warp(ctx, r) + 1e-9);
  };
  return { saved, counts, compare };
}

/**
 * Every move between routes the local search tries (the six exchange variants and 2-opt*), from the solution in
 * ctx: the bounds computed before the move against the two routes' time warp after it.
 */
function check(ctx: SearchContext): Counts {
  const R = ctx.routes;
  const p = ctx.p;
  const { saved, counts, compare } = checker(ctx);
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
      const boundU = m > 0 ? joinWarp(R, p, tmU, pU, V, endV, nU) : linkWarp(R, p, tmU, pU, nU);
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
      const boundU = linkWarp(R, p, tm, U, nV);
      const boundV = linkWarp(R, p, tm, V, nU);
      applyTwoOptStar(ctx, U, V, 0);
      if (R.rJobs[rU] > 0) compare(boundU, rU);
      if (R.rJobs[rV] > 0) compare(boundV, rV);
      saved.loadInto(ctx);
    },
  );
  return counts;
}

/**
 * Every exchange variant between two jobs of the same route (a segment moved after V, reversed or not, or two
 * segments swapped), from the solution in ctx: intraWarp before the move against the route's warp after it.
 */
function checkIntra(ctx: SearchContext): Counts {
  const R = ctx.routes;
  const p = ctx.p;
  const { saved, counts, compare } = checker(ctx);
  const inside = (x: number, from: number, to: number): boolean =>
    R.pos[x] >= R.pos[from] && R.pos[x] <= R.pos[to];
  for (let U = 0; U < p.nJobs; U++)
    for (let V = 0; V < p.nJobs; V++) {
      const r = R.routeOf[U];
      if (r < 0 || U === V || R.routeOf[V] !== r) continue;
      for (let e = 0; e < EX_N.length; e++) {
        const [n, m, rev] = [EX_N[e], EX_M[e], EX_REV[e]];
        const endU = segmentEnd(ctx, U, n);
        const endV = m > 0 ? segmentEnd(ctx, V, m) : V;
        if (endU < 0 || endV < 0) continue;
        // The moves evaluateIntra prices: V not in or right before the segment; swapped segments apart.
        if (m === 0 ? V === R.prev[U] || inside(V, U, endU) : inside(V, U, endU) || inside(U, V, endV))
          continue;
        const bound = intraWarp(R, p, p.times[p.vProfile[r]], U, endU, V, endV, m, rev);
        applyExchange(ctx, U, V, n, m, rev, 0);
        compare(bound, r);
        saved.loadInto(ctx);
      }
    }
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

describe('the time-warp bound of moves inside a route', () => {
  it('never exceeds the time warp of the route the move makes, and sometimes equals it', () => {
    const ctx = searchContext(oneWindow({ seed: 33, jobs: 40, vehicles: 3, windows: true }));
    constructRandom(ctx, new Int32Array(ctx.p.nJobs));
    const { tested, positive, tight } = checkIntra(ctx);
    expect(tested).toBeGreaterThan(2000);
    expect(positive).toBeGreaterThan(tested / 4);
    // Less often than between routes: the stretches that only shift keep arcs whose warp counts as zero.
    expect(tight).toBeGreaterThan(20);
  });

  it('holds where routes are open', () => {
    const ctx = searchContext(oneWindow({ seed: 34, jobs: 36, vehicles: 3, windows: true, open: true }));
    constructRandom(ctx, new Int32Array(ctx.p.nJobs));
    const { tested, positive } = checkIntra(ctx);
    expect(tested).toBeGreaterThan(1500);
    expect(positive).toBeGreaterThan(tested / 4);
  });
});
