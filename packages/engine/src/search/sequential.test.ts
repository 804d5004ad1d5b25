import { describe, expect, it } from 'vitest';
import { searchContext } from '../test-support/search-context.js';
import { generateGhLike } from '../io/generate-gh.js';
import { endSentinel, startSentinel } from '../problem/problem.js';
import type { SearchContext } from './context.js';
import { constructSequential } from './sequential.js';

/** A search context on a Gehring-Homberger-style instance with `fleet` vehicles (debug checks on). */
function setup(customers: number, seed: number, fleet: number) {
  const input = generateGhLike({ customers, seed }).instance.problem;
  const vehicles = Array.from({ length: fleet }, (_, k) => ({ ...input.vehicles[0], id: k + 1 }));
  return searchContext({ ...input, vehicles }, seed);
}

function routeJobs(ctx: SearchContext, r: number): number[] {
  const jobs: number[] = [];
  const R = ctx.routes;
  for (let x = R.next[startSentinel(ctx.p, r)]; x !== endSentinel(ctx.p, r); x = R.next[x]) jobs.push(x);
  return jobs;
}

describe('constructSequential', () => {
  it('fills feasible routes one after the other and leaves out only what no route took', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const ctx = setup(150, seed, 6);
      constructSequential(ctx);
      const R = ctx.routes;
      const seen = new Set<number>();
      let emptySeen = false;
      for (let r = 0; r < R.nR; r++) {
        expect(R.routeFeasible(r)).toBe(true);
        const jobs = routeJobs(ctx, r);
        // Route r + 1 is opened only once route r is full.
        if (jobs.length === 0) emptySeen = true;
        else expect(emptySeen).toBe(false);
        for (const j of jobs) {
          expect(seen.has(j)).toBe(false);
          seen.add(j);
        }
      }
      for (let j = 0; j < ctx.p.nJobs; j++) expect(R.routeOf[j] >= 0).toBe(seen.has(j));
    }
  });

  it('serves every job when the fleet is ample', () => {
    for (const seed of [1, 2, 3]) {
      const ctx = setup(120, seed, 120);
      constructSequential(ctx);
      let out = 0;
      for (let j = 0; j < ctx.p.nJobs; j++) if (ctx.routes.routeOf[j] < 0) out++;
      expect(out).toBe(0);
    }
  });
});
