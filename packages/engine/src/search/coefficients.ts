/**
 * Objective-dependent weights, set once after the pre-analysis (docs/engine.md, "Objective"):
 * - unassigned penalty: 10 x the dearest "serve this job alone" cost over all jobs, times a priority
 *   weight (low 1, medium 2, high 4, urgent 8 with prioritizeUrgent; all 1 without), so the search serves
 *   every job it can and drops low priorities first;
 * - lateness (soft windows): `latenessCostPerHour` converted, or by default 10 x the objective cost of one
 *   unit of driving time;
 * - balance: a route of duration D adds `c x D^2 / H` (c: objective cost of one unit of driving time, H: the
 *   mean shift length or, without shifts, an estimate of the mean route duration).
 */
import type { Priority, SolveOptions } from '../model/input.js';
import { internalLoc, type Problem } from '../problem/problem.js';
import { CostModel } from './cost-model.js';
import { Seg } from './segment.js';
import { evalSingle } from './single-route.js';

const WEIGHTS: Record<Priority, number> = { low: 1, medium: 2, high: 4, urgent: 8 };

export function setCoefficients(p: Problem, options: SolveOptions): void {
  const cm = new CostModel(p);
  const seg = new Seg(p.nDims);
  const rep = new Int32Array(p.nTypes).fill(-1);
  for (let v = p.nVehicles - 1; v >= 0; v--) rep[p.vType[v]] = v;
  let dearest = 0;
  for (let j = 0; j < p.nJobs; j++) {
    if (p.jobAssignable[j] === 0) continue;
    let cheapest = Infinity;
    for (let t = 0; t < p.nTypes; t++) {
      if (p.eligible[t * p.nJobs + j] === 0) continue;
      evalSingle(p, rep[t], j, -1, seg);
      cheapest = Math.min(cheapest, cm.routeObjective(seg, rep[t]));
    }
    if (Number.isFinite(cheapest)) dearest = Math.max(dearest, cheapest);
  }
  const timeCost = drivingCostPerTimeUnit(p);
  const base = 10 * Math.max(dearest, 1);
  const byPriority = options.prioritizeUrgent !== false;
  for (let j = 0; j < p.nJobs; j++) {
    const w = byPriority ? WEIGHTS[p.input.jobs[j].priority ?? 'medium'] : 1;
    p.jobPenalty[j] = base * w;
  }
  if (p.softWindows) {
    const perHour = options.latenessCostPerHour;
    if (perHour === undefined) p.lateCoef = 10 * timeCost;
    else {
      const objective = options.objective ?? 'distance';
      // Objective units per scaled time unit: metres (scaled), seconds (scaled) or money.
      const unit = objective === 'distance' ? p.distScale : objective === 'time' ? p.timeScale : 1;
      p.lateCoef = (perHour * unit) / (3600 * p.timeScale);
    }
  }
  if (options.balanceWorkload === true && p.timeMode === 1) p.balanceCoef = timeCost / referenceDuration(p);
}

/** Objective cost of one scaled time unit of driving (mean over vehicles, matrix-sampled speed). */
export function drivingCostPerTimeUnit(p: Problem): number {
  if (p.timeMode === 0) return 1;
  const n = Math.min(p.nLoc, 60);
  let sd = 0;
  let st = 0;
  const t = p.times[0];
  // The first n places of the input (internal numbers differ, locality.ts).
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const a = internalLoc(p, i) * p.nLoc + internalLoc(p, j);
      sd += p.dist[a];
      st += t[a];
    }
  const ratio = st > 0 ? sd / st : 1;
  let c = 0;
  for (let v = 0; v < p.nVehicles; v++)
    c += (p.vDistCoef[v] * ratio) / p.profileFactor[p.vProfile[v]] + p.vDurCoef[v];
  c /= p.nVehicles;
  return c > 0 ? c : 1;
}

function referenceDuration(p: Problem): number {
  let sum = 0;
  let count = 0;
  for (let v = 0; v < p.nVehicles; v++) {
    const len = p.vShiftEnd[v] - p.vShiftStart[v];
    if (Number.isFinite(len) && len > 0) {
      sum += len;
      count++;
    }
  }
  if (count > 0) return sum / count;
  // No shifts: total service plus a return trip to every job, spread over the fleet.
  let total = 0;
  const t = p.times[0];
  for (let j = 0; j < p.nJobs; j++) total += p.visitService[j] + 2 * t[p.vStart[0] * p.nLoc + p.visitLoc[j]];
  return Math.max(1, total / p.nVehicles);
}
