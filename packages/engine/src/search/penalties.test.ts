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

/** The load weight after 25 local-search results, `overloaded` of them (true: all, false: none) with excess load. */
function loadWeightAfter(
  input: ProblemInput,
  overloaded: boolean | number,
): { before: number; after: number } {
  const pm = new PenaltyManager(buildProblem(input, { objective: 'distance' }));
  const cm = {} as CostModel;
  pm.apply(cm);
  const before = cm.penLoad;
  const count = overloaded === true ? 25 : overloaded === false ? 0 : overloaded;
  let changed = false;
  for (let i = 0; i < 25; i++) changed = pm.record(new Float64Array([i < count ? 3 : 0, 0, 0, 0]));
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
    // 3 of 25 results feasible (12%): the ordinary step.
    const up = loadWeightAfter(withWindows, 22);
    expect(up.after / up.before).toBeCloseTo(1.34, 10);
  });

  it('with time and 400 jobs or more, grows a weight three steps at once when under 10% of the results were feasible', () => {
    const large = {
      ...withWindows,
      jobs: Array.from({ length: 400 }, (_, i) => ({ ...withWindows.jobs[i % 2], id: `j${i}` })),
    };
    const none = loadWeightAfter(large, true);
    expect(none.after / none.before).toBeCloseTo(1.34 ** 3, 10);
    const two = loadWeightAfter(large, 23);
    expect(two.after / two.before).toBeCloseTo(1.34 ** 3, 10);
    const three = loadWeightAfter(large, 22);
    expect(three.after / three.before).toBeCloseTo(1.34, 10);
    // Fewer jobs (Solomon's 100, say), or no time: the usual step.
    const small = loadWeightAfter(withWindows, true);
    expect(small.after / small.before).toBeCloseTo(1.34, 10);
    const untimed = loadWeightAfter(
      { ...large, jobs: large.jobs.map(({ timeWindows: _, ...j }) => j) },
      true,
    );
    expect(untimed.after / untimed.before).toBeCloseTo(1.2, 10);
  });
});
