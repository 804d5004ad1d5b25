/**
 * The mutable solution the local search works on: one route per vehicle as a doubly linked list of visits
 * (sentinels at both ends), plus cached prefix / suffix segment data per visit so that any move is evaluated
 * by concatenating O(1) pieces.
 *
 * Per-visit caches (index = visit id, valid while the visit is routed):
 *   pos          position in its route (start sentinel = 0)
 *   pDist/pJobs  distance / job count from the route start up to and including the visit
 *   pLoad        load per dimension up to and including the visit (nVisits x nDims)
 *   pD pTW pE pL pLast   time segment of the prefix (start sentinel .. visit), last located location
 *   sDist sD sTW sE sL sFirst   suffix (visit .. end sentinel): distance, main time segment, first location
 *   sLead sLD sLTW sLE sLL       suffix lead part (location-less visits before the first located one)
 * Per route: cost (penalised), objective, excess per family (load, time, distance, stops), job count,
 * visit count, last-modified move counter.
 */
import {
  anyWindowChoice,
  endSentinel,
  hasWindowChoice,
  selectWindow,
  startSentinel,
  type Matrix,
  type Problem,
} from '../problem/problem.js';
import type { CostModel } from './cost-model.js';
import { prependVisit, pushVisit, Seg } from './segment.js';
import { SubsequenceCache } from './subsequences.js';

export class Routes {
  readonly p: Problem;
  readonly cm: CostModel;
  readonly nR: number;
  readonly next: Int32Array;
  readonly prev: Int32Array;
  readonly routeOf: Int32Array;
  readonly pos: Int32Array;
  readonly pDist: Float64Array;
  readonly pJobs: Float64Array;
  readonly pLoad: Float64Array;
  readonly pD: Float64Array;
  readonly pTW: Float64Array;
  readonly pE: Float64Array;
  readonly pL: Float64Array;
  readonly pLast: Int32Array;
  readonly sDist: Float64Array;
  readonly sD: Float64Array;
  readonly sTW: Float64Array;
  readonly sE: Float64Array;
  readonly sL: Float64Array;
  readonly sFirst: Int32Array;
  readonly sLead: Uint8Array;
  readonly sLD: Float64Array;
  readonly sLTW: Float64Array;
  readonly sLE: Float64Array;
  readonly sLL: Float64Array;
  /** Soft windows: the lateness track of the same prefixes / suffixes (empty otherwise). */
  readonly pD2: Float64Array;
  readonly pTW2: Float64Array;
  readonly pE2: Float64Array;
  readonly pL2: Float64Array;
  readonly sD2: Float64Array;
  readonly sTW2: Float64Array;
  readonly sE2: Float64Array;
  readonly sL2: Float64Array;
  readonly sLD2: Float64Array;
  readonly sLTW2: Float64Array;
  readonly sLE2: Float64Array;
  readonly sLL2: Float64Array;
  readonly rCost: Float64Array;
  readonly rObj: Float64Array;
  readonly rEx: Float64Array;
  readonly rJobs: Int32Array;
  /** Routes with at least one job (kept with rJobs by updateRoute). */
  used = 0;
  /**
   * The first empty route of each vehicle type, in index order: firstEmpty[0 .. emptyRoutes()). Moves into an
   * empty route ask for them once per job; the fleet is scanned again only after a route turned empty or
   * non-empty (at X-n599-k92's 599 vehicles the scan took 2% of a run).
   */
  readonly firstEmpty: Int32Array;
  /** Bumped by updateRoute when a route turns empty or non-empty; firstEmpty is right while it equals emptyKey. */
  private occupancy = 0;
  private emptyKey = -1;
  private nEmpty = 0;
  private readonly typeSeen: Uint8Array;
  readonly rLen: Int32Array;
  readonly rModified: Float64Array;
  /** Number of visits with several windows in each route. */
  readonly rMulti: Int32Array;
  /** Subsequence time tables for O(1) intra-route evaluation (fast mode with time only), else null. */
  readonly sub: SubsequenceCache | null;
  /** Number of applied moves (a clock for "modified since last tested"). */
  nbMoves = 0;
  /**
   * Per route, the ends a relink left as they were (keepEnds): the last visit of the unchanged head and the
   * first of the unchanged tail (-1: unknown). The next updateRoute recomputes the prefix data after the head
   * and the suffix data before the tail only.
   */
  private readonly keptHead: Int32Array;
  private readonly keptTail: Int32Array;
  /** Routes whose links insertAfter or remove changed since their last updateRoute (no ends kept then). */
  private readonly edited: Uint8Array;
  /**
   * Whether updateRoute may resume from kept ends: hard windows or none, no breaks, no visit with a choice of
   * windows (a visit's prefix data then depend on the visits before it alone, its suffix data on those after).
   */
  private readonly resumable: boolean;
  private readonly a: Seg;
  private readonly ex: Float64Array;

  constructor(p: Problem, cm: CostModel) {
    this.p = p;
    this.cm = cm;
    this.nR = p.nVehicles;
    const n = p.nVisits;
    this.next = new Int32Array(n);
    this.prev = new Int32Array(n);
    this.routeOf = new Int32Array(n).fill(-1);
    this.pos = new Int32Array(n);
    this.pDist = new Float64Array(n);
    this.pJobs = new Float64Array(n);
    this.pLoad = new Float64Array(n * p.nDims);
    const timed = p.timeMode === 1 ? n : 0;
    this.pD = new Float64Array(timed);
    this.pTW = new Float64Array(timed);
    this.pE = new Float64Array(timed);
    this.pL = new Float64Array(timed);
    this.pLast = new Int32Array(n);
    this.sDist = new Float64Array(n);
    this.sD = new Float64Array(timed);
    this.sTW = new Float64Array(timed);
    this.sE = new Float64Array(timed);
    this.sL = new Float64Array(timed);
    this.sFirst = new Int32Array(n);
    this.sLead = new Uint8Array(n);
    this.sLD = new Float64Array(timed);
    this.sLTW = new Float64Array(timed);
    this.sLE = new Float64Array(timed);
    this.sLL = new Float64Array(timed);
    const soft = p.softWindows ? n : 0;
    this.pD2 = new Float64Array(soft);
    this.pTW2 = new Float64Array(soft);
    this.pE2 = new Float64Array(soft);
    this.pL2 = new Float64Array(soft);
    this.sD2 = new Float64Array(soft);
    this.sTW2 = new Float64Array(soft);
    this.sE2 = new Float64Array(soft);
    this.sL2 = new Float64Array(soft);
    this.sLD2 = new Float64Array(soft);
    this.sLTW2 = new Float64Array(soft);
    this.sLE2 = new Float64Array(soft);
    this.sLL2 = new Float64Array(soft);
    const nR = this.nR;
    this.rCost = new Float64Array(nR);
    this.rObj = new Float64Array(nR);
    this.rEx = new Float64Array(nR * 4);
    this.rJobs = new Int32Array(nR);
    this.firstEmpty = new Int32Array(p.nTypes);
    this.typeSeen = new Uint8Array(p.nTypes);
    this.rLen = new Int32Array(nR);
    this.rModified = new Float64Array(nR);
    this.rMulti = new Int32Array(nR);
    this.a = new Seg(p.nDims);
    // 73 KB per vehicle: skipped for very large fleets.
    this.sub =
      p.timeMode === 1 && !p.softWindows && p.nBreaks === 0 && p.nVehicles <= 2000
        ? new SubsequenceCache(p)
        : null;
    this.ex = new Float64Array(4);
    this.keptHead = new Int32Array(nR).fill(-1);
    this.keptTail = new Int32Array(nR).fill(-1);
    this.edited = new Uint8Array(nR);
    this.resumable = !p.softWindows && p.nBreaks === 0 && !anyWindowChoice(p);
  }

  /**
   * Route r was relinked keeping its visits up to `head` and from `tail` on (sentinels included) where they
   * were: the next updateRoute of r may recompute only what lies between.
   */
  keepEnds(r: number, head: number, tail: number): void {
    if (this.edited[r] === 1) return;
    this.keptHead[r] = head;
    this.keptTail[r] = tail;
  }

  /** Time matrix of vehicle v (null in time mode 0). */
  timeOf(v: number): Matrix | null {
    return this.p.timeMode === 1 ? this.p.times[this.p.vProfile[v]] : null;
  }

  /** Empties every route (breaks stay, ordered by window start) and unassigns every job. */
  reset(): void {
    const p = this.p;
    for (let j = 0; j < p.nJobs; j++) this.routeOf[j] = -1;
    for (let r = 0; r < this.nR; r++) {
      let last = startSentinel(p, r);
      this.routeOf[last] = r;
      for (let k = p.breakOffset[r]; k < p.breakOffset[r + 1]; k++) {
        const b = p.breakIds[k];
        this.next[last] = b;
        this.prev[b] = last;
        this.routeOf[b] = r;
        last = b;
      }
      const e = endSentinel(p, r);
      this.next[last] = e;
      this.prev[e] = last;
      this.routeOf[e] = r;
      this.updateRoute(r);
    }
  }

  /** Links visit u right after visit w (caches are stale until updateRoute). */
  insertAfter(u: number, w: number): void {
    this.edited[this.routeOf[w]] = 1;
    const nx = this.next[w];
    this.next[w] = u;
    this.prev[u] = w;
    this.next[u] = nx;
    this.prev[nx] = u;
    this.routeOf[u] = this.routeOf[w];
  }

  /** Unlinks visit u (caches are stale until updateRoute). */
  remove(u: number): void {
    this.edited[this.routeOf[u]] = 1;
    const pv = this.prev[u];
    const nx = this.next[u];
    this.next[pv] = nx;
    this.prev[nx] = pv;
    this.routeOf[u] = -1;
  }

  /** Appends visit u (as served by vehicle v) to seg. */
  pushVisit(seg: Seg, u: number, v: number): void {
    pushVisit(seg, this.p, u, this.timeOf(v));
  }

  /** seg = prefix of u's route up to and including u. */
  loadPrefix(seg: Seg, u: number): void {
    seg.empty = false;
    seg.first = this.p.vStart[this.routeOf[u]];
    seg.last = this.pLast[u];
    seg.dist = this.pDist[u];
    seg.jobs = this.pJobs[u];
    const nd = this.p.nDims;
    for (let k = 0; k < nd; k++) seg.load[k] = this.pLoad[u * nd + k];
    seg.hasLead = false;
    if (this.p.timeMode === 1) {
      seg.setMain(this.pD[u], this.pTW[u], this.pE[u], this.pL[u]);
      if (this.p.softWindows) seg.setMain2(this.pD2[u], this.pTW2[u], this.pE2[u], this.pL2[u]);
    }
  }

  /** seg = seg ⊕ suffix of u's route from u (valid for vehicles with the same tail key as u's route). */
  appendSuffix(seg: Seg, u: number): void {
    const p = this.p;
    const r = this.routeOf[u];
    const pu = this.prev[u];
    const nd = p.nDims;
    const endV = endSentinel(p, r);
    for (let k = 0; k < nd; k++) seg.load[k] += this.pLoad[endV * nd + k] - this.pLoad[pu * nd + k];
    seg.jobs += this.pJobs[endV] - this.pJobs[pu];
    const timed = p.timeMode === 1;
    const soft = p.softWindows;
    const first = this.sFirst[u];
    const lead = this.sLead[u] === 1;
    if (seg.empty) {
      seg.empty = false;
      seg.first = first;
      seg.last = this.pLast[endV];
      seg.dist = this.sDist[u];
      seg.hasLead = false;
      if (timed) {
        if (lead) {
          seg.setLead(this.sLD[u], this.sLTW[u], this.sLE[u], this.sLL[u]);
          if (soft) seg.setLead2(this.sLD2[u], this.sLTW2[u], this.sLE2[u], this.sLL2[u]);
        }
        seg.setMain(this.sD[u], this.sTW[u], this.sE[u], this.sL[u]);
        if (soft) seg.setMain2(this.sD2[u], this.sTW2[u], this.sE2[u], this.sL2[u]);
      }
      return;
    }
    if (seg.first < 0) {
      if (timed && lead) {
        seg.mergeLead(this.sLD[u], this.sLTW[u], this.sLE[u], this.sLL[u]);
        if (soft) seg.mergeLead2(this.sLD2[u], this.sLTW2[u], this.sLE2[u], this.sLL2[u]);
      }
      if (first >= 0) {
        seg.first = first;
        seg.last = this.pLast[endV];
        seg.dist = this.sDist[u];
        if (timed) {
          seg.setMain(this.sD[u], this.sTW[u], this.sE[u], this.sL[u]);
          if (soft) seg.setMain2(this.sD2[u], this.sTW2[u], this.sE2[u], this.sL2[u]);
        }
      }
      return;
    }
    if (timed && lead) {
      seg.mergeMain(0, this.sLD[u], this.sLTW[u], this.sLE[u], this.sLL[u]);
      if (soft) seg.mergeMain2(0, this.sLD2[u], this.sLTW2[u], this.sLE2[u], this.sLL2[u]);
    }
    if (first >= 0) {
      const a = seg.last * p.nLoc + first;
      seg.dist += p.dist[a] + this.sDist[u];
      if (timed) {
        const t = (this.timeOf(r) as Int32Array)[a];
        seg.mergeMain(t, this.sD[u], this.sTW[u], this.sE[u], this.sL[u]);
        if (soft) seg.mergeMain2(t, this.sD2[u], this.sTW2[u], this.sE2[u], this.sL2[u]);
      }
      seg.last = this.pLast[endV];
    }
  }

  /** seg = seg ⊕ visits u .. w (forward, same route, u before or equal to w), as served by vehicle v. */
  appendRange(seg: Seg, u: number, w: number, v: number): void {
    let x = u;
    for (let guard = 0; ; guard++) {
      this.pushVisit(seg, x, v);
      if (x === w) return;
      if (guard > this.p.nVisits) throw new Error(`appendRange ${u}..${w} not a forward range`);
      x = this.next[x];
    }
  }

  /** seg = seg ⊕ visits w, prev(w), ..., u (reversed; u before or equal to w in the route). */
  appendRangeRev(seg: Seg, u: number, w: number, v: number): void {
    let x = w;
    for (let guard = 0; ; guard++) {
      this.pushVisit(seg, x, v);
      if (x === u) return;
      if (guard > this.p.nVisits) throw new Error(`appendRangeRev ${u}..${w} not a forward range`);
      x = this.prev[x];
    }
  }

  /**
   * seg = seg ⊕ (visits from u to the end of u's route) as served by vehicle v: O(1) from the cache when v
   * ends like u's route, else visit by visit with v's own end sentinel.
   */
  appendTail(seg: Seg, u: number, v: number): void {
    const p = this.p;
    const r = this.routeOf[u];
    if (p.vTailKey[r] === p.vTailKey[v]) {
      this.appendSuffix(seg, u);
      return;
    }
    const e = endSentinel(p, r);
    for (let x = u; x !== e; x = this.next[x]) this.pushVisit(seg, x, v);
    this.pushVisit(seg, endSentinel(p, v), v);
  }

  /** How many routes firstEmpty lists (one per vehicle type that has an empty route), rescanned if stale. */
  emptyRoutes(): number {
    if (this.emptyKey === this.occupancy) return this.nEmpty;
    const p = this.p;
    const seen = this.typeSeen;
    seen.fill(0);
    let n = 0;
    for (let r = 0; r < this.nR && n < p.nTypes; r++) {
      if (this.rJobs[r] > 0 || seen[p.vType[r]] === 1) continue;
      seen[p.vType[r]] = 1;
      this.firstEmpty[n++] = r;
    }
    this.nEmpty = n;
    this.emptyKey = this.occupancy;
    return n;
  }

  /**
   * Recomputes every cache of route r and its cost (O(length)). With `reselect`, visits with several windows
   * then get the window the route's schedule reaches them in, and the caches are recomputed if that changed.
   */
  updateRoute(r: number, reselect = true): void {
    const p = this.p;
    const nd = p.nDims;
    const timed = p.timeMode === 1;
    const soft = p.softWindows;
    const seg = this.a;
    const s0 = startSentinel(p, r);
    const e0 = endSentinel(p, r);
    const head = this.keptHead[r];
    const tail = this.keptTail[r];
    this.keptHead[r] = this.keptTail[r] = -1;
    this.edited[r] = 0;
    // Resuming needs located sentinels: every prefix then starts, and every suffix ends, at a location.
    const resume = head >= 0 && this.resumable && p.visitLoc[s0] >= 0 && p.visitLoc[e0] >= 0;
    let x = s0;
    let position = 0;
    let multi = 0;
    if (resume) {
      this.loadPrefix(seg, head);
      position = this.pos[head] + 1;
      x = this.next[head];
    } else seg.clear();
    for (;;) {
      if (hasWindowChoice(p, x)) multi++;
      this.pushVisit(seg, x, r);
      this.pos[x] = position++;
      this.pDist[x] = seg.dist;
      this.pJobs[x] = seg.jobs;
      for (let k = 0; k < nd; k++) this.pLoad[x * nd + k] = seg.load[k];
      this.pLast[x] = seg.last;
      if (timed) {
        this.pD[x] = seg.d;
        this.pTW[x] = seg.tw;
        this.pE[x] = seg.e;
        this.pL[x] = seg.l;
        if (soft) {
          this.pD2[x] = seg.d2;
          this.pTW2[x] = seg.tw2;
          this.pE2[x] = seg.e2;
          this.pL2[x] = seg.l2;
        }
      }
      if (x === e0) break;
      x = this.next[x];
    }
    this.rLen[r] = position - 2;
    this.rMulti[r] = multi;
    const turned = (seg.jobs > 0 ? 1 : 0) - (this.rJobs[r] > 0 ? 1 : 0);
    this.used += turned;
    if (turned !== 0) this.occupancy++;
    this.rJobs[r] = seg.jobs;
    this.rCost[r] = this.cm.routeCost(seg, r);
    this.rObj[r] = this.cm.routeObjective(seg, r);
    this.cm.routeExcess(seg, r, this.ex);
    for (let k = 0; k < 4; k++) this.rEx[r * 4 + k] = this.ex[k];
    // Suffixes, backwards: suffix(x) = x ⊕ suffix(next(x)).
    const cur = this.a;
    const time = this.timeOf(r);
    cur.clear();
    x = e0;
    if (resume) {
      // cur = suffix(tail) as stored: what prependVisit reads of it (a located first visit, no lead part).
      cur.empty = false;
      cur.first = this.sFirst[tail];
      cur.dist = this.sDist[tail];
      if (timed) cur.setMain(this.sD[tail], this.sTW[tail], this.sE[tail], this.sL[tail]);
      x = this.prev[tail];
    }
    for (;;) {
      prependVisit(cur, p, x, time);
      this.sDist[x] = cur.dist;
      this.sFirst[x] = cur.first;
      if (timed) {
        this.sD[x] = cur.d;
        this.sTW[x] = cur.tw;
        this.sE[x] = cur.e;
        this.sL[x] = cur.l;
        this.sLead[x] = cur.hasLead ? 1 : 0;
        this.sLD[x] = cur.ld;
        this.sLTW[x] = cur.ltw;
        this.sLE[x] = cur.le;
        this.sLL[x] = cur.ll;
        if (soft) {
          this.sD2[x] = cur.d2;
          this.sTW2[x] = cur.tw2;
          this.sE2[x] = cur.e2;
          this.sL2[x] = cur.l2;
          this.sLD2[x] = cur.ld2;
          this.sLTW2[x] = cur.ltw2;
          this.sLE2[x] = cur.le2;
          this.sLL2[x] = cur.ll2;
        }
      }
      if (x === s0) break;
      x = this.prev[x];
    }
    this.rModified[r] = this.nbMoves;
    if (this.sub !== null) this.sub.invalidate(r, position - 2);
    if (reselect && multi > 0 && this.reselectWindows(r)) this.updateRoute(r, false);
  }

  /**
   * Forward pass over route r from its earliest departure: each visit with several windows takes the first
   * window not yet closed on arrival (else its last one), as the reported schedule does. True if any changed.
   */
  reselectWindows(r: number): boolean {
    const p = this.p;
    if (p.timeMode === 0) return false;
    const time = this.timeOf(r) as Int32Array;
    const e0 = endSentinel(p, r);
    let t = this.pE[e0];
    if (!Number.isFinite(t)) t = 0;
    let at = p.vStart[r];
    let changed = false;
    for (let x = this.next[startSentinel(p, r)]; x !== e0; x = this.next[x]) {
      const loc = p.visitLoc[x];
      if (loc >= 0) {
        t += time[at * p.nLoc + loc];
        at = loc;
      }
      if (hasWindowChoice(p, x)) {
        const w1 = p.windowOffset[x + 1];
        let w = p.windowOffset[x];
        while (w < w1 - 1 && p.windowEnd[w] < t) w++;
        if (p.windowStart[w] !== p.visitTwStart[x]) {
          selectWindow(p, x, w);
          changed = true;
        }
      }
      t = Math.max(t, p.visitTwStart[x]) + p.visitService[x];
    }
    return changed;
  }

  /** Recomputes every route's cost after a change of penalty weights (O(1) per route, from the caches). */
  refreshCosts(): void {
    const seg = this.a;
    const p = this.p;
    for (let r = 0; r < this.nR; r++) {
      const e = endSentinel(p, r);
      this.loadPrefix(seg, e);
      seg.jobs = this.rJobs[r];
      this.rCost[r] = this.cm.routeCost(seg, r);
    }
  }

  /** Penalised cost of route r recomputed from scratch (debug checks). */
  recomputeCost(r: number): number {
    const seg = this.a;
    seg.clear();
    this.appendRange(seg, startSentinel(this.p, r), endSentinel(this.p, r), r);
    return this.cm.routeCost(seg, r);
  }

  /** True when route r violates no constraint. */
  /** Marks the infeasible routes as just changed: a restricted local search then looks at them again. */
  touchInfeasible(): void {
    this.nbMoves++;
    for (let r = 0; r < this.nR; r++) if (!this.routeFeasible(r)) this.rModified[r] = this.nbMoves;
  }

  routeFeasible(r: number): boolean {
    const o = r * 4;
    return this.rEx[o] <= 0 && this.rEx[o + 1] <= 0 && this.rEx[o + 2] <= 0 && this.rEx[o + 3] <= 0;
  }

  totalCost(): number {
    let c = 0;
    for (let r = 0; r < this.nR; r++) c += this.rCost[r];
    const p = this.p;
    for (let j = 0; j < p.nJobs; j++)
      if (this.routeOf[j] < 0 && p.jobAssignable[j] === 1) c += p.jobPenalty[j];
    return c;
  }

  /** First job-or-break visit of route r, or its end sentinel. */
  firstVisit(r: number): number {
    return this.next[startSentinel(this.p, r)];
  }
}
