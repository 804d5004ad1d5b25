/**
 * Last touches on the returned solution: make every route feasible (removing the jobs whose removal
 * reduces the violation most, lowest priority first on ties) and insert every unassigned job that still fits
 * somewhere without breaking a limit, time permitting. Guarantees a valid answer whatever the search reached.
 */
import type { SearchContext } from './context.js';
import { bestFeasibleInsertion, insertJob, InsertionResult, removeJob } from './insertion.js';
import { endSentinel, startSentinel } from '../problem/problem.js';

const res = new InsertionResult();

function violation(ctx: SearchContext, r: number): number {
  const ex = ctx.routes.rEx;
  const o = r * 4;
  return ex[o] + ex[o + 1] + ex[o + 2] + ex[o + 3];
}

export function makeFeasible(ctx: SearchContext): void {
  const p = ctx.p;
  const R = ctx.routes;
  const s = ctx.s1;
  const ex = new Float64Array(4);
  for (let r = 0; r < R.nR; r++) {
    while (!R.routeFeasible(r)) {
      const now = violation(ctx, r);
      let best = -1;
      let bestScore = Infinity;
      const e = endSentinel(p, r);
      for (let x = R.next[startSentinel(p, r)]; x !== e; x = R.next[x]) {
        if (x >= p.nJobs) continue;
        s.clear();
        R.loadPrefix(s, R.prev[x]);
        R.appendSuffix(s, R.next[x]);
        ctx.cm.routeExcess(s, r, ex);
        const left = ex[0] + ex[1] + ex[2] + ex[3];
        // Largest reduction first; the job's penalty (priority) breaks near-ties.
        const score = (left - now) * 1e6 + p.jobPenalty[x] / (1 + Math.abs(now));
        if (score < bestScore) {
          bestScore = score;
          best = x;
        }
      }
      if (best < 0) break;
      removeJob(ctx, best);
    }
  }
}

/**
 * Inserts unassigned jobs (highest penalty first) wherever they fit feasibly, until `outOfTime` (polled
 * before each job: one O(n) scan) answers true; the jobs left then stay unassigned.
 */
export function fillFeasible(ctx: SearchContext, outOfTime: () => boolean): void {
  const p = ctx.p;
  const R = ctx.routes;
  const jobs: number[] = [];
  for (let j = 0; j < p.nJobs; j++) if (R.routeOf[j] < 0 && p.jobAssignable[j] === 1) jobs.push(j);
  jobs.sort((a, b) => p.jobPenalty[b] - p.jobPenalty[a] || a - b);
  for (const u of jobs) {
    if (outOfTime()) return;
    bestFeasibleInsertion(ctx, u, res);
    if (res.fAfter >= 0) insertJob(ctx, u, res.fAfter);
  }
}
