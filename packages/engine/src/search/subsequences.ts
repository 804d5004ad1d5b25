/**
 * Time data of every forward subsequence of short routes (Vidal et al. 2013): sub(i, j) for positions
 * 1 <= i <= j <= len, O(len^2) merges per route, so intra-route moves with time windows evaluate in O(1)
 * instead of walking the part of the route in between. Only in the fast mode (no breaks, hard windows) and for
 * routes of at most `max` visits (64, less for large fleets); longer routes fall back to walking.
 *
 * A route's table is rebuilt when an intra-route move of that route is first evaluated after it changed, not
 * on every change: most changed routes are changed again before any of their intra-route moves gets past the
 * distance bound (at 1,000 stops with long routes, rebuilding on every change was a tenth of the run).
 */
import type { Problem } from '../problem/problem.js';

/** Longest route with a table; lowered for large fleets to keep the tables within ~64 MB. */
const SUB_LIMIT = 64;
const BUDGET_ENTRIES = 2_000_000;

export class SubsequenceCache {
  readonly d: Float64Array;
  readonly tw: Float64Array;
  readonly e: Float64Array;
  readonly l: Float64Array;
  /** 1 when route r's table is current. */
  private readonly valid: Uint8Array;
  /** Visits of route r when it last changed. */
  private readonly len: Int32Array;
  private readonly visits: Int32Array;
  readonly max: number;

  constructor(p: Problem) {
    this.max = Math.max(8, Math.min(SUB_LIMIT, Math.floor(Math.sqrt(BUDGET_ENTRIES / p.nVehicles))));
    const size = p.nVehicles * this.max * this.max;
    this.d = new Float64Array(size);
    this.tw = new Float64Array(size);
    this.e = new Float64Array(size);
    this.l = new Float64Array(size);
    this.valid = new Uint8Array(p.nVehicles);
    this.len = new Int32Array(p.nVehicles);
    this.visits = new Int32Array(this.max);
  }

  /** Index of sub(i, j) of route r (positions from 1). */
  index(r: number, i: number, j: number): number {
    const m = this.max;
    return (r * m + (i - 1)) * m + (j - 1);
  }

  /** Route r changed; it now has `len` visits. */
  invalidate(r: number, len: number): void {
    this.valid[r] = 0;
    this.len[r] = len;
  }

  /**
   * True when route r has a current table, rebuilding it first if the route changed since (`next`: the
   * routes' successor links); false when the route is too long for one.
   */
  ready(p: Problem, r: number, next: Int32Array): boolean {
    if (this.valid[r] === 1) return true;
    if (this.len[r] > this.max) return false;
    this.update(p, r, next, this.len[r]);
    return true;
  }

  /** Recomputes route r's table from its visits in order (next pointers from its start sentinel). */
  private update(p: Problem, r: number, next: Int32Array, len: number): void {
    const v = this.visits;
    let x = next[p.firstSentinel + 2 * r];
    for (let k = 0; k < len; k++, x = next[x]) v[k] = x;
    const time = p.times[p.vProfile[r]];
    const n = p.nLoc;
    for (let i = 0; i < len; i++) {
      const a = v[i];
      let D = p.visitService[a];
      let TW = 0;
      let E = p.visitTwStart[a];
      let L = p.visitTwEnd[a];
      let last = p.visitLoc[a];
      let q = this.index(r, i + 1, i + 1);
      this.d[q] = D;
      this.tw[q] = TW;
      this.e[q] = E;
      this.l[q] = L;
      for (let j = i + 1; j < len; j++) {
        const b = v[j];
        const loc = p.visitLoc[b];
        const t = time[last * n + loc];
        const at = D - TW + t;
        const eb = p.visitTwStart[b];
        const lb = p.visitTwEnd[b];
        const dWT = Math.max(eb - at - L, 0);
        const dTW = Math.max(E + at - lb, 0);
        D = D + p.visitService[b] + t + dWT;
        TW += dTW;
        E = Math.max(eb - at, E) - dWT;
        L = Math.min(lb - at, L) + dTW;
        last = loc;
        q++;
        this.d[q] = D;
        this.tw[q] = TW;
        this.e[q] = E;
        this.l[q] = L;
      }
    }
    this.valid[r] = 1;
  }
}
