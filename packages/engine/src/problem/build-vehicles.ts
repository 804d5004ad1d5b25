/** Per-vehicle arrays of the internal problem (scaled), speed profiles, types and head/tail keys. */
import type { ProblemInput, SolveOptions } from '../model/input.js';
import { ceilScaled, floorScaled } from './matrices.js';
import type { Scales } from './scales.js';

export interface VehicleArrays {
  vStart: Int32Array;
  vEnd: Int32Array;
  vShiftStart: Float64Array;
  vShiftEnd: Float64Array;
  vCap: Float64Array;
  vMaxDuration: Float64Array;
  vMaxDistance: Float64Array;
  vMaxStops: Float64Array;
  vDistCoef: Float64Array;
  vDurCoef: Float64Array;
  vFixed: Float64Array;
  vProfile: Int32Array;
  profileFactor: Float64Array;
  vType: Int32Array;
  nTypes: number;
  vHeadKey: Int32Array;
  vTailKey: Int32Array;
}

export function buildVehicles(input: ProblemInput, options: SolveOptions, sc: Scales): VehicleArrays {
  const vs = input.vehicles;
  const nV = vs.length;
  const nd = sc.nDims;
  const out: VehicleArrays = {
    vStart: new Int32Array(nV),
    vEnd: new Int32Array(nV),
    vShiftStart: new Float64Array(nV),
    vShiftEnd: new Float64Array(nV),
    vCap: new Float64Array(nV * nd),
    vMaxDuration: new Float64Array(nV),
    vMaxDistance: new Float64Array(nV),
    vMaxStops: new Float64Array(nV),
    vDistCoef: new Float64Array(nV),
    vDurCoef: new Float64Array(nV),
    vFixed: new Float64Array(nV),
    vProfile: new Int32Array(nV),
    profileFactor: new Float64Array(0),
    vType: new Int32Array(nV),
    nTypes: 0,
    vHeadKey: new Int32Array(nV),
    vTailKey: new Int32Array(nV),
  };
  const factors: number[] = [1];
  const objective = options.objective ?? 'distance';
  const anyCost = vs.some((v) => (v.costPerKm ?? 0) > 0 || (v.costPerHour ?? 0) > 0);
  const pinned = new Set<string | number>();
  for (const j of input.jobs) if (j.vehicleId !== undefined && j.vehicleId !== null) pinned.add(j.vehicleId);
  const typeKeys = new Map<string, number>();
  const headKeys = new Map<string, number>();
  const tailKeys = new Map<string, number>();
  vs.forEach((v, i) => {
    out.vStart[i] = v.start;
    out.vEnd[i] = v.end === undefined || v.end === null ? -1 : v.end;
    out.vShiftStart[i] = v.shift ? ceilScaled(v.shift.start * sc.timeScale) : -Infinity;
    out.vShiftEnd[i] = v.shift ? floorScaled(v.shift.end * sc.timeScale) : Infinity;
    for (let k = 0; k < nd; k++)
      out.vCap[i * nd + k] =
        v.capacity === undefined ? Infinity : floorScaled(v.capacity[k] * sc.demandScale[k]);
    out.vMaxDuration[i] =
      v.maxDurationS === undefined ? Infinity : floorScaled(v.maxDurationS * sc.timeScale);
    out.vMaxDistance[i] =
      v.maxDistanceM === undefined ? Infinity : floorScaled(v.maxDistanceM * sc.distScale);
    out.vMaxStops[i] = v.maxStops === undefined ? Infinity : v.maxStops;
    if (objective === 'distance') out.vDistCoef[i] = 1;
    else if (objective === 'time') out.vDurCoef[i] = 1;
    else {
      // Money per scaled metre / second; with no cost data at all, 1 per km keeps the objective meaningful.
      const perKm = anyCost ? (v.costPerKm ?? 0) : 1;
      out.vDistCoef[i] = perKm / (1000 * sc.distScale);
      out.vDurCoef[i] = (v.costPerHour ?? 0) / (3600 * sc.timeScale);
      out.vFixed[i] = v.fixedCost ?? 0;
    }
    const f = v.speedFactor ?? 1;
    let prof = factors.indexOf(f);
    if (prof < 0) {
      prof = factors.length;
      factors.push(f);
    }
    out.vProfile[i] = prof;
    const unique = pinned.has(v.id) || (v.breaks !== undefined && v.breaks.length > 0);
    const key = unique
      ? `#${i}`
      : JSON.stringify([
          v.start,
          out.vEnd[i],
          v.shift ?? null,
          v.capacity ?? null,
          v.maxDurationS ?? null,
          v.maxDistanceM ?? null,
          v.maxStops ?? null,
          out.vDistCoef[i],
          out.vDurCoef[i],
          out.vFixed[i],
          f,
          [...(v.skills ?? [])].sort(),
        ]);
    out.vType[i] = intern(typeKeys, key);
    const win = [out.vShiftStart[i], out.vShiftEnd[i], prof];
    out.vHeadKey[i] = intern(headKeys, JSON.stringify([v.start, ...win]));
    out.vTailKey[i] = intern(tailKeys, JSON.stringify([out.vEnd[i], ...win]));
  });
  out.nTypes = typeKeys.size;
  out.profileFactor = Float64Array.from(factors);
  return out;
}

function intern(m: Map<string, number>, key: string): number {
  let id = m.get(key);
  if (id === undefined) {
    id = m.size;
    m.set(key, id);
  }
  return id;
}
