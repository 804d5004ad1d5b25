import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../../model/input.js';
import { mixedProblem, randomCvrp } from '../../test-support/random-problem.js';
import { routeVisits, searchContext } from '../../test-support/search-context.js';
import { constructRandom } from '../construction.js';
import type { SearchContext } from '../context.js';
import { TestedMark } from '../inherited.js';
import { SwapStar } from './swap-star.js';

/** Every route's visits. */
function routesOf(ctx: SearchContext): number[][] {
  return Array.from({ length: ctx.routes.nR }, (_, r) => routeVisits(ctx, r));
}

/**
 * SWAP* passes from a random solution until none improves: the routes after each pass. `columns` marks the
 * (symmetric) problem asymmetric, so every arc cost is read as arc(from, to), down the matrix's columns.
 */
function passes(input: ProblemInput, columns: boolean): number[][][] {
  const ctx = searchContext(input);
  if (columns) (ctx.p as { symmetric: boolean }).symmetric = false;
  constructRandom(ctx, new Int32Array(ctx.p.nJobs));
  ctx.routes.refreshCosts();
  const swap = new SwapStar(ctx, new TestedMark());
  swap.markTested(-1);
  const out = [routesOf(ctx)];
  for (let loop = 0; loop < 50 && swap.pass(ctx, loop); loop++) out.push(routesOf(ctx));
  return out;
}

describe('SWAP*', () => {
  it('makes the same moves reading matrix rows as reading arcs one by one (CVRP)', () => {
    const input = randomCvrp(7, 80, 60);
    const rows = passes(input, false);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows).toEqual(passes(input, true));
  });

  it('does so with windows, fixed costs, two load dimensions and open routes (distance objective)', () => {
    const input = mixedProblem({ seed: 8, jobs: 60, vehicles: 8, windows: true, dims: 2, open: true });
    const rows = passes(input, false);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows).toEqual(passes(input, true));
  });
});
