import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../model/input.js';
import { buildProblem } from '../problem/build-problem.js';
import type { CostModel } from './cost-model.js';
import { PenaltyManager } from './penalties.js';

const cvrp: ProblemInput = {
  locations: { kind: 'euclidean', coords: [0, 0, 10, 0, 0, 10] },
  vehicles: [{ id: 'van', start: 0, end: 0, capacity: [10] }],
  jobs: [
    { id: 'a', location: 1, demand: [4] },
    { id: 'b', location: 2, demand: [6] },
  ],
};
const withWindows: ProblemInput = {
  ...cvrp,
  jobs: cvrp.jobs.map((j) => ({ ...j, timeWindows: [{ start: 0, end: 100 }] })),
};

/** The load weight after 25 local-search results, all with (or all without) excess load. */
function loadWeightAfter(input: ProblemInput, overloaded: boolean): { before: number; after: number } {
  const pm = new PenaltyManager(buildProblem(input, { objective: 'distance' }));
  const cm = {} as CostModel;
  pm.apply(cm);
  const before = cm.penLoad;
  const excess = new Float64Array([overloaded ? 3 : 0, 0, 0, 0]);
  let changed = false;
  for (let i = 0; i < 25; i++) changed = pm.record(excess);
  expect(changed).toBe(true);
  pm.apply(cm);
  return { before, after: cm.penLoad };
}

describe('penalty steps', () => {
  it('moves the load weight in HGS-CVRP steps when time plays no role', () => {
    const down = loadWeightAfter(cvrp, false);
    expect(down.after / down.before).toBeCloseTo(0.85, 10);
    const up = loadWeightAfter(cvrp, true);
    expect(up.after / up.before).toBeCloseTo(1.2, 10);
  });

  it('keeps PyVRP steps where time plays a role', () => {
    const down = loadWeightAfter(withWindows, false);
    expect(down.after / down.before).toBeCloseTo(0.32, 10);
    const up = loadWeightAfter(withWindows, true);
    expect(up.after / up.before).toBeCloseTo(1.34, 10);
  });
});
