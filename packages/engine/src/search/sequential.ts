/**
 * Route-by-route construction for fleets that are the binding constraint (Solomon's sequential insertion,
 * 1987): a route is opened with the unrouted job whose window closes first, then filled with the unrouted job
 * of cheapest feasible insertion until none fits, and only then is the next route opened. The parallel
 * cheapest insertion of `construct` spreads the early jobs over every route and, on a tight fleet with
 * windows, leaves dozens of jobs no route can take feasibly (80 of 1,000 on two Gehring-Homberger type 2
 * instances with their 20 and 30 vehicles); filling one route at a time packs them. What is left stays
 * unassigned: placed where it does not fit, the local search's repair would take out more than it puts in.
 *
 * Candidates for the open route are the unrouted granular neighbours of its jobs (every unrouted job while
 * the route is empty), so a step costs O(k · route length²) rather than O(n · route length).
 */
import { endSentinel, startSentinel } from '../problem/problem.js';
import type { SearchContext } from './context.js';
import { feasibleWith, hasRoomFor, insertionDelta, insertJob } from './insertion.js';

export function constructSequential(ctx: SearchContext): void {
  const p = ctx.p;
  const R = ctx.routes;
  const nb = ctx.nb;
  R.reset();
  const seen = new Int32Array(p.nJobs).fill(-1);
  const candidates: number[] = [];
  let left = 0;
  for (let j = 0; j < p.nJobs; j++) left += p.jobAssignable[j];
  // Jobs by the end of their last window: openers are taken in this order.
  const byDeadline: number[] = [];
  for (let j = 0; j < p.nJobs; j++) if (p.jobAssignable[j] === 1) byDeadline.push(j);
  byDeadline.sort((a, b) => deadline(ctx, a) - deadline(ctx, b) || a - b);
  let next = 0;
  for (let r = 0; r < R.nR && left > 0; r++) {
    if (ctx.shouldStop()) break;
    // Opener: the first unrouted job (by deadline) that this route serves feasibly alone.
    let opened = false;
    for (let i = next; i < byDeadline.length && !opened; i++) {
      const u = byDeadline[i];
      if (R.routeOf[u] >= 0 || !ctx.canServe(u, r) || !hasRoomFor(ctx, u, r)) continue;
      const s = startSentinel(p, r);
      if (!feasibleWith(ctx, u, s)) continue;
      insertJob(ctx, u, s);
      left--;
      opened = true;
    }
    while (next < byDeadline.length && R.routeOf[byDeadline[next]] >= 0) next++;
    if (!opened) continue;
    for (;;) {
      // Unrouted neighbours of the route's jobs.
      candidates.length = 0;
      const e = endSentinel(p, r);
      for (let x = R.next[startSentinel(p, r)]; x !== e; x = R.next[x]) {
        if (x >= p.nJobs) continue;
        for (let k = 0; k < nb.count[x]; k++) {
          const w = nb.list[x * nb.k + k];
          if (R.routeOf[w] >= 0 || p.jobAssignable[w] === 0 || seen[w] === R.nbMoves) continue;
          seen[w] = R.nbMoves;
          candidates.push(w);
        }
      }
      let bestU = -1;
      let bestAfter = -1;
      let best = Infinity;
      for (const u of candidates) {
        if (!ctx.canServe(u, r) || !hasRoomFor(ctx, u, r)) continue;
        for (let x = startSentinel(p, r); x !== e; x = R.next[x]) {
          const d = insertionDelta(ctx, u, x);
          if (d < best && feasibleWith(ctx, u, x)) {
            best = d;
            bestU = u;
            bestAfter = x;
          }
        }
      }
      if (bestU < 0) break;
      insertJob(ctx, bestU, bestAfter);
      left--;
    }
  }
}

/** End of job u's last time window (Infinity without windows). */
function deadline(ctx: SearchContext, u: number): number {
  const p = ctx.p;
  return p.windowEnd[p.windowOffset[u + 1] - 1];
}
