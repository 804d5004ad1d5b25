/**
 * Route cost = objective part + penalised constraint excess (the search is allowed to be infeasible; the
 * penalty weights self-adjust). Objective part: fixedCost (if used) + distCoef x distance + durCoef x
 * duration (+ lateness cost with soft windows, + balance term). Penalties: load excess (weighted per
 * dimension), time warp (hard windows, breaks, shift end), duration over the maximum, distance over the maximum,
 * stops over the maximum. A route without jobs costs 0 (the vehicle is not used).
 */
import type { Problem } from '../problem/problem.js';
import type { Seg } from './segment.js';

export class CostModel {
  penLoad = 1;
  penTw = 1;
  penDist = 1;
  penStops = 1;
  readonly p: Problem;

  constructor(p: Problem) {
    this.p = p;
  }

  /** Penalised cost of a complete route (start sentinel ... end sentinel) served by vehicle v. */
  routeCost(s: Seg, v: number): number {
    if (s.jobs === 0) return 0;
    const p = this.p;
    let c = p.vFixed[v] + p.vDistCoef[v] * s.dist;
    if (p.timeMode === 1) {
      const d = s.d;
      c += p.vDurCoef[v] * d;
      c += this.penTw * s.tw;
      if (p.softWindows) c += p.lateCoef * s.tw2;
      const dx = d - p.vMaxDuration[v];
      if (dx > 0) c += this.penTw * dx;
      if (p.balanceCoef > 0) c += p.balanceCoef * d * d;
    }
    return this.withLimits(v, c, s.dist, s.jobs, s.load);
  }

  /** `c` plus the penalties of vehicle v's capacity, distance and stop limits, added in that order. */
  withLimits(v: number, c: number, dist: number, jobs: number, load: Float64Array): number {
    const p = this.p;
    if (p.nDims > 0) c += this.penLoad * this.loadExcess(v, load);
    const xd = dist - p.vMaxDistance[v];
    if (xd > 0) c += this.penDist * xd;
    const xs = jobs - p.vMaxStops[v];
    if (xs > 0) c += this.penStops * xs;
    return c;
  }

  /** Vehicle v's load over its capacity, weighted per dimension (before the penalty weight penLoad). */
  loadExcess(v: number, load: Float64Array): number {
    const p = this.p;
    const nd = p.nDims;
    const off = v * nd;
    let ex = 0;
    for (let k = 0; k < nd; k++) {
      const x = load[k] - p.vCap[off + k];
      if (x > 0) ex += x * p.loadWeight[k];
    }
    return ex;
  }

  /** Objective part only (what a feasible solution really costs). */
  routeObjective(s: Seg, v: number): number {
    if (s.jobs === 0) return 0;
    const p = this.p;
    let c = p.vFixed[v] + p.vDistCoef[v] * s.dist;
    if (p.timeMode === 1) {
      c += p.vDurCoef[v] * s.d;
      if (p.softWindows) c += p.lateCoef * s.tw2;
      if (p.balanceCoef > 0) c += p.balanceCoef * s.d * s.d;
    }
    return c;
  }

  /** True when the complete route in s violates no constraint (soft lateness allowed). */
  feasible(s: Seg, v: number): boolean {
    if (s.jobs === 0) return true;
    const p = this.p;
    if (s.jobs > p.vMaxStops[v] || s.dist > p.vMaxDistance[v]) return false;
    const nd = p.nDims;
    for (let k = 0; k < nd; k++) if (s.load[k] > p.vCap[v * nd + k]) return false;
    if (p.timeMode === 1) {
      if (s.d > p.vMaxDuration[v]) return false;
      if (s.tw > 0) return false;
    }
    return true;
  }

  /** Writes the excess of each constraint family into out[0..3]: load, time, distance, stops. */
  routeExcess(s: Seg, v: number, out: Float64Array): void {
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    out[3] = 0;
    if (s.jobs === 0) return;
    const p = this.p;
    const nd = p.nDims;
    for (let k = 0; k < nd; k++) {
      const x = s.load[k] - p.vCap[v * nd + k];
      if (x > 0) out[0] += x * p.loadWeight[k];
    }
    if (p.timeMode === 1) {
      out[1] = s.tw + Math.max(0, s.d - p.vMaxDuration[v]);
    }
    out[2] = Math.max(0, s.dist - p.vMaxDistance[v]);
    out[3] = Math.max(0, s.jobs - p.vMaxStops[v]);
  }
}
