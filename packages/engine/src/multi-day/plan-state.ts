/**
 * A whole horizon's plan under search: one visit sequence per crew, the drivers' weekly hours and working
 * days, and the cost (metres plus a penalty per visit left out). Insertions check every limit, including
 * the ones that span days (weekly hours, consecutive working days), so the plan is always feasible.
 */
import type { Rng } from '../search/rng.js';
import type { Prepared } from './prepare.js';
import { evaluateRoute, fitsCapacity, type RouteEval } from './route-eval.js';

export interface Insertion {
  crew: number;
  pos: number;
  delta: number;
  eval: RouteEval;
}

export class PlanState {
  readonly seqs: number[][];
  readonly evals: (RouteEval | null)[];
  readonly crewOf: Int32Array;
  /** Seconds of routes per driver and week: index driver * weeks + week. */
  readonly weekUsed: Float64Array;
  readonly weeks: number;
  distM = 0;
  unassigned = 0;
  /** Cost of leaving one visit out, in metres: more than any detour can cost. */
  readonly penalty: number;
  private saved = new Map<number, number[]>();

  constructor(readonly p: Prepared) {
    this.seqs = p.crews.map(() => []);
    this.evals = p.crews.map(() => null);
    this.crewOf = new Int32Array(p.visits.length).fill(-1);
    this.weeks = Math.max(0, ...p.weekOfDay) + 1;
    this.weekUsed = new Float64Array(p.drivers.length * this.weeks);
    this.unassigned = p.visits.length;
    let maxD = 0;
    for (let k = 0; k < p.dist.length; k++) if (p.dist[k] > maxD) maxD = p.dist[k];
    this.penalty = 4 * maxD + 1_000_000;
  }

  cost(): number {
    return this.distM + this.penalty * this.unassigned;
  }

  private works(driver: number, day: number): boolean {
    if (day < 0 || day >= this.p.days) return false;
    const c = this.p.drivers[driver].crewOfDay[day];
    return c >= 0 && this.seqs[c].length > 0;
  }

  /** Whether starting work on `day` keeps the driver within their consecutive-days limit. */
  private consecutiveOk(driver: number, day: number): boolean {
    let run = 1;
    for (let d = day - 1; this.works(driver, d); d--) run++;
    for (let d = day + 1; this.works(driver, d); d++) run++;
    return run <= this.p.drivers[driver].maxConsecutiveDays;
  }

  /** Why crew `c` cannot take more work from its driver's cross-day limits, or null when it can. */
  driverBlock(c: number, extraS: number): 'DRIVER_WEEKLY_HOURS' | 'DRIVER_CONSECUTIVE_DAYS' | null {
    const crew = this.p.crews[c];
    if (crew.driver < 0) return null;
    const dr = this.p.drivers[crew.driver];
    if (this.seqs[c].length === 0 && !this.consecutiveOk(crew.driver, crew.day))
      return 'DRIVER_CONSECUTIVE_DAYS';
    const used = this.weekUsed[crew.driver * this.weeks + this.p.weekOfDay[crew.day]];
    if (used + extraS > dr.maxWeeklyS) return 'DRIVER_WEEKLY_HOURS';
    return null;
  }

  /**
   * Cheapest feasible insertion of `v` over its candidate crews (only those of `day` when it is given);
   * `blink` skips positions at random.
   */
  bestInsertion(v: number, rng: Rng | null = null, blink = 0, day = -1): Insertion | null {
    const { p } = this;
    const { n, dist } = p;
    const loc = p.visits[v].loc;
    let best: Insertion | null = null;
    for (const c of p.visits[v].crews) {
      const crew = p.crews[c];
      if (day >= 0 && crew.day !== day) continue;
      const seq = this.seqs[c];
      if (seq.length >= crew.maxStops || !fitsCapacity(p, c, seq, v)) continue;
      const old = this.evals[c];
      const oldDur = old ? old.durS : 0;
      const oldDist = old ? old.distM : 0;
      for (let pos = 0; pos <= seq.length; pos++) {
        const prev = pos === 0 ? crew.start : p.visits[seq[pos - 1]].loc;
        const next = pos < seq.length ? p.visits[seq[pos]].loc : crew.end;
        const delta = dist[prev * n + loc] + (next >= 0 ? dist[loc * n + next] - dist[prev * n + next] : 0);
        if (best && delta >= best.delta) continue;
        if (rng && blink > 0 && rng.float() < blink) continue;
        const e = evaluateRoute(p, c, seq, v, pos, undefined, true);
        if (!e) continue;
        if (this.driverBlock(c, e.durS - oldDur) !== null) continue;
        best = { crew: c, pos, delta: e.distM - oldDist, eval: e };
      }
    }
    return best;
  }

  private touch(c: number): void {
    if (!this.saved.has(c)) this.saved.set(c, this.seqs[c].slice());
  }

  private setEval(c: number, e: RouteEval | null): void {
    const crew = this.p.crews[c];
    const old = this.evals[c];
    this.distM += (e ? e.distM : 0) - (old ? old.distM : 0);
    if (crew.driver >= 0)
      this.weekUsed[crew.driver * this.weeks + this.p.weekOfDay[crew.day]] +=
        (e ? e.durS : 0) - (old ? old.durS : 0);
    this.evals[c] = e;
  }

  insert(v: number, ins: Insertion): void {
    this.touch(ins.crew);
    this.seqs[ins.crew].splice(ins.pos, 0, v);
    this.crewOf[v] = ins.crew;
    this.unassigned--;
    this.setEval(ins.crew, ins.eval);
  }

  remove(v: number): void {
    const c = this.crewOf[v];
    if (c < 0) return;
    this.touch(c);
    const seq = this.seqs[c];
    seq.splice(seq.indexOf(v), 1);
    this.crewOf[v] = -1;
    this.unassigned++;
    // Removing a visit never breaks a limit when travel times obey the triangle inequality; a matrix that
    // does not is re-timed as it is (the route keeps its remaining order).
    this.setEval(c, seq.length > 0 ? (evaluateRoute(this.p, c, seq) ?? this.forcedEval(c)) : null);
  }

  private forcedEval(c: number): RouteEval {
    const prev = this.evals[c];
    return prev ?? { startS: 0, endS: 0, distM: 0, durS: 0 };
  }

  /** Starts recording changes: `rollback` restores the plan as it is now. */
  mark(): void {
    this.saved.clear();
  }

  rollback(): void {
    for (const c of this.saved.keys()) for (const v of this.seqs[c]) this.crewOf[v] = -1;
    for (const [c, seq] of this.saved) {
      this.seqs[c].length = 0;
      this.seqs[c].push(...seq);
      for (const v of seq) this.crewOf[v] = c;
      this.setEval(c, seq.length > 0 ? evaluateRoute(this.p, c, seq) : null);
    }
    this.unassigned = 0;
    for (let v = 0; v < this.crewOf.length; v++) if (this.crewOf[v] < 0) this.unassigned++;
    this.saved.clear();
  }

  /** Visit sequences per crew (a copy). */
  snapshot(): number[][] {
    return this.seqs.map((s) => s.slice());
  }

  restore(seqs: number[][]): void {
    this.crewOf.fill(-1);
    seqs.forEach((seq, c) => {
      this.seqs[c].length = 0;
      this.seqs[c].push(...seq);
      for (const v of seq) this.crewOf[v] = c;
      this.setEval(c, seq.length > 0 ? evaluateRoute(this.p, c, seq) : null);
    });
    this.unassigned = 0;
    for (let v = 0; v < this.crewOf.length; v++) if (this.crewOf[v] < 0) this.unassigned++;
  }
}
