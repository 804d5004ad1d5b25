/**
 * A stored solution: the visits of every route (jobs and breaks), route by route, the window chosen for each
 * visit with several, plus its costs. Used for the best solution, for population members and to move
 * solutions in and out of the local search.
 */
import {
  currentWindow,
  endSentinel,
  hasWindowChoice,
  selectWindow,
  startSentinel,
} from '../problem/problem.js';
import type { SearchContext } from './context.js';

/** A whole solution's routes: route r (= vehicle r) holds visits[routeEnd[r - 1] .. routeEnd[r]). */
export interface RouteSet {
  visits: Int32Array;
  routeEnd: Int32Array;
}

export class Snapshot {
  /** Visits route by route; route r holds order[routeEnd[r - 1] .. routeEnd[r]). */
  readonly order: Int32Array;
  readonly routeEnd: Int32Array;
  /**
   * Window of order[i] (an index into windowStart/End) when it has several, else -1; empty when no visit
   * of the problem has a choice. Its costs were evaluated with these windows.
   */
  readonly windowOf: Int32Array;
  /** Penalised cost (at the penalties in force when saved). */
  cost = Infinity;
  /** Objective + unassigned penalties; meaningful when feasible. */
  objective = Infinity;
  /** The routes' objective alone (what the plan costs, without the penalties of the jobs left out). */
  routesObjective = Infinity;
  /** Jobs in no route. */
  unassigned = 0;
  feasible = false;
  /** Excess per family summed over routes: load, time, distance, stops. */
  readonly excess = new Float64Array(4);

  constructor(nVisitsInRoutes: number, nRoutes: number, windowChoices: boolean) {
    this.order = new Int32Array(nVisitsInRoutes);
    this.routeEnd = new Int32Array(nRoutes);
    this.windowOf = new Int32Array(windowChoices ? nVisitsInRoutes : 0);
  }

  static forProblem(ctx: SearchContext): Snapshot {
    return new Snapshot(ctx.p.nJobs + ctx.p.nBreaks, ctx.p.nVehicles, ctx.windowChoices);
  }

  routeStart(r: number): number {
    return r === 0 ? 0 : this.routeEnd[r - 1];
  }

  /** Route r serves at least one job (a route of breaks alone is not in use). */
  hasJob(r: number, nJobs: number): boolean {
    for (let q = this.routeStart(r); q < this.routeEnd[r]; q++) if (this.order[q] < nJobs) return true;
    return false;
  }

  /** Routes serving at least one job. */
  usedRoutes(nJobs: number): number {
    let used = 0;
    for (let r = 0; r < this.routeEnd.length; r++) if (this.hasJob(r, nJobs)) used++;
    return used;
  }

  saveFrom(ctx: SearchContext): void {
    const R = ctx.routes;
    const p = ctx.p;
    let c = 0;
    this.excess.fill(0);
    let obj = 0;
    const windows = this.windowOf.length > 0;
    for (let r = 0; r < R.nR; r++) {
      const e = endSentinel(p, r);
      for (let x = R.next[startSentinel(p, r)]; x !== e; x = R.next[x]) {
        if (windows) this.windowOf[c] = hasWindowChoice(p, x) ? currentWindow(p, x) : -1;
        this.order[c++] = x;
      }
      this.routeEnd[r] = c;
      for (let k = 0; k < 4; k++) this.excess[k] += R.rEx[r * 4 + k];
      obj += R.rObj[r];
    }
    this.routesObjective = obj;
    let out = 0;
    for (let j = 0; j < p.nJobs; j++) {
      if (R.routeOf[j] >= 0) continue;
      out++;
      if (p.jobAssignable[j] === 1) obj += p.jobPenalty[j];
    }
    this.unassigned = out;
    this.cost = R.totalCost();
    this.objective = obj;
    this.feasible = this.excess[0] <= 0 && this.excess[1] <= 0 && this.excess[2] <= 0 && this.excess[3] <= 0;
  }

  copyFrom(o: Snapshot): void {
    this.order.set(o.order);
    this.routeEnd.set(o.routeEnd);
    this.windowOf.set(o.windowOf);
    this.cost = o.cost;
    this.objective = o.objective;
    this.routesObjective = o.routesObjective;
    this.unassigned = o.unassigned;
    this.feasible = o.feasible;
    this.excess.set(o.excess);
  }

  /**
   * Makes these routes the current ones. Visits with several windows re-select theirs from the schedule as
   * any route change does, unless `keepWindows`: then the saved windows are restored and the routes cost
   * exactly what was saved (re-selecting can land elsewhere, even on an infeasible schedule).
   */
  loadInto(ctx: SearchContext, keepWindows = false): void {
    const R = ctx.routes;
    const p = ctx.p;
    const restore = keepWindows && this.windowOf.length > 0;
    for (let j = 0; j < p.nJobs; j++) R.routeOf[j] = -1;
    for (let r = 0; r < R.nR; r++) {
      let last = startSentinel(p, r);
      for (let i = this.routeStart(r); i < this.routeEnd[r]; i++) {
        const x = this.order[i];
        R.next[last] = x;
        R.prev[x] = last;
        R.routeOf[x] = r;
        if (restore && this.windowOf[i] >= 0) selectWindow(p, x, this.windowOf[i]);
        last = x;
      }
      const e = endSentinel(p, r);
      R.next[last] = e;
      R.prev[e] = last;
      R.routeOf[startSentinel(p, r)] = r;
      R.routeOf[e] = r;
      R.updateRoute(r, !keepWindows);
    }
  }

  /**
   * Takes the routes of a solution shared by a cooperating search of the same problem (windows re-selected
   * on loading); false when its shape does not fit this problem.
   */
  takeShared(shared: RouteSet): boolean {
    const n = shared.visits.length;
    if (shared.routeEnd.length !== this.routeEnd.length || n > this.order.length) return false;
    if (shared.routeEnd[shared.routeEnd.length - 1] !== n) return false;
    this.order.set(shared.visits);
    this.routeEnd.set(shared.routeEnd);
    this.windowOf.fill(-1);
    return true;
  }

  /** Penalised cost under the current penalty weights (recomputed through the routes). */
  recost(ctx: SearchContext): void {
    const cm = ctx.cm;
    let c = this.objective;
    c +=
      cm.penLoad * this.excess[0] +
      cm.penTw * this.excess[1] +
      cm.penDist * this.excess[2] +
      cm.penStops * this.excess[3];
    this.cost = c;
  }
}
