import { describe, expect, it } from 'vitest';
import { asymmetric, mixedProblem, randomCvrp } from '../../test-support/random-problem.js';
import {
  randomSolutionCheapLoad,
  routeVisits,
  searchContext,
  walkedDistance,
} from '../../test-support/search-context.js';
import { EPS, type SearchContext } from '../context.js';
import { costWithDistance } from '../fast-eval.js';
import { evaluateExchange, timedLowerBound } from './exchange.js';
import { EX_M, EX_N, EX_REV } from './exchange-bound.js';
import { intraCandidates } from './intra-bound.js';

/** Route r after variant e of (U, V) inside it, built from scratch; null when it is not a move. */
function after(ctx: SearchContext, U: number, V: number, e: number): number[] | null {
  const R = ctx.routes;
  const nJ = ctx.p.nJobs;
  const segment = (x: number, len: number): number[] | null => {
    const s = len === 2 ? [x, R.next[x]] : [x];
    return s.every((y) => y < nJ) ? s : null;
  };
  const u = segment(U, EX_N[e]);
  const v = EX_M[e] === 0 ? [] : V < nJ ? segment(V, EX_M[e]) : null;
  if (u === null || v === null) return null;
  const route = routeVisits(ctx, R.routeOf[U]);
  if (EX_M[e] === 0) {
    if (V === R.prev[U] || u.includes(V)) return null;
    const rest = route.filter((x) => !u.includes(x));
    const j = rest.indexOf(V);
    return [...rest.slice(0, j + 1), ...(EX_REV[e] ? [...u].reverse() : u), ...rest.slice(j + 1)];
  }
  const [first, second] = route.indexOf(U) < route.indexOf(V) ? [u, v] : [v, u];
  const i = route.indexOf(first[0]);
  const j = route.indexOf(second[0]);
  if (i + first.length > j) return null;
  return [
    ...route.slice(0, i),
    ...second,
    ...route.slice(i + first.length, j),
    ...first,
    ...route.slice(j + second.length),
  ];
}

/** The test evaluateIntra applies first, on the route built from scratch. */
function reference(ctx: SearchContext, U: number, V: number, e: number): boolean {
  const route = after(ctx, U, V, e);
  if (route === null) return false;
  const r = ctx.routes.routeOf[U];
  const d = walkedDistance(ctx, route);
  return ctx.p.timeMode === 0
    ? costWithDistance(ctx, r, d) - ctx.routes.rCost[r] < -EPS
    : !(timedLowerBound(ctx, r, d) > -EPS);
}

/** Every pair of jobs of one route, every variant, on a random solution: the bit is the reference's. */
function check(ctx: SearchContext): { tried: number; rejected: number; improving: number } {
  randomSolutionCheapLoad(ctx);
  const R = ctx.routes;
  let tried = 0;
  let rejected = 0;
  let improving = 0;
  for (let U = 0; U < ctx.p.nJobs; U++)
    for (let V = 0; V < ctx.p.nJobs; V++) {
      if (U === V || R.routeOf[U] < 0 || R.routeOf[U] !== R.routeOf[V]) continue;
      const mask = intraCandidates(ctx, U, V);
      for (let e = 0; e < EX_N.length; e++) {
        tried++;
        const full = evaluateExchange(ctx, U, V, EX_N[e], EX_M[e], EX_REV[e]);
        if (full < -EPS) improving++;
        expect((mask & (1 << e)) !== 0).toBe(reference(ctx, U, V, e));
        if ((mask & (1 << e)) !== 0) continue;
        rejected++;
        // A rejected variant never improves.
        expect(full).toBeGreaterThan(-EPS);
      }
    }
  return { tried, rejected, improving };
}

describe('the intra-route bound', () => {
  it('is the test built from scratch and rejects no improving move (CVRP, exact without time)', () => {
    const { tried, rejected, improving } = check(searchContext(randomCvrp(3, 60, 60)));
    expect(tried).toBeGreaterThan(2_000);
    expect(improving).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(tried / 2);
  });

  it('does so with windows, several load dimensions, fixed costs and open routes', () => {
    const input = mixedProblem({ seed: 4, jobs: 50, vehicles: 6, windows: true, dims: 2, open: true });
    const ctx = searchContext(input);
    expect(ctx.p.timeMode).toBe(1);
    const { rejected } = check(ctx);
    expect(rejected).toBeGreaterThan(0);
  });

  it('does so with an asymmetric matrix (the reversed pair reads its own arc)', () => {
    const ctx = searchContext(asymmetric(randomCvrp(5, 50, 60)));
    expect(ctx.p.symmetric).toBe(false);
    const { rejected } = check(ctx);
    expect(rejected).toBeGreaterThan(0);
  });
});
