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

/**
 * `seq` with visit `extra` inserted before position `at` (extra < 0: none). Null when infeasible.
 * `starts`, when given, receives each visit's service start (for result building).
 */
export function evaluateRoute(
  p: Prepared,
  c: number,
  seq: ArrayLike<number>,
  extra = -1,
  at = -1,
  starts?: number[],
): RouteEval | null {
  const crew = p.crews[c];
  const len = seq.length + (extra >= 0 ? 1 : 0);
  if (len > crew.maxStops) return null;
  const { n, dist, time, visits } = p;
  const sf = crew.speedFactor;
  const at_ = (k: number): number => (extra < 0 || k < at ? seq[k] : k === at ? extra : seq[k - 1]);
  const travel = (a: number, b: number): number =>
    sf === 1 ? time[a * n + b] : Math.ceil(time[a * n + b] * sf);

  const cap = crew.capacity;
  if (cap) {
    for (let dim = 0; dim < cap.length; dim++) {
      let load = 0;
      for (let k = 0; k < len; k++) load += visits[at_(k)].demand[dim] ?? 0;
      if (load > cap[dim]) return null;
    }
  }

  let prev = crew.start;
  let t = crew.shiftStart;
  if (len > 0) {
    const first = visits[at_(0)];
    if (first.windows.length > 0) t = Math.max(t, first.windows[0] - travel(prev, first.loc));
  }
  const startS = t;
  let d = 0;
  for (let k = 0; k < len; k++) {
    const v = visits[at_(k)];
    d += dist[prev * n + v.loc];
    t += travel(prev, v.loc);
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
    d += dist[prev * n + crew.end];
    t += travel(prev, crew.end);
  }
  if (t > crew.shiftEnd || d > crew.maxDistanceM || t - startS > crew.maxDurationS) return null;
  return { startS, endS: t, distM: d, durS: t - startS };
}
