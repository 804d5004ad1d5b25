import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../../model/input.js';
import { asymmetric, mixedProblem, randomCvrp } from '../../test-support/random-problem.js';
import { randomSolutionCheapLoad, searchContext } from '../../test-support/search-context.js';
import { EPS, type SearchContext } from '../context.js';
import { EX_M, EX_N, EX_REV } from './exchange-bound.js';
import { evaluateExchange } from './exchange.js';
import { evaluateTwoOptStar } from './two-opt-star.js';

/**
 * Without time, moves between routes are priced from the two new distances and loads (fast-eval.ts
 * costUntimed); the general path walks segments. Every pair of jobs in different routes of a random solution,
 * every exchange variant and 2-opt*: where either path finds the move improving, both give the same price
 * (each may reject a move that does not improve, at Infinity, by bounds of its own).
 */
function check(ctx: SearchContext): number {
  randomSolutionCheapLoad(ctx);
  const R = ctx.routes;
  const mode = ctx as unknown as { fast: boolean };
  const both = (price: () => number): [number, number] => {
    mode.fast = true;
    const fast = price();
    mode.fast = false;
    const general = price();
    mode.fast = true;
    return [fast, general];
  };
  const same = (fast: number, general: number): void => {
    if (fast < -EPS || general < -EPS) expect(fast).toBe(general);
    else expect(Number.isNaN(fast) || Number.isNaN(general)).toBe(false);
  };
  let priced = 0;
  for (let U = 0; U < ctx.p.nJobs; U++)
    for (let V = 0; V < ctx.p.nJobs; V++) {
      if (R.routeOf[U] < 0 || R.routeOf[V] < 0 || R.routeOf[U] === R.routeOf[V]) continue;
      for (let e = 0; e < EX_N.length; e++) {
        const [fast, general] = both(() => evaluateExchange(ctx, U, V, EX_N[e], EX_M[e], EX_REV[e]));
        same(fast, general);
        if (Number.isFinite(fast)) priced++;
      }
      const [fast, general] = both(() => evaluateTwoOptStar(ctx, U, V));
      same(fast, general);
      if (Number.isFinite(fast)) priced++;
    }
  return priced;
}

describe('moves between routes without time', () => {
  it('are priced from distances and loads exactly as through segments (load penalties in play)', () => {
    expect(check(searchContext(randomCvrp(11, 40, 60)))).toBeGreaterThan(100);
  });

  it('are with fixed costs, stop and distance limits and two load dimensions', () => {
    const input: ProblemInput = randomCvrp(12, 40, 60);
    input.vehicles.forEach((v, i) => {
      v.fixedCost = 50 + 10 * i;
      v.maxStops = 6;
      v.maxDistanceM = 400;
      v.capacity = [60, 30];
    });
    input.jobs.forEach((j, i) => (j.demand = [(j.demand ?? [1])[0], 1 + (i % 4)]));
    const ctx = searchContext(input);
    expect(ctx.p.nDims).toBe(2);
    expect(Number.isFinite(ctx.p.vMaxDistance[0])).toBe(true);
    expect(check(ctx)).toBeGreaterThan(100);
  });

  it('are with an asymmetric matrix and with open routes (where the general path takes over)', () => {
    expect(check(searchContext(asymmetric(randomCvrp(13, 40, 60))))).toBeGreaterThan(100);
    const open = mixedProblem({ seed: 14, jobs: 40, vehicles: 5, windows: false, dims: 1, open: true });
    expect(check(searchContext(open))).toBeGreaterThan(100);
  });
});
