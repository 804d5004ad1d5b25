import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../model/input.js';
import { solve } from './solve.js';

/** A depot and four stops on a line 10 km apart (matrix: metres, seconds at 36 km/h). */
function line(): ProblemInput {
  const n = 5;
  const distances: number[] = [];
  const durations: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      distances.push(Math.abs(i - j) * 10_000);
      durations.push(Math.abs(i - j) * 1000);
    }
  return {
    locations: { kind: 'matrix', distances, durations },
    vehicles: [{ id: 'van', start: 0, end: 0, capacity: [10], shift: { start: 0, end: 8 * 3600 } }],
    jobs: [1, 2, 3, 4].map((k) => ({ id: `s${k}`, location: k, demand: [2], serviceS: 300 })),
  };
}

describe('solve with fixes', () => {
  it('widens a window that closes before the stop can be reached, by the least whole minutes, verified', () => {
    const problem = line();
    // Stop 4 is 4,000 s away; its window closes at 3,100 s: 15 minutes too early.
    problem.jobs[3].timeWindows = [{ start: 0, end: 3100 }];
    const solution = solve(problem, { maxIterations: 50, fixes: { budgetMs: 2000 } });
    expect(solution.unassigned).toEqual([
      expect.objectContaining({
        id: 's4',
        reason: 'TIME_WINDOW_UNREACHABLE',
        fix: expect.objectContaining({ kind: 'widen_time_window', amount: 15, verified: true }),
      }),
    ]);
  });

  it('asks for the missing capacity on one vehicle, and for a shift extension', () => {
    const problem = line();
    problem.jobs[0].demand = [14];
    problem.jobs[3].serviceS = 7 * 3600;
    const solution = solve(problem, { maxIterations: 50, fixes: {} });
    const byId = new Map(solution.unassigned.map((u) => [u.id, u]));
    // 4 more units carry it alone; beside s2 and s3 (2 each) it takes 8: 14 + 2 + 2 = 18.
    expect(byId.get('s1')?.fix).toMatchObject({
      kind: 'add_capacity',
      dimension: 0,
      amount: 8,
      verified: true,
    });
    // Out and back (8,000 s) plus 7 h of service: 8,000 + 25,200 = 33,200 s > 28,800 s: 74 min short.
    expect(byId.get('s4')?.fix).toMatchObject({ kind: 'extend_shift', verified: true });
    expect(byId.get('s4')?.fix?.amount).toBeGreaterThanOrEqual(74);
  });

  it('adds nothing without the option', () => {
    const problem = line();
    problem.jobs[0].demand = [14];
    const solution = solve(problem, { maxIterations: 50 });
    expect(solution.unassigned[0].fix).toBeUndefined();
  });
});
