import { describe, expect, it } from 'vitest';
import { searchContext } from '../test-support/search-context.js';
import { subProblem } from '../problem/sub-problem.js';
import { mixedProblem, randomCvrp } from '../test-support/random-problem.js';
import { construct } from './construction.js';
import { SearchContext } from './context.js';
import { Decomposition } from './decompose.js';
import { buildNeighbours } from './neighbours.js';
import { PenaltyManager } from './penalties.js';
import { Rng } from './rng.js';
import { Snapshot } from './snapshot.js';
import { checkSolution } from '../check/index.js';
import { solve } from '../solve/solve.js';
import { routeIds } from '../test-support/checked.js';

/** The first construction, as a snapshot. */
function constructed(ctx: SearchContext): Snapshot {
  construct(ctx, new Int32Array(ctx.p.nJobs), true);
  const s = Snapshot.forProblem(ctx);
  s.saveFrom(ctx);
  return s;
}

describe('sub-problems', () => {
  it('cost the routes they take exactly as the whole problem does, windows and shifts included', () => {
    const input = mixedProblem({ seed: 3, jobs: 120, vehicles: 8, windows: true, kind: 'euclidean' });
    const ctx = searchContext(input);
    const whole = constructed(ctx);
    const p = ctx.p;
    const vehicles = [1, 4, 6];
    const jobs: number[] = [];
    const routeEnd: number[] = [];
    let cost = 0;
    for (const v of vehicles) {
      for (let i = whole.routeStart(v); i < whole.routeEnd[v]; i++) jobs.push(whole.order[i]);
      routeEnd.push(jobs.length);
      cost += ctx.routes.rObj[v];
    }
    expect(jobs.length).toBeGreaterThan(0);
    const sub = subProblem(p, Int32Array.from(jobs), Int32Array.from(vehicles));
    const subCtx = new SearchContext(sub, buildNeighbours(sub, 20), new Rng(1), true, () => false);
    subCtx.routes.reset();
    new PenaltyManager(sub).apply(subCtx.cm);
    const part = Snapshot.forProblem(subCtx);
    expect(
      part.takeShared({ visits: Int32Array.from(jobs, (_, i) => i), routeEnd: Int32Array.from(routeEnd) }),
    ).toBe(true);
    part.loadInto(subCtx);
    part.saveFrom(subCtx);
    expect(part.routesObjective).toBeCloseTo(cost, 6);
    for (let k = 0; k < vehicles.length; k++)
      expect(subCtx.routes.routeFeasible(k)).toBe(ctx.routes.routeFeasible(vehicles[k]));
  });
});

describe('decomposition', () => {
  it('applies to a large CVRP with one depot, not to a small one, one with pinned jobs or one with windows', () => {
    expect(Decomposition.applies(searchContext(randomCvrp(1, 450)).p)).toBe(true);
    expect(Decomposition.applies(searchContext(randomCvrp(1, 200)).p)).toBe(false);
    const pinned = randomCvrp(1, 450);
    pinned.jobs[0] = { ...pinned.jobs[0], vehicleId: pinned.vehicles[0].id };
    expect(Decomposition.applies(searchContext(pinned).p)).toBe(false);
    const windows = mixedProblem({ seed: 1, jobs: 450, vehicles: 40, windows: true, kind: 'euclidean' });
    expect(Decomposition.applies(searchContext(windows).p)).toBe(false);
  });

  it('improves a group of routes and gives back every job once, the rest of the solution untouched', () => {
    const ctx = searchContext(randomCvrp(2, 450));
    const whole = constructed(ctx);
    expect(whole.feasible).toBe(true);
    const decomposition = new Decomposition(ctx.p, new Rng(7), () => false, 20);
    // A first construction is far from a local optimum: some group improves at once.
    let found = null;
    for (let attempt = 0; attempt < 3 && found === null; attempt++) found = decomposition.improve(whole);
    expect(found).not.toBeNull();
    const next = Snapshot.forProblem(ctx);
    expect(next.takeShared(found!)).toBe(true);
    next.loadInto(ctx);
    next.saveFrom(ctx);
    expect(next.feasible).toBe(true);
    expect(next.objective).toBeLessThan(whole.objective);
    const served = [...found!.visits].sort((a, b) => a - b);
    expect(served).toEqual(
      [...whole.order.subarray(0, whole.routeEnd[ctx.p.nVehicles - 1])].sort((a, b) => a - b),
    );
    // Routes outside the group are as they were.
    let kept = 0;
    for (let r = 0; r < ctx.p.nVehicles; r++) {
      const before = whole.order.subarray(whole.routeStart(r), whole.routeEnd[r]).join();
      const after = next.order.subarray(next.routeStart(r), next.routeEnd[r]).join();
      if (before === after && before !== '') kept++;
    }
    expect(kept).toBeGreaterThan(0);
  });

  it('keeps a solve deterministic for its seed (one decomposition at iteration 250), the plan checked', () => {
    const input = randomCvrp(3, 420);
    const a = solve(input, { maxIterations: 260, seed: 5 });
    const b = solve(input, { maxIterations: 260, seed: 5 });
    expect(routeIds(a)).toEqual(routeIds(b));
    expect(checkSolution(input, a).errors).toEqual([]);
  });
});
