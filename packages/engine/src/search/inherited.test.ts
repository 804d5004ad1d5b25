import { describe, expect, it } from 'vitest';
import { searchContext } from '../test-support/search-context.js';
import { generateXLike } from '../io/generate-x.js';
import { constructRandom } from './construction.js';
import type { SearchContext } from './context.js';
import { Srex } from './crossover.js';
import { markInherited, TestedMark } from './inherited.js';
import { LocalSearch } from './local-search.js';
import { Individual } from './population.js';
import { Snapshot } from './snapshot.js';

/** A search context on an X-style instance, as solve-once builds it (debug checks on). */
function setup(customers: number, seed: number) {
  const ctx = searchContext(generateXLike({ customers, seed }).problem, seed);
  return { ctx, ls: new LocalSearch(ctx) };
}

function localOptimum(ctx: SearchContext, ls: LocalSearch): Individual {
  constructRandom(ctx, new Int32Array(ctx.p.nJobs));
  expect(ls.run(ctx)).toBe(true);
  const ind = new Individual(ctx);
  ind.capture(ctx);
  return ind;
}

describe('local search of a crossover child restricted to what the crossover changed', () => {
  it('reaches a local optimum of the full neighbourhood (a full pass after it finds nothing)', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { ctx, ls } = setup(150, seed);
      const a = localOptimum(ctx, ls);
      const b = localOptimum(ctx, ls);
      const groups = new Uint8Array(ctx.p.nVehicles);
      new Srex(ctx, Snapshot.forProblem(ctx)).cross(ctx, a, b);
      markInherited(ctx, a.snap, b.snap, groups);
      // The test means something only if some routes were inherited intact.
      expect(groups.some((g) => g !== 0)).toBe(true);
      ls.markTested(ctx, groups);
      expect(ls.run(ctx, true)).toBe(true);
      const restricted = ctx.routes.totalCost();
      expect(ls.run(ctx)).toBe(true);
      expect(ctx.routes.totalCost()).toBeCloseTo(restricted, 6);
    }
  });

  it('marks a route inherited only when it is the parent route of the same vehicle, unchanged', () => {
    const { ctx, ls } = setup(80, 3);
    const a = localOptimum(ctx, ls);
    const groups = new Uint8Array(ctx.p.nVehicles);
    a.snap.loadInto(ctx);
    markInherited(ctx, a.snap, a.snap, groups);
    for (let r = 0; r < ctx.p.nVehicles; r++) expect(groups[r]).toBe(ctx.routes.routeFeasible(r) ? 1 : 0);
    const b = localOptimum(ctx, ls);
    b.snap.loadInto(ctx);
    markInherited(ctx, a.snap, b.snap, groups);
    for (let r = 0; r < ctx.p.nVehicles; r++)
      if (ctx.routes.rJobs[r] > 0 && ctx.routes.routeFeasible(r)) expect(groups[r]).not.toBe(0);
  });
});

/**
 * The skip rule in full: neither route changed since the test at `lastTest`, and that test came after the mark
 * or both routes come from the same parent.
 */
function covers(
  modified: Float64Array,
  stamp: number,
  groups: Uint8Array | null,
  rU: number,
  rV: number,
  lastTest: number,
): boolean {
  if (Math.max(modified[rU], modified[rV]) > lastTest) return false;
  return groups === null || lastTest > stamp || groups[rU] === groups[rV];
}

describe('TestedMark', () => {
  it('answers coversUnchanged by the full rule for every pair whose first route is unchanged since the test', () => {
    const modified = Float64Array.from([3, 7, 5, 9, 2, 7]);
    const mark = new TestedMark();
    let asked = 0;
    for (const [stamp, groups] of [
      [-1, null],
      [4, Uint8Array.from([1, 2, 1, 0, 2, 1])],
      [6, Uint8Array.from([0, 1, 1, 2, 0, 1])],
    ] as const) {
      mark.set(stamp, groups);
      for (let rU = 0; rU < modified.length; rU++)
        for (let rV = 0; rV < modified.length; rV++)
          for (let lastTest = 0; lastTest <= 10; lastTest++) {
            if (modified[rU] > lastTest) continue;
            asked++;
            expect(mark.coversUnchanged(modified, rU, rV, lastTest)).toBe(
              covers(modified, stamp, groups, rU, rV, lastTest),
            );
          }
    }
    expect(asked).toBeGreaterThan(200);
  });
});
