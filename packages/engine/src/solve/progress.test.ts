import { describe, expect, it } from 'vitest';
import { checkSolution } from '../check/index.js';
import type { ProblemInput, ProgressEvent, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import { mixedProblem, randomCvrp } from '../test-support/random-problem.js';
import { solve } from './solve.js';

function solveWithEvents(problem: ProblemInput, options: SolveOptions): [Solution, ProgressEvent[]] {
  const events: ProgressEvent[] = [];
  const solution = solve(problem, { ...options, progressIntervalMs: 0, onProgress: (e) => events.push(e) });
  expect(checkSolution(problem, solution, { timeWindows: options.timeWindows }).errors).toEqual([]);
  return [solution, events];
}

function lowestReported(events: ProgressEvent[]): number {
  let best = Infinity;
  for (const e of events) if (e.bestCost !== null) best = Math.min(best, e.bestCost);
  return best;
}

describe('progress of over-constrained problems', () => {
  it('reports a best cost from the first iteration when the fleet is too small, unassigned jobs priced in', () => {
    const problem = randomCvrp(1, 60);
    problem.vehicles = problem.vehicles.slice(0, 2);
    const [solution, events] = solveWithEvents(problem, { seed: 1, maxIterations: 20 });
    expect(solution.unassigned.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ iterations: 1 });
    expect(events[0].bestCost).not.toBeNull();
    // The objective prices every unserved job: far above the distance driven.
    expect(solution.objectiveValue).toBeGreaterThan(solution.totals.distanceM);
    expect(events[events.length - 1].bestCost).toBe(solution.objectiveValue);
    expect(solution.objectiveValue).toBeLessThanOrEqual(lowestReported(events));
  });

  it('reports jobs no vehicle can serve as unassigned without holding back the best cost', () => {
    const problem = randomCvrp(2, 30);
    problem.jobs[0].demand = [1000];
    const [solution, events] = solveWithEvents(problem, { seed: 1, maxIterations: 10 });
    expect(solution.unassigned.map((u) => u.reason)).toEqual(['CAPACITY_EXCEEDED']);
    expect(events[0].bestCost).not.toBeNull();
    expect(events[events.length - 1].bestCost).toBe(solution.objectiveValue);
  });

  // Regression: the best solution was loaded back with re-selected windows for jobs with several, which
  // could make it infeasible; finalisation then dropped jobs and returned a worse solution than reported.
  it('returns the best solution it reported when jobs have several windows', () => {
    for (const [seed, jobs, vehicles] of [
      [9, 30, 1],
      [2, 40, 2],
    ]) {
      const problem = mixedProblem({ seed, jobs, vehicles, windows: true, limits: true });
      const [solution, events] = solveWithEvents(problem, { seed: 1, maxIterations: 60 });
      expect(solution.unassigned.length).toBeGreaterThan(0);
      expect(solution.objectiveValue).toBeLessThanOrEqual(lowestReported(events));
      expect(events[events.length - 1].bestCost).toBe(solution.objectiveValue);
    }
  });
});
