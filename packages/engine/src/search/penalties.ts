/**
 * Self-adjusting penalty weights (Vidal 2022): one weight per constraint family (load, time, distance,
 * stops). Every INTERVAL local-search results, a weight grows (x increase) when fewer than TARGET - 5% of
 * them were feasible for that family and shrinks (x decrease) when more than TARGET + 5% were. Weights
 * start at the objective cost of "one unit" of the family (so penalties speak the objective's language) and
 * stay within [start / 100, start * 1e5].
 */
import { drivingCostPerTimeUnit } from './coefficients.js';
import { internalLoc, type Problem } from '../problem/problem.js';
import type { CostModel } from './cost-model.js';

/** Adaptation: PyVRP's feasible band, checked every 25 results rather than 100 (short budgets). */
const TARGET = 0.43;
const INTERVAL = 25;
/**
 * Steps, each from the setting it was tuned in. Where time plays a role (windows, shifts): PyVRP's x1.34 /
 * x0.32 for every family; HGS's gentler steps adapt too slowly for Solomon's tight windows in a short run,
 * and gentle steps for the load alone were worse on Solomon too (docs/benchmarks.md). Without time (CVRP):
 * HGS-CVRP's x1.2 / x0.85. With PyVRP's, the load weight swung threefold between checks; on CVRPLIB X with
 * long routes (X-n573-k30, 19 jobs a route) each offspring went deep into overload and its repair took ~900
 * moves, and the gentle steps doubled the iterations per second there (docs/benchmarks.md, "CVRPLIB X,
 * 573-716 customers").
 */
const TIMED_STEPS = { increase: 1.34, decrease: 0.32 };
const UNTIMED_STEPS = { increase: 1.2, decrease: 0.85 };
/**
 * With time and at FAST_MIN_JOBS jobs or more: a family feasible in fewer than FAST_BELOW of the results since
 * the last check grows by increase^FAST_POWER (x2.4) instead. At 1,000 stops with tight windows a result
 * takes 50-100 ms, the time-warp weight must grow from the cost of one time unit to 10-60 times that, and at
 * x1.34 per 25 results that took most of a 60 s run, the search deep among infeasible solutions meanwhile
 * (docs/benchmarks.md, "Penalty weights far from feasibility"). Where results take milliseconds the usual
 * steps get there soon enough, and on 120-customer instances with a fleet that binds the faster step made
 * the route minimisation fail more often (4 seeds in 10 against none); without time it was not measured.
 */
const FAST_BELOW = 0.1;
const FAST_POWER = 3;
const FAST_MIN_JOBS = 400;

export class PenaltyManager {
  private readonly base = new Float64Array(4);
  private readonly value = new Float64Array(4);
  private readonly feasibleCount = new Int32Array(4);
  private samples = 0;
  private readonly increase: number;
  private readonly decrease: number;
  /** The step when (nearly) nothing was feasible: increase^FAST_POWER where it applies, else increase. */
  private readonly fastIncrease: number;

  constructor(p: Problem) {
    const steps = p.timeMode === 1 ? TIMED_STEPS : UNTIMED_STEPS;
    this.increase = steps.increase;
    this.decrease = steps.decrease;
    this.fastIncrease =
      p.timeMode === 1 && p.nJobs >= FAST_MIN_JOBS ? steps.increase ** FAST_POWER : steps.increase;
    // Mean objective cost of an arc and mean demand (dimension-weighted) set the load weight, as in HGS.
    const n = Math.min(p.nLoc, 100);
    let arc = 0;
    let cnt = 0;
    let dc = 0;
    for (let v = 0; v < p.nVehicles; v++) dc += p.vDistCoef[v];
    dc = dc / p.nVehicles;
    const timeCost = drivingCostPerTimeUnit(p);
    const t = p.timeMode === 1 ? p.times[0] : null;
    // The first n places of the input (internal numbers differ, locality.ts).
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const a = internalLoc(p, i) * p.nLoc + internalLoc(p, j);
        arc += dc * p.dist[a] + (t !== null && dc === 0 ? timeCost * t[a] : 0);
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
      const step = frac < FAST_BELOW ? this.fastIncrease : this.increase;
      if (frac < TARGET - 0.05) this.value[k] = Math.min(this.base[k] * 1e5, this.value[k] * step);
      else if (frac > TARGET + 0.05)
        this.value[k] = Math.max(this.base[k] / 100, this.value[k] * this.decrease);
    }
    this.feasibleCount.fill(0);
    this.samples = 0;
    return true;
  }
}
