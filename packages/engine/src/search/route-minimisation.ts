/**
 * Route minimisation by an ejection pool (after Nagata & Bräysy 2009, "A powerful route minimization
 * heuristic for the vehicle routing problem with time windows"): one route is emptied and its jobs go to a
 * pool; each job taken from the pool goes to its cheapest feasible place in another open route or, when it
 * has none, is inserted while ejecting one or two jobs of that route back into the pool so the route stays
 * feasible. Each job counts how often it had no place (its penalty), and the ejection chosen is the one whose
 * ejected jobs have the lowest summed penalty: jobs that are hard to place stay placed, easy ones move.
 * Every route stays feasible throughout; the route is gone when the pool empties.
 */
import { endSentinel, startSentinel } from '../problem/problem.js';
import type { SearchContext } from './context.js';
import { bestFeasibleInsertion, InsertionResult } from './insertion.js';
import { Snapshot } from './snapshot.js';

/** Ejections of one job are looked for within this many positions of the insertion point (either side). */
const WINDOW = 8;
/** Ejections of two jobs: within this many positions. */
const PAIR_WINDOW = 3;
/** Insertion-ejection steps allowed per job of the pool before the attempt is given up, and at most. */
const STEPS_PER_JOB = 400;
const MAX_STEPS = 1500;
/** Random feasible moves after each ejection (Nagata & Bräysy's perturbation; they use 1,000). */
const PERTURB_MOVES = 100;
/** Largest cost increase a perturbation move may bring. */
const MAX_WORSENING = 0;

export class RouteMinimiser {
  /** Jobs waiting for a place (a stack: the last ejected is placed first). */
  private readonly pool: Int32Array;
  private poolSize = 0;
  /** Insertion steps taken so far (each places one job from the pool, or fails to). */
  steps = 0;
  /** How often each job found no feasible place (Nagata & Bräysy's p[v]). */
  private readonly penalty: Int32Array;
  /** Routes emptied by this minimiser: no job may enter them. */
  private readonly closed: Uint8Array;
  /** One route as an array: its start sentinel, its visits, its end sentinel. */
  private readonly arr: Int32Array;
  private readonly saved: Snapshot;
  /** Routes already scanned for the current job (stamp per route). */
  private readonly seen: Float64Array;
  private stamp = 0;
  /** Best ejection found: route, insertion index, ejected indices (-1: none). */
  private bestRoute = -1;
  private bestAt = -1;
  private bestE1 = -1;
  private bestE2 = -1;
  private bestP = Infinity;
  private bestDist = Infinity;
  private readonly found = new InsertionResult();
  /** Routes that may take a job from the pool: not emptied by this minimiser, and not empty. */
  private readonly isOpen = (r: number): boolean => this.closed[r] === 0 && this.ctx.routes.rJobs[r] > 0;

  constructor(private readonly ctx: SearchContext) {
    const p = ctx.p;
    this.pool = new Int32Array(p.nJobs);
    this.penalty = new Int32Array(p.nJobs);
    this.closed = new Uint8Array(p.nVehicles);
    this.arr = new Int32Array(p.nVisits);
    this.saved = Snapshot.forProblem(ctx);
    this.seen = new Float64Array(p.nVehicles);
  }

  /** Routes with at least one job. */
  usedRoutes(): number {
    return this.ctx.routes.used;
  }

  /**
   * Places as many of the jobs left out as it can within `maxSteps` insertion steps (at most MAX_STEPS), the
   * routes feasible before and after; true when fewer jobs are left out than before.
   */
  placeLeftOut(maxSteps = MAX_STEPS): boolean {
    this.closed.fill(0);
    const before = this.leftOut();
    if (before === 0 || this.ctx.shouldStop()) return false;
    this.saved.saveFrom(this.ctx);
    this.emptyRoute(-1, true, Math.min(maxSteps, MAX_STEPS));
    return this.leftOut() < before;
  }

  /** Jobs that could be served and are in no route. */
  leftOut(): number {
    const p = this.ctx.p;
    let n = 0;
    for (let j = 0; j < p.nJobs; j++) if (this.ctx.routes.routeOf[j] < 0 && p.jobAssignable[j] === 1) n++;
    return n;
  }

  /**
   * Places the jobs left out, then empties routes, the shortest first, until at most `target` have jobs.
   * The routes must be feasible and hold no pinned job. Answers true when every job is served within the
   * target; otherwise the routes are left as they were after the last step that succeeded (still feasible).
   */
  reduceRoutes(target: number): boolean {
    const R = this.ctx.routes;
    this.placeLeftOut();
    if (this.leftOut() > 0) return false;
    while (this.usedRoutes() > target) {
      let shortest = -1;
      for (let r = 0; r < R.nR; r++)
        if (R.rJobs[r] > 0 && (shortest < 0 || R.rJobs[r] < R.rJobs[shortest])) shortest = r;
      if (!this.attempt(shortest)) return false;
    }
    return true;
  }

  /** emptyRoute(r), undone when it fails. */
  private attempt(r: number): boolean {
    const ctx = this.ctx;
    if (ctx.shouldStop()) return false;
    this.saved.saveFrom(ctx);
    if (this.emptyRoute(r, false, MAX_STEPS)) return true;
    this.saved.loadInto(ctx);
    return false;
  }

  /**
   * Moves every job of route r (none when r < 0) and every job left out into the other routes (true), or
   * gives up (false; the routes are then feasible but some jobs are in no route). `partial`: a job that
   * finds no place is set aside and the others go on; the routes end as in `saved` or in the state with the
   * fewest jobs left out since, whichever leaves fewer out.
   */
  private emptyRoute(r: number, partial: boolean, stepLimit: number): boolean {
    const ctx = this.ctx;
    const R = ctx.routes;
    const p = ctx.p;
    this.poolSize = 0;
    this.penalty.fill(1);
    for (let j = 0; j < p.nJobs; j++)
      if (R.routeOf[j] < 0 && p.jobAssignable[j] === 1) this.pool[this.poolSize++] = j;
    if (r >= 0) {
      const e = endSentinel(p, r);
      for (let x = R.next[startSentinel(p, r)]; x !== e;) {
        const nx = R.next[x];
        this.pool[this.poolSize++] = x;
        R.remove(x);
        x = nx;
      }
      R.nbMoves++;
      R.updateRoute(r, false);
      this.closed[r] = 1;
    }
    if (this.poolSize === 0) return true;
    ctx.rng.shuffle(this.pool, 0, this.poolSize);
    const maxSteps = Math.min(stepLimit, STEPS_PER_JOB * this.poolSize);
    let aside = 0;
    let fewest = this.poolSize;
    for (let step = 0; this.poolSize > 0; step++) {
      if (step >= maxSteps || ((step & 15) === 0 && ctx.shouldStop())) break;
      const v = this.pool[--this.poolSize];
      this.steps++;
      if (!this.insertFeasible(v)) {
        this.penalty[v]++;
        if (this.insertEjecting(v)) this.perturb();
        else if (partial) aside++;
        else return false;
      }
      if (partial && this.poolSize + aside < fewest) {
        fewest = this.poolSize + aside;
        this.saved.saveFrom(ctx);
      }
    }
    if (this.poolSize + aside === 0) return true;
    if (partial) this.saved.loadInto(ctx);
    return false;
  }

  /**
   * PERTURB_MOVES attempts at a random move between two routes, each keeping both routes feasible: a job
   * moves next to one of its granular neighbours in another route, or swaps with it. The routes change shape
   * (new room opens up for the pool) without getting much longer.
   */
  private perturb(): void {
    const ctx = this.ctx;
    const R = ctx.routes;
    const p = ctx.p;
    const nb = ctx.nb;
    const rng = ctx.rng;
    const cm = ctx.cm;
    const su = ctx.s2;
    const sv = ctx.s3;
    for (let t = 0; t < PERTURB_MOVES; t++) {
      const u = rng.int(p.nJobs);
      const ru = R.routeOf[u];
      if (ru < 0 || nb.count[u] === 0 || !this.movable(u)) continue;
      const v = nb.list[u * nb.k + rng.int(nb.count[u])];
      const rv = R.routeOf[v];
      if (rv < 0 || rv === ru || !this.open(u, rv) || !this.movable(v)) continue;
      const relocate = rng.int(2) === 0;
      // Relocate: u goes right after v, or right before it. Swap: u and v trade places.
      const w = relocate && rng.int(2) === 0 ? v : R.prev[v];
      if (!relocate && !ctx.canServe(v, ru)) continue;
      R.loadPrefix(su, R.prev[u]);
      if (!relocate) R.pushVisit(su, v, ru);
      R.appendSuffix(su, R.next[u]);
      R.loadPrefix(sv, w);
      R.pushVisit(sv, u, rv);
      R.appendSuffix(sv, relocate ? R.next[w] : R.next[v]);
      if (!cm.feasible(su, ru) || !cm.feasible(sv, rv)) continue;
      if (cm.routeCost(su, ru) + cm.routeCost(sv, rv) - R.rCost[ru] - R.rCost[rv] > MAX_WORSENING) continue;
      const pu = R.prev[u];
      R.remove(u);
      if (relocate) R.insertAfter(u, w);
      else {
        R.remove(v);
        R.insertAfter(v, pu);
        R.insertAfter(u, w);
      }
      R.nbMoves++;
      R.updateRoute(ru, false);
      R.updateRoute(rv, false);
    }
  }

  /** A job (not a break) that may leave its route (not pinned to it). */
  private movable(x: number): boolean {
    return x < this.ctx.p.nJobs && this.ctx.p.jobPinned[x] < 0;
  }

  /** Whether job v may enter route r at all. */
  private open(v: number, r: number): boolean {
    return this.isOpen(r) && this.ctx.canServe(v, r);
  }

  /** Inserts v at its cheapest feasible position in an open route; false when there is none. */
  private insertFeasible(v: number): boolean {
    const R = this.ctx.routes;
    bestFeasibleInsertion(this.ctx, v, this.found, -1, this.isOpen);
    if (this.found.fAfter < 0) return false;
    R.insertAfter(v, this.found.fAfter);
    R.nbMoves++;
    R.updateRoute(R.routeOf[v], false);
    return true;
  }

  /**
   * Inserts v into the route of one of its granular neighbours (any open route when none qualifies) while
   * ejecting one or two jobs near the insertion point into the pool, the ejected jobs' summed penalty lowest
   * (then the least added distance). False when no such move keeps a route feasible.
   */
  private insertEjecting(v: number): boolean {
    const ctx = this.ctx;
    const R = ctx.routes;
    const nb = ctx.nb;
    this.bestRoute = -1;
    this.bestP = Infinity;
    this.bestDist = Infinity;
    const stamp = ++this.stamp;
    for (let k = 0; k < nb.count[v]; k++) {
      const r = R.routeOf[nb.list[v * nb.k + k]];
      if (r < 0 || !this.open(v, r) || this.seen[r] === stamp) continue;
      this.seen[r] = stamp;
      this.scanRoute(v, r);
    }
    if (this.bestRoute < 0) for (let r = 0; r < R.nR; r++) if (this.open(v, r)) this.scanRoute(v, r);
    if (this.bestRoute < 0) return false;
    this.applyBest(v);
    return true;
  }

  /** Every insertion of v into route r with one or two ejections within WINDOW positions. */
  private scanRoute(v: number, r: number): void {
    const arr = this.arr;
    const L = this.scanArray(r) - 2;
    const pen = this.penalty;
    for (let i = 0; i <= L; i++) {
      const lo = Math.max(1, i - WINDOW + 1);
      const hi = Math.min(L, i + WINDOW);
      const hi2 = Math.min(L, i + PAIR_WINDOW);
      for (let a = lo; a <= hi; a++) {
        if (!this.movable(arr[a])) continue;
        const pa = pen[arr[a]];
        if (pa <= this.bestP) this.tryEjection(v, r, i, a, -1, pa);
        if (a <= i - PAIR_WINDOW) continue;
        for (let b = a + 1; b <= hi2; b++) {
          if (!this.movable(arr[b])) continue;
          const pb = pa + pen[arr[b]];
          if (pb <= this.bestP) this.tryEjection(v, r, i, a, b, pb);
        }
      }
    }
  }

  /**
   * Route r (as this.arr) with v inserted after index i and indices a (and b, when >= 0) ejected; records it
   * when feasible and better than the best so far.
   */
  private tryEjection(v: number, r: number, i: number, a: number, b: number, psum: number): void {
    const ctx = this.ctx;
    const R = ctx.routes;
    const arr = this.arr;
    const s = ctx.s3;
    const lo = Math.min(i + 1, a);
    const hi = Math.max(i, b >= 0 ? b : a);
    R.loadPrefix(s, arr[lo - 1]);
    if (i === lo - 1) R.pushVisit(s, v, r);
    for (let k = lo; k <= hi; k++) {
      if (k !== a && k !== b) R.pushVisit(s, arr[k], r);
      if (k === i) R.pushVisit(s, v, r);
    }
    R.appendSuffix(s, arr[hi + 1]);
    const added = s.dist - R.pDist[endSentinel(ctx.p, r)];
    if (psum === this.bestP && added >= this.bestDist) return;
    if (!ctx.cm.feasible(s, r)) return;
    this.bestRoute = r;
    this.bestAt = i;
    this.bestE1 = a;
    this.bestE2 = b;
    this.bestP = psum;
    this.bestDist = added;
  }

  private applyBest(v: number): void {
    const ctx = this.ctx;
    const R = ctx.routes;
    const r = this.bestRoute;
    this.scanArray(r);
    const at = this.arr[this.bestAt];
    const x1 = this.arr[this.bestE1];
    const x2 = this.bestE2 >= 0 ? this.arr[this.bestE2] : -1;
    // Insert first: the insertion point may be one of the ejected jobs.
    R.insertAfter(v, at);
    R.remove(x1);
    this.pool[this.poolSize++] = x1;
    if (x2 >= 0) {
      R.remove(x2);
      this.pool[this.poolSize++] = x2;
    }
    R.nbMoves++;
    R.updateRoute(r, false);
  }

  /** this.arr = route r from its start sentinel to its end sentinel; answers the count. */
  private scanArray(r: number): number {
    const R = this.ctx.routes;
    const p = this.ctx.p;
    const e = endSentinel(p, r);
    let n = 0;
    for (let x = startSentinel(p, r); ; x = R.next[x]) {
      this.arr[n++] = x;
      if (x === e) return n;
    }
  }
}
