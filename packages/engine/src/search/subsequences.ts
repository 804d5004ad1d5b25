/**
 * Time data of every forward subsequence of short routes (Vidal et al. 2013): sub(i, j) for positions
 * 1 <= i <= j <= len, so intra-route moves with time windows evaluate in O(1) instead of walking the part of
 * the route in between. Only in the fast mode (no breaks, hard windows) and for routes of at most `max` visits
 * (64, less for large fleets); longer routes fall back to walking.
 *
 * Computed lazily, one row at a time: row i (every sub(i, j)) is computed in O(len - i) when a move first reads
 * it after its route changed, not the whole O(len^2) table on every change. Most changed routes change again
 * before many of their intra-route moves get past the distance bound, and a move reads one or two rows: at
 * 1,000 stops with routes of 50 visits, building whole tables was a tenth of the run.
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
  /** Version of route r's visits: bumped whenever the route changes. */
  private readonly version: Int32Array;
  /** Version of its route that row i of route r was computed for (r * max + i - 1). */
  private readonly rowVersion: Int32Array;
  /** Visits of route r when it last changed. */
  private readonly len: Int32Array;
  readonly max: number;

  constructor(p: Problem) {
    this.max = Math.max(8, Math.min(SUB_LIMIT, Math.floor(Math.sqrt(BUDGET_ENTRIES / p.nVehicles))));
    const size = p.nVehicles * this.max * this.max;
    this.d = new Float64Array(size);
    this.tw = new Float64Array(size);
    this.e = new Float64Array(size);
    this.l = new Float64Array(size);
    this.version = new Int32Array(p.nVehicles).fill(1);
    this.rowVersion = new Int32Array(p.nVehicles * this.max);
    this.len = new Int32Array(p.nVehicles);
  }

  /** Index of sub(i, j) of route r (positions from 1). */
  private index(r: number, i: number, j: number): number {
    const m = this.max;
    return (r * m + (i - 1)) * m + (j - 1);
  }

  /** Route r changed; it now has `len` visits. */
  invalidate(r: number, len: number): void {
    this.version[r]++;
    this.len[r] = len;
  }

  /** True when route r is short enough for a table (its rows are computed as `at` reads them). */
  ready(r: number): boolean {
    return this.len[r] <= this.max;
  }

  /**
   * Index of sub(i, j) of route r, where u is the visit at position i (`next`: the routes' successor links);
   * computes row i first if the route changed since it was last computed. Only for routes `ready` accepts.
   */
  at(p: Problem, r: number, u: number, i: number, j: number, next: Int32Array): number {
    const key = r * this.max + i - 1;
    if (this.rowVersion[key] !== this.version[r]) this.computeRow(p, r, u, i, next);
    return this.index(r, i, j);
  }

  /** Recomputes row i of route r: sub(i, j) for every j, walking the visits from u (at position i). */
  private computeRow(p: Problem, r: number, u: number, i: number, next: Int32Array): void {
    const len = this.len[r];
    const time = p.times[p.vProfile[r]];
    const n = p.nLoc;
    let D = p.visitService[u];
    let TW = 0;
    let E = p.visitTwStart[u];
    let L = p.visitTwEnd[u];
    let last = p.visitLoc[u];
    let q = this.index(r, i, i);
    this.d[q] = D;
    this.tw[q] = TW;
    this.e[q] = E;
    this.l[q] = L;
    let b = u;
    for (let j = i + 1; j <= len; j++) {
      b = next[b];
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
    this.rowVersion[r * this.max + i - 1] = this.version[r];
  }
}
