/** Choice of the integer scales (docs/engine-units.md). */
import type { ProblemInput, SolveOptions } from '../model/input.js';
import { fitScale, maxDistanceBound } from './matrices.js';

export interface Scales {
  distScale: number;
  timeScale: number;
  demandScale: Float64Array;
  nDims: number;
}

/** True when time plays a role: windows, shifts, maximum durations, breaks, time costs or balancing. */
export function needsTime(input: ProblemInput, options: SolveOptions): boolean {
  if (options.objective === 'time' || options.balanceWorkload === true) return true;
  for (const v of input.vehicles) {
    if (
      v.shift !== undefined ||
      v.maxDurationS !== undefined ||
      (v.breaks !== undefined && v.breaks.length > 0)
    )
      return true;
    if (options.objective === 'cost' && (v.costPerHour ?? 0) > 0) return true;
  }
  for (const j of input.jobs) if (j.timeWindows !== undefined && j.timeWindows.length > 0) return true;
  return false;
}

function timeValues(input: ProblemInput): number[] {
  const out: number[] = [];
  for (const v of input.vehicles) {
    if (v.shift) out.push(v.shift.start, v.shift.end);
    if (v.maxDurationS !== undefined) out.push(v.maxDurationS);
    for (const b of v.breaks ?? []) {
      out.push(b.durationS);
      for (const w of b.windows) out.push(w.start, w.end);
    }
  }
  for (const j of input.jobs) {
    if (j.serviceS !== undefined) out.push(j.serviceS);
    for (const w of j.timeWindows ?? []) out.push(w.start, w.end);
  }
  return out;
}

function allMultiplesOf(values: number[], scale: number): boolean {
  for (const x of values)
    if (Math.abs(x * scale - Math.round(x * scale)) > 1e-9 * Math.max(1, Math.abs(x))) return false;
  return true;
}

export function chooseScales(input: ProblemInput, nLoc: number): Scales {
  const loc = input.locations;
  const bound = maxDistanceBound(loc, nLoc);
  let distScale = 1;
  let timeScale = 1;
  if (loc.kind === 'euclidean') {
    const rounding = loc.rounding ?? 'exact';
    const speed = loc.speed ?? 1;
    distScale = rounding === 'nint' ? 1 : rounding === 'trunc1' ? 10 : fitScale(1000, bound);
    const times = timeValues(input);
    if (speed === 1 && rounding === 'nint' && allMultiplesOf(times, 1)) timeScale = 1;
    else if (speed === 1 && rounding === 'trunc1' && allMultiplesOf(times, 10)) timeScale = 10;
    else timeScale = fitScale(1000, (bound / speed) * maxSpeedFactor(input));
  } else {
    fitScale(1, bound * maxSpeedFactor(input));
  }
  let nDims = 0;
  for (const v of input.vehicles) if (v.capacity !== undefined) nDims = v.capacity.length;
  const demandScale = new Float64Array(nDims).fill(1);
  for (let k = 0; k < nDims; k++) {
    const values: number[] = [];
    for (const v of input.vehicles) if (v.capacity !== undefined) values.push(v.capacity[k]);
    for (const j of input.jobs) if (j.demand !== undefined && k < j.demand.length) values.push(j.demand[k]);
    if (!allMultiplesOf(values, 1)) demandScale[k] = 1000;
  }
  return { distScale, timeScale, demandScale, nDims };
}

function maxSpeedFactor(input: ProblemInput): number {
  let m = 1;
  for (const v of input.vehicles) m = Math.max(m, v.speedFactor ?? 1);
  return m;
}
