// Real worker threads running the built engine: run `npm run build -w @routier/engine` first (npm test does).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSolution,
  EngineError,
  generatePeriodic,
  type ProblemInput,
  type ProgressEvent,
  type Solution,
} from '@routier/engine';
import { createSolverPool, solveMany, SolverPoolError } from '@routier/engine/node';

/** Depot and `n` customers on a ring; two vehicles of capacity 10; each job weighs 3. */
function ring(n: number): ProblemInput {
  const coords = [0, 0];
  for (let i = 0; i < n; i++)
    coords.push(
      Math.round(100 * Math.cos((2 * Math.PI * i) / n)),
      Math.round(100 * Math.sin((2 * Math.PI * i) / n)),
    );
  return {
    locations: { kind: 'euclidean', coords },
    vehicles: [1, 2, 3].map((id) => ({ id, start: 0, end: 0, capacity: [10] })),
    jobs: Array.from({ length: n }, (_, i) => ({ id: i + 1, location: i + 1, demand: [3] })),
  };
}

const quick = { maxIterations: 30, seed: 1 };
const require = createRequire(import.meta.url);
const tmp = mkdtempSync(join(tmpdir(), 'routier-pool-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('solver pool (worker threads)', () => {
  it('solves in a worker, with progress events, and the solution checks valid', async () => {
    const pool = createSolverPool({ size: 1 });
    try {
      const events: number[] = [];
      const problem = ring(8);
      const solution = await pool.solve(problem, quick, { onProgress: (e) => events.push(e.iterations) });
      expect(checkSolution(problem, solution).errors).toEqual([]);
      expect(solution.totals.assignedJobs).toBe(8);
      expect(events.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('takes the time a solve waited for a worker off its limit when asked, down to the floor', async () => {
    const pool = createSolverPool({ size: 1 });
    try {
      const long = { seed: 1, timeLimitMs: 400, maxIterations: 1e9 };
      const [first, deadline, whole] = await Promise.all([
        pool.solve(ring(60), long),
        pool.solve(ring(60), long, { minTimeLimitMs: 20 }),
        pool.solve(ring(60), long),
      ]);
      expect(first.runtimeMs).toBeGreaterThan(300);
      // It waited about 400 ms: its limit became the floor.
      expect(deadline.runtimeMs).toBeLessThan(200);
      expect(deadline.totals.assignedJobs).toBe(first.totals.assignedJobs);
      // Without the floor the wait changes nothing.
      expect(whole.runtimeMs).toBeGreaterThan(300);
    } finally {
      await pool.close();
    }
  });

  it('plans a multi-day horizon in a worker, and a cancelled plan answers its best so far', async () => {
    const pool = createSolverPool({ size: 1 });
    try {
      const input = generatePeriodic(40, 3, 2);
      const plan = await pool.solveMultiDay(input, { maxIterations: 50, polishShare: 0 });
      expect(plan.totals.assigned + plan.totals.unassigned).toBe(40);
      expect(
        plan.routes.every((r) => r.stops.every((s) => input.visits[s.visitIndex].days.includes(r.day))),
      ).toBe(true);
      const controller = new AbortController();
      const running = pool.solveMultiDay(input, { timeLimitMs: 60_000 }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 300);
      const started = Date.now();
      const cancelled = await running;
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(cancelled.totals.assigned).toBe(plan.totals.assigned);
    } finally {
      await pool.close();
    }
  });

  it('returns validation errors with their code and keeps serving', async () => {
    const pool = createSolverPool({ size: 1 });
    try {
      const bad = { ...ring(3), jobs: [{ id: 1, location: 99 }] };
      const error = await pool.solve(bad, quick).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe('INVALID_JOB');
      const outcomes = await pool.solveMany([ring(5), bad, ring(6)], quick);
      expect(outcomes.map((o) => ('error' in o ? o.error.code : o.solution.totals.assignedJobs))).toEqual([
        5,
        'INVALID_JOB',
        6,
      ]);
    } finally {
      await pool.close();
    }
  });

  it('cancels a long solve through the shared flag and returns the best solution so far', async () => {
    const pool = createSolverPool({ size: 1 });
    try {
      const problem = ring(30);
      const controller = new AbortController();
      const started = Date.now();
      const solution = await pool.solve(
        problem,
        { timeLimitMs: 120_000, maxIterations: 1e9 },
        { signal: controller.signal, onProgress: () => controller.abort() },
      );
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(solution.stoppedBy).toBe('cancelled');
      expect(checkSolution(problem, solution).errors).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it('replaces a crashed worker and rejects only the solve it was running', async () => {
    const engineNode = pathToFileURL(require.resolve('@routier/engine/node')).href;
    const engine = pathToFileURL(require.resolve('@routier/engine')).href;
    const file = join(tmp, 'crashing-worker.mjs');
    writeFileSync(
      file,
      `import { runSolverWorker } from '${engineNode}';\nimport { solve } from '${engine}';\n` +
        `runSolverWorker((p, o) => { if (p.jobs[0]?.id === 'crash') process.exit(3); return solve(p, o); });\n`,
    );
    const pool = createSolverPool({ size: 1, workerUrl: pathToFileURL(file) });
    try {
      const crash = { ...ring(3), jobs: [{ id: 'crash', location: 1 }] };
      const outcomes = await Promise.allSettled([pool.solve(crash, quick), pool.solve(ring(4), quick)]);
      expect(outcomes[0].status).toBe('rejected');
      const reason = (outcomes[0] as PromiseRejectedResult).reason as SolverPoolError;
      expect(reason).toBeInstanceOf(SolverPoolError);
      expect(reason.code).toBe('WORKER_CRASHED');
      expect(outcomes[1].status).toBe('fulfilled');
    } finally {
      await pool.close();
    }
  });

  // Regression: a batch had no per-problem progress (one untagged stream through options.onProgress at best).
  it('follows a batch problem by problem: iterations, best cost and elapsed time of each solve', async () => {
    const problems = [ring(6), ring(9), ring(12)];
    const events: ProgressEvent[][] = [[], [], []];
    const outcomes = await solveMany(
      problems,
      { ...quick, progressIntervalMs: 0 },
      { size: 2 },
      { onProgress: (index, event) => events[index].push(event) },
    );
    outcomes.forEach((outcome, i) => {
      const solution = (outcome as { solution: Solution }).solution;
      expect(checkSolution(problems[i], solution).errors).toEqual([]);
      const seen = events[i];
      expect(seen.length).toBeGreaterThan(1);
      expect(seen[0].iterations).toBeGreaterThan(0);
      for (let k = 1; k < seen.length; k++) {
        expect(seen[k].iterations).toBeGreaterThanOrEqual(seen[k - 1].iterations);
        expect(seen[k].elapsedMs).toBeGreaterThanOrEqual(seen[k - 1].elapsedMs);
      }
      expect(seen[seen.length - 1]).toEqual({
        bestCost: solution.objectiveValue,
        bestRoutesCost: solution.totals.distanceM,
        unassigned: solution.unassigned.length,
        elapsedMs: solution.runtimeMs,
        iterations: quick.maxIterations,
      });
    });
    // ring(12) cannot be served whole: its best cost prices the unassigned jobs in.
    expect((outcomes[2] as { solution: Solution }).solution.unassigned.length).toBeGreaterThan(0);
  });

  it('cancels every solve of a batch, running or queued, through one signal', async () => {
    const pool = createSolverPool({ size: 1 });
    try {
      const controller = new AbortController();
      const outcomes = await pool.solveMany(
        [ring(30), ring(30)],
        { timeLimitMs: 120_000, maxIterations: 1e9 },
        { signal: controller.signal, onProgress: () => controller.abort() },
      );
      expect(outcomes.map((o) => (o as { solution: Solution }).solution.stoppedBy)).toEqual([
        'cancelled',
        'cancelled',
      ]);
    } finally {
      await pool.close();
    }
  });

  it('runs a batch across two workers with solveMany and rejects work after close', async () => {
    const problems = [ring(4), ring(5), ring(6), ring(7)];
    const outcomes = await solveMany(problems, quick, { size: 2 });
    outcomes.forEach((o, i) => {
      expect('solution' in o && checkSolution(problems[i], o.solution).valid).toBe(true);
    });
    const pool = createSolverPool({ size: 1 });
    const settled = Promise.allSettled([pool.solve(ring(4), quick), pool.solve(ring(5), quick)]);
    await pool.close();
    for (const result of await settled) {
      expect(result.status).toBe('rejected');
      expect(((result as PromiseRejectedResult).reason as SolverPoolError).code).toBe('POOL_CLOSED');
    }
    await expect(pool.solve(ring(3), quick)).rejects.toThrow(/closed/);
  });
});
