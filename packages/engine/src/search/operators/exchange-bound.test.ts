import { describe, expect, it } from 'vitest';
import { generateGhLike } from '../../io/generate-gh.js';
import { startSentinel } from '../../problem/problem.js';
import { asymmetric, mixedProblem, randomCvrp } from '../../test-support/random-problem.js';
import {
  randomSolutionCheapLoad,
  routeVisits,
  searchContext,
  walkedDistance,
} from '../../test-support/search-context.js';
import { construct, constructRandom } from '../construction.js';
import { EPS, type SearchContext } from '../context.js';
import { applyExchange, evaluateExchange } from './exchange.js';
import {
  EX_M,
  EX_N,
  EX_REV,
  ExchangeBound,
  loadBoundApplies,
  TWO_OPT_STAR,
  TWO_OPT_STAR_REV,
} from './exchange-bound.js';
import { evaluateTwoOptStar } from './two-opt-star.js';
import { joinWarp, linkWarp } from './warp-bound.js';
import { evaluateTwoOptStarRev, reversedHeadsApply } from './two-opt-star-rev.js';

/**
 * Fixed cost plus distance cost of a route of these visits (arcs between located ones), plus its load penalty
 * where the bound reads loads (without time, one dimension of whole demands); 0 without a job.
 */
function boundOf(ctx: SearchContext, r: number, route: number[], loads = true): number {
  const p = ctx.p;
  if (!route.some((x) => x < p.nJobs)) return 0;
  const d = walkedDistance(ctx, route);
  let c = p.vFixed[r] + p.vDistCoef[r] * d;
  if (loads && loadBoundApplies(p)) {
    const load = route.reduce((sum, x) => (x < p.nJobs ? sum + p.visitDemand[x] : sum), 0);
    const x = load - p.vCap[r];
    if (x > 0) c += ctx.cm.penLoad * (x * p.loadWeight[0]);
  }
  return c;
}

/** U's and V's routes, their visits, U's and V's places in them, and the two routes' cost now. */
function pair(ctx: SearchContext, U: number, V: number) {
  const R = ctx.routes;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  const a = routeVisits(ctx, rU);
  const b = routeVisits(ctx, rV);
  return { rU, rV, a, b, i: a.indexOf(U), j: b.indexOf(V), old: R.rCost[rU] + R.rCost[rV] };
}

/** The bound built from scratch: both routes after variant e, walked visit by visit (null: no such move). */
function boundAfter(ctx: SearchContext, U: number, V: number, e: number, loads = true): number | null {
  const R = ctx.routes;
  const nJ = ctx.p.nJobs;
  const segment = (x: number, len: number): number[] | null => {
    const s = len === 2 ? [x, R.next[x]] : [x];
    return s.every((y) => y < nJ) ? s : null;
  };
  const u = segment(U, EX_N[e]);
  const v = EX_M[e] === 0 ? [] : segment(V, EX_M[e]);
  if (u === null || v === null) return null;
  const { rU, rV, a, b, i, j, old } = pair(ctx, U, V);
  const moved = EX_REV[e] ? [...u].reverse() : u;
  const newU = [...a.slice(0, i), ...v, ...a.slice(i + u.length)];
  const newV =
    EX_M[e] === 0
      ? [...b.slice(0, j + 1), ...moved, ...b.slice(j + 1)]
      : [...b.slice(0, j), ...moved, ...b.slice(j + v.length)];
  return boundOf(ctx, rU, newU, loads) + boundOf(ctx, rV, newV, loads) - old;
}

/** Whether variant e may improve by the bound built from scratch. */
function reference(ctx: SearchContext, U: number, V: number, e: number, loads = true): boolean {
  const bound = boundAfter(ctx, U, V, e, loads);
  return bound !== null && !(bound > -EPS);
}

/**
 * Whether variant e may improve by the same bound plus both routes' least time warps after it, from the
 * warp bounds warp-bound.test.ts checks against the routes a move makes.
 */
function referenceWarp(ctx: SearchContext, U: number, V: number, e: number): boolean {
  const R = ctx.routes;
  const p = ctx.p;
  const bound = boundAfter(ctx, U, V, e, false) as number;
  const [n, m, rev] = [EX_N[e], EX_M[e], EX_REV[e]];
  const [rU, rV] = [R.routeOf[U], R.routeOf[V]];
  const [tmU, tmV] = [p.times[p.vProfile[rU]], p.times[p.vProfile[rV]]];
  const endU = n === 2 ? R.next[U] : U;
  const endV = m === 2 ? R.next[V] : V;
  const [pU, nU] = [R.prev[U], R.next[endU]];
  const wV = joinWarp(R, p, tmV, m > 0 ? R.prev[V] : V, rev ? endU : U, rev ? U : endU, R.next[endV]);
  const wU =
    R.rJobs[rU] - n + m === 0
      ? 0
      : m > 0
        ? joinWarp(R, p, tmU, pU, V, endV, nU)
        : linkWarp(R, p, tmU, pU, nU);
  return !(bound + ctx.cm.penTw * (wV + wU) > -EPS);
}

/** The same for 2-opt*: the tails after U and after V exchanged. */
function referenceTwoOptStar(ctx: SearchContext, U: number, V: number): boolean {
  const { rU, rV, a, b, i, j, old } = pair(ctx, U, V);
  const newU = [...a.slice(0, i + 1), ...b.slice(j + 1)];
  const newV = [...b.slice(0, j + 1), ...a.slice(i + 1)];
  const jobs = (route: number[]): number => route.filter((x) => x < ctx.p.nJobs).length;
  if (jobs(a.slice(i + 1)) === 0 && jobs(b.slice(j + 1)) === 0) return false;
  if (ctx.p.vTailKey[rU] !== ctx.p.vTailKey[rV]) return true;
  return !(boundOf(ctx, rU, newU) + boundOf(ctx, rV, newV) - old > -EPS);
}

/**
 * 2-opt*'s bound from scratch with time: the distances, then each route's load over its capacity at the load
 * penalty (loads summed over the new routes), then both routes' least time warps (linkWarp) at the time-warp
 * penalty.
 */
function referenceTwoOptStarPenalised(ctx: SearchContext, U: number, V: number): boolean {
  const p = ctx.p;
  const R = ctx.routes;
  const { rU, rV, a, b, i, j, old } = pair(ctx, U, V);
  const newU = [...a.slice(0, i + 1), ...b.slice(j + 1)];
  const newV = [...b.slice(0, j + 1), ...a.slice(i + 1)];
  const jobs = (route: number[]): number[] => route.filter((x) => x < p.nJobs);
  const excess = (r: number, route: number[]): number => {
    let ex = 0;
    for (let k = 0; k < p.nDims; k++) {
      const load = jobs(route).reduce((sum, x) => sum + p.visitDemand[x * p.nDims + k], 0);
      if (load > p.vCap[r * p.nDims + k]) ex += (load - p.vCap[r * p.nDims + k]) * p.loadWeight[k];
    }
    return ex;
  };
  const [inU, inV] = [jobs(newU).length > 0, jobs(newV).length > 0];
  const lb = boundOf(ctx, rU, newU, false) + boundOf(ctx, rV, newV, false);
  const bound = lb + ctx.cm.penLoad * ((inU ? excess(rU, newU) : 0) + (inV ? excess(rV, newV) : 0));
  if (bound - old > -EPS) return false;
  const tm = p.times[p.vProfile[rU]];
  const warps = (inU ? linkWarp(R, p, tm, U, R.next[V]) : 0) + (inV ? linkWarp(R, p, tm, V, R.next[U]) : 0);
  return !(bound + ctx.cm.penTw * warps - old > -EPS);
}

/** The same for 2-opt* with the heads reversed: U's head then V's reversed, U's tail reversed then V's tail. */
function referenceTwoOptStarRev(ctx: SearchContext, U: number, V: number): boolean {
  const { rU, rV, a, b, i, j, old } = pair(ctx, U, V);
  const newU = [...a.slice(0, i + 1), ...b.slice(1, j + 1).reverse(), a[a.length - 1]];
  const newV = [b[0], ...a.slice(i + 1, -1).reverse(), ...b.slice(j + 1)];
  return !(boundOf(ctx, rU, newU) + boundOf(ctx, rV, newV) - old > -EPS);
}

/**
 * A random solution with load penalties in play; every pair of jobs in different routes, every variant: the
 * bound is the one built from scratch, and what it rejects does not improve. Where 2-opt* with the heads
 * reversed applies, its bound is checked too; elsewhere its bit is never set.
 */
function check(ctx: SearchContext): { tried: number; rejected: number } {
  randomSolutionCheapLoad(ctx);
  const reversed = reversedHeadsApply(ctx.p);
  const bound = new ExchangeBound(reversed, loadBoundApplies(ctx.p));
  const R = ctx.routes;
  let tried = 0;
  let rejected = 0;
  for (let U = 0; U < ctx.p.nJobs; U++)
    for (let V = 0; V < ctx.p.nJobs; V++) {
      if (R.routeOf[U] < 0 || R.routeOf[V] < 0 || R.routeOf[U] === R.routeOf[V]) continue;
      const mask = bound.candidates(ctx, U, V);
      tried++;
      expect((mask & TWO_OPT_STAR) !== 0).toBe(referenceTwoOptStar(ctx, U, V));
      if ((mask & TWO_OPT_STAR) === 0) {
        rejected++;
        expect(evaluateTwoOptStar(ctx, U, V)).toBeGreaterThan(-EPS);
      }
      if (!reversed) expect(mask & TWO_OPT_STAR_REV).toBe(0);
      else {
        tried++;
        expect((mask & TWO_OPT_STAR_REV) !== 0).toBe(referenceTwoOptStarRev(ctx, U, V));
        if ((mask & TWO_OPT_STAR_REV) === 0) {
          rejected++;
          expect(evaluateTwoOptStarRev(ctx, U, V)).toBeGreaterThan(-EPS);
        }
      }
      for (let e = 0; e < EX_N.length; e++) {
        tried++;
        expect((mask & (1 << e)) !== 0).toBe(reference(ctx, U, V, e));
        if ((mask & (1 << e)) !== 0) continue;
        rejected++;
        // A rejected variant never improves.
        expect(evaluateExchange(ctx, U, V, EX_N[e], EX_M[e], EX_REV[e])).toBeGreaterThan(-EPS);
      }
    }
  return { tried, rejected };
}

/**
 * Every job U and the start S of every other route in use: the depot moves' bits are the bounds built from
 * scratch for V = S (the relocations after S and 2-opt*), no other bit is set, and what they reject does not
 * improve. With `warped` (a bound made with warps), its bits are those bits that the references with the
 * warps (and for 2-opt*, the loads) let through too. Returns how many bits were set and how many moves improve.
 */
function checkDepot(
  ctx: SearchContext,
  bound: ExchangeBound,
  warped: ExchangeBound | null = null,
): { set: number; improving: number } {
  const R = ctx.routes;
  const p = ctx.p;
  let set = 0;
  let improving = 0;
  for (let U = 0; U < p.nJobs; U++)
    for (let r = 0; r < p.nVehicles; r++) {
      if (R.routeOf[U] < 0 || R.routeOf[U] === r || R.rJobs[r] === 0) continue;
      const S = startSentinel(p, r);
      const mask = bound.depotCandidates(ctx, U, S);
      expect(mask & ~(0b111 | TWO_OPT_STAR)).toBe(0);
      if (warped !== null) {
        const w = warped.depotCandidates(ctx, U, S);
        expect(w & ~mask).toBe(0);
        for (let e = 0; e < 3; e++)
          if ((mask & (1 << e)) !== 0) expect((w & (1 << e)) !== 0).toBe(referenceWarp(ctx, U, S, e));
        if ((mask & TWO_OPT_STAR) !== 0)
          expect((w & TWO_OPT_STAR) !== 0).toBe(referenceTwoOptStarPenalised(ctx, U, S));
      }
      expect((mask & TWO_OPT_STAR) !== 0).toBe(referenceTwoOptStar(ctx, U, S));
      const star = evaluateTwoOptStar(ctx, U, S);
      if (star < -EPS) improving++;
      if ((mask & TWO_OPT_STAR) !== 0) set++;
      else expect(star).toBeGreaterThan(-EPS);
      for (let e = 0; e < 3; e++) {
        expect((mask & (1 << e)) !== 0).toBe(reference(ctx, U, S, e));
        const d = evaluateExchange(ctx, U, S, EX_N[e], EX_M[e], EX_REV[e]);
        if (d < -EPS) improving++;
        if ((mask & (1 << e)) !== 0) set++;
        else expect(d).toBeGreaterThan(-EPS);
      }
    }
  return { set, improving };
}

describe('the exchange bound', () => {
  it('is the bound built from scratch, rejects no improving move, and rejects most (CVRP)', () => {
    const { tried, rejected } = check(searchContext(randomCvrp(3, 60, 60)));
    expect(tried).toBeGreaterThan(10_000);
    expect(rejected / tried).toBeGreaterThan(0.5);
  });

  it('does so with windows, several load dimensions, fixed costs and open routes', () => {
    const input = mixedProblem({ seed: 4, jobs: 50, vehicles: 6, windows: true, dims: 2, open: true });
    const { rejected } = check(searchContext(input));
    expect(rejected).toBeGreaterThan(0);
  });

  it('does so with an asymmetric matrix (the reversed segment reads its own arc)', () => {
    const ctx = searchContext(asymmetric(randomCvrp(5, 50, 60)));
    expect(ctx.p.symmetric).toBe(false);
    const { rejected } = check(ctx);
    expect(rejected).toBeGreaterThan(0);
  });

  it('adds the load penalties where loads sum exactly: moves into full routes rejected that the distances let through', () => {
    const ctx = searchContext(randomCvrp(7, 60, 60));
    expect(loadBoundApplies(ctx.p)).toBe(true);
    randomSolutionCheapLoad(ctx);
    const bound = new ExchangeBound(false, true);
    const R = ctx.routes;
    let byLoad = 0;
    for (let U = 0; U < ctx.p.nJobs; U++)
      for (let V = 0; V < ctx.p.nJobs; V++) {
        if (R.routeOf[U] === R.routeOf[V]) continue;
        const mask = bound.candidates(ctx, U, V);
        for (let e = 0; e < EX_N.length; e++)
          if ((mask & (1 << e)) === 0 && reference(ctx, U, V, e, false)) byLoad++;
      }
    expect(byLoad).toBeGreaterThan(100);
  });

  it.each([
    ['CVRP', () => searchContext(randomCvrp(3, 60, 60))],
    [
      'windows, two load dimensions, fixed costs, open routes',
      () =>
        searchContext(mixedProblem({ seed: 4, jobs: 50, vehicles: 6, windows: true, dims: 2, open: true })),
    ],
    ['an asymmetric matrix', () => searchContext(asymmetric(randomCvrp(5, 50, 60)))],
  ])('bounds the moves to the start of another route as a pair’s (%s)', (_, make) => {
    const ctx = make();
    randomSolutionCheapLoad(ctx);
    const { set, improving } = checkDepot(
      ctx,
      new ExchangeBound(reversedHeadsApply(ctx.p), loadBoundApplies(ctx.p)),
    );
    expect(set).toBeGreaterThan(0);
    expect(improving).toBeGreaterThan(0);
  });

  it('reads no loads where a capacity is unlimited, with two dimensions or with time', () => {
    const input = randomCvrp(8, 30, 60);
    delete input.vehicles[0].capacity;
    expect(loadBoundApplies(searchContext(input).p)).toBe(false);
    const two = randomCvrp(8, 30, 60);
    for (const v of two.vehicles) v.capacity = [60, 100];
    for (const j of two.jobs) j.demand = [...(j.demand ?? []), 1];
    expect(loadBoundApplies(searchContext(two).p)).toBe(false);
    const timed = randomCvrp(9, 20, 60);
    expect(loadBoundApplies(searchContext(timed).p)).toBe(true);
    timed.jobs[0].timeWindows = [{ start: 0, end: 100_000 }];
    expect(loadBoundApplies(searchContext(timed).p)).toBe(false);
  });

  it('reads U’s side again once a move has changed the routes', () => {
    const ctx = searchContext(randomCvrp(6, 40, 60));
    constructRandom(ctx, new Int32Array(ctx.p.nJobs));
    const R = ctx.routes;
    const jobs = Array.from({ length: ctx.p.nJobs }, (_, j) => j);
    const loads = loadBoundApplies(ctx.p);
    const bound = new ExchangeBound(false, loads);
    const masks = (U: number): number[] =>
      jobs.filter((W) => R.routeOf[W] !== R.routeOf[U]).map((W) => bound.candidates(ctx, U, W));
    const fresh = (U: number): number[] =>
      jobs
        .filter((W) => R.routeOf[W] !== R.routeOf[U])
        .map((W) => new ExchangeBound(false, loads).candidates(ctx, U, W));
    // V moves in right after U (a move the full evaluation prices), so U's successor and route change.
    let moved = false;
    for (const U of jobs) {
      masks(U);
      for (const V of jobs) {
        if (R.routeOf[V] === R.routeOf[U]) continue;
        const d = evaluateExchange(ctx, V, U, 1, 0, false);
        if (!Number.isFinite(d)) continue;
        applyExchange(ctx, V, U, 1, 0, false, d);
        expect(masks(U)).toEqual(fresh(U));
        moved = true;
        break;
      }
      if (moved) break;
    }
    expect(moved).toBe(true);
  });

  it.each([false, true])(
    'with windows, bounds the variants the distances let through by their least time warp too (open routes: %s)',
    (open) => {
      const input = generateGhLike({ customers: 100, seed: 1 }).instance.problem;
      if (open) for (const v of input.vehicles) delete v.end;
      const ctx = searchContext(input);
      expect(ctx.fast && ctx.p.timeMode === 1).toBe(true);
      // Cheapest insertion (the first solution of a search): routes mostly within their windows, not yet improved.
      construct(ctx, new Int32Array(ctx.p.nJobs), true);
      const R = ctx.routes;
      const plain = new ExchangeBound(false, false);
      const warped = new ExchangeBound(false, false, true);
      let passed = 0;
      let cleared = 0;
      let improving = 0;
      let starPassed = 0;
      let starCleared = 0;
      for (let U = 0; U < ctx.p.nJobs; U++)
        for (let V = 0; V < ctx.p.nJobs; V++) {
          if (R.routeOf[U] < 0 || R.routeOf[V] < 0 || R.routeOf[U] === R.routeOf[V]) continue;
          const distances = plain.candidates(ctx, U, V);
          const mask = warped.candidates(ctx, U, V);
          // Of the bits the distances let through, those the warps (and for 2-opt*, the loads) let through too.
          expect(mask & ~distances).toBe(0);
          if ((distances & TWO_OPT_STAR) !== 0) {
            starPassed++;
            expect((mask & TWO_OPT_STAR) !== 0).toBe(referenceTwoOptStarPenalised(ctx, U, V));
            if ((mask & TWO_OPT_STAR) === 0) {
              starCleared++;
              expect(evaluateTwoOptStar(ctx, U, V)).toBeGreaterThan(-EPS);
            }
          }
          for (let e = 0; e < EX_N.length; e++) {
            if ((distances & (1 << e)) === 0) continue;
            passed++;
            expect((mask & (1 << e)) !== 0).toBe(referenceWarp(ctx, U, V, e));
            const d = evaluateExchange(ctx, U, V, EX_N[e], EX_M[e], EX_REV[e]);
            if (d < -EPS) improving++;
            if ((mask & (1 << e)) !== 0) continue;
            cleared++;
            // A variant cleared by its time warp never improves.
            expect(d).toBeGreaterThan(-EPS);
          }
        }
      expect(improving).toBeGreaterThan(30);
      expect(cleared / passed).toBeGreaterThan(0.5);
      expect(starCleared / starPassed).toBeGreaterThan(0.5);
      // The moves to a route's start: the same bits as without the warps where those pass too.
      const depot = checkDepot(ctx, plain, warped);
      expect(depot.improving).toBeGreaterThan(0);
    },
  );
});
