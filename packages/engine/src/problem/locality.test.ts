import { describe, expect, it } from 'vitest';
import { checkSolution } from '../check/index.js';
import type { MatrixLocations, ProblemInput } from '../model/input.js';
import { solve } from '../solve/solve.js';
import { buildProblem } from './build-problem.js';
import { hilbertIndex, LOCALITY_MIN_LOCATIONS, localityRank } from './locality.js';

/** Deterministic pseudo-random numbers in [0, 1) (a small LCG: tests need no quality, only repeatability). */
function numbers(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** A windowed, capacitated problem on `n` random places (place 0 the depot), the places listed in input order. */
function randomProblem(n: number, seed: number): ProblemInput {
  const rnd = numbers(seed);
  const coords: number[] = [];
  for (let i = 0; i < n; i++) coords.push(Math.round(rnd() * 10_000) / 10, Math.round(rnd() * 10_000) / 10);
  return {
    locations: { kind: 'euclidean', coords },
    vehicles: Array.from({ length: Math.ceil(n / 10) }, (_, v) => ({
      id: v,
      start: 0,
      end: 0,
      capacity: [100],
      shift: { start: 0, end: 20_000 },
    })),
    jobs: Array.from({ length: n - 1 }, (_, j) => {
      const open = Math.floor(rnd() * 10_000);
      return {
        id: j,
        location: j + 1,
        demand: [1 + Math.floor(rnd() * 9)],
        serviceS: 10,
        timeWindows: [{ start: open, end: open + 4_000 }],
      };
    }),
  };
}

/** The same problem with its places listed in another order (jobs and vehicles follow their places). */
function renumbered(input: ProblemInput, seed: number): ProblemInput {
  if (input.locations.kind !== 'euclidean') throw new Error('euclidean only');
  const n = input.locations.coords.length / 2;
  const rnd = numbers(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const k = Math.floor(rnd() * (i + 1));
    [order[i], order[k]] = [order[k], order[i]];
  }
  const to = new Int32Array(n);
  order.forEach((old, now) => (to[old] = now));
  const c = input.locations.coords;
  const coords = order.flatMap((old) => [c[2 * old], c[2 * old + 1]]);
  return {
    locations: { kind: 'euclidean', coords },
    vehicles: input.vehicles.map((v) => ({ ...v, start: to[v.start], end: to[v.end as number] })),
    jobs: input.jobs.map((j) => ({ ...j, location: to[j.location] })),
  };
}

describe('hilbertIndex', () => {
  it('walks the cells of a corner square one by one, each next to the one before', () => {
    const side = 16;
    const cellAt = new Map<number, [number, number]>();
    for (let x = 0; x < side; x++) for (let y = 0; y < side; y++) cellAt.set(hilbertIndex(x, y), [x, y]);
    expect([...cellAt.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: side * side }, (_, d) => d),
    );
    for (let d = 1; d < side * side; d++) {
      const [x0, y0] = cellAt.get(d - 1)!;
      const [x1, y1] = cellAt.get(d)!;
      expect(Math.abs(x1 - x0) + Math.abs(y1 - y0)).toBe(1);
    }
  });
});

describe('localityRank', () => {
  it('keeps the input numbers below LOCALITY_MIN_LOCATIONS places', () => {
    const small = randomProblem(LOCALITY_MIN_LOCATIONS - 1, 1);
    expect(localityRank(small.locations, LOCALITY_MIN_LOCATIONS - 1)).toBeNull();
    expect(localityRank(asMatrix(small).locations, LOCALITY_MIN_LOCATIONS - 1)).toBeNull();
  });

  it('numbers nearby places closely: a place and its nearest places are far closer in number than as given', () => {
    const n = 1_000;
    const input = randomProblem(n, 7);
    for (const locations of [input.locations, asMatrix(input).locations]) {
      const rank = localityRank(locations, n)!;
      expect([...rank].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      const { given, ranked } = nearestGaps(input, rank);
      // Input order is random: a mean gap of about n/3. Ordered, most neighbours are a few numbers away.
      expect(ranked, locations.kind).toBeLessThan(given / 2.5);
    }
  });
});

describe('internal location numbers', () => {
  it('do not depend on how the input numbers its places', () => {
    const input = randomProblem(300, 3);
    const a = buildProblem(input, { objective: 'distance' });
    const b = buildProblem(renumbered(input, 11), { objective: 'distance' });
    expect(a.locRank).not.toBeNull();
    expect([...b.visitLoc]).toEqual([...a.visitLoc]);
    expect([...b.vStart]).toEqual([...a.vStart]);
    expect([...b.vEnd]).toEqual([...a.vEnd]);
    expect(b.dist).toEqual(a.dist);
    expect(b.times[0]).toEqual(a.times[0]);
    expect(b.locX).toEqual(a.locX);
  });

  it('give the distances and travel times of the input between every pair of visits', () => {
    const input = randomProblem(300, 5);
    const c = input.locations.kind === 'euclidean' ? input.locations.coords : [];
    for (const given of [input, asMatrix(input)]) {
      const p = buildProblem(given, { objective: 'distance' });
      expect(p.locRank).not.toBeNull();
      const place = (visit: number) => (visit < p.nJobs ? given.jobs[visit].location : 0);
      for (let u = 0; u < p.nJobs; u += 7)
        for (const v of [0, 1, 42, 250, p.firstSentinel]) {
          const exact = Math.sqrt(dist2(c, place(u), place(v)));
          const a = p.visitLoc[u] * p.nLoc + p.visitLoc[v];
          // Distances round to the nearest scaled unit, travel times up (matrices.ts).
          expect(Math.abs(p.dist[a] / p.distScale - exact)).toBeLessThanOrEqual(0.5 / p.distScale + 1e-9);
          expect(p.times[0][a] / p.timeScale - exact).toBeGreaterThanOrEqual(-1e-9);
          expect(p.times[0][a] / p.timeScale - exact).toBeLessThan(1 / p.timeScale);
        }
    }
  });

  it('follow the optional positions of a matrix like coordinates: numbering and polar sectors', () => {
    const input = randomProblem(300, 13);
    const c = input.locations.kind === 'euclidean' ? input.locations.coords : [];
    // The same places as latitudes and longitudes near the equator (where the projection keeps shapes).
    const latLon: number[] = [];
    for (let i = 0; i < c.length; i += 2) latLon.push(c[i + 1] / 1_000, c[i] / 1_000);
    const plain = buildProblem(asMatrix(input), { objective: 'distance' });
    const placed = buildProblem(
      {
        ...asMatrix(input),
        locations: { ...(asMatrix(input).locations as MatrixLocations), coords: latLon },
      },
      { objective: 'distance' },
    );
    expect(plain.locX).toBeNull();
    expect(placed.locX).not.toBeNull();
    expect(placed.locRank).toEqual(localityRank({ kind: 'haversine', coords: latLon }, 300));
    // The same distances between visits whatever the numbering.
    for (const [u, v] of [
      [0, 1],
      [5, 200],
      [placed.firstSentinel, 77],
    ]) {
      const a = placed.dist[placed.visitLoc[u] * placed.nLoc + placed.visitLoc[v]];
      expect(a).toBe(plain.dist[plain.visitLoc[u] * plain.nLoc + plain.visitLoc[v]]);
    }
    // Positions in internal order: the place of job 0, projected.
    const k = placed.visitLoc[0];
    expect(placed.locY![k]).toBeCloseTo(latLon[2 * input.jobs[0].location], 9);
  });

  it('leave the solution valid and its distance the one the checker recomputes from the input', () => {
    const input = randomProblem(400, 9);
    for (const given of [input, asMatrix(input)]) {
      const solution = solve(given, { objective: 'distance', seed: 1, maxIterations: 20 });
      expect(solution.unassigned, given.locations.kind).toEqual([]);
      const check = checkSolution(given, solution);
      expect(check.errors, given.locations.kind).toEqual([]);
      expect(check.recomputed.distance).toBeCloseTo(solution.totals.distanceM, 0);
    }
  });
});

/** The same problem with its places given as a matrix of their distances (travel times equal). */
function asMatrix(input: ProblemInput): ProblemInput {
  if (input.locations.kind !== 'euclidean') throw new Error('euclidean only');
  const c = input.locations.coords;
  const n = c.length / 2;
  const distances: number[] = [];
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) distances.push(Math.sqrt(dist2(c, a, b)));
  return { ...input, locations: { kind: 'matrix', distances, durations: distances } };
}

/** Sum over places of the number gap to each of their ten nearest places: as given, and ranked. */
function nearestGaps(input: ProblemInput, rank: Int32Array): { given: number; ranked: number } {
  const c = input.locations.kind === 'euclidean' ? input.locations.coords : [];
  const n = rank.length;
  let given = 0;
  let ranked = 0;
  for (let i = 0; i < n; i++) {
    const nearest = Array.from({ length: n }, (_, j) => j)
      .filter((j) => j !== i)
      .sort((a, b) => dist2(c, i, a) - dist2(c, i, b))
      .slice(0, 10);
    for (const j of nearest) {
      given += Math.abs(i - j);
      ranked += Math.abs(rank[i] - rank[j]);
    }
  }
  return { given, ranked };
}

function dist2(c: ArrayLike<number>, a: number, b: number): number {
  return (c[2 * a] - c[2 * b]) ** 2 + (c[2 * a + 1] - c[2 * b + 1]) ** 2;
}
