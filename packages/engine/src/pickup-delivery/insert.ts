/**
 * Cheapest insertion of one request into one route: every position for a job; every pickup position and
 * every later delivery position for a shipment (pruned when the pickup alone already breaks a window). A
 * route that is empty gets its vehicle's breaks, each at its cheapest feasible position.
 */
import type { RouteEvaluator } from './evaluate.js';
import type { PdModel } from './model.js';
import type { Rng } from '../search/rng.js';

export interface Insertion {
  cost: number;
  /** The route after insertion, valid until the next call. */
  readonly seq: Int32Array;
  len: number;
}

export class Inserter {
  private readonly m: PdModel;
  private readonly ev: RouteEvaluator;
  private readonly buf: Int32Array;
  private readonly tmp: Int32Array;
  readonly best: Insertion;
  /** Probability of skipping a position (SISR's blinks); 0 = exhaustive. */
  blink = 0;

  constructor(m: PdModel, ev: RouteEvaluator) {
    this.m = m;
    this.ev = ev;
    this.buf = new Int32Array(m.nTasks + 2);
    this.tmp = new Int32Array(m.nTasks + 2);
    this.best = { cost: Infinity, seq: new Int32Array(m.nTasks + 2), len: 0 };
  }

  /** Cheapest feasible route (cost in `best`) made of `route` with request r inserted; false when none. */
  insert(v: number, route: readonly number[], r: number, rng: Rng | null): boolean {
    const m = this.m;
    const p = m.first[r];
    const d = m.second[r];
    const best = this.best;
    best.cost = Infinity;
    const base = route;
    const L = base.length;
    const buf = this.buf;
    for (let i = 0; i <= L; i++) {
      if (this.skip(rng)) continue;
      if (d < 0) {
        this.build(base, i, p, -1, -1);
        this.consider(v, L + 1);
        continue;
      }
      // Prune: the pickup at i must be reachable in its windows whatever follows.
      for (let k = 0; k < i; k++) buf[k] = base[k];
      buf[i] = p;
      if (this.ev.evaluate(v, buf, i + 1) === Infinity && this.ev.broken === 'window') continue;
      for (let j = i; j <= L; j++) {
        if (this.skip(rng)) continue;
        this.build(base, i, p, j, d);
        this.consider(v, L + 2);
      }
    }
    if (best.cost === Infinity) return false;
    if (route.length === 0) return this.placeBreaks(v);
    return true;
  }

  private skip(rng: Rng | null): boolean {
    return rng !== null && this.blink > 0 && rng.float() < this.blink;
  }

  /** buf = base with a inserted before position i and b before position j (j >= i; -1: none). */
  private build(base: readonly number[], i: number, a: number, j: number, b: number): void {
    const buf = this.buf;
    let w = 0;
    for (let k = 0; k <= base.length; k++) {
      if (k === i) buf[w++] = a;
      if (k === j) buf[w++] = b;
      if (k < base.length) buf[w++] = base[k];
    }
  }

  private consider(v: number, len: number): void {
    const c = this.ev.evaluate(v, this.buf, len);
    if (c < this.best.cost) {
      this.best.cost = c;
      this.best.seq.set(this.buf.subarray(0, len));
      this.best.len = len;
    }
  }

  /** Adds vehicle v's breaks to the best route found, each at its cheapest feasible position. */
  private placeBreaks(v: number): boolean {
    const breaks = this.m.breaksOf[v];
    const best = this.best;
    for (const b of breaks) {
      const cur = Array.from(best.seq.subarray(0, best.len));
      let bestCost = Infinity;
      let bestLen = 0;
      for (let i = 0; i <= cur.length; i++) {
        this.build(cur, i, b, -1, -1);
        const c = this.ev.evaluate(v, this.buf, cur.length + 1);
        if (c < bestCost) {
          bestCost = c;
          bestLen = cur.length + 1;
          this.tmp.set(this.buf.subarray(0, bestLen));
        }
      }
      if (bestCost === Infinity) {
        best.cost = Infinity;
        return false;
      }
      best.seq.set(this.tmp.subarray(0, bestLen));
      best.len = bestLen;
      best.cost = bestCost;
    }
    return true;
  }
}
