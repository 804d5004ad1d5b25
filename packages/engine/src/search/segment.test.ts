import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../model/input.js';
import { buildProblem } from '../problem/build-problem.js';
import type { Matrix, Problem } from '../problem/problem.js';
import { prependVisit, pushVisit, Seg } from './segment.js';

/**
 * Eight windowed jobs and an open-ended vehicle with two breaks: sequences of its visits mix located visits
 * with location-less ones (breaks, the open route's end), which segments keep as a lead part.
 */
function problem(soft: boolean): Problem {
  const coords: number[] = [0, 0];
  for (let j = 0; j < 8; j++) coords.push(j * 40, (j % 3) * 55);
  const input: ProblemInput = {
    locations: { kind: 'euclidean', coords },
    vehicles: [
      {
        id: 'v',
        start: 0,
        end: null,
        capacity: [20],
        shift: { start: 0, end: 5_000 },
        breaks: [
          { id: 'b1', durationS: 30, windows: [{ start: 100, end: 160 }] },
          { id: 'b2', durationS: 20, windows: [{ start: 400, end: 420 }] },
        ],
      },
    ],
    jobs: Array.from({ length: 8 }, (_, j) => ({
      id: j,
      location: j + 1,
      demand: [1 + (j % 4)],
      serviceS: 10 + j,
      timeWindows: [{ start: ((j * 5) % 8) * 60, end: ((j * 5) % 8) * 60 + 45 }],
    })),
  };
  return buildProblem(input, { objective: 'distance', timeWindows: soft ? 'soft' : 'hard' });
}

/** The segment of `visits` built forward, one visit at a time. */
function forward(p: Problem, visits: number[], time: Matrix | null): Seg {
  const s = new Seg(p.nDims);
  for (const x of visits) pushVisit(s, p, x, time);
  return s;
}

function fields(s: Seg): number[] {
  return [
    s.first,
    s.last,
    s.dist,
    s.jobs,
    ...s.load,
    s.d,
    s.tw,
    s.e,
    s.l,
    s.hasLead ? 1 : 0,
    s.ld,
    s.ltw,
    s.le,
    s.ll,
    s.d2,
    s.tw2,
    s.e2,
    s.l2,
    s.ld2,
    s.ltw2,
    s.le2,
    s.ll2,
  ];
}

describe('prependVisit', () => {
  const jobs = [3, 0, 6, 1, 7, 2, 5, 4];
  for (const soft of [false, true])
    it(`builds every suffix as the same visits pushed forward (${soft ? 'soft' : 'hard'} windows)`, () => {
      const p = problem(soft);
      const start = p.firstSentinel;
      const end = p.firstSentinel + 1;
      const [b1, b2] = [p.nJobs, p.nJobs + 1];
      // Breaks first, together, between jobs and last (before the open end): lead parts of every length.
      const routes = [
        [start, b1, b2, ...jobs, end],
        [start, ...jobs.slice(0, 3), b1, ...jobs.slice(3, 6), b2, ...jobs.slice(6), end],
        [start, ...jobs, b1, b2, end],
      ];
      for (const time of [p.times[0], null])
        for (const route of routes) {
          const s = new Seg(p.nDims);
          s.clear();
          for (let k = route.length - 1; k >= 0; k--) {
            prependVisit(s, p, route[k], time);
            const want = fields(forward(p, route.slice(k), time));
            const got = fields(s);
            expect(got.length).toBe(want.length);
            got.forEach((v, i) => expect(v).toBeCloseTo(want[i], 6));
          }
        }
    });
});
