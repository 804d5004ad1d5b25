import { describe, expect, it } from 'vitest';
import { endSentinel, startSentinel } from '../problem/problem.js';
import { mixedProblem } from '../test-support/random-problem.js';
import { searchContext } from '../test-support/search-context.js';
import { construct } from './construction.js';
import type { SearchContext } from './context.js';
import { makeFeasible } from './finalize.js';
import { RouteMinimiser } from './route-minimisation.js';

/** Every route, re-evaluated from its visits, is feasible; answers the routes' visits. */
function checkedRoutes(ctx: SearchContext): number[][] {
  const p = ctx.p;
  const R = ctx.routes;
  const routes: number[][] = [];
  for (let r = 0; r < R.nR; r++) {
    const seg = ctx.s1;
    seg.clear();
    R.appendRange(seg, startSentinel(p, r), endSentinel(p, r), r);
    expect(ctx.cm.feasible(seg, r), `route ${r}`).toBe(true);
    const visits: number[] = [];
    for (let x = R.next[startSentinel(p, r)]; x !== endSentinel(p, r); x = R.next[x]) visits.push(x);
    routes.push(visits);
  }
  return routes;
}

/** A feasible first solution of a problem with windows (jobs that break a route left out). */
function feasibleStart(seed: number, vehicles: number): SearchContext {
  const input = mixedProblem({ seed, jobs: 90, vehicles, windows: true, kind: 'euclidean' });
  const ctx = searchContext(input, seed);
  construct(ctx, new Int32Array(ctx.p.nJobs), true);
  makeFeasible(ctx);
  return ctx;
}

describe('route minimisation', () => {
  it('empties routes until the target, serving every job once and breaking no route', () => {
    const ctx = feasibleStart(5, 14);
    const rm = new RouteMinimiser(ctx);
    expect(rm.placeLeftOut() || rm.leftOut() === 0).toBe(true);
    const servedBefore = checkedRoutes(ctx).flat().length;
    const used = rm.usedRoutes();
    expect(rm.reduceRoutes(used - 2)).toBe(true);
    expect(rm.usedRoutes()).toBe(used - 2);
    expect(rm.leftOut()).toBe(0);
    const served = checkedRoutes(ctx).flat();
    expect(new Set(served).size).toBe(served.length);
    expect(served.length).toBe(servedBefore);
  });

  it('places jobs taken out of their routes, routes staying feasible', () => {
    const ctx = feasibleStart(8, 9);
    const R = ctx.routes;
    const rm = new RouteMinimiser(ctx);
    // Take every third served job out.
    let taken = 0;
    for (let j = 0; j < ctx.p.nJobs; j += 3) {
      const r = R.routeOf[j];
      if (r < 0) continue;
      R.remove(j);
      R.updateRoute(r, false);
      taken++;
    }
    const out = rm.leftOut();
    expect(taken).toBeGreaterThan(10);
    expect(rm.placeLeftOut()).toBe(true);
    expect(rm.leftOut()).toBeLessThan(out);
    const served = checkedRoutes(ctx).flat();
    expect(new Set(served).size).toBe(served.length);
  });

  it('gives the same routes for the same seed', () => {
    const run = (): number[][] => {
      const ctx = feasibleStart(5, 14);
      const rm = new RouteMinimiser(ctx);
      rm.reduceRoutes(rm.usedRoutes() - 3);
      return checkedRoutes(ctx);
    };
    expect(run()).toEqual(run());
  });
});
