/**
 * Pre-analysis: can vehicle type t serve job j on its own ([start, j, end] plus the vehicle's breaks)?
 * Fills `p.eligible` and `p.jobAssignable`, and returns for each job that no vehicle can serve the reason
 * and a dispatcher sentence. Checks, in order: pinned vehicle, skills, capacity, max stops, max distance,
 * the job's window reachable, shift (round trip), max duration, breaks.
 */
import type { UnassignedReason } from '../model/result.js';
import type { Problem } from '../problem/problem.js';
import { Seg } from '../search/segment.js';
import { buildSkillMasks, jobStage, Stage } from '../search/single-route.js';
import { explainStage } from './stage-messages.js';

export interface JobVerdict {
  reason: UnassignedReason;
  message: string;
}

const REASON: Record<number, UnassignedReason> = {
  [Stage.Pinned]: 'PINNED_VEHICLE_UNAVAILABLE',
  [Stage.Skill]: 'SKILL_MISSING',
  [Stage.Capacity]: 'CAPACITY_EXCEEDED',
  [Stage.Stops]: 'MAX_STOPS',
  [Stage.Distance]: 'MAX_DISTANCE',
  [Stage.Window]: 'TIME_WINDOW_UNREACHABLE',
  [Stage.Shift]: 'SHIFT_TOO_SHORT',
  [Stage.Duration]: 'MAX_DURATION',
  [Stage.Break]: 'SHIFT_TOO_SHORT',
};

/** Fills eligibility; returns the verdict of every job no vehicle can serve alone (null for the others). */
export function analyseJobs(p: Problem): (JobVerdict | null)[] {
  const masks = buildSkillMasks(p);
  const seg = new Seg(p.nDims);
  const rep = new Int32Array(p.nTypes).fill(-1);
  for (let v = p.nVehicles - 1; v >= 0; v--) rep[p.vType[v]] = v;
  const verdicts: (JobVerdict | null)[] = [];
  let restricted = false;
  for (let j = 0; j < p.nJobs; j++) {
    let bestStage = -1;
    let bestV = -1;
    let ok = false;
    let anyFail = false;
    for (let t = 0; t < p.nTypes; t++) {
      const s = jobStage(p, masks, j, rep[t], seg);
      if (s === Stage.Ok) {
        p.eligible[t * p.nJobs + j] = 1;
        ok = true;
      } else {
        anyFail = true;
        if (s > bestStage) {
          bestStage = s;
          bestV = rep[t];
        }
      }
    }
    p.jobAssignable[j] = ok ? 1 : 0;
    if (ok && anyFail) restricted = true;
    if (ok) {
      verdicts.push(null);
      continue;
    }
    const pin = p.jobPinned[j];
    if (pin >= 0) {
      const s = jobStage(p, masks, j, pin, seg);
      verdicts.push({ reason: REASON[Stage.Pinned], message: explainStage(p, masks, j, pin, s, true) });
    } else {
      verdicts.push({
        reason: REASON[bestStage],
        message: explainStage(p, masks, j, bestV, bestStage, false),
      });
    }
  }
  p.restricted = restricted;
  return verdicts;
}
