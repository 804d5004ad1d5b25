import { describe, expect, it } from 'vitest';
import { seededRandom } from '../io/generate.js';
import type { ProblemInput } from '../model/input.js';
import { startSentinel } from '../problem/problem.js';
import { searchContext } from '../test-support/search-context.js';
import type { SearchContext } from './context.js';
import { insertJob, removeJob } from './insertion.js';

// Six vehicles of three types (by capacity), interleaved, and five jobs to move between them.
function fleet(): ProblemInput {
  const capacities = [10, 20, 10, 30, 20, 10];
  return {
    locations: { kind: 'euclidean', coords: [0, 0, 10, 0, 0, 10, 10, 10, 5, 5, 7, 3] },
    vehicles: capacities.map((c, i) => ({ id: `v${i}`, start: 0, end: 0, capacity: [c] })),
    jobs: [1, 2, 3, 4, 5].map((l) => ({ id: `j${l}`, location: l, demand: [1] })),
  };
}

/** The first empty route of each type, in index order, by a scan of every route. */
function scanned(ctx: SearchContext): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (let r = 0; r < ctx.routes.nR; r++) {
    if (ctx.routes.rJobs[r] > 0 || seen.has(ctx.p.vType[r])) continue;
    seen.add(ctx.p.vType[r]);
    out.push(r);
  }
  return out;
}

function listed(ctx: SearchContext): number[] {
  return Array.from(ctx.routes.firstEmpty.subarray(0, ctx.routes.emptyRoutes()));
}

describe('Routes.emptyRoutes', () => {
  it('lists the first empty route of each vehicle type as routes empty and fill', () => {
    const ctx = searchContext(fleet());
    expect(ctx.p.nTypes).toBe(3);
    expect(listed(ctx)).toEqual([0, 1, 3]);
    const random = seededRandom(7);
    let changes = 0;
    for (let step = 0; step < 400; step++) {
      const j = Math.floor(random() * ctx.p.nJobs);
      const r = Math.floor(random() * ctx.routes.nR);
      const before = scanned(ctx).join();
      if (ctx.routes.routeOf[j] >= 0) removeJob(ctx, j);
      insertJob(ctx, j, startSentinel(ctx.p, r));
      if (scanned(ctx).join() !== before) changes++;
      expect(listed(ctx)).toEqual(scanned(ctx));
      // Asked again without a change: the same answer.
      expect(listed(ctx)).toEqual(scanned(ctx));
    }
    // The walk did turn routes empty and non-empty, many times.
    expect(changes).toBeGreaterThan(50);
  });

  it('follows single moves between routes of different types', () => {
    const ctx = searchContext(fleet());
    for (let r = 0; r < 5; r++) insertJob(ctx, r, startSentinel(ctx.p, r));
    expect(listed(ctx)).toEqual([5]);
    removeJob(ctx, 4);
    insertJob(ctx, 4, startSentinel(ctx.p, 5));
    expect(listed(ctx)).toEqual([4]);
    removeJob(ctx, 3);
    insertJob(ctx, 3, startSentinel(ctx.p, 0));
    expect(listed(ctx)).toEqual([3, 4]);
  });
});
