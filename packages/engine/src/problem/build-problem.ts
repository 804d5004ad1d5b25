/**
 * Builds the internal struct-of-arrays `Problem` from a validated input, once per solve:
 * scales, matrices, vehicles, visits (jobs, breaks, sentinels). Eligibility, job penalties and the
 * objective-dependent coefficients are filled by `analyseJobs` (analysis/pre-analysis.ts) right after.
 */
import type { ProblemInput, SolveOptions, TimeWindow } from '../model/input.js';
import { buildVehicles } from './build-vehicles.js';
import { inverseRank, localityRank, placesOf, planar } from './locality.js';
import {
  buildDistanceMatrix,
  buildTimeMatrix,
  ceilScaled,
  floorScaled,
  isSymmetric,
  type Matrix,
} from './matrices.js';
import { selectWindow, type Problem } from './problem.js';
import { chooseScales, needsTime } from './scales.js';

export function buildProblem(input: ProblemInput, options: SolveOptions): Problem {
  const loc = input.locations;
  const nLoc = loc.kind === 'matrix' ? Math.round(Math.sqrt(loc.distances.length)) : loc.coords.length / 2;
  // Internal location numbers keep nearby places close (locality.ts): `at` maps an input number to its
  // internal one, `inputOf` back.
  const rank = localityRank(loc, nLoc);
  const inputOf = rank === null ? null : inverseRank(rank);
  const at = (l: number): number => (rank === null || l < 0 ? l : rank[l]);
  const sc = chooseScales(input, nLoc);
  const timeMode: 0 | 1 = needsTime(input, options) ? 1 : 0;
  const veh = buildVehicles(input, options, sc);
  for (let r = 0; r < input.vehicles.length; r++) {
    veh.vStart[r] = at(veh.vStart[r]);
    veh.vEnd[r] = at(veh.vEnd[r]);
  }
  const dist = buildDistanceMatrix(loc, nLoc, sc.distScale, inputOf);
  const times: Matrix[] = [];
  if (timeMode === 1)
    for (const f of veh.profileFactor)
      times.push(buildTimeMatrix(loc, nLoc, sc.timeScale, f, dist, sc.distScale, inputOf));
  // Coordinates give symmetric matrices by construction; only given matrices need the O(n^2) check.
  let symmetric = true;
  if (loc.kind === 'matrix') {
    symmetric = isSymmetric(dist, nLoc);
    for (const t of times) if (symmetric && t !== dist) symmetric = isSymmetric(t, nLoc);
  }

  const nJobs = input.jobs.length;
  const nV = input.vehicles.length;
  const breakOffset = new Int32Array(nV + 1);
  input.vehicles.forEach((v, i) => (breakOffset[i + 1] = breakOffset[i] + (v.breaks?.length ?? 0)));
  const nBreaks = breakOffset[nV];
  const firstSentinel = nJobs + nBreaks;
  const nVisits = firstSentinel + 2 * nV;
  const nd = sc.nDims;
  const ts = sc.timeScale;
  const soft = options.timeWindows === 'soft';

  const visitLoc = new Int32Array(nVisits);
  const visitService = new Float64Array(nVisits);
  const visitTwStart = new Float64Array(nVisits);
  const visitTwEnd = new Float64Array(nVisits);
  const visitDemand = new Float64Array(nVisits * nd);
  const visitVehicle = new Int32Array(nVisits).fill(-1);
  const windowOffset = new Int32Array(nVisits + 1);
  const wStart: number[] = [];
  const wEnd: number[] = [];
  const addWindows = (visit: number, windows: TimeWindow[] | undefined, lo: number, hi: number): void => {
    const first = wStart.length;
    windowOffset[visit] = first;
    const sorted = [...(windows ?? [])].sort((a, b) => a.start - b.start);
    for (const w of sorted) {
      const s = ceilScaled(w.start * ts);
      const e = floorScaled(w.end * ts);
      const last = wStart.length - 1;
      // Overlapping windows merge into one.
      if (last >= first && s <= wEnd[last]) wEnd[last] = Math.max(wEnd[last], e);
      else {
        wStart.push(s);
        wEnd.push(e);
      }
    }
    if (wStart.length === first) {
      wStart.push(lo);
      wEnd.push(hi);
    }
    windowOffset[visit + 1] = wStart.length;
    visitTwStart[visit] = wStart[first];
    visitTwEnd[visit] = wEnd[first];
  };

  const jobPinned = new Int32Array(nJobs).fill(-1);
  const vehicleIndex = new Map<string | number, number>();
  input.vehicles.forEach((v, i) => vehicleIndex.set(v.id, i));
  input.jobs.forEach((j, i) => {
    visitLoc[i] = at(j.location);
    visitService[i] = ceilScaled((j.serviceS ?? 0) * ts);
    for (let k = 0; k < nd; k++)
      visitDemand[i * nd + k] =
        j.demand !== undefined && k < j.demand.length ? ceilScaled(j.demand[k] * sc.demandScale[k]) : 0;
    if (j.vehicleId !== undefined && j.vehicleId !== null) jobPinned[i] = vehicleIndex.get(j.vehicleId) ?? -1;
    addWindows(i, j.timeWindows, -Infinity, Infinity);
  });
  const breakIds = new Int32Array(nBreaks);
  input.vehicles.forEach((v, vi) => {
    const order = (v.breaks ?? [])
      .map((b, k) => ({ b, k }))
      .sort((x, y) => minStart(x.b.windows) - minStart(y.b.windows));
    order.forEach(({ b }, k) => {
      const id = nJobs + breakOffset[vi] + k;
      breakIds[breakOffset[vi] + k] = id;
      visitLoc[id] = -1;
      visitService[id] = ceilScaled(b.durationS * ts);
      visitVehicle[id] = vi;
      addWindows(id, b.windows, -Infinity, Infinity);
    });
  });
  for (let r = 0; r < nV; r++) {
    const s = firstSentinel + 2 * r;
    const e = s + 1;
    visitLoc[s] = veh.vStart[r];
    visitLoc[e] = veh.vEnd[r];
    visitVehicle[s] = r;
    visitVehicle[e] = r;
    addWindows(s, undefined, veh.vShiftStart[r], veh.vShiftEnd[r]);
    addWindows(e, undefined, veh.vShiftStart[r], veh.vShiftEnd[r]);
  }

  // Planar positions for polar sectors and angles: from the coordinates, or a matrix's optional positions.
  const places = placesOf(loc);
  let locX: Float64Array | null = null;
  let locY: Float64Array | null = null;
  if (places !== null) {
    locX = new Float64Array(nLoc);
    locY = new Float64Array(nLoc);
    planar(places, inputOf, locX, locY);
  }

  const loadWeight = new Float64Array(nd).fill(1);
  const ref = new Float64Array(nd);
  for (let k = 0; k < nd; k++)
    for (let v = 0; v < nV; v++)
      if (Number.isFinite(veh.vCap[v * nd + k])) ref[k] = Math.max(ref[k], veh.vCap[v * nd + k]);
  for (let k = 1; k < nd; k++) if (ref[k] > 0 && ref[0] > 0) loadWeight[k] = ref[0] / ref[k];

  const softWindows = soft && timeMode === 1;
  const visitLateEnd = new Float64Array(softWindows ? nVisits : 0).fill(Infinity);

  const problem: Problem = {
    input,
    nLoc,
    nJobs,
    nBreaks,
    nVehicles: nV,
    nVisits,
    firstSentinel,
    nDims: nd,
    distScale: sc.distScale,
    timeScale: ts,
    demandScale: sc.demandScale,
    dist,
    times,
    profileFactor: veh.profileFactor,
    symmetric,
    timeMode,
    softWindows,
    lateCoef: 0,
    balanceCoef: 0,
    visitLoc,
    visitService,
    visitTwStart,
    visitTwEnd,
    visitLateEnd,
    windowOffset,
    windowStart: Float64Array.from(wStart),
    windowEnd: Float64Array.from(wEnd),
    visitDemand,
    visitVehicle,
    jobPenalty: new Float64Array(nJobs),
    jobPinned,
    jobAssignable: new Uint8Array(nJobs),
    vStart: veh.vStart,
    vEnd: veh.vEnd,
    vShiftStart: veh.vShiftStart,
    vShiftEnd: veh.vShiftEnd,
    vCap: veh.vCap,
    vMaxDuration: veh.vMaxDuration,
    vMaxDistance: veh.vMaxDistance,
    vMaxStops: veh.vMaxStops,
    vDistCoef: veh.vDistCoef,
    vDurCoef: veh.vDurCoef,
    vFixed: veh.vFixed,
    vProfile: veh.vProfile,
    vType: veh.vType,
    nTypes: veh.nTypes,
    vHeadKey: veh.vHeadKey,
    vTailKey: veh.vTailKey,
    breakOffset,
    breakIds,
    eligible: new Uint8Array(veh.nTypes * nJobs),
    restricted: false,
    loadWeight,
    locX,
    locY,
    locRank: rank,
  };
  for (let j = 0; j < nJobs; j++) selectWindow(problem, j, windowOffset[j]);
  return problem;
}

function minStart(ws: TimeWindow[]): number {
  let m = Infinity;
  for (const w of ws) m = Math.min(m, w.start);
  return m;
}
