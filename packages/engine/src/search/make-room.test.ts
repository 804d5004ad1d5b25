import { describe, expect, it } from 'vitest';
import { searchContext } from '../test-support/search-context.js';
import type { ProblemInput } from '../model/input.js';
import { startSentinel } from '../problem/problem.js';
import { solveChecked } from '../test-support/checked.js';
import { insertJob } from './insertion.js';
import { tryMakeRoom } from './operators/unassigned-moves.js';

// Two vans of one stop each; u needs the fridge van, v can ride in either.
const problem: ProblemInput = {
  locations: { kind: 'euclidean', coords: [0, 0, 10, 0, 12, 0] },
  vehicles: [
    { id: 'fridge', start: 0, end: 0, capacity: [1], skills: ['fridge'] },
    { id: 'plain', start: 0, end: 0, capacity: [1] },
  ],
  jobs: [
    { id: 'u', location: 1, demand: [1], skills: ['fridge'] },
    { id: 'v', location: 2, demand: [1] },
  ],
};

describe('make room', () => {
  it('puts an unassigned job in a served one’s place and moves that one to another route', () => {
    const ctx = searchContext(problem);
    const p = ctx.p;
    const [u, v] = [0, 1];
    insertJob(ctx, v, startSentinel(p, 0));
    expect(ctx.routes.routeOf[u]).toBe(-1);
    expect(tryMakeRoom(ctx, u, v)).toBe(true);
    expect(ctx.routes.routeOf[u]).toBe(0);
    expect(ctx.routes.routeOf[v]).toBe(1);
    // Nothing left to make room for: u is served.
    expect(tryMakeRoom(ctx, u, v)).toBe(false);
  });

  it('lets a solve serve both', () => {
    const s = solveChecked(problem, { objective: 'distance', maxIterations: 5 });
    expect(s.unassigned).toEqual([]);
  });
});
