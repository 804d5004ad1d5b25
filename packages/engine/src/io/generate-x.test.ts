import { describe, expect, it } from 'vitest';
import { generateXLike } from './generate-x.js';
import { formatVrp } from './generate.js';
import { parseTsplib } from './tsplib.js';

describe('generateXLike', () => {
  it('is a pure function of (customers, seed)', () => {
    expect(generateXLike({ customers: 200, seed: 4 })).toEqual(generateXLike({ customers: 200, seed: 4 }));
    expect(generateXLike({ customers: 200, seed: 5 }).comment).not.toEqual(
      generateXLike({ customers: 200, seed: 4 }).comment,
    );
  });

  it('draws every depot, customer and demand variant of the X set across seeds', () => {
    const variants = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const [depot, customers, ...demand] = /size (.*)-r/
        .exec(generateXLike({ customers: 60, seed }).comment)![1]
        .split('-');
      variants
        .add(`depot ${depot}`)
        .add(`customers ${customers}`)
        .add(`demand ${demand.join('-')}`);
    }
    for (const d of ['C', 'E', 'R']) expect(variants).toContain(`depot ${d}`);
    for (const c of ['R', 'C', 'RC']) expect(variants).toContain(`customers ${c}`);
    for (const q of ['U', '1-10', '5-10', '1-100', '50-100', 'Q', 'SL'])
      expect(variants).toContain(`demand ${q}`);
  });

  it('gives a valid CVRP: coordinates on the grid, every demand fits, enough vehicles, and a .vrp that reads back', () => {
    for (const seed of [1, 2, 3, 7, 11]) {
      const inst = generateXLike({ customers: 300, seed });
      const locations = inst.problem.locations;
      if (locations.kind !== 'euclidean') throw new Error('expected euclidean locations');
      const { coords } = locations;
      expect(coords).toHaveLength(2 * 301);
      for (const c of Array.from(coords)) expect(c >= 0 && c <= 1000 && Number.isInteger(c)).toBe(true);
      const demands = inst.problem.jobs.map((j) => j.demand![0]);
      const capacity = inst.capacity!;
      expect(Math.max(...demands)).toBeLessThanOrEqual(capacity);
      expect(inst.problem.vehicles.length * capacity).toBeGreaterThanOrEqual(
        demands.reduce((a, b) => a + b, 0),
      );
      const back = parseTsplib(formatVrp(inst));
      expect(back.capacity).toBe(capacity);
      expect(back.problem.jobs.map((j) => j.demand![0])).toEqual(demands);
    }
  });

  it('refuses fewer than two customers', () => {
    expect(() => generateXLike({ customers: 1 })).toThrow(/customers/);
  });
});
