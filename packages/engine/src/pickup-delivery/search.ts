/**
 * Ruin and recreate for problems with pickups and shipments, after SISR (Christiaens & Vanden Berghe 2020):
 * remove requests that are close to each other (strings of neighbouring routes, a neighbourhood, a whole
 * route or at random), put them back by cheapest insertion in a randomly chosen order with "blinks", and
 * accept by simulated annealing (temperature falling geometrically over the budget). Requests always move
 * whole: a shipment's pickup and delivery leave and return together, so every route keeps each pickup before
 * its delivery on the same vehicle.
 */
import type { RouteEvaluator } from './evaluate.js';
import type { Inserter } from './insert.js';
import { BREAK, type PdModel } from './model.js';
import type { Rng } from '../search/rng.js';

const NEIGHBOURS = 40;
const MEAN_REMOVED = 10;
const MAX_STRING = 10;
const BLINK = 0.01;

export interface SearchHooks {
  shouldStop: () => boolean;
  /** Share of the budget used, in [0, 1]. */
  progress: () => number;
  maxIterations: number;
  onIteration: (iteration: number, improved: boolean) => void;
}

export class PdSearch {
  readonly routes: number[][];
  readonly routeCost: Float64Array;
  readonly vehicleOf: Int32Array;
  best: number[][] = [];
  bestTotal = Infinity;
  /** The best plan's routes alone (without the cost of what it leaves out). */
  bestRoutesCost = Infinity;
  bestUnassigned = 0;
  iterations = 0;
  private readonly m: PdModel;
  private readonly ev: RouteEvaluator;
  private readonly ins: Inserter;
  private readonly rng: Rng;
  private readonly near: Int32Array[];
  private readonly chosen: Int32Array;

  constructor(m: PdModel, ev: RouteEvaluator, ins: Inserter, rng: Rng) {
    this.m = m;
    this.ev = ev;
    this.ins = ins;
    this.rng = rng;
    this.routes = Array.from({ length: m.nVehicles }, () => []);
    this.routeCost = new Float64Array(m.nVehicles);
    this.vehicleOf = new Int32Array(m.nRequests).fill(-1);
    this.near = nearestRequests(m);
    this.chosen = new Int32Array(m.nTasks + 2);
  }

  total(): number {
    let t = 0;
    for (let v = 0; v < this.m.nVehicles; v++) t += this.routeCost[v];
    for (let r = 0; r < this.m.nRequests; r++) if (this.vehicleOf[r] < 0) t += this.m.penalty[r];
    return t;
  }

  unassignedCount(): number {
    let n = 0;
    for (let r = 0; r < this.m.nRequests; r++) if (this.vehicleOf[r] < 0) n++;
    return n;
  }

  run(hooks: SearchHooks): void {
    const all = Array.from({ length: this.m.nRequests }, (_, r) => r);
    this.recreate(this.order(all));
    this.keepBest();
    hooks.onIteration(0, true);
    let current = this.total();
    const t0 = this.temperatureScale();
    while (this.iterations < hooks.maxIterations && !hooks.shouldStop()) {
      this.iterations++;
      const savedRoutes = this.routes.map((r) => r.slice());
      const savedCost = this.routeCost.slice();
      const savedOf = this.vehicleOf.slice();
      const removed = this.ruin();
      const fresh = new Set(removed);
      for (let r = 0; r < this.m.nRequests; r++) if (this.vehicleOf[r] < 0 && !fresh.has(r)) removed.push(r);
      this.recreate(this.order(removed));
      const next = this.total();
      const temperature = t0 * Math.pow(0.01, Math.min(1, hooks.progress()));
      const improved = next < this.bestTotal - 1e-9;
      if (next < current - temperature * Math.log(1 - this.rng.float())) {
        current = next;
        if (improved) this.keepBest();
      } else {
        savedRoutes.forEach((r, v) => (this.routes[v] = r));
        this.routeCost.set(savedCost);
        this.vehicleOf.set(savedOf);
      }
      hooks.onIteration(this.iterations, improved);
    }
  }

  /** Cheapest insertion of each request in turn, over every vehicle allowed to serve it. */
  recreate(requests: readonly number[]): void {
    const m = this.m;
    this.ins.blink = BLINK;
    for (const r of requests) {
      let bestDelta = Infinity;
      let bestV = -1;
      let bestLen = 0;
      let bestCost = 0;
      for (let v = 0; v < m.nVehicles; v++) {
        if (m.eligible[r * m.nVehicles + v] === 0) continue;
        if (!this.ins.insert(v, this.routes[v], r, this.rng)) continue;
        const delta = this.ins.best.cost - this.routeCost[v];
        if (delta < bestDelta) {
          bestDelta = delta;
          bestV = v;
          bestLen = this.ins.best.len;
          bestCost = this.ins.best.cost;
          this.chosen.set(this.ins.best.seq.subarray(0, bestLen));
        }
      }
      if (bestV < 0) continue;
      this.routes[bestV] = Array.from(this.chosen.subarray(0, bestLen));
      this.routeCost[bestV] = bestCost;
      this.vehicleOf[r] = bestV;
    }
  }

  private ruin(): number[] {
    const m = this.m;
    const assigned: number[] = [];
    for (let r = 0; r < m.nRequests; r++) if (this.vehicleOf[r] >= 0) assigned.push(r);
    if (assigned.length === 0) return [];
    const k = 1 + this.rng.int(Math.min(2 * MEAN_REMOVED, assigned.length));
    const seed = assigned[this.rng.int(assigned.length)];
    const pick = this.rng.float();
    const out = new Set<number>();
    if (pick < 0.5) this.stringsNear(seed, k, out);
    else if (pick < 0.8) {
      out.add(seed);
      for (const r of this.near[seed]) if (out.size < k && this.vehicleOf[r] >= 0) out.add(r);
    } else if (pick < 0.9) {
      const v = this.vehicleOf[seed];
      for (const t of this.routes[v]) if (m.role[t] !== BREAK) out.add(m.taskRequest[t]);
    } else while (out.size < k) out.add(assigned[this.rng.int(assigned.length)]);
    const removed = [...out];
    const touched = new Set<number>();
    for (const r of removed) {
      touched.add(this.vehicleOf[r]);
      this.vehicleOf[r] = -1;
    }
    for (const v of touched) this.rebuild(v);
    return removed;
  }

  /** SISR strings: from the seed's route and the routes of its nearest requests, a run of consecutive stops. */
  private stringsNear(seed: number, k: number, out: Set<number>): void {
    const m = this.m;
    const done = new Set<number>();
    const candidates = [seed, ...this.near[seed]];
    for (const r of candidates) {
      if (out.size >= k) break;
      const v = this.vehicleOf[r];
      if (v < 0 || done.has(v)) continue;
      done.add(v);
      const route = this.routes[v];
      const len = 1 + this.rng.int(Math.min(MAX_STRING, route.length, k - out.size));
      const at = route.indexOf(m.first[r]);
      const from = Math.max(0, Math.min(at - this.rng.int(len), route.length - len));
      for (let i = from; i < from + len; i++)
        if (m.role[route[i]] !== BREAK) out.add(m.taskRequest[route[i]]);
    }
  }

  /** Drops the tasks of unassigned requests from route v; an emptied route loses its breaks. */
  private rebuild(v: number): void {
    const m = this.m;
    const kept = this.routes[v].filter((t) => m.role[t] === BREAK || this.vehicleOf[m.taskRequest[t]] === v);
    const empty = kept.every((t) => m.role[t] === BREAK);
    this.routes[v] = empty ? [] : kept;
    this.routeCost[v] = empty ? 0 : this.ev.evaluate(v, kept, kept.length);
  }

  private order(requests: number[]): number[] {
    const m = this.m;
    const pick = this.rng.float();
    const a = Int32Array.from(requests);
    this.rng.shuffle(a);
    const list = Array.from(a);
    if (pick < 0.5) return list;
    const amount = (r: number) => {
      let s = 0;
      for (let k = 0; k < m.nDims; k++) s += Math.abs(m.delta[m.first[r] * m.nDims + k]);
      return s;
    };
    const depot = m.input.vehicles[0].start;
    const far = (r: number) => m.dist[depot * m.nLoc + m.loc[m.first[r]]];
    if (pick < 0.75) return list.sort((x, y) => amount(y) - amount(x));
    if (pick < 0.9) return list.sort((x, y) => far(y) - far(x));
    return list.sort((x, y) => far(x) - far(y));
  }

  private keepBest(): void {
    this.best = this.routes.map((r) => r.slice());
    this.bestTotal = this.total();
    this.bestRoutesCost = this.routeCost.reduce((a, c) => a + c, 0);
    this.bestUnassigned = this.unassignedCount();
  }

  /** Starting temperature: a tenth of the mean cost per stop of the first solution (SISR's 100 on Solomon). */
  private temperatureScale(): number {
    let stops = 0;
    let cost = 0;
    this.routes.forEach((r, v) => {
      if (r.length > 0) {
        stops += r.length + 1;
        cost += this.routeCost[v];
      }
    });
    return stops === 0 ? 1 : (0.1 * cost) / stops;
  }
}

/** For each request, the nearest other requests by the closest pair of their stops' locations. */
function nearestRequests(m: PdModel): Int32Array[] {
  const R = m.nRequests;
  const locsOf = (r: number) =>
    m.second[r] < 0 ? [m.loc[m.first[r]]] : [m.loc[m.first[r]], m.loc[m.second[r]]];
  const locs = Array.from({ length: R }, (_, r) => locsOf(r));
  const out: Int32Array[] = [];
  const d = new Float64Array(R);
  const idx = Array.from({ length: R }, (_, r) => r);
  for (let a = 0; a < R; a++) {
    for (let b = 0; b < R; b++) {
      let best = Infinity;
      for (const x of locs[a]) for (const y of locs[b]) best = Math.min(best, m.dist[x * m.nLoc + y]);
      d[b] = b === a ? Infinity : best;
    }
    const sorted = idx.slice().sort((x, y) => d[x] - d[y]);
    out.push(Int32Array.from(sorted.slice(0, Math.min(NEIGHBOURS, R - 1))));
  }
  return out;
}
