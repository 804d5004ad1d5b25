import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../model/input.js';
import { buildProblem } from '../problem/build-problem.js';
import type { Problem } from '../problem/problem.js';
import { pushVisit, Seg } from './segment.js';
import { SubsequenceCache } from './subsequences.js';

/** Twelve windowed jobs on a grid, one vehicle with a long shift. */
function windowed(): ProblemInput {
  const coords: number[] = [0, 0];
  for (let j = 0; j < 12; j++) coords.push((j % 4) * 70, Math.floor(j / 4) * 90);
  return {
    locations: { kind: 'euclidean', coords },
    vehicles: [{ id: 'v', start: 0, end: 0, shift: { start: 0, end: 100_000 } }],
    jobs: Array.from({ length: 12 }, (_, j) => ({
      id: j,
      location: j + 1,
      serviceS: 5 + j,
      // Tight enough that some orders wait and some arrive late.
      timeWindows: [{ start: ((j * 37) % 12) * 40, end: ((j * 37) % 12) * 40 + 60 }],
    })),
  };
}

/** Successor links putting `order` (job indices) on route 0 of p. */
function linksFor(p: Problem, order: number[]): Int32Array {
  const next = new Int32Array(p.firstSentinel + 2 * p.nVehicles).fill(-1);
  let at = p.firstSentinel;
  for (const j of order) {
    next[at] = j;
    at = j;
  }
  next[at] = p.firstSentinel + 1;
  return next;
}

/** sub(i, j) built visit by visit with the route segments' own concatenation. */
function direct(p: Problem, order: number[], i: number, j: number): number[] {
  const s = new Seg(p.nDims);
  for (let k = i; k <= j; k++) pushVisit(s, p, order[k - 1], p.times[p.vProfile[0]]);
  return [s.d, s.tw, s.e, s.l];
}

function cached(c: SubsequenceCache, p: Problem, next: Int32Array, order: number[], i: number, j: number) {
  const q = c.at(p, 0, order[i - 1], i, j, next);
  return [c.d[q], c.tw[q], c.e[q], c.l[q]];
}

describe('SubsequenceCache', () => {
  const p = buildProblem(windowed(), { objective: 'distance' });
  const forward = Array.from({ length: 12 }, (_, j) => j);
  const shuffled = [7, 2, 11, 0, 5, 9, 3, 10, 1, 6, 8, 4];

  it('answers every sub(i, j) as the visits concatenated one by one', () => {
    const c = new SubsequenceCache(p);
    c.invalidate(0, forward.length);
    expect(c.ready(0)).toBe(true);
    const next = linksFor(p, forward);
    for (let i = 1; i <= 12; i++)
      for (let j = i; j <= 12; j++)
        expect(cached(c, p, next, forward, i, j)).toEqual(direct(p, forward, i, j));
  });

  it('recomputes a row read before the route changed, not only the rows never read', () => {
    const c = new SubsequenceCache(p);
    c.invalidate(0, forward.length);
    const before = linksFor(p, forward);
    for (const i of [1, 4, 9]) cached(c, p, before, forward, i, 12);
    // The route is reordered and shortened to ten visits.
    const order = shuffled.slice(0, 10);
    c.invalidate(0, order.length);
    const after = linksFor(p, order);
    let differs = 0;
    for (let i = 1; i <= 10; i++)
      for (let j = i; j <= 10; j++) {
        const want = direct(p, order, i, j);
        expect(cached(c, p, after, order, i, j)).toEqual(want);
        if (want.join() !== direct(p, forward, i, j).join()) differs++;
      }
    expect(differs).toBeGreaterThan(40);
  });

  it('refuses routes longer than its rows', () => {
    const c = new SubsequenceCache(p);
    c.invalidate(0, c.max + 1);
    expect(c.ready(0)).toBe(false);
    c.invalidate(0, c.max);
    expect(c.ready(0)).toBe(true);
  });
});
