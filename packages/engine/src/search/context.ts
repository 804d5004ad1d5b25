/**
 * Per-solve search workspace: the problem, the mutable routes, the penalised cost model, scratch segments
 * and buffers sized once, the RNG, the stop test and the debug switch. Operators receive it explicitly.
 */
import { anyWindowChoice, type Problem } from '../problem/problem.js';
import { CostModel } from './cost-model.js';
import { IntraTimed } from './fast-eval.js';
import type { Neighbours } from './neighbours.js';
import type { Rng } from './rng.js';
import { Routes } from './routes.js';
import { Seg } from './segment.js';

/** Numerical tolerance of "improving" (costs are integers or sums of products of scaled integers). */
export const EPS = 1e-7;

export interface StopTest {
  /** True when the search must stop now (time limit, cancellation). Cheap; callers poll it sparsely. */
  (): boolean;
}

export class SearchContext {
  readonly p: Problem;
  readonly cm: CostModel;
  readonly routes: Routes;
  readonly nb: Neighbours;
  readonly rng: Rng;
  readonly debug: boolean;
  readonly shouldStop: StopTest;
  /** Scratch segments for move evaluation. */
  readonly s1: Seg;
  readonly s2: Seg;
  readonly s3: Seg;
  /** Move counter at which each job was last tested as U (granular "skip unchanged pairs"). */
  readonly lastTested: Float64Array;
  /** Scratch integer buffers of 2 x nVisits entries. */
  readonly buf: Int32Array;
  readonly buf2: Int32Array;
  /** Fast evaluation path allowed (no soft windows, no breaks): see fast-eval.ts. */
  readonly fast: boolean;
  /** O(1) intra-route evaluator with time windows (fast mode). */
  readonly intra: IntraTimed;
  /** Scratch loads (one per dimension). */
  readonly loadScratch: Float64Array;
  /** A second one, for the other route of a move between two. */
  readonly loadScratch2: Float64Array;
  /** Some visit has several windows: its current one is state, which snapshots then save. */
  readonly windowChoices: boolean;
  /**
   * Most routes a move or an insertion may bring into use (hgs.ts sets it from the best solution's count on
   * large single-type time-window problems; Infinity: no limit).
   */
  routeCap = Infinity;
  /** Set when the stop test fired inside a search phase. */
  stopped = false;
  /** Solution cost before the move being applied (debug checks). */
  debugBefore = 0;

  /** True when routeCap routes are in use: no empty route may be opened. */
  atRouteCap(): boolean {
    return this.routes.used >= this.routeCap;
  }

  constructor(p: Problem, nb: Neighbours, rng: Rng, debug: boolean, shouldStop: StopTest) {
    this.p = p;
    this.cm = new CostModel(p);
    this.routes = new Routes(p, this.cm);
    this.nb = nb;
    this.rng = rng;
    this.debug = debug;
    this.shouldStop = shouldStop;
    this.s1 = new Seg(p.nDims);
    this.s2 = new Seg(p.nDims);
    this.s3 = new Seg(p.nDims);
    this.fast = !p.softWindows && p.nBreaks === 0;
    this.loadScratch = new Float64Array(p.nDims);
    this.loadScratch2 = new Float64Array(p.nDims);
    this.windowChoices = anyWindowChoice(p);
    this.intra = new IntraTimed();
    this.lastTested = new Float64Array(p.nJobs).fill(-1);
    this.buf = new Int32Array(2 * p.nVisits);
    this.buf2 = new Int32Array(2 * p.nVisits);
  }

  /** True when job j may be served by vehicle (route) v. */
  canServe(j: number, v: number): boolean {
    return this.p.eligible[this.p.vType[v] * this.p.nJobs + j] === 1;
  }

  isJob(x: number): boolean {
    return x < this.p.nJobs;
  }
}
