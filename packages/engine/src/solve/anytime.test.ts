import { describe, expect, it } from 'vitest';
import { checkSolution } from '../check/index.js';
import type { Solution } from '../model/result.js';
import { mixedProblem, randomCvrp } from '../test-support/random-problem.js';
import { solveChecked } from '../test-support/checked.js';
import { solve } from './solve.js';

function stable(s: Solution): unknown {
  return { ...s, runtimeMs: 0, firstSolutionMs: 0 };
}

describe('determinism, budgets and cancellation', () => {
  it('gives identical output for the same input, seed and iteration budget', () => {
    const problem = mixedProblem({
      seed: 3,
      jobs: 25,
      vehicles: 3,
      windows: true,
      skills: true,
      breaks: true,
    });
    const a = solve(problem, { seed: 7, maxIterations: 40 });
    const b = solve(problem, { seed: 7, maxIterations: 40 });
    expect(stable(a)).toEqual(stable(b));
    expect(a.stoppedBy).toBe('iterations');
    expect(a.iterations).toBe(40);
    expect(a.seed).toBe(7);
  });

  it('stops at the time limit of the injected clock with a valid best solution', () => {
    const problem = randomCvrp(5, 60);
    let t = 0;
    const s = solve(problem, { seed: 1, timeLimitMs: 400, now: () => (t += 1) });
    expect(s.stoppedBy).toBe('time');
    expect(checkSolution(problem, s).errors).toEqual([]);
    expect(s.unassigned).toEqual([]);
  });

  it('returns a complete valid solution even with a zero budget', () => {
    const problem = mixedProblem({ seed: 9, jobs: 15, vehicles: 2, windows: true, breaks: true });
    for (const options of [{ maxIterations: 0 }, { timeLimitMs: 0 }]) {
      const s = solve(problem, options);
      expect(checkSolution(problem, s).errors).toEqual([]);
      expect(s.totals.assignedJobs + s.unassigned.length).toBe(15);
    }
  });

  it('returns the best solution so far when cancelled, after reporting progress', () => {
    const problem = randomCvrp(6, 60);
    const signal = { aborted: false };
    const events: (number | null)[] = [];
    const s = solve(problem, {
      seed: 2,
      maxIterations: 100_000,
      signal,
      progressIntervalMs: 0,
      onProgress: (e) => {
        events.push(e.bestCost);
        if (events.length >= 5) signal.aborted = true;
      },
    });
    expect(s.stoppedBy).toBe('cancelled');
    expect(s.iterations).toBeLessThan(100_000);
    expect(events.length).toBeGreaterThanOrEqual(5);
    expect(checkSolution(problem, s).errors).toEqual([]);
    expect(s.unassigned).toEqual([]);
  });

  it('evaluates every applied move exactly (debug checks) on CVRPs and time-window instances', () => {
    for (let seed = 1; seed <= 2; seed++) {
      solveChecked(randomCvrp(seed, 40, 30), { seed, maxIterations: 30 });
      const tw = mixedProblem({ seed, jobs: 30, vehicles: 6, windows: true, kind: 'euclidean' });
      solveChecked(tw, { seed, maxIterations: 30 });
    }
  });

  it('evaluates every applied move exactly (debug checks) on mixed instances', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const problem = mixedProblem({
        seed,
        jobs: 20,
        vehicles: 3,
        windows: true,
        skills: seed % 2 === 0,
        breaks: seed % 2 === 1,
        pins: true,
        dims: 1 + (seed % 2),
        open: seed % 2 === 0,
        limits: seed > 2,
      });
      for (const timeWindows of ['hard', 'soft'] as const)
        solveChecked(problem, {
          seed,
          maxIterations: 15,
          timeWindows,
          objective: (['distance', 'time', 'cost'] as const)[seed % 3],
        });
    }
  });
});
