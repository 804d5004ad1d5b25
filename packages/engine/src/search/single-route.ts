/**
 * One job alone on one vehicle: [start, j, end] (plus the vehicle's breaks). Used by the pre-analysis and by
 * the messages explaining why a job cannot be served.
 */
import { endSentinel, selectWindow, startSentinel, type Problem } from '../problem/problem.js';
import type { Seg } from './segment.js';
import { pushVisit } from './segment.js';

export enum Stage {
  Pinned = 0,
  Skill = 1,
  Capacity = 2,
  Stops = 3,
  Distance = 4,
  Window = 5,
  Shift = 6,
  Duration = 7,
  Break = 8,
  Ok = 100,
}

/** Skill bitmasks: words per owner, 32 skills per word. */
export interface SkillMasks {
  words: number;
  vehicle: Uint32Array;
  job: Uint32Array;
  names: string[];
}

export function buildSkillMasks(p: Problem): SkillMasks {
  const names: string[] = [];
  const index = new Map<string, number>();
  const id = (s: string): number => {
    let k = index.get(s);
    if (k === undefined) {
      k = names.length;
      names.push(s);
      index.set(s, k);
    }
    return k;
  };
  for (const v of p.input.vehicles) for (const s of v.skills ?? []) id(s);
  for (const j of p.input.jobs) for (const s of j.skills ?? []) id(s);
  const words = Math.max(1, Math.ceil(names.length / 32));
  const vehicle = new Uint32Array(p.nVehicles * words);
  const job = new Uint32Array(p.nJobs * words);
  p.input.vehicles.forEach((v, i) => {
    for (const s of v.skills ?? []) vehicle[i * words + (id(s) >>> 5)] |= 1 << (id(s) & 31);
  });
  p.input.jobs.forEach((j, i) => {
    for (const s of j.skills ?? []) job[i * words + (id(s) >>> 5)] |= 1 << (id(s) & 31);
  });
  return { words, vehicle, job, names };
}

export function hasSkills(m: SkillMasks, j: number, v: number): boolean {
  for (let w = 0; w < m.words; w++) {
    const need = m.job[j * m.words + w];
    if ((need & m.vehicle[v * m.words + w]) >>> 0 !== need) return false;
  }
  return true;
}

/** Evaluates [start, breaks < k, j, breaks >= k, end] for vehicle v into seg; k < 0: without breaks. */
export function evalSingle(p: Problem, v: number, j: number, k: number, seg: Seg): void {
  seg.clear();
  const time = p.timeMode === 1 ? p.times[p.vProfile[v]] : null;
  const push = (x: number): void => pushVisit(seg, p, x, time);
  push(startSentinel(p, v));
  if (k < 0) {
    push(j);
    push(endSentinel(p, v));
    return;
  }
  const b0 = p.breakOffset[v];
  const b1 = p.breakOffset[v + 1];
  for (let b = b0; b < b1; b++) {
    if (b - b0 === k && j >= 0) push(j);
    push(p.breakIds[b]);
  }
  if (b1 - b0 <= k && j >= 0) push(j);
  push(endSentinel(p, v));
}

/** Time verdict of j alone on v, trying every window of j and every break position. */
function timeStage(p: Problem, v: number, j: number, seg: Seg): Stage {
  const nb = p.breakOffset[v + 1] - p.breakOffset[v];
  const saveW = currentWindow(p, j);
  let best: Stage = Stage.Window;
  for (let w = p.windowOffset[j]; w < p.windowOffset[j + 1] && best !== Stage.Ok; w++) {
    selectWindow(p, j, w);
    // Without breaks first, to tell a break problem from a shift problem.
    const s = routeStage(p, v, j, -1, seg);
    if (s !== Stage.Ok) {
      if (s > best) best = s;
      continue;
    }
    if (nb === 0) best = Stage.Ok;
    else {
      for (let k = 0; k <= nb && best !== Stage.Ok; k++)
        if (routeStage(p, v, j, k, seg) === Stage.Ok) best = Stage.Ok;
      if (best !== Stage.Ok) best = Stage.Break;
    }
  }
  selectWindow(p, j, saveW);
  return best;
}

/** k = -1: without breaks. */
function routeStage(p: Problem, v: number, j: number, k: number, seg: Seg): Stage {
  if (k < 0 && !p.softWindows) {
    // Window reachable: earliest arrival at j before the window closes (hard windows only).
    const time = p.times[p.vProfile[v]];
    const arrive = p.vShiftStart[v] + time[p.vStart[v] * p.nLoc + p.visitLoc[j]];
    if (arrive > p.visitTwEnd[j] || p.visitTwStart[j] > p.vShiftEnd[v]) return Stage.Window;
  }
  evalSingle(p, v, j, k, seg);
  if (seg.tw > 0) return k < 0 ? Stage.Shift : Stage.Break;
  if (seg.d > p.vMaxDuration[v]) return k < 0 ? Stage.Duration : Stage.Break;
  return Stage.Ok;
}

export function jobStage(p: Problem, m: SkillMasks, j: number, v: number, seg: Seg): Stage {
  const pin = p.jobPinned[j];
  if (pin >= 0 && p.vType[pin] !== p.vType[v]) return Stage.Pinned;
  if (!hasSkills(m, j, v)) return Stage.Skill;
  const nd = p.nDims;
  for (let k = 0; k < nd; k++) if (p.visitDemand[j * nd + k] > p.vCap[v * nd + k]) return Stage.Capacity;
  if (p.vMaxStops[v] < 1) return Stage.Stops;
  const n = p.nLoc;
  const loc = p.visitLoc[j];
  const back = p.vEnd[v] >= 0 ? p.dist[loc * n + p.vEnd[v]] : 0;
  if (p.dist[p.vStart[v] * n + loc] + back > p.vMaxDistance[v]) return Stage.Distance;
  if (p.timeMode === 1) return timeStage(p, v, j, seg);
  return Stage.Ok;
}

/** Index of the window currently selected for visit x. */
export function currentWindow(p: Problem, x: number): number {
  for (let w = p.windowOffset[x]; w < p.windowOffset[x + 1]; w++)
    if (p.windowStart[w] === p.visitTwStart[x]) return w;
  return p.windowOffset[x];
}
