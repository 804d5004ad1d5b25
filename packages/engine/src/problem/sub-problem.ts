/**
 * A sub-problem: some of a problem's jobs and vehicles, as a problem of its own for the decomposition
 * (search/decompose.ts). Locations and matrices are shared, not copied: a sub-problem's visits keep their
 * location indices. Only problems without breaks or pinned jobs are cut this way (`decomposable`).
 */
import type { Problem } from './problem.js';

/**
 * A problem made of `jobs` (the parent's job ids; sub-job i is jobs[i]) and `vehicles` (sub-vehicle k is
 * vehicles[k]), with everything the pre-analysis and the coefficients set copied from the parent.
 */
export function subProblem(p: Problem, jobs: Int32Array, vehicles: Int32Array): Problem {
  const m = jobs.length;
  const nV = vehicles.length;
  const nd = p.nDims;
  const firstSentinel = m;
  const nVisits = m + 2 * nV;
  // Parent visit of every sub-visit: jobs first, then each vehicle's two sentinels.
  const from = new Int32Array(nVisits);
  from.set(jobs);
  for (let k = 0; k < nV; k++) {
    from[m + 2 * k] = p.firstSentinel + 2 * vehicles[k];
    from[m + 2 * k + 1] = p.firstSentinel + 2 * vehicles[k] + 1;
  }

  const visitLoc = new Int32Array(nVisits);
  const visitService = new Float64Array(nVisits);
  const visitTwStart = new Float64Array(nVisits);
  const visitTwEnd = new Float64Array(nVisits);
  const visitLateEnd = new Float64Array(p.softWindows ? nVisits : 0);
  const visitDemand = new Float64Array(nVisits * nd);
  const visitVehicle = new Int32Array(nVisits).fill(-1);
  const windowOffset = new Int32Array(nVisits + 1);
  const windowStart: number[] = [];
  const windowEnd: number[] = [];
  for (let x = 0; x < nVisits; x++) {
    const y = from[x];
    visitLoc[x] = p.visitLoc[y];
    visitService[x] = p.visitService[y];
    visitTwStart[x] = p.visitTwStart[y];
    visitTwEnd[x] = p.visitTwEnd[y];
    if (p.softWindows) visitLateEnd[x] = p.visitLateEnd[y];
    for (let d = 0; d < nd; d++) visitDemand[x * nd + d] = p.visitDemand[y * nd + d];
    windowOffset[x] = windowStart.length;
    for (let w = p.windowOffset[y]; w < p.windowOffset[y + 1]; w++) {
      windowStart.push(p.windowStart[w]);
      windowEnd.push(p.windowEnd[w]);
    }
  }
  windowOffset[nVisits] = windowStart.length;
  for (let k = 0; k < nV; k++) {
    visitVehicle[m + 2 * k] = k;
    visitVehicle[m + 2 * k + 1] = k;
  }

  const perJob = <T extends Float64Array | Int32Array | Uint8Array>(a: T, out: T): T => {
    for (let i = 0; i < m; i++) out[i] = a[jobs[i]];
    return out;
  };
  const perVehicle = <T extends Float64Array | Int32Array>(a: T, out: T, width = 1): T => {
    for (let k = 0; k < nV; k++)
      for (let d = 0; d < width; d++) out[k * width + d] = a[vehicles[k] * width + d];
    return out;
  };
  const eligible = new Uint8Array(p.nTypes * m);
  for (let t = 0; t < p.nTypes; t++)
    for (let i = 0; i < m; i++) eligible[t * m + i] = p.eligible[t * p.nJobs + jobs[i]];

  return {
    input: p.input,
    nLoc: p.nLoc,
    nJobs: m,
    nBreaks: 0,
    nVehicles: nV,
    nVisits,
    firstSentinel,
    nDims: nd,
    distScale: p.distScale,
    timeScale: p.timeScale,
    demandScale: p.demandScale,
    dist: p.dist,
    times: p.times,
    profileFactor: p.profileFactor,
    symmetric: p.symmetric,
    timeMode: p.timeMode,
    softWindows: p.softWindows,
    lateCoef: p.lateCoef,
    balanceCoef: p.balanceCoef,
    visitLoc,
    visitService,
    visitTwStart,
    visitTwEnd,
    visitLateEnd,
    windowOffset,
    windowStart: Float64Array.from(windowStart),
    windowEnd: Float64Array.from(windowEnd),
    visitDemand,
    visitVehicle,
    jobPenalty: perJob(p.jobPenalty, new Float64Array(m)),
    jobPinned: new Int32Array(m).fill(-1),
    jobAssignable: perJob(p.jobAssignable, new Uint8Array(m)),
    vStart: perVehicle(p.vStart, new Int32Array(nV)),
    vEnd: perVehicle(p.vEnd, new Int32Array(nV)),
    vShiftStart: perVehicle(p.vShiftStart, new Float64Array(nV)),
    vShiftEnd: perVehicle(p.vShiftEnd, new Float64Array(nV)),
    vCap: perVehicle(p.vCap, new Float64Array(nV * nd), nd),
    vMaxDuration: perVehicle(p.vMaxDuration, new Float64Array(nV)),
    vMaxDistance: perVehicle(p.vMaxDistance, new Float64Array(nV)),
    vMaxStops: perVehicle(p.vMaxStops, new Float64Array(nV)),
    vDistCoef: perVehicle(p.vDistCoef, new Float64Array(nV)),
    vDurCoef: perVehicle(p.vDurCoef, new Float64Array(nV)),
    vFixed: perVehicle(p.vFixed, new Float64Array(nV)),
    vProfile: perVehicle(p.vProfile, new Int32Array(nV)),
    vType: perVehicle(p.vType, new Int32Array(nV)),
    nTypes: p.nTypes,
    vHeadKey: perVehicle(p.vHeadKey, new Int32Array(nV)),
    vTailKey: perVehicle(p.vTailKey, new Int32Array(nV)),
    breakOffset: new Int32Array(nV + 1),
    breakIds: new Int32Array(0),
    eligible,
    restricted: p.restricted,
    loadWeight: p.loadWeight,
    locX: p.locX,
    locY: p.locY,
    locRank: p.locRank,
  };
}
