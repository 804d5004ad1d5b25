/**
 * Self-adjusting penalty weights (Vidal 2022): one weight per constraint family (load, time, distance,
 * stops). Every INTERVAL local-search results, a weight grows x INCREASE[k] when fewer than TARGET - 5% of
 * them were feasible for that family and shrinks x DECREASE[k] when more than TARGET + 5% were. Weights start at the
 * objective cost of "one unit" of the family (so penalties speak the objective's language) and stay within
 * [start / 100, start * 1e5].
 */
import { drivingCostPerTimeUnit } from './coefficients.js';
import type { Problem } from '../problem/problem.js';
import type { CostModel } from './cost-model.js';

/** Adaptation: PyVRP's feasible band, checked every 25 results rather than 100 (short budgets). */
const TARGET = 0.43;
const INTERVAL = 25;
/**
 * Steps per family (load, time, distance, stops). Time, distance and stops take PyVRP's tuned x1.34 / x0.32:
 * HGS's gentler steps adapt too slowly for Solomon's tight windows in a short run. Load takes HGS-CVRP's
 * x1.2 / x0.85: with PyVRP's, the load weight swung threefold between checks, and on CVRPLIB X with long routes
 * (X-n573-k30, 19 jobs a route) each offspring went deep into overload and its repair took ~900 moves; the
 * gentle steps doubled the iterations per second there (docs/benchmarks.md, "CVRPLIB X, 573-716 customers").
 */
const INCREASE = [1.2, 1.34, 1.34, 1.34];
const DECREASE = [0.85, 0.32, 0.32, 0.32];

export class PenaltyManager {
  private readonly base = new Float64Array(4);
  private readonly value = new Float64Array(4);
  private readonly feasibleCount = new Int32Array(4);
  private samples = 0;

  constructor(p: Problem) {
    // Mean objective cost of an arc and mean demand (dimension-weighted) set the load weight, as in HGS.
    const n = Math.min(p.nLoc, 100);
    let arc = 0;
    let cnt = 0;
    let dc = 0;
    for (let v = 0; v < p.nVehicles; v++) dc += p.vDistCoef[v];
    dc = dc / p.nVehicles;
    const timeCost = drivingCostPerTimeUnit(p);
    const t = p.timeMode === 1 ? p.times[0] : null;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        arc += dc * p.dist[i * p.nLoc + j] + (t !== null && dc === 0 ? timeCost * t[i * p.nLoc + j] : 0);
        cnt++;
      }
    arc = cnt > 0 ? arc / cnt : 1;
    if (!(arc > 0)) arc = 1;
    let demand = 0;
    let jobs = 0;
    for (let j = 0; j < p.nJobs; j++) {
      let d = 0;
      for (let k = 0; k < p.nDims; k++) d += p.visitDemand[j * p.nDims + k] * p.loadWeight[k];
      demand += d;
      jobs++;
    }
    demand = jobs > 0 && demand > 0 ? demand / jobs : 1;
    this.base[0] = arc / demand;
    this.base[1] = timeCost;
    this.base[2] = dc > 0 ? dc : timeCost;
    this.base[3] = arc;
    this.value.set(this.base);
  }

  apply(cm: CostModel, factor = 1): void {
    cm.penLoad = this.value[0] * factor;
    cm.penTw = this.value[1] * factor;
    cm.penDist = this.value[2] * factor;
    cm.penStops = this.value[3] * factor;
  }

  /** Records one local-search result's excess per family; returns true when the weights changed. */
  record(excess: Float64Array): boolean {
    for (let k = 0; k < 4; k++) if (excess[k] <= 0) this.feasibleCount[k]++;
    if (++this.samples < INTERVAL) return false;
    for (let k = 0; k < 4; k++) {
      const frac = this.feasibleCount[k] / this.samples;
      if (frac < TARGET - 0.05) this.value[k] = Math.min(this.base[k] * 1e5, this.value[k] * INCREASE[k]);
      else if (frac > TARGET + 0.05)
        this.value[k] = Math.max(this.base[k] / 100, this.value[k] * DECREASE[k]);
    }
    this.feasibleCount.fill(0);
    this.samples = 0;
    return true;
  }
}
