import { describe, expect, it } from 'vitest';
import { checkShipments } from '../check/check-shipments.js';
import { solve } from '../solve/solve.js';
import { generatePdptw } from './generate-pdptw.js';
import { looksLikeLiLim, parseLiLim } from './lilim.js';
import { parseInstance } from './parse-instance.js';

// The layout of Li & Lim's files (their lc101 begins "25 200 1", then "0 40 50 0 0 1236 0 0 0").
const tiny = ['2 10 1', '0 0 0 0 0 1000 0 0 0', '1 10 0 3 0 500 5 0 2', '2 20 0 -3 0 900 5 1 0', ''].join(
  '\n',
);

describe('Li & Lim PDPTW files', () => {
  it('reads pairs as shipments and is told apart from Solomon', () => {
    expect(looksLikeLiLim(tiny)).toBe(true);
    expect(looksLikeLiLim('C101\n\nVEHICLE\nNUMBER CAPACITY\n 25 200\n')).toBe(false);
    const inst = parseInstance('tiny.txt', tiny);
    expect(inst.format).toBe('lilim');
    expect(inst.name).toBe('tiny');
    expect(inst.problem.vehicles).toHaveLength(2);
    expect(inst.problem.shipments).toEqual([
      {
        id: 1,
        amount: [3],
        pickup: { id: 1, location: 1, serviceS: 5, timeWindows: [{ start: 0, end: 500 }] },
        delivery: { id: 2, location: 2, serviceS: 5, timeWindows: [{ start: 0, end: 900 }] },
      },
    ]);
    const solution = solve(inst.problem, { maxIterations: 10 });
    const check = checkShipments(inst.problem, solution);
    expect(check.errors).toEqual([]);
    expect(check.distance).toBeCloseTo(40, 6);
  });

  it('refuses a delivery that does not name its pickup', () => {
    expect(() => parseLiLim(tiny.replace('2 20 0 -3 0 900 5 1 0', '2 20 0 -3 0 900 5 0 0'))).toThrow(
      /pickup/,
    );
  });

  it('generates instances in the same layout that solve to a valid plan', () => {
    const { text, instance } = generatePdptw({ pairs: 20, seed: 3 });
    expect(looksLikeLiLim(text)).toBe(true);
    expect(instance.problem.shipments).toHaveLength(20);
    const solution = solve(instance.problem, { maxIterations: 100 });
    expect(checkShipments(instance.problem, solution).errors).toEqual([]);
    expect(solution.unassigned).toEqual([]);
  });
});
