import { describe, expect, it } from 'vitest';
import { constructRandom } from '../construction.js';
import { oneWindow } from '../../test-support/random-problem.js';
import {
  forEachMoveBetweenRoutes,
  randomSolutionCheapLoad,
  routeVisits,
  searchContext,
} from '../../test-support/search-context.js';
import { EPS, type SearchContext } from '../context.js';
import { Snapshot } from '../snapshot.js';
import { applyExchange, evaluateExchange } from './exchange.js';
import { applyTwoOptStar, evaluateTwoOptStar } from './two-opt-star.js';

/** Every per-visit cache of route r's visits, and the route's cost. */
function caches(ctx: SearchContext, r: number): number[][] {
  const R = ctx.routes;
  const nd = ctx.p.nDims;
  return routeVisits(ctx, r).map((x) => [
    ...[R.pos[x], R.pDist[x], R.pJobs[x], R.pLast[x], R.pD[x], R.pTW[x], R.pE[x], R.pL[x]],
    ...R.pLoad.subarray(x * nd, (x + 1) * nd),
    ...[R.sDist[x], R.sFirst[x], R.sD[x], R.sTW[x], R.sE[x], R.sL[x], R.sLead[x], R.rCost[r]],
  ]);
}

/**
 * With windows, a move between routes is rejected early when its distances and load penalties alone already
 * cost more than the two routes now, and route V (which takes U's jobs) is priced before route U. Every pair
 * of jobs in different routes, every exchange variant and 2-opt*: evaluated, applied, the cost change compared,
 * undone. A move priced at Infinity must not improve; a priced one must change the cost by its price. The
 * two routes' caches, updated only between the ends the move kept, must be those a full update computes.
 */
function check(ctx: SearchContext): { priced: number; improving: number; rejected: number } {
  const R = ctx.routes;
  const p = ctx.p;
  const debug = ctx as unknown as { debug: boolean };
  const saved = Snapshot.forProblem(ctx);
  saved.saveFrom(ctx);
  const counts = { priced: 0, improving: 0, rejected: 0 };
  /** Every job of routes a and b may ride with its vehicle (a move breaking this is rejected whatever it costs). */
  const eligible = (a: number, b: number): boolean =>
    [a, b].every((r) => routeVisits(ctx, r).every((x) => x >= p.nJobs || ctx.canServe(x, r)));
  const verify = (d: number, rU: number, rV: number, apply: (delta: number) => void): void => {
    const before = R.totalCost();
    // The debug checks compare the cost change with d; a move priced at Infinity is applied without them.
    debug.debug = Number.isFinite(d);
    apply(d);
    debug.debug = true;
    const change = R.totalCost() - before;
    // The routes' caches, updated from the ends the move kept (Routes.keepEnds), are those of a full update.
    for (const r of [rU, rV]) {
      const kept = caches(ctx, r);
      R.updateRoute(r, false);
      expect(kept).toEqual(caches(ctx, r));
    }
    if (Number.isFinite(d)) {
      counts.priced++;
      expect(change).toBeCloseTo(d, 6);
      if (d < -EPS) counts.improving++;
    } else {
      counts.rejected++;
      if (eligible(rU, rV)) expect(change).toBeGreaterThan(-EPS);
    }
    saved.loadInto(ctx);
  };
  forEachMoveBetweenRoutes(
    ctx,
    (U, V, n, m, rev) =>
      verify(evaluateExchange(ctx, U, V, n, m, rev), R.routeOf[U], R.routeOf[V], (d) =>
        applyExchange(ctx, U, V, n, m, rev, d),
      ),
    (U, V) =>
      verify(evaluateTwoOptStar(ctx, U, V), R.routeOf[U], R.routeOf[V], (d) => applyTwoOptStar(ctx, U, V, d)),
  );
  return counts;
}

describe('moves between routes with windows', () => {
  it('are rejected only when they do not improve, and priced exactly otherwise (load penalties in play)', () => {
    const ctx = searchContext(oneWindow({ seed: 21, jobs: 45, vehicles: 5, windows: true, dims: 1 }));
    expect(ctx.windowChoices).toBe(false);
    randomSolutionCheapLoad(ctx);
    const { priced, improving, rejected } = check(ctx);
    expect(improving).toBeGreaterThan(1000);
    expect(priced).toBeGreaterThan(improving);
    expect(rejected).toBeGreaterThan(500);
  });

  it('are so with the load penalty at full weight and two load dimensions, some routes open', () => {
    const input = oneWindow({ seed: 22, jobs: 45, vehicles: 6, windows: true, dims: 2, open: true });
    input.vehicles.forEach((v) => (v.capacity = [30, 12]));
    const ctx = searchContext(input);
    expect(ctx.p.nDims).toBe(2);
    constructRandom(ctx, new Int32Array(ctx.p.nJobs));
    const { priced, improving, rejected } = check(ctx);
    expect(improving).toBeGreaterThan(20);
    expect(rejected).toBeGreaterThan(priced);
  });
});
