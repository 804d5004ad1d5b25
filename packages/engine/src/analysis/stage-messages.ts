/** Dispatcher sentences for jobs that no vehicle can serve (pre-analysis verdicts). */
import type { Problem } from '../problem/problem.js';
import { Seg } from '../search/segment.js';
import {
  formatDistance,
  formatDuration,
  formatTime,
  jobName,
  listWords,
  round1,
  vehicleName,
} from './describe.js';
import { evalSingle, Stage, type SkillMasks } from '../search/single-route.js';

export function explainStage(
  p: Problem,
  m: SkillMasks,
  j: number,
  v: number,
  stage: Stage,
  pinned: boolean,
): string {
  const who = jobName(p.input, j);
  const clause = stageClause(p, m, j, v, stage, pinned);
  if (pinned) return `${who} is pinned to ${vehicleName(p.input, v)}, which cannot serve it: ${clause}.`;
  return `${who} ${clause}.`;
}

function stageClause(p: Problem, m: SkillMasks, j: number, v: number, stage: Stage, pinned: boolean): string {
  const input = p.input;
  const job = input.jobs[j];
  const n = p.nLoc;
  switch (stage) {
    case Stage.Pinned:
      return 'it is pinned to another vehicle';
    case Stage.Skill: {
      const needed = job.skills ?? [];
      if (pinned) {
        const has = new Set(input.vehicles[v].skills ?? []);
        return `the vehicle lacks ${listWords(needed.filter((s) => !has.has(s)))}`;
      }
      const offered = new Set(input.vehicles.flatMap((x) => x.skills ?? []));
      const none = needed.filter((s) => !offered.has(s));
      if (none.length > 0) return `needs ${listWords(none)}, which no vehicle offers`;
      return `needs ${listWords(needed)}, which no single vehicle offers together`;
    }
    case Stage.Capacity: {
      const nd = p.nDims;
      let k = 0;
      while (k < nd - 1 && p.visitDemand[j * nd + k] <= p.vCap[v * nd + k]) k++;
      let largest = 0;
      for (let x = 0; x < p.nVehicles; x++) largest = Math.max(largest, p.vCap[x * nd + k]);
      if (pinned) largest = p.vCap[v * nd + k];
      const dim = nd > 1 ? ` (capacity dimension ${k + 1})` : '';
      const demand = round1(p.visitDemand[j * nd + k] / p.demandScale[k]);
      return `needs ${demand}${dim} but the ${pinned ? 'vehicle' : 'largest vehicle'} holds ${round1(largest / p.demandScale[k])}`;
    }
    case Stage.Stops:
      return `cannot be served: the ${pinned ? 'vehicle allows' : 'vehicles allow'} no stops (max stops 0)`;
    case Stage.Distance: {
      const loc = p.visitLoc[j];
      const back = p.vEnd[v] >= 0 ? p.dist[loc * n + p.vEnd[v]] : 0;
      const rt = (p.dist[p.vStart[v] * n + loc] + back) / p.distScale;
      return `is too far: the round trip of ${formatDistance(input, rt)} exceeds the maximum route distance (${formatDistance(input, p.vMaxDistance[v] / p.distScale)})`;
    }
    case Stage.Window: {
      const time = p.times[p.vProfile[v]];
      const arrive = (p.vShiftStart[v] + time[p.vStart[v] * n + p.visitLoc[j]]) / p.timeScale;
      const ws = (job.timeWindows ?? []).map(
        (w) => `${formatTime(input, w.start)}-${formatTime(input, w.end)}`,
      );
      if (Number.isFinite(arrive))
        return `cannot be reached within its time window (${ws.join(', ')}): the earliest arrival from the depot is ${formatTime(input, arrive)}`;
      return `cannot be reached within its time window (${ws.join(', ')}) during the shift`;
    }
    case Stage.Shift: {
      const seg = new Seg(p.nDims);
      evalSingle(p, v, j, -1, seg);
      const end = (seg.e + seg.d) / p.timeScale;
      const shiftEnd = formatTime(input, p.vShiftEnd[v] / p.timeScale);
      if (Number.isFinite(end))
        return `cannot be served within ${pinned ? 'the' : 'any'} shift: serving it and returning takes until ${formatTime(input, end)}, after the shift ends (${shiftEnd})`;
      return `cannot be served within ${pinned ? 'the' : 'any'} shift (ends ${shiftEnd})`;
    }
    case Stage.Duration: {
      const seg = new Seg(p.nDims);
      evalSingle(p, v, j, -1, seg);
      return `needs a route of ${formatDuration(input, seg.d / p.timeScale)}, longer than the maximum route time (${formatDuration(input, p.vMaxDuration[v] / p.timeScale)})`;
    }
    case Stage.Break:
      return `cannot be served together with the driver's break within the shift`;
    default:
      return 'cannot be served';
  }
}
