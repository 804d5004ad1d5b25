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

  it('with time, puts a job next to one of its neighbours, next to a route end or in the place it takes', () => {
    let moves = 0;
    for (let seed = 11; seed < 17; seed++) {
      // Two routes: one pair, so each pass makes at most one exchange, read off the routes before and after.
      // Four neighbours a job: few enough that the cheapest position of all is often elsewhere.
      const ctx = searchContext(
        mixedProblem({ seed, jobs: 120, vehicles: 2, windows: seed % 2 === 0 }),
        1,
        4,
      );
      const { nb, p } = ctx;
      constructRandom(ctx, new Int32Array(p.nJobs));
      ctx.routes.refreshCosts();
      const swap = new SwapStar(ctx, new TestedMark());
      swap.markTested(-1);
      const near = (z: number, x: number): boolean =>
        x >= p.nJobs || nb.list.subarray(z * nb.k, z * nb.k + nb.count[z]).includes(x);
      for (let loop = 0; loop < 50; loop++) {
        const before = routesOf(ctx);
        if (!swap.pass(ctx, loop)) break;
        moves++;
        routesOf(ctx).forEach((route, r) => {
          const z = route.find((x) => !before[r].includes(x)) as number;
          const w = before[r].find((x) => !route.includes(x)) as number;
          const at = route.indexOf(z);
          const was = before[r].indexOf(w);
          const inPlace = route[at - 1] === before[r][was - 1] && route[at + 1] === before[r][was + 1];
          expect(inPlace || near(z, route[at - 1]) || near(z, route[at + 1]), `seed ${seed}, job ${z}`).toBe(
            true,
          );
        });
      }
    }
    expect(moves).toBeGreaterThan(10);
  });
});
