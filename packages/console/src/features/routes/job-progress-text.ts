import type { OptimizationJob } from '@routier/sdk';

const UNIT = { distance: 'km', time: 'min', cost: '$' } as const;

function bestCostText(job: OptimizationJob): string | null {
  const { bestCost, objective } = job.progress;
  if (bestCost === null) return null;
  const best =
    objective === 'cost' ? `best $${bestCost.toFixed(2)}` : `best ${bestCost.toFixed(1)} ${UNIT[objective]}`;
  const out = job.progress.unassigned ?? 0;
  return out > 0 ? `${best} (${out} ${out === 1 ? 'stop' : 'stops'} left out)` : best;
}

/** One line under the progress bar: 'Searching: 40% · 4.0 s · best 412.7 km', '1 of 2 routes done'. */
export function jobProgressText(job: OptimizationJob | null): string {
  if (!job) return 'Starting the optimisation…';
  if (job.status === 'queued') return 'Waiting for a free solver…';
  const { percent, elapsedMs, routesDone, routesTotal } = job.progress;
  const parts: string[] = [];
  if (routesTotal !== null && routesTotal !== undefined)
    parts.push(`${routesDone ?? 0} of ${routesTotal} routes done`);
  else parts.push(`Searching: ${Math.round(percent)}%`);
  parts.push(`${(elapsedMs / 1000).toFixed(1)} s of ${job.timeLimitSeconds} s`);
  const best = bestCostText(job);
  if (best) parts.push(best);
  if (job.status === 'cancelled') return 'Cancelled';
  return parts.join(' · ');
}
