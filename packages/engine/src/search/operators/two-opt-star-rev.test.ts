import { describe, expect, it } from 'vitest';
import { asymmetric, mixedProblem, randomCvrp } from '../../test-support/random-problem.js';
import { randomSolutionCheapLoad, routeVisits, searchContext } from '../../test-support/search-context.js';
import { EPS, type SearchContext } from '../context.js';
import { Snapshot } from '../snapshot.js';
import { evaluateTwoOptStarRev, reversedHeadsApply } from './two-opt-star-rev.js';
import { applyTwoOptStar } from './two-opt-star.js';

describe('2-opt* with the heads reversed', () => {
  it('applies to symmetric problems without time that start and end at one depot, and nowhere else', () => {
    expect(reversedHeadsApply(searchContext(randomCvrp(1, 20)).p)).toBe(true);
    expect(reversedHeadsApply(searchContext(asymmetric(randomCvrp(1, 20))).p)).toBe(false);
    const windows = mixedProblem({ seed: 2, jobs: 20, vehicles: 3, windows: true, dims: 1, open: false });
    expect(reversedHeadsApply(searchContext(windows).p)).toBe(false);
    const open = mixedProblem({ seed: 2, jobs: 20, vehicles: 3, windows: false, dims: 1, open: true });
    expect(reversedHeadsApply(searchContext(open).p)).toBe(false);
  });

  it('prices every pair exactly and builds the routes it describes (load penalties in play)', () => {
    check(searchContext(randomCvrp(7, 40, 60)));
  });

  it('does so with fixed costs, stop limits and two load dimensions', () => {
    const input = randomCvrp(8, 40, 60);
    input.vehicles.forEach((v, i) => {
      v.fixedCost = 50 + 10 * i;
      v.maxStops = 6;
      v.capacity = [60, 30];
    });
    input.jobs.forEach((j, i) => (j.demand = [(j.demand ?? [1])[0], 1 + (i % 4)]));
    const ctx = searchContext(input);
    expect(ctx.p.nDims).toBe(2);
    check(ctx);
  });
});

/** Every pair of jobs in different routes of a random solution: evaluated, applied, checked, undone. */
function check(ctx: SearchContext): void {
  randomSolutionCheapLoad(ctx);
  const R = ctx.routes;
  const debug = ctx as unknown as { debug: boolean };
  const saved = Snapshot.forProblem(ctx);
  saved.saveFrom(ctx);
  let priced = 0;
  let improving = 0;
  for (let U = 0; U < ctx.p.nJobs; U++)
    for (let V = 0; V < ctx.p.nJobs; V++) {
      const rU = R.routeOf[U];
      const rV = R.routeOf[V];
      if (rU < 0 || rV < 0 || rU === rV) continue;
      const a = routeVisits(ctx, rU).slice(1, -1);
      const b = routeVisits(ctx, rV).slice(1, -1);
      const i = a.indexOf(U);
      const j = b.indexOf(V);
      const d = evaluateTwoOptStarRev(ctx, U, V);
      const before = R.totalCost();
      // The debug checks (on in this context) compare the cost change with d; a move priced at Infinity is
      // applied without them, to see what it really changes.
      debug.debug = Number.isFinite(d);
      applyTwoOptStar(ctx, U, V, d, true);
      debug.debug = true;
      const change = R.totalCost() - before;
      expect(routeVisits(ctx, rU).slice(1, -1)).toEqual([
        ...a.slice(0, i + 1),
        ...b.slice(0, j + 1).reverse(),
      ]);
      expect(routeVisits(ctx, rV).slice(1, -1)).toEqual([...a.slice(i + 1).reverse(), ...b.slice(j + 1)]);
      if (Number.isFinite(d)) {
        priced++;
        expect(change).toBeCloseTo(d, 6);
        if (d < -EPS) improving++;
      } else expect(change).toBeGreaterThan(-EPS);
      saved.loadInto(ctx);
    }
  expect(priced).toBeGreaterThan(0);
  expect(improving).toBeGreaterThan(0);
}
