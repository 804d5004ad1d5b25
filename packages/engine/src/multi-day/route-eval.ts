/**
 * One crew's route simulated from its start: departure, arrivals, waiting, the end, and every limit the
 * crew has (shift, route duration = the driver's daily hours, distance, stops, capacity).
 */
import type { Prepared } from './prepare.js';

export interface RouteEval {
  /** Leaving the start: the shift start, or later when the first visit's window opens later. */
  startS: number;
  endS: number;
  distM: number;
  durS: number;
}

/** Whether the visits of `seq` plus `extra` (< 0: none) fit the crew's capacity in every dimension. */
export function fitsCapacity(p: Prepared, c: number, seq: ArrayLike<number>, extra = -1): boolean {
  const cap = p.crews[c].capacity;
  if (!cap) return true;
  const { visits } = p;
  for (let dim = 0; dim < cap.length; dim++) {
    let load = extra >= 0 ? (visits[extra].demand[dim] ?? 0) : 0;
    for (let k = 0; k < seq.length; k++) load += visits[seq[k]].demand[dim] ?? 0;
    if (load > cap[dim]) return false;
  }
  return true;
}

/**
 * `seq` with visit `extra` inserted before position `at` (extra < 0: none). Null when infeasible.
 * `starts`, when given, receives each visit's service start (for result building). `capacityChecked`:
 * the caller has already checked the load (fitsCapacity), so only time, distance and stops are.
 */
export function evaluateRoute(
  p: Prepared,
  c: number,
  seq: ArrayLike<number>,
  extra = -1,
  at = -1,
  starts?: number[],
  capacityChecked = false,
): RouteEval | null {
  const crew = p.crews[c];
  const len = seq.length + (extra >= 0 ? 1 : 0);
  if (len > crew.maxStops) return null;
  if (!capacityChecked && !fitsCapacity(p, c, seq, extra)) return null;
  const { n, dist, time, visits } = p;
  const sf = crew.speedFactor;

  let prev = crew.start;
  let t = crew.shiftStart;
  if (len > 0) {
    const first = visits[extra >= 0 && at === 0 ? extra : seq[0]];
    if (first.windows.length > 0) {
      const tt = time[prev * n + first.loc];
      t = Math.max(t, first.windows[0] - (sf === 1 ? tt : Math.ceil(tt * sf)));
    }
  }
  const startS = t;
  let d = 0;
  for (let k = 0; k < len; k++) {
    const vi = extra < 0 || k < at ? seq[k] : k === at ? extra : seq[k - 1];
    const v = visits[vi];
    const leg = prev * n + v.loc;
    d += dist[leg];
    t += sf === 1 ? time[leg] : Math.ceil(time[leg] * sf);
    const w = v.windows;
    if (w.length > 0) {
      let i = 0;
      while (i < w.length && w[i + 1] < t) i += 2;
      if (i >= w.length) return null;
      if (t < w[i]) t = w[i];
    }
    if (starts) starts[k] = t;
    t += v.serviceS;
    prev = v.loc;
  }
  if (crew.end >= 0) {
    const leg = prev * n + crew.end;
    d += dist[leg];
    t += sf === 1 ? time[leg] : Math.ceil(time[leg] * sf);
  }
  if (t > crew.shiftEnd || d > crew.maxDistanceM || t - startS > crew.maxDurationS) return null;
  return { startS, endS: t, distM: d, durS: t - startS };
}
