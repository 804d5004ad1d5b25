// Real worker threads running the built engine: run `npm run build -w @routier/engine` first (npm test does).
import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  EngineError,
  generateCvrp,
  solve as solveHere,
  type ProblemInput,
  type SharedSolution,
  type Solution,
} from '@routier/engine';
import { ExchangeBoard, solve } from '@routier/engine/node';

const problem = generateCvrp({ customers: 60, seed: 3 }).problem;
const routesOf = (s: Solution) => s.routes.map((r) => r.jobIndices);

describe('solve with threads (cooperating searches on worker threads)', () => {
  it('is deterministic for a seed, N and an iteration budget, and every solution checks valid', async () => {
    const options = { maxIterations: 150, seed: 4, threads: 2 };
    const [a, b] = [await solve(problem, options), await solve(problem, options)];
    expect(routesOf(a)).toEqual(routesOf(b));
    expect(a.objectiveValue).toBe(b.objectiveValue);
    expect(a.iterations).toBe(300);
    expect(a.seed).toBe(4);
    expect(checkSolution(problem, a).errors).toEqual([]);
    expect(a.unassigned).toEqual([]);
  });

  it('with one thread answers what the engine answers in this thread', async () => {
    const options = { maxIterations: 120, seed: 2 };
    const here = solveHere(problem, options);
    const there = await solve(problem, { ...options, threads: 1 });
    expect(routesOf(there)).toEqual(routesOf(here));
    expect(there.objectiveValue).toBe(here.objectiveValue);
  });

  it('stops every search when the signal aborts, answering the best so far', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const solution = await solve(generateCvrp({ customers: 300, seed: 1 }).problem, {
      maxIterations: 1e9,
      threads: 2,
      signal: controller.signal,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(solution.stoppedBy).toBe('cancelled');
    expect(solution.routes.some((r) => r.jobIndices.length > 0)).toBe(true);
  });

  it('finds the fixes of the chosen solution when asked', async () => {
    const tight: ProblemInput = {
      ...problem,
      jobs: [...problem.jobs, { id: 999, location: 1, demand: [5000] }],
    };
    const solution = await solve(tight, { maxIterations: 60, threads: 2, fixes: { budgetMs: 2000 } });
    const left = solution.unassigned.find((u) => u.id === 999);
    expect(left?.reason).toBe('CAPACITY_EXCEEDED');
    expect(left?.fix).toMatchObject({ kind: 'add_capacity', verified: true });
  });

  it('refuses what it cannot honour', async () => {
    expect(() => solveHere(problem, { threads: 2 })).toThrow(EngineError);
    await expect(solve(problem, { threads: 0 })).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    await expect(
      solve(problem, { threads: 2, cooperation: { period: 1, exchange: () => [] } }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTION' });
  });
});

describe('exchange board', () => {
  const shape = { searches: 2, maxVisits: 4, routes: 2 };
  const shared = (objective: number): SharedSolution => ({
    objective,
    visits: Int32Array.from([2, 0, 1, 3]),
    routeEnd: Int32Array.from([2, 4]),
  });

  it("hands each search its peer's solution of the same epoch", () => {
    const board = new ExchangeBoard(new SharedArrayBuffer(ExchangeBoard.bytes(shape)), shape);
    const zero = board.cooperation(0, 10, true, () => false);
    board.publish(1, 1, shared(7));
    const got = zero.exchange(10, null);
    expect(got).toHaveLength(1);
    expect(got[0].objective).toBe(7);
    expect(Array.from(got[0].visits)).toEqual([2, 0, 1, 3]);
    // Epoch 2: the peer has finished without publishing it: nothing, and no wait.
    board.finish(1);
    expect(zero.exchange(20, shared(5))).toEqual([]);
    expect(board.read(0, 2)?.objective).toBe(5);
  });

  it('drops a slot that is being written (odd seqlock) instead of reading torn routes', () => {
    const board = new ExchangeBoard(new SharedArrayBuffer(ExchangeBoard.bytes(shape)), shape);
    board.publish(1, 1, shared(3));
    expect(board.read(1, null)?.objective).toBe(3);
    // The seqlock of search 1's epoch-1 slot sits after the objectives and the two per-search arrays.
    const seq = new Int32Array(board.buffer, 8 * 4 + 4 * 4, 4);
    Atomics.add(seq, 2 * 1 + 1, 1);
    expect(board.read(1, null)).toBeNull();
  });
});

describe('a cooperating search', () => {
  it("takes a peer's better solution into its population and goes on from it", () => {
    const problem = generateCvrp({ customers: 150, seed: 5 }).problem;
    const good = solveHere(problem, { maxIterations: 600, seed: 9 });
    const visits = Int32Array.from(good.routes.flatMap((r) => r.jobIndices));
    let end = 0;
    const routeEnd = Int32Array.from(
      problem.vehicles.map(
        (_, v) => (end += good.routes.find((r) => r.vehicleIndex === v)?.jobIndices.length ?? 0),
      ),
    );
    let calls = 0;
    const alone = solveHere(problem, { maxIterations: 16, seed: 1 });
    const helped = solveHere(problem, {
      maxIterations: 16,
      seed: 1,
      cooperation: {
        period: 13,
        exchange: () => {
          calls++;
          return [{ objective: good.objectiveValue, visits, routeEnd }];
        },
      },
    });
    expect(calls).toBeGreaterThan(0);
    expect(alone.objectiveValue).toBeGreaterThan(good.objectiveValue);
    expect(helped.objectiveValue).toBeLessThanOrEqual(good.objectiveValue + 1e-6);
  });
});
