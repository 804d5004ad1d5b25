import { describe, expect, it } from 'vitest';
import { endSentinel, startSentinel } from '../problem/problem.js';
import { randomCvrp } from '../test-support/random-problem.js';
import { routeVisits, searchContext } from '../test-support/search-context.js';
import type { SearchContext } from './context.js';
import { PackRepair } from './pack-repair.js';

/**
 * Four routes' worth of jobs (the capacity set for routes filled to 93% at the bound): in index order they fill
 * routes to `over` times the capacity each, the last route taking the rest, so the first three routes are
 * overloaded while the total fits the four.
 */
function overloaded(seed: number, over: number): { ctx: SearchContext; routes: number } {
  const total = randomCvrp(seed, 60).jobs.reduce((sum, j) => sum + (j.demand?.[0] ?? 0), 0);
  const capacity = Math.ceil(total / (4 * 0.93));
  const ctx = searchContext(randomCvrp(seed, 60, capacity), seed);
  const p = ctx.p;
  const R = ctx.routes;
  const routes = Math.ceil(total / capacity);
  let r = 0;
  let load = 0;
  for (let j = 0; j < p.nJobs; j++) {
    if (load + p.visitDemand[j] > over * capacity && r < routes - 1) {
      r++;
      load = 0;
    }
    R.insertAfter(j, R.prev[endSentinel(p, r)]);
    load += p.visitDemand[j];
  }
  for (let q = 0; q < R.nR; q++) R.updateRoute(q);
  return { ctx, routes };
}

function feasibleRoutes(ctx: SearchContext): boolean {
  const R = ctx.routes;
  for (let r = 0; r < R.nR; r++) {
    const seg = ctx.s1;
    seg.clear();
    R.appendRange(seg, startSentinel(ctx.p, r), endSentinel(ctx.p, r), r);
    if (!ctx.cm.feasible(seg, r)) return false;
  }
  return true;
}

function allRoutes(ctx: SearchContext): number[][] {
  return Array.from({ length: ctx.routes.nR }, (_, r) => routeVisits(ctx, r));
}

describe('repair by packing', () => {
  it('applies to problems without time, one vehicle type and no breaks', () => {
    expect(PackRepair.applies(searchContext(randomCvrp(1, 20, 100)))).toBe(true);
  });

  it('makes overloaded routes feasible in the routes in use, every job served once', () => {
    for (const seed of [1, 2, 3]) {
      const { ctx, routes } = overloaded(seed, 1.05);
      const R = ctx.routes;
      expect(feasibleRoutes(ctx)).toBe(false);
      expect(R.used).toBe(routes);
      const pack = new PackRepair(ctx);
      expect(pack.bound).toBe(routes);
      expect(pack.run(0, routes + 1)).toBe(true);
      expect(feasibleRoutes(ctx)).toBe(true);
      expect(R.used).toBe(routes);
      const served = allRoutes(ctx)
        .flat()
        .filter((x) => x < ctx.p.nJobs);
      expect(new Set(served).size).toBe(ctx.p.nJobs);
      expect(served.length).toBe(ctx.p.nJobs);
    }
  });

  it('leaves the routes as they were when they use no fewer routes than the best', () => {
    const { ctx, routes } = overloaded(4, 1.05);
    const before = allRoutes(ctx);
    expect(new PackRepair(ctx).run(0, routes)).toBe(false);
    expect(allRoutes(ctx)).toEqual(before);
  });

  it('does not try below the capacity bound, where no packing exists', () => {
    const { ctx, routes } = overloaded(5, 1.05);
    const R = ctx.routes;
    // Move the last route's jobs into the first: one route fewer than the bound.
    const p = ctx.p;
    const last = routes - 1;
    for (let x = R.next[startSentinel(p, last)]; x !== endSentinel(p, last);) {
      const nx = R.next[x];
      R.remove(x);
      R.insertAfter(x, startSentinel(p, 0));
      x = nx;
    }
    R.updateRoute(0);
    R.updateRoute(last);
    expect(R.used).toBe(routes - 1);
    const before = allRoutes(ctx);
    const untouched = overloaded(5, 1.05).ctx.rng.float();
    expect(new PackRepair(ctx).run(0, routes + 1)).toBe(false);
    expect(allRoutes(ctx)).toEqual(before);
    // An attempt would have drawn from the random stream (the ejection pool shuffles its jobs).
    expect(ctx.rng.float()).toBe(untouched);
  });

  it('answers the same routes for the same seed', () => {
    const run = (): number[][] => {
      const { ctx, routes } = overloaded(6, 1.06);
      new PackRepair(ctx).run(0, routes + 1);
      return allRoutes(ctx);
    };
    expect(run()).toEqual(run());
  });
});
