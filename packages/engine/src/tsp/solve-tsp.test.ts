import { describe, expect, it } from 'vitest';
import { EngineError } from '../model/errors.js';
import { alphaNeighbors, nearestNeighbors } from './neighbors.js';
import { solveTsp, type SolveTspOptions } from './solve-tsp.js';

function matrix(xy: number[]): { n: number; dist: Int32Array } {
  const n = xy.length / 2;
  const dist = new Int32Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++)
      dist[i * n + j] = Math.floor(Math.hypot(xy[2 * i] - xy[2 * j], xy[2 * i + 1] - xy[2 * j + 1]) + 0.5);
  }
  return { n, dist };
}

function randomPoints(n: number, seed: number): number[] {
  let s = seed;
  const rnd = (): number => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: 2 * n }, () => Math.floor(rnd() * 1000));
}

/** Recomputed length of start -> order -> end (back to start when closed). */
function pathCost(n: number, dist: Int32Array, start: number, end: number | null, order: Int32Array): number {
  let at = start;
  let sum = 0;
  for (const v of order) {
    sum += dist[at * n + v];
    at = v;
  }
  return end === null ? sum : sum + dist[at * n + end];
}

/** The order must hold every node except start and end exactly once. */
function expectPermutation(n: number, start: number, end: number | null, order: Int32Array): void {
  const expected = [...Array(n).keys()].filter((v) => v !== start && v !== end);
  expect([...order].sort((a, b) => a - b)).toEqual(expected);
}

const base = (over: Partial<SolveTspOptions> = {}): SolveTspOptions => ({
  start: 0,
  end: 0,
  seed: 1,
  maxIterations: 2000,
  now: () => 0,
  ...over,
});

describe('solveTsp', () => {
  it('finds the polygon order for points on a circle', () => {
    const k = 60;
    const xy: number[] = [];
    for (let i = 0; i < k; i++)
      xy.push(
        Math.round(10000 * Math.cos((2 * Math.PI * ((i * 7) % k)) / k)),
        Math.round(10000 * Math.sin((2 * Math.PI * ((i * 7) % k)) / k)),
      );
    const { n, dist } = matrix(xy);
    const r = solveTsp(n, dist, base());
    expectPermutation(n, 0, 0, r.order);
    // The hull order visits the points by angle: node i sits at angle index (7 i) mod k.
    const byAngle = [...Array(k).keys()].sort((a, b) => ((a * 7) % k) - ((b * 7) % k));
    const hull = pathCost(n, dist, byAngle[0], byAngle[0], Int32Array.from(byAngle.slice(1)));
    expect(r.cost).toBe(hull);
    expect(r.cost).toBe(pathCost(n, dist, 0, 0, r.order));
  });

  it('solves open paths and fixed-end paths on a line', () => {
    const xy: number[] = [];
    for (let x = 0; x <= 20; x++) xy.push(x, 0);
    const { n, dist } = matrix(xy);
    const open = solveTsp(n, dist, base({ end: null }));
    expect(open.cost).toBe(20);
    expect([...open.order]).toEqual([...Array(20).keys()].map((i) => i + 1));
    // From 0, visiting everything, ending at 5: at least 20 out and 15 back.
    const fixed = solveTsp(n, dist, base({ end: 5 }));
    expectPermutation(n, 0, 5, fixed.order);
    expect(fixed.cost).toBe(35);
    expect(fixed.cost).toBe(pathCost(n, dist, 0, 5, fixed.order));
  });

  it('solves tiny instances exactly, down to a single node', () => {
    expect(solveTsp(1, new Int32Array(1), base())).toEqual({
      order: new Int32Array(0),
      cost: 0,
      iterations: 0,
    });
    const two = matrix([0, 0, 3, 4]);
    expect(solveTsp(two.n, two.dist, base()).cost).toBe(10);
    const { n, dist } = matrix(randomPoints(7, 3));
    const best = permutations([1, 2, 3, 4, 5, 6]).reduce(
      (b, p) => Math.min(b, pathCost(n, dist, 0, 0, Int32Array.from(p))),
      Infinity,
    );
    expect(solveTsp(n, dist, base()).cost).toBe(best);
    const openBest = permutations([0, 1, 2, 4, 5, 6]).reduce(
      (b, p) => Math.min(b, pathCost(n, dist, 3, null, Int32Array.from(p))),
      Infinity,
    );
    expect(solveTsp(n, dist, base({ start: 3, end: null })).cost).toBe(openBest);
  });

  it('contracts co-located stops (several jobs at one address) and still visits every node', () => {
    // Six nodes at each of x = 0..4; node 0 (the start) shares x = 0 with five others.
    const xy: number[] = [];
    for (let i = 0; i < 30; i++) xy.push(i % 5, 0);
    const { n, dist } = matrix(xy);
    const closed = solveTsp(n, dist, base({ debugChecks: true }));
    expectPermutation(n, 0, 0, closed.order);
    expect(closed.cost).toBe(8);
    const open = solveTsp(n, dist, base({ end: null }));
    expectPermutation(n, 0, null, open.order);
    expect(open.cost).toBe(4);
    // Ending at node 7 (x = 2): out to x = 4 and back to x = 2.
    const fixed = solveTsp(n, dist, base({ end: 7 }));
    expectPermutation(n, 0, 7, fixed.order);
    expect(fixed.cost).toBe(6);
    expect(fixed.cost).toBe(pathCost(n, dist, 0, 7, fixed.order));
  });

  it('gives alpha-nearness candidates across clusters where nearest neighbours see only their own', () => {
    const xy: number[] = [];
    for (let i = 0; i < 10; i++) xy.push(i, 0);
    for (let i = 0; i < 10; i++) xy.push(100 + i, 0);
    const { n, dist } = matrix(xy);
    const k = 6;
    const nearest = nearestNeighbors(n, dist, k, -1);
    const alpha = alphaNeighbors(n, dist, k, -1);
    // Node 9 ends cluster A; node 10 starts cluster B: the spanning tree's bridge.
    expect([...nearest.subarray(9 * k, 10 * k)]).not.toContain(10);
    // Both tree edges at node 9 have alpha 0; the shorter comes first.
    expect([...alpha.subarray(9 * k, 9 * k + 2)]).toEqual([8, 10]);
    expect([...alpha.subarray(10 * k, 10 * k + 2)]).toEqual([11, 9]);
    for (let v = 0; v < n; v++) expect(alpha.subarray(v * k, (v + 1) * k)).not.toContain(v);
  });

  it('keeps its tracked cost exact through every kick (debug checks) for tours, open and fixed-end paths', () => {
    const { n, dist } = matrix(randomPoints(300, 11));
    for (const [start, end] of [
      [0, 0],
      [5, null],
      [5, 9],
    ] as Array<[number, number | null]>) {
      const progress: number[] = [];
      const r = solveTsp(
        n,
        dist,
        base({ start, end, maxIterations: 800, debugChecks: true, onProgress: (c) => progress.push(c) }),
      );
      expectPermutation(n, start, end, r.order);
      // Progress reports path lengths, the last one being the result.
      expect(progress[progress.length - 1]).toBe(r.cost);
      expect(r.cost).toBe(pathCost(n, dist, start, end, r.order));
      expect(r.iterations).toBe(800);
    }
  });

  it('is deterministic for a seed and an iteration budget', () => {
    const { n, dist } = matrix(randomPoints(200, 5));
    const a = solveTsp(n, dist, base({ seed: 42, maxIterations: 3000 }));
    const b = solveTsp(n, dist, base({ seed: 42, maxIterations: 3000 }));
    expect(b.order).toEqual(a.order);
    expect(b.cost).toBe(a.cost);
  });

  it('stops on the injected clock and on cancellation, returning the best tour so far', () => {
    const { n, dist } = matrix(randomPoints(150, 8));
    let clock = 0;
    const timed = solveTsp(
      n,
      dist,
      base({ maxIterations: undefined, timeLimitMs: 500, now: () => (clock += 1) }),
    );
    expect(timed.iterations).toBeGreaterThan(0);
    expect(timed.iterations).toBeLessThan(500 * 16);
    const signal = { aborted: false };
    const progress: number[] = [];
    const cancelled = solveTsp(
      n,
      dist,
      base({
        maxIterations: 1e9,
        signal,
        onProgress: (cost) => progress.push(cost) === 3 && (signal.aborted = true),
      }),
    );
    expect(cancelled.iterations).toBeLessThan(1e6);
    expectPermutation(n, 0, 0, cancelled.order);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect([...progress].sort((x, y) => y - x)).toEqual(progress);
    expect(cancelled.cost).toBe(progress[progress.length - 1]);
  });

  it('handles an asymmetric matrix and reports the directed cost', () => {
    const { n, dist } = matrix(randomPoints(40, 9));
    for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) dist[i * n + j] += 7;
    const r = solveTsp(n, dist, base());
    expectPermutation(n, 0, 0, r.order);
    expect(r.cost).toBe(pathCost(n, dist, 0, 0, r.order));
  });

  it('rejects a matrix of the wrong size and nodes out of range', () => {
    expect(() => solveTsp(3, new Int32Array(8), base())).toThrow(EngineError);
    expect(() => solveTsp(3, new Int32Array(9), base({ start: 3 }))).toThrow(
      /start 3 or end 0 is not a node/,
    );
  });
});

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
  );
}
