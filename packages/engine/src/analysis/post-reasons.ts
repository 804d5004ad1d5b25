/**
 * Why a job that some vehicle could serve alone is still unassigned in the final solution: it is tried at
 * every position of every route that may serve it, and the constraint that binds at the least-violating
 * position of each route is tallied. All routes full on stops -> MAX_STOPS; otherwise NO_ROOM naming the
 * limit that binds most often (capacity, time windows and shifts, route time, distance).
 */
import type { UnassignedReason } from '../model/result.js';
import { endSentinel, startSentinel } from '../problem/problem.js';
import type { SearchContext } from '../search/context.js';
import { fullOnStops, overCapacity } from '../search/insertion.js';
import { jobName, round1 } from './describe.js';

const LIMITS = ['capacity', 'time', 'distance', 'stops'] as const;

export function postReason(ctx: SearchContext, u: number): { reason: UnassignedReason; message: string } {
  const p = ctx.p;
  const R = ctx.routes;
  const s = ctx.s3;
  const ex = new Float64Array(4);
  const tally = [0, 0, 0, 0];
  let routes = 0;
  for (let r = 0; r < R.nR; r++) {
    if (!ctx.canServe(u, r)) continue;
    routes++;
    // Capacity does not depend on the position: when it binds, it is the first limit broken everywhere.
    if (overCapacity(ctx, u, r)) {
      tally[0]++;
      continue;
    }
    let best = Infinity;
    let bestK = -1;
    const e = endSentinel(p, r);
    for (let x = startSentinel(p, r); x !== e; x = R.next[x]) {
      s.clear();
      R.loadPrefix(s, x);
      R.pushVisit(s, u, r);
      R.appendSuffix(s, R.next[x]);
      ctx.cm.routeExcess(s, r, ex);
      // Compare violations by the number of limits broken, then by the smallest relative amount.
      let broken = 0;
      let k = -1;
      for (let q = 3; q >= 0; q--)
        if (ex[q] > 0) {
          broken++;
          k = q;
        }
      const score = broken * 1e12 + (k >= 0 ? ex[k] : 0);
      if (score < best) {
        best = score;
        bestK = k;
      }
    }
    if (bestK >= 0) tally[bestK]++;
  }
  const who = jobName(p.input, u);
  if (routes > 0 && tally[3] === routes) return maxStopsReason(ctx, u, who);
  let k = 0;
  for (let q = 1; q < 4; q++) if (tally[q] > tally[k]) k = q;
  const limit = LIMITS[k];
  const detail =
    limit === 'capacity'
      ? `no vehicle that could serve it has ${describeDemand(ctx, u)} of capacity left`
      : limit === 'time'
        ? 'no route can fit it within its time window, the shift and the maximum route time'
        : limit === 'distance'
          ? 'it would take every route that could serve it over its maximum distance'
          : 'every route that could serve it is full';
  return { reason: 'NO_ROOM', message: `${who} fits in no route: ${detail}.` };
}

/**
 * The short form of `postReason` when the time limit leaves no time to try the job at every position:
 * the position-independent limits only. Capacity when it binds on every route that could serve the job,
 * MAX_STOPS when every such route is full on stops (and none over capacity), exactly as postReason says
 * them; else NO_ROOM without naming the limit. O(routes x dimensions).
 */
export function briefReason(ctx: SearchContext, u: number): { reason: UnassignedReason; message: string } {
  const p = ctx.p;
  const R = ctx.routes;
  const who = jobName(p.input, u);
  let routes = 0;
  let overCap = 0;
  let full = 0;
  for (let r = 0; r < R.nR; r++) {
    if (!ctx.canServe(u, r)) continue;
    routes++;
    if (overCapacity(ctx, u, r)) overCap++;
    else if (fullOnStops(ctx, r)) full++;
  }
  if (routes > 0 && full === routes) return maxStopsReason(ctx, u, who);
  const detail =
    routes > 0 && overCap === routes
      ? `no vehicle that could serve it has ${describeDemand(ctx, u)} of capacity left`
      : 'no vehicle that could serve it has room left for it';
  return { reason: 'NO_ROOM', message: `${who} fits in no route: ${detail}.` };
}

function maxStopsReason(
  ctx: SearchContext,
  u: number,
  who: string,
): { reason: UnassignedReason; message: string } {
  let maxStops = 0;
  for (let r = 0; r < ctx.routes.nR; r++)
    if (ctx.canServe(u, r)) maxStops = Math.max(maxStops, ctx.p.vMaxStops[r]);
  return {
    reason: 'MAX_STOPS',
    message: `${who} fits in no route: every vehicle that could serve it already makes its maximum number of stops (${maxStops}).`,
  };
}

function describeDemand(ctx: SearchContext, u: number): string {
  const p = ctx.p;
  const parts: string[] = [];
  for (let k = 0; k < p.nDims; k++) {
    const d = p.visitDemand[u * p.nDims + k] / p.demandScale[k];
    if (d > 0) parts.push(round1(d));
  }
  return parts.length > 0 ? parts.join(' / ') : 'the needed amount';
}
