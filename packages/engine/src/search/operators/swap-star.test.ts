import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../../model/input.js';
import { mixedProblem, randomCvrp } from '../../test-support/random-problem.js';
import { routeVisits, searchContext } from '../../test-support/search-context.js';
import { constructRandom } from '../construction.js';
import type { SearchContext } from '../context.js';
import { TestedMark } from '../inherited.js';
import { insertJob, removeJob } from '../insertion.js';
import { Rng } from '../rng.js';
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

/**
 * Moves `count` random jobs each after a random visit of another route: as the node moves between two SWAP*
 * passes would (`clock`: insertJob and removeJob move the clock as they do), or as a solution loaded between
 * two local searches may (the routes updated, the clock left as it was).
 */
function relocate(ctx: SearchContext, rng: Rng, count: number, clock: boolean): void {
  const R = ctx.routes;
  for (let i = 0; i < count; i++) {
    const u = rng.int(ctx.p.nJobs);
    const r = rng.int(R.nR);
    const from = R.routeOf[u];
    if (from === r || !ctx.canServe(u, r)) continue;
    const x = routeVisits(ctx, r)[rng.int(R.rLen[r] + 1)];
    if (clock) {
      removeJob(ctx, u);
      insertJob(ctx, u, x);
      continue;
    }
    R.remove(u);
    R.updateRoute(from);
    R.insertAfter(u, x);
    R.updateRoute(r);
  }
}

/**
 * Rounds of relocations, each followed by one SWAP* pass that tests every pair, with what the SwapStar read of
 * each route kept across the rounds or forgotten before each pass (`forget`, as each local search run does).
 * The routes after each round, and how many passes applied a move.
 */
function rounds(
  input: ProblemInput,
  clock: boolean,
  forget: boolean,
): { routes: number[][][]; moved: number } {
  const ctx = searchContext(input);
  constructRandom(ctx, new Int32Array(ctx.p.nJobs));
  ctx.routes.refreshCosts();
  const rng = new Rng(3);
  const swap = new SwapStar(ctx, new TestedMark());
  const routes: number[][][] = [];
  let moved = 0;
  for (let round = 0; round < 12; round++) {
    relocate(ctx, rng, 6, clock);
    if (forget) swap.invalidateRoutes();
    swap.markTested(-1);
    if (swap.pass(ctx, 0)) moved++;
    routes.push(routesOf(ctx));
  }
  return { routes, moved };
}

const KEPT_INPUTS = [
  randomCvrp(11, 70, 50),
  mixedProblem({ seed: 12, jobs: 60, vehicles: 8, windows: true, dims: 2, open: true }),
];

describe('SWAP*', () => {
  it('reads a route again once a move changed it: the same moves as reading every route each pass', () => {
    for (const input of KEPT_INPUTS) {
      const kept = rounds(input, true, false);
      expect(kept).toEqual(rounds(input, true, true));
      expect(kept.moved).toBeGreaterThan(6);
    }
  });

  it('reads every route again in a new local search run, even where a load left the clock as it was', () => {
    for (const input of KEPT_INPUTS) expect(rounds(input, false, true)).toEqual(rounds(input, true, true));
  });

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
