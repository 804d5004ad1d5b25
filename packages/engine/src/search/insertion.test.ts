import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../model/input.js';
import { startSentinel } from '../problem/problem.js';
import { searchContext } from '../test-support/search-context.js';
import { bestInsertion, insertJob, InsertionResult, sparingInsertion } from './insertion.js';

// Job a fills the first van; u is next to it, far from the depot.
function vans(capacity: number): ProblemInput {
  return {
    locations: { kind: 'euclidean', coords: [0, 0, 100, 0, 101, 0] },
    vehicles: [
      { id: 'v1', start: 0, end: 0, capacity: [capacity] },
      { id: 'v2', start: 0, end: 0, capacity: [capacity] },
    ],
    jobs: [
      { id: 'a', location: 1, demand: [2] },
      { id: 'u', location: 2, demand: [1] },
    ],
  };
}

function place(capacity: number, penLoad: number, rule: 'sparing' | 'feasible first'): number {
  const ctx = searchContext(vans(capacity));
  const [a, u] = [0, 1];
  insertJob(ctx, a, startSentinel(ctx.p, 0));
  ctx.cm.penLoad = penLoad;
  const out = new InsertionResult();
  if (rule === 'sparing') {
    sparingInsertion(ctx, u, out);
    expect(out.fAfter).toBe(-1);
    return ctx.routes.routeOf[out.after];
  }
  out.feasibleFirst = true;
  bestInsertion(ctx, u, out, false);
  return ctx.routes.routeOf[out.fAfter];
}

describe('sparing insertion', () => {
  it('takes a feasible place in a route in use', () => {
    expect(place(3, 1, 'sparing')).toBe(0);
  });

  it('takes an infeasible place in a route in use when it costs less, penalty included, than a new route', () => {
    expect(place(2, 0.001, 'sparing')).toBe(0);
    // Feasible first opens the second van instead.
    expect(place(2, 0.001, 'feasible first')).toBe(1);
  });

  it('opens a route when the penalty makes the infeasible place dearer', () => {
    expect(place(2, 1e6, 'sparing')).toBe(1);
  });

  it('leaves the result as it found the caller’s feasible-first setting', () => {
    const ctx = searchContext(vans(2));
    const out = new InsertionResult();
    out.feasibleFirst = true;
    sparingInsertion(ctx, 1, out);
    expect(out.feasibleFirst).toBe(true);
    expect(ctx.routes.routeOf[out.after]).toBeGreaterThanOrEqual(0);
  });
});

describe('the route cap', () => {
  it('keeps an insertion out of empty routes once that many routes are in use', () => {
    for (const full of [false, true]) {
      const ctx = searchContext(vans(2));
      const [a, u] = [0, 1];
      insertJob(ctx, a, startSentinel(ctx.p, 0));
      const out = new InsertionResult();
      out.feasibleFirst = true;
      // The first van is full: the only feasible place is the second, empty van.
      bestInsertion(ctx, u, out, full);
      expect(out.fAfter).toBe(startSentinel(ctx.p, 1));
      ctx.routeCap = 1;
      expect(ctx.atRouteCap()).toBe(true);
      bestInsertion(ctx, u, out, full);
      expect(out.fAfter).toBe(-1);
      expect(ctx.routes.routeOf[out.after]).toBe(0);
      ctx.routeCap = 2;
      expect(ctx.atRouteCap()).toBe(false);
    }
  });
});
