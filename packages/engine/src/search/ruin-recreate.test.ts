import { describe, expect, it } from 'vitest';
import { endSentinel } from '../problem/problem.js';
import { randomCvrp } from '../test-support/random-problem.js';
import { routeVisits, searchContext } from '../test-support/search-context.js';
import type { SearchContext } from './context.js';
import { RuinRecreate } from './ruin-recreate.js';

/**
 * 60 jobs in three routes of 20, in index order (capacity enough for any route); `windows`: each job with a
 * window as long as the day, so that the problem has time.
 */
function threeRoutes(seed: number, windows = false): SearchContext {
  const input = randomCvrp(seed, 60, 1000);
  const jobs = windows
    ? input.jobs.map((j) => ({ ...j, timeWindows: [{ start: 0, end: 86_400 }] }))
    : input.jobs;
  const ctx = searchContext({ ...input, jobs }, seed);
  const p = ctx.p;
  const R = ctx.routes;
  for (let j = 0; j < p.nJobs; j++) R.insertAfter(j, R.prev[endSentinel(p, Math.floor(j / 20))]);
  for (let r = 0; r < R.nR; r++) R.updateRoute(r);
  return ctx;
}

/** The runs of consecutive positions that `taken` marks in `route` (a route's jobs in order). */
function pieces(route: number[], taken: Set<number>): number {
  let runs = 0;
  for (let i = 0; i < route.length; i++) if (taken.has(route[i]) && !taken.has(route[i - 1] ?? -1)) runs++;
  return runs;
}

describe('ruin (SISR strings)', () => {
  it('takes out strings and split strings, and leaves every other job where it was', () => {
    let plain = 0;
    let split = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const ctx = threeRoutes(seed);
      const p = ctx.p;
      const before = [0, 1, 2].map((r) => routeVisits(ctx, r).filter((x) => x < p.nJobs));
      const removed = Array.from(new RuinRecreate(ctx).ruin(ctx));
      const taken = new Set(removed);
      expect(taken.size).toBe(removed.length);
      expect(removed.length).toBeGreaterThan(0);
      for (const j of removed) expect(ctx.routes.routeOf[j]).toBe(-1);
      for (let r = 0; r < 3; r++) {
        // What stays is the route as it was, less the jobs taken out, in the same order.
        const after = routeVisits(ctx, r).filter((x) => x < p.nJobs);
        expect(after).toEqual(before[r].filter((j) => !taken.has(j)));
        // From each route one string (one piece) or one split string (two pieces, a block kept between).
        const n = pieces(before[r], taken);
        expect(n).toBeLessThanOrEqual(2);
        if (n === 1) plain++;
        if (n === 2) split++;
      }
    }
    // Both kinds occur (each string is split with probability 1/2 where its route is longer than it).
    expect(plain).toBeGreaterThan(5);
    expect(split).toBeGreaterThan(5);
  });

  it('takes plain strings only where there is time', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ctx = threeRoutes(seed, true);
      expect(ctx.p.timeMode).toBe(1);
      const p = ctx.p;
      const before = [0, 1, 2].map((r) => routeVisits(ctx, r).filter((x) => x < p.nJobs));
      const taken = new Set(new RuinRecreate(ctx).ruin(ctx));
      for (let r = 0; r < 3; r++) expect(pieces(before[r], taken)).toBeLessThanOrEqual(1);
    }
  });

  it('takes the same jobs for the same seed', () => {
    const run = (): number[] => {
      const ctx = threeRoutes(7);
      return Array.from(new RuinRecreate(ctx).ruin(ctx));
    };
    expect(run()).toEqual(run());
  });
});
