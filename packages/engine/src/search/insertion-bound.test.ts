import { describe, expect, it } from 'vitest';
import { generateGhLike } from '../io/generate-gh.js';
import type { ProblemInput } from '../model/input.js';
import { endSentinel, startSentinel } from '../problem/problem.js';
import { asymmetric, mixedProblem, randomCvrp } from '../test-support/random-problem.js';
import { searchContext } from '../test-support/search-context.js';
import { construct, constructRandom } from './construction.js';
import { EPS, type SearchContext } from './context.js';
import { costThrough } from './fast-eval.js';
import { cannotBeat, feasibleWith, insertionDelta, InsertionResult } from './insertion.js';
import { tryRemove } from './operators/unassigned-moves.js';

/** Every place after which unassigned job u may go: each visit but the end of every route that may serve it. */
function places(ctx: SearchContext, u: number): number[] {
  const R = ctx.routes;
  const out: number[] = [];
  for (let r = 0; r < R.nR; r++) {
    if (!ctx.canServe(u, r)) continue;
    const e = endSentinel(ctx.p, r);
    for (let x = startSentinel(ctx.p, r); x !== e; x = R.next[x]) out.push(x);
  }
  return out;
}

/** Takes every seventh job out of its route; returns them. */
function unassignSome(ctx: SearchContext): number[] {
  const R = ctx.routes;
  const out: number[] = [];
  for (let u = 0; u < ctx.p.nJobs; u += 7) {
    const r = R.routeOf[u];
    if (r < 0) continue;
    R.remove(u);
    R.updateRoute(r);
    out.push(u);
  }
  return out;
}

const quantile = (xs: number[], q: number): number =>
  xs.length === 0 ? Infinity : [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];

/**
 * For each unassigned job and result state (the best so far at a quantile of the job's prices, feasible first
 * or not): every place cannotBeat rules out is one tryAfter would not take, its price priced in full and its
 * feasibility walked through the general path. Returns the share of places ruled out at the 5% quantile.
 */
function check(ctx: SearchContext, jobs: number[]): { ruled: number; ruledInfeasibleOnly: number } {
  let ruled = 0;
  let tried = 0;
  let ruledInfeasibleOnly = 0;
  let triedInfeasibleOnly = 0;
  const out = new InsertionResult();
  for (const u of jobs) {
    const xs = places(ctx, u);
    const prices = xs.map((x) => insertionDelta(ctx, u, x));
    const feasible = xs.map((x) => feasibleWith(ctx, u, x));
    const feasiblePrices = prices.filter((_, i) => feasible[i]);
    for (const q of [0, 0.05, 0.3])
      for (const feasibleFirst of [false, true]) {
        out.delta = quantile(prices, q);
        out.fDelta = feasibleFirst ? Math.max(out.delta, quantile(feasiblePrices, q)) : Infinity;
        out.feasibleFirst = feasibleFirst;
        xs.forEach((x, i) => {
          const rules = cannotBeat(ctx, u, x, out);
          if (q === 0.05 && !feasibleFirst) {
            tried++;
            if (rules) ruled++;
          }
          if (!rules) return;
          expect(prices[i]).toBeGreaterThanOrEqual(out.delta);
          if (feasibleFirst && feasible[i]) expect(prices[i]).toBeGreaterThanOrEqual(out.fDelta);
        });
        // No feasible place found yet: only the warps can rule a place out for the best feasible one.
        if (q === 0.05 && feasibleFirst) {
          out.fDelta = Infinity;
          xs.forEach((x, i) => {
            if (!cannotBeat(ctx, u, x, out)) return;
            ruledInfeasibleOnly++;
            expect(feasible[i]).toBe(false);
            expect(prices[i]).toBeGreaterThanOrEqual(out.delta);
          });
          triedInfeasibleOnly += xs.length;
        }
      }
  }
  return { ruled: ruled / tried, ruledInfeasibleOnly: ruledInfeasibleOnly / triedInfeasibleOnly };
}

describe('the insertion bound (cannotBeat)', () => {
  // The least share of places each case rules out at the 5% quantile: the bound reads no load penalty, so on
  // random solutions with windows and two load dimensions (overloaded routes, open ones whose ends it leaves to
  // costThrough) it rules out fewer.
  const cases: [string, () => ProblemInput, number, boolean][] = [
    ['a CVRP', () => randomCvrp(3, 60, 60), 0.8, false],
    [
      'windows, two load dimensions, fixed costs, open routes',
      () => mixedProblem({ seed: 4, jobs: 50, vehicles: 6, windows: true, dims: 2, open: true }),
      0.1,
      false,
    ],
    ['an asymmetric CVRP', () => asymmetric(randomCvrp(5, 50, 60)), 0.8, false],
    [
      'a Gehring-Homberger-style instance',
      () => generateGhLike({ customers: 100, seed: 2 }).instance.problem,
      0.3,
      true,
    ],
  ];

  it.each(cases)('%s: a place it rules out cannot beat the best so far', (_, input, least, windows) => {
    for (const build of ['random', 'cheapest insertion'] as const) {
      const ctx = searchContext(input());
      if (build === 'random') constructRandom(ctx, new Int32Array(ctx.p.nJobs));
      else construct(ctx, new Int32Array(ctx.p.nJobs), true);
      const { ruled, ruledInfeasibleOnly } = check(ctx, unassignSome(ctx));
      expect(ruled).toBeGreaterThan(least);
      // With windows, places whose least warp is above zero are ruled out while no feasible place is known.
      if (windows) expect(ruledInfeasibleOnly).toBeGreaterThan(0.2);
    }
  });

  it.each(cases)(
    '%s: a removal is taken exactly when it improves (its bound rules out none that would)',
    (_, input) => {
      const ctx = searchContext(input());
      const p = ctx.p;
      const R = ctx.routes;
      constructRandom(ctx, new Int32Array(p.nJobs));
      // Half the capacity, so that routes break it without windows too.
      for (let k = 0; k < p.vCap.length; k++) p.vCap[k] /= 2;
      for (let r = 0; r < R.nR; r++) R.updateRoute(r);
      // Cheaper jobs, so that leaving a route that breaks a limit pays for some of them and not for others.
      for (let j = 0; j < p.nJobs; j++) p.jobPenalty[j] *= j % 2 === 0 ? 0.02 : 0.2;
      let taken = 0;
      let priced = 0;
      for (let u = 0; u < p.nJobs; u++) {
        const r = R.routeOf[u];
        if (r < 0 || R.routeFeasible(r)) continue;
        priced++;
        const delta = costThrough(ctx, r, R.prev[u], -1, -1, -1, R.next[u]) - R.rCost[r] + p.jobPenalty[u];
        const improves = !(delta > -EPS);
        expect(tryRemove(ctx, u)).toBe(improves);
        if (improves) taken++;
      }
      expect(taken).toBeGreaterThan(0);
      expect(taken).toBeLessThan(priced);
    },
  );
});
