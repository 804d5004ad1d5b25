import { describe, expect, it } from 'vitest';
import { checkSolution } from '../check/index.js';
import { solve } from '../solve/solve.js';
import { GH_CLASSES, generateGhLike } from './generate-gh.js';
import { parseSolomon } from './solomon.js';

describe('generateGhLike', () => {
  it('is a pure function of (customers, seed), and seeds 1-6 give the six classes', () => {
    expect(generateGhLike({ customers: 200, seed: 4 })).toEqual(generateGhLike({ customers: 200, seed: 4 }));
    const classes = [1, 2, 3, 4, 5, 6].map(
      (seed) => /class (\w+)/.exec(generateGhLike({ customers: 50, seed }).instance.comment)![1],
    );
    expect(classes).toEqual([...GH_CLASSES]);
    expect(/class (\w+)/.exec(generateGhLike({ customers: 50, seed: 7 }).instance.comment)![1]).toBe('R1');
  });

  it('writes Solomon text that reads back with DIMACS arcs, every window reachable on its own', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 8, 11]) {
      const { text, instance } = generateGhLike({ customers: 300, seed });
      expect(parseSolomon(text, { rounding: 'trunc1' }).problem).toEqual(instance.problem);
      const p = instance.problem;
      if (p.locations.kind !== 'euclidean') throw new Error('expected euclidean locations');
      expect(p.locations.rounding).toBe('trunc1');
      const c = p.locations.coords;
      const horizon = p.vehicles[0].shift!.end;
      const capacity = p.vehicles[0].capacity![0];
      for (const job of p.jobs) {
        const dx = c[2 * job.location] - c[0];
        const dy = c[2 * job.location + 1] - c[1];
        const d = Math.floor(10 * Math.sqrt(dx * dx + dy * dy)) / 10;
        const [w] = job.timeWindows!;
        expect(w.start).toBeLessThanOrEqual(w.end);
        expect(w.end).toBeGreaterThanOrEqual(d);
        expect(w.end + job.serviceS! + d).toBeLessThanOrEqual(horizon);
        expect(job.demand![0]).toBeLessThanOrEqual(capacity);
      }
    }
  });

  it('has a plan serving every customer within the fleet', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { instance } = generateGhLike({ customers: 120, seed });
      const s = solve(instance.problem, { objective: 'distance', maxIterations: 50, seed: 1 });
      expect(s.unassigned).toEqual([]);
      expect(checkSolution(instance.problem, s).errors).toEqual([]);
    }
  });
});
