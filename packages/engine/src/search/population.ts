/**
 * HGS population management (Vidal 2022): a feasible and an infeasible subpopulation, each kept between
 * MU and MU + LAMBDA members. Members are ranked by biased fitness = cost rank + (1 - ELITE / size) x
 * diversity rank, where diversity is the mean broken-pairs distance to the CLOSE nearest members. Survivor
 * selection removes clones first, then the worst biased fitness. Parents come from binary tournaments.
 */
import type { SearchContext } from './context.js';
import { Snapshot } from './snapshot.js';

/** Population sizes: HGS uses 25 / 40; smaller measured clearly better under our short budgets (docs/benchmarks.md). */
export const MU = 12;
export const LAMBDA = 20;
const ELITE = 4;
const CLOSE = 5;

export class Individual {
  readonly snap: Snapshot;
  /** Job-level successor / predecessor (-1: depot, -2: unassigned). */
  readonly succ: Int32Array;
  readonly pred: Int32Array;
  biased = 0;
  /** Distances to the other members of its subpopulation, sorted ascending. */
  readonly near: { d: number; other: Individual }[] = [];

  constructor(ctx: SearchContext) {
    this.snap = Snapshot.forProblem(ctx);
    this.succ = new Int32Array(ctx.p.nJobs);
    this.pred = new Int32Array(ctx.p.nJobs);
  }

  /** Captures the current routes of the local search. */
  capture(ctx: SearchContext): void {
    this.snap.saveFrom(ctx);
    const nJ = ctx.p.nJobs;
    this.succ.fill(-2);
    this.pred.fill(-2);
    const s = this.snap;
    for (let r = 0; r < ctx.p.nVehicles; r++) {
      let last = -1;
      for (let i = s.routeStart(r); i < s.routeEnd[r]; i++) {
        const x = s.order[i];
        if (x >= nJ) continue;
        this.pred[x] = last;
        if (last >= 0) this.succ[last] = x;
        last = x;
      }
      if (last >= 0) this.succ[last] = -1;
    }
  }

  get cost(): number {
    return this.snap.cost;
  }
}

export function brokenPairs(a: Individual, b: Individual): number {
  const as = a.succ;
  const ap = a.pred;
  const bs = b.succ;
  const bp = b.pred;
  const n = as.length;
  let diff = 0;
  // Counted without branches (booleans as 0 / 1): a job's successor in a that is not its neighbour in b, and
  // a route start in a that is inside a route in b.
  for (let j = 0; j < n; j++) {
    const s = as[j];
    diff += Number(s !== bs[j]) & Number(s !== bp[j]);
    diff += Number(ap[j] === -1) & Number(bp[j] !== -1) & Number(bs[j] !== -1);
  }
  return n > 0 ? diff / n : 0;
}

export class SubPopulation {
  readonly members: Individual[] = [];

  add(ind: Individual): void {
    for (const o of this.members) {
      const d = brokenPairs(ind, o);
      insertSorted(ind.near, d, o);
      insertSorted(o.near, d, ind);
    }
    // Keep sorted by cost.
    let i = this.members.length;
    this.members.push(ind);
    while (i > 0 && this.members[i - 1].cost > ind.cost) {
      this.members[i] = this.members[i - 1];
      i--;
    }
    this.members[i] = ind;
  }

  remove(ind: Individual): void {
    const k = this.members.indexOf(ind);
    if (k >= 0) this.members.splice(k, 1);
    for (const o of this.members) {
      const q = o.near.findIndex((e) => e.other === ind);
      if (q >= 0) o.near.splice(q, 1);
    }
    ind.near.length = 0;
  }

  resort(): void {
    this.members.sort((a, b) => a.cost - b.cost);
  }

  updateBiasedFitness(): void {
    const m = this.members;
    const n = m.length;
    if (n === 0) return;
    if (n === 1) {
      m[0].biased = 0;
      return;
    }
    // members are sorted by cost: cost rank = index. Diversity rank: higher average distance is better.
    const div = m.map((ind, i) => ({ i, d: averageClose(ind) }));
    div.sort((a, b) => b.d - a.d);
    const eliteShare = 1 - Math.min(ELITE, n) / n;
    for (let r = 0; r < n; r++) {
      const ind = m[div[r].i];
      const fitRank = div[r].i / (n - 1);
      const divRank = r / (n - 1);
      ind.biased = fitRank + eliteShare * divRank;
    }
  }

  /** Removes members down to MU: clones first, then the worst biased fitness. */
  survivors(): void {
    while (this.members.length > MU) {
      this.updateBiasedFitness();
      let worst: Individual | null = null;
      let worstClone = false;
      for (const ind of this.members) {
        const clone = ind.near.length > 0 && ind.near[0].d < 1e-9;
        if (
          (clone && !worstClone) ||
          (clone === worstClone && (worst === null || ind.biased > worst.biased))
        ) {
          worst = ind;
          worstClone = clone;
        }
      }
      if (worst === null) return;
      this.remove(worst);
    }
  }
}

function averageClose(ind: Individual): number {
  const k = Math.min(CLOSE, ind.near.length);
  if (k === 0) return 0;
  let s = 0;
  for (let i = 0; i < k; i++) s += ind.near[i].d;
  return s / k;
}

function insertSorted(list: { d: number; other: Individual }[], d: number, other: Individual): void {
  let i = list.length;
  list.push({ d, other });
  while (i > 0 && list[i - 1].d > d) {
    list[i] = list[i - 1];
    i--;
  }
  list[i] = { d, other };
}
