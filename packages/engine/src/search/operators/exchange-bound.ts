/**
 * The distance lower bounds of the inter-route moves the local search tries on one (U, V) pair (the six
 * exchange variants of evaluateExchange, evaluateTwoOptStar, and evaluateTwoOptStarRev where that move
 * applies), from values read once: U's side once per U (until a move changes the routes), V's side and the
 * matrix entries the moves share once per pair. Each bound is the sum the full evaluation computes
 * (evaluateInter, evaluateTwoOptStar, evaluateTwoOptStarRev), in the same order less its always-zero
 * terms, so a move rejected here is one the full evaluation would reject too and the search is unchanged;
 * only the moves let through are evaluated in full. At 600-1,000 jobs these bounds reject about nine moves in
 * ten, and before this they took more than half of the search's time (docs/benchmarks.md). With windows, the
 * exchange variants they let through are bounded again by both routes' least time warps (warpFilter), which
 * reject most of them before evaluateInter's setup is paid (thirty-third round).
 */
import { endSentinel, type Matrix, type Problem } from '../../problem/problem.js';
import type { SearchContext } from '../context.js';
import { EPS } from '../context.js';
import { penaltiesReject } from './two-opt-star.js';
import { arcWarp, arcWarpInRowOfY, linkWarp } from './warp-bound.js';

/** The exchange variants tried for every (U, V) pair, in order: N, M, reversed (flat, no destructuring). */
export const EX_N = [1, 2, 2, 1, 2, 2];
export const EX_M = [0, 0, 0, 1, 1, 2];
export const EX_REV = [false, false, true, false, false, false];
/** The bit of ExchangeBound.candidates for 2-opt* between the routes of U and V. */
export const TWO_OPT_STAR = 1 << 6;
/** The bit for 2-opt* with the heads reversed (evaluateTwoOptStarRev), set only by a bound made for it. */
export const TWO_OPT_STAR_REV = 1 << 7;
/** The bits of the exchange variants. */
const EXCHANGES = (1 << EX_N.length) - 1;

export class ExchangeBound {
  /**
   * @param reversedHeads whether the local search tries 2-opt* with the heads reversed (reversedHeadsApply):
   * then candidates also tests that move's bound (bit TWO_OPT_STAR_REV).
   * @param loads whether the problem's loads may be bounded (loadBoundApplies): then a move the distances let
   * through is bounded again with each route's load penalty after it. Sums of whole numbers are exact in any
   * order, so each penalty is the one the full evaluation adds and the bound stays at or below its result: a
   * move into a full route is rejected here instead of priced in full (on X-n573-k30, whose offspring are often
   * overloaded, the full evaluation took a tenth of the run; docs/benchmarks.md, twenty-ninth round).
   * @param warps whether evaluateInter bounds moves by their least time warp (hard windows, no breaks): then
   * the exchange variants the distances let through are bounded again with it here (warpFilter).
   */
  constructor(
    private readonly reversedHeads = false,
    private readonly loads = false,
    private readonly warps = false,
  ) {}

  /** The distance bound (lbU + lbV - old) of each exchange variant that passed it, for warpFilter. */
  private readonly bounds = new Float64Array(EX_N.length);
  /** Route U's time matrix (with warps). */
  private tmU: Matrix | null = null;

  private penLoad = 0;
  private loadWeight = 0;
  /** Route U's load and capacity, U's demand, U's with next(U)'s, and the prefix load through U. */
  private loadRU = 0;
  private capU = 0;
  private demU1 = 0;
  private demU2 = 0;
  private pLoadU = 0;
  /** Route V's load and capacity. */
  private loadRV = 0;
  private capV = 0;

  // U's side, valid while uStamp === routes.nbMoves.
  private U = -1;
  private uStamp = -1;
  private rU = 0;
  private dPU = 0;
  private a1 = 0;
  private locU = 0;
  private locU2 = 0;
  /** U's successor is a job (the two-job segment U, next(U) exists). */
  private hasU2 = false;
  /** First location and distance of the suffix after U (b11, sdU1) and after next(U) (b12, sdU2). */
  private b11 = 0;
  private b12 = 0;
  private sdU1 = 0;
  private sdU2 = 0;
  private innerF2 = 0;
  private innerR2 = 0;
  /** Prefix start .. U: distance, last location, jobs (2-opt*). */
  private dU0 = 0;
  private lastU = 0;
  private jobsPU = 0;
  /** Route U's distance without U (resp. without U and next(U)). */
  private dU01 = 0;
  private dU02 = 0;
  /** Route U's jobs, fixed cost and distance cost coefficient. */
  private jobsU = 0;
  private fixedU = 0;
  private coefU = 0;
  // V's route, and the pair's cost now.
  private jobsV = 0;
  private fixedV = 0;
  private coefV = 0;
  private old = 0;
  /** 2-opt*'s distance bound before the pair's cost is taken off, and its routes' jobs (with warps). */
  private starBounded = false;
  private starLb = 0;
  private starJobsU = 0;
  private starJobsV = 0;

  /** Drops U's side (the routes may have changed without a move: a new local search). */
  forget(): void {
    this.U = -1;
  }

  /**
   * For jobs U and V of different routes: bit e is set when variant e (EX_N[e], EX_M[e], EX_REV[e]) may
   * improve and must be evaluated in full; a clear bit is a variant evaluateExchange would reject. Bit
   * TWO_OPT_STAR likewise for evaluateTwoOptStar(U, V), whose bound reads the same values.
   */
  candidates(ctx: SearchContext, U: number, V: number): number {
    return this.penaltyFilter(ctx, U, V, this.distanceMask(ctx, U, V));
  }

  /**
   * With warps, the moves the distances let through bounded again with the time warps (the exchange variants)
   * or, for 2-opt*, with the loads' penalties and the time warps, as evaluateTwoOptStar bounds it after its
   * distances: most 2-opt* moves that pass their distance bound fail there (on R1_10_1 about two in three
   * by their loads, nearly all the rest by their warps), and are spared that function's setup.
   */
  private penaltyFilter(ctx: SearchContext, U: number, V: number, mask: number): number {
    if (!this.warps) return mask;
    let m = (mask & EXCHANGES) !== 0 ? this.warpFilter(ctx, V, mask) : mask;
    if (
      (m & TWO_OPT_STAR) !== 0 &&
      this.starBounded &&
      penaltiesReject(ctx, U, V, this.starJobsU, this.starJobsV, this.starLb, this.old)
    )
      m &= ~TWO_OPT_STAR;
    return m;
  }

  /**
   * The same for job U and the start sentinel S of another route, for the moves the local search tries there
   * (LocalSearch.depotMoves): the relocations of U's segment after S (bits 0-2) and 2-opt* (TWO_OPT_STAR). With
   * V = S, evaluateInter and evaluateTwoOptStar compute the sums they compute for a job V, and so does this: the
   * bounds of distanceMask's relocations and 2-opt*, with S's prefix (nothing) and suffix (its whole route).
   */
  depotCandidates(ctx: SearchContext, U: number, S: number): number {
    const R = ctx.routes;
    const p = ctx.p;
    if (U !== this.U || R.nbMoves !== this.uStamp) this.loadU(ctx, U);
    const dm = p.dist;
    const n = p.nLoc;
    const sym = p.symmetric;
    const rV = R.routeOf[S];
    const V2 = R.next[S];
    const lastV = R.pLast[S];
    const b2 = R.sFirst[V2];
    const sdV2 = R.sDist[V2];
    const dV0 = R.pDist[S];
    this.readRouteV(ctx, rV);
    const locU = this.locU;
    const toU = sym ? dm[locU * n + lastV] : dm[lastV * n + locU];
    const fromU = b2 >= 0 ? dm[locU * n + b2] : 0;
    let mask = this.twoOptStar(ctx, rV, S, b2, sdV2, lastV, dV0, this.loads ? R.pLoad[S] : 0, false);
    mask |= this.relocations(dm, n, sym, b2, sdV2, lastV, dV0, toU, fromU);
    return this.penaltyFilter(ctx, U, S, mask);
  }

  /** Route V's jobs, fixed cost, distance coefficient (and load and capacity), and the pair's cost now. */
  private readRouteV(ctx: SearchContext, rV: number): void {
    const R = ctx.routes;
    const p = ctx.p;
    this.jobsV = R.rJobs[rV];
    this.fixedV = p.vFixed[rV];
    this.coefV = p.vDistCoef[rV];
    this.old = R.rCost[this.rU] + R.rCost[rV];
    if (this.loads) {
      this.loadRV = R.pLoad[endSentinel(p, rV)];
      this.capV = p.vCap[rV];
    }
  }

  /**
   * distanceMask's relocations of U's segment after V (bits 0-2), from V's side and the arcs shared with it: the
   * same sums, which distanceMask writes out between its swaps (its measured form, left as it was).
   */
  private relocations(
    dm: Matrix,
    n: number,
    sym: boolean,
    b2: number,
    sdV2: number,
    lastV: number,
    dV0: number,
    toU: number,
    fromU: number,
  ): number {
    let mask = 0;
    // (1, 0): U after V.
    let dV = dV0 + toU + sdV2;
    if (b2 >= 0) dV += fromU;
    if (this.passes(this.dU01, dV, 1, 0, this.demU1, 0)) mask |= 1;
    if (!this.hasU2) return mask;
    const locU2 = this.locU2;
    // (2, 0): U, next(U) after V; reversed.
    dV = dV0 + toU + this.innerF2 + sdV2;
    if (b2 >= 0) dV += dm[locU2 * n + b2];
    if (this.passes(this.dU02, dV, 2, 0, this.demU2, 1)) mask |= 2;
    dV = dV0 + (sym ? dm[locU2 * n + lastV] : dm[lastV * n + locU2]) + this.innerR2 + sdV2;
    if (b2 >= 0) dV += fromU;
    if (this.passes(this.dU02, dV, 2, 0, this.demU2, 2)) mask |= 4;
    return mask;
  }

  private distanceMask(ctx: SearchContext, U: number, V: number): number {
    const R = ctx.routes;
    const p = ctx.p;
    if (U !== this.U || R.nbMoves !== this.uStamp) this.loadU(ctx, U);
    const loads = this.loads;
    const nJ = p.nJobs;
    const loc = p.visitLoc;
    const dm = p.dist;
    const n = p.nLoc;
    // With a symmetric matrix, entries are read from the rows of U's side (the same rows for all of U's
    // neighbours, so they stay in cache): the same values, fewer cache misses.
    const sym = p.symmetric;
    const rV = R.routeOf[V];
    const pV = R.prev[V];
    const V2 = R.next[V];
    const hasV2 = V2 < nJ;
    const locU = this.locU;
    const locU2 = this.locU2;
    const locV = loc[V];
    const dV0 = R.pDist[V];
    const dPV = R.pDist[pV];
    const lastV = R.pLast[V];
    const lastPV = R.pLast[pV];
    const b2 = R.sFirst[V2];
    const sdV2 = R.sDist[V2];
    this.readRouteV(ctx, rV);
    let demV1 = 0;
    let demV2 = 0;
    if (loads) {
      demV1 = p.visitDemand[V];
      if (hasV2) demV2 = demV1 + p.visitDemand[V2];
    }
    // Shared by the variants: V's arc to U, U's to what follows V, the arcs around V's place in U's route.
    const toU = sym ? dm[locU * n + lastV] : dm[lastV * n + locU];
    const fromU = b2 >= 0 ? dm[locU * n + b2] : 0;
    const pvToU = sym ? dm[locU * n + lastPV] : dm[lastPV * n + locU];
    const a1ToV = dm[this.a1 * n + locV];
    const b11 = this.b11;
    // evaluateInter's terms that are always 0 (a one-visit segment's inner distance) are left out, and its job
    // counts are the segments' lengths (segments are jobs only): the same sums, exactly.
    let mask = this.twoOptStar(ctx, rV, V, b2, sdV2, lastV, dV0, loads ? R.pLoad[V] : 0, true);
    // (1, 0): U after V.
    let dV = dV0 + toU + sdV2;
    if (b2 >= 0) dV += fromU;
    if (this.passes(this.dU01, dV, 1, 0, this.demU1, 0)) mask |= 1;
    // (1, 1): U and V swapped.
    let dU = this.dPU + this.sdU1;
    dU += a1ToV;
    if (b11 >= 0) dU += sym ? dm[b11 * n + locV] : dm[locV * n + b11];
    dV = dPV + pvToU + sdV2;
    if (b2 >= 0) dV += fromU;
    if (this.passes(dU, dV, 1, 1, this.demU1 - demV1, 3)) mask |= 8;
    if (!this.hasU2) return mask;
    const b12 = this.b12;
    const fromU2 = b2 >= 0 ? dm[locU2 * n + b2] : 0;
    // (2, 0): U, next(U) after V; reversed.
    dV = dV0 + toU + this.innerF2 + sdV2;
    if (b2 >= 0) dV += fromU2;
    if (this.passes(this.dU02, dV, 2, 0, this.demU2, 1)) mask |= 2;
    dV = dV0 + (sym ? dm[locU2 * n + lastV] : dm[lastV * n + locU2]) + this.innerR2 + sdV2;
    if (b2 >= 0) dV += fromU;
    if (this.passes(this.dU02, dV, 2, 0, this.demU2, 2)) mask |= 4;
    // (2, 1): U, next(U) swapped with V.
    dU = this.dPU + this.sdU2;
    dU += a1ToV;
    if (b12 >= 0) dU += sym ? dm[b12 * n + locV] : dm[locV * n + b12];
    dV = dPV + pvToU + this.innerF2 + sdV2;
    if (b2 >= 0) dV += fromU2;
    if (this.passes(dU, dV, 2, 1, this.demU2 - demV1, 4)) mask |= 16;
    if (!hasV2) return mask;
    // (2, 2): U, next(U) swapped with V, next(V).
    const nV2 = R.next[V2];
    const locV2 = loc[V2];
    const b2N = R.sFirst[nV2];
    dU = this.dPU + this.sdU2;
    dU += a1ToV + (R.pDist[V2] - dV0);
    if (b12 >= 0) dU += sym ? dm[b12 * n + locV2] : dm[locV2 * n + b12];
    dV = dPV + pvToU + this.innerF2 + R.sDist[nV2];
    if (b2N >= 0) dV += dm[locU2 * n + b2N];
    if (this.passes(dU, dV, 2, 2, this.demU2 - demV2, 5)) mask |= 32;
    return mask;
  }

  /**
   * evaluateTwoOptStar's bound (the tails after U and after V exchanged): TWO_OPT_STAR when it may improve;
   * always when the two vehicles end differently (no bound there), never when both tails are empty.
   * Where the local search tries it, evaluateTwoOptStarRev's bound too (TWO_OPT_STAR_REV), the same sums in the
   * same order: route U becomes start .. U, then V's head reversed (pDist[U] + U -> V + pDist[V]); route V,
   * U's tail reversed, then V's tail (sDist[next(U)] + next(U) -> next(V) + sDist[next(V)]). That move applies
   * to symmetric single-depot problems only, where every location exists.
   */
  private twoOptStar(
    ctx: SearchContext,
    rV: number,
    V: number,
    fV: number,
    sdV2: number,
    lastV: number,
    dV0: number,
    pLoadV: number,
    reversedHeads: boolean,
  ): number {
    const p = ctx.p;
    const R = ctx.routes;
    const rU = this.rU;
    const dm = p.dist;
    const n = p.nLoc;
    const pJobsV = R.pJobs[V];
    const tailU = this.jobsU - this.jobsPU;
    const tailV = this.jobsV - pJobsV;
    let mask = 0;
    if (reversedHeads && this.reversedHeads) {
      const dU = this.dU0 + dm[this.lastU * n + lastV] + dV0;
      const dV = this.sdU1 + dm[this.b11 * n + fV] + sdV2;
      const jU = this.jobsPU + pJobsV;
      const jV = tailU + tailV;
      // Route U: U's head, then V's head reversed; route V: U's tail reversed, then V's tail.
      if (
        this.mayImprove(dU, dV, jU, jV) &&
        (!this.loads ||
          this.mayImproveLoaded(
            dU,
            dV,
            jU,
            jV,
            this.pLoadU + pLoadV,
            this.loadRU - this.pLoadU + (this.loadRV - pLoadV),
          ))
      )
        mask = TWO_OPT_STAR_REV;
    }
    this.starBounded = false;
    if (tailU === 0 && tailV === 0) return mask;
    if (p.vTailKey[rU] !== p.vTailKey[rV]) return mask | TWO_OPT_STAR;
    const fU = this.b11;
    const dU = this.dU0 + (fV >= 0 ? dm[this.lastU * n + fV] : 0) + sdV2;
    const toFU = fU < 0 ? 0 : p.symmetric ? dm[fU * n + lastV] : dm[lastV * n + fU];
    const dV = dV0 + toFU + this.sdU1;
    const jU = this.jobsPU + tailV;
    const jV = pJobsV + tailU;
    if (!this.mayImprove(dU, dV, jU, jV)) return mask;
    if (this.warps) {
      // evaluateTwoOptStar's distance bound, the same sum, for penaltyFilter.
      this.starBounded = true;
      this.starLb =
        (jU > 0 ? this.fixedU + this.coefU * dU : 0) + (jV > 0 ? this.fixedV + this.coefV * dV : 0);
      this.starJobsU = jU;
      this.starJobsV = jV;
    }
    if (
      this.loads &&
      !this.mayImproveLoaded(
        dU,
        dV,
        jU,
        jV,
        this.pLoadU + (this.loadRV - pLoadV),
        pLoadV + (this.loadRU - this.pLoadU),
      )
    )
      return mask;
    return mask | TWO_OPT_STAR;
  }

  /**
   * evaluateInter's test of the bound for variant e (nUj jobs leave route U, nVj leave route V; `moved` is the
   * demand that leaves route U less the demand that enters it), negated as there so that a NaN bound is let
   * through.
   */
  private passes(dU: number, dV: number, nUj: number, nVj: number, moved: number, e: number): boolean {
    const jobsU = this.jobsU - nUj + nVj;
    const jobsV = this.jobsV + nUj - nVj;
    const bound = this.bound(dU, dV, jobsU, jobsV);
    if (bound > -EPS) return false;
    this.bounds[e] = bound;
    return (
      !this.loads || this.mayImproveLoaded(dU, dV, jobsU, jobsV, this.loadRU - moved, this.loadRV + moved)
    );
  }

  /** What routes U and V of these distances and jobs cost at least, less what they cost now. */
  private bound(dU: number, dV: number, jobsU: number, jobsV: number): number {
    const lbU = jobsU > 0 ? this.fixedU + this.coefU * dU : 0;
    const lbV = jobsV > 0 ? this.fixedV + this.coefV * dV : 0;
    return lbU + lbV - this.old;
  }

  /** Routes U and V of these distances and jobs may cost less than now (the bound, negated: NaN passes). */
  private mayImprove(dU: number, dV: number, jobsU: number, jobsV: number): boolean {
    return !(this.bound(dU, dV, jobsU, jobsV) > -EPS);
  }

  /**
   * With warps: clears the bit of each exchange variant in `mask` whose distance bound, plus both routes' least
   * time warps after the move at the time-warp penalty, cannot improve. That is evaluateInter's test with
   * windows (warp-bound.ts), its load penalties left out, so it rejects only moves evaluateInter rejects; made
   * here, it spares those moves the rest of evaluateInter's work. Route V's warp first, as there.
   */
  private warpFilter(ctx: SearchContext, V: number, mask: number): number {
    const R = ctx.routes;
    const p = ctx.p;
    const penTw = ctx.cm.penTw;
    const tmV = p.times[p.vProfile[R.routeOf[V]]];
    const tmU = this.tmU as Matrix;
    const U = this.U;
    const pU = R.prev[U];
    const sym = p.symmetric;
    for (let e = 0; e < EX_N.length; e++) {
      if ((mask & (1 << e)) === 0) continue;
      const n = EX_N[e];
      const m = EX_M[e];
      const endU = n === 2 ? R.next[U] : U;
      const endV = m === 2 ? R.next[V] : V;
      // Route V: U's segment (reversed with EX_REV) after V, or in place of V's segment.
      const first = EX_REV[e] ? endU : U;
      const last = EX_REV[e] ? U : endU;
      // joinWarp's terms, each arc's time read in the row of its end on U's side (the rows distanceMask read).
      const a = m > 0 ? R.prev[V] : V;
      const b = R.next[endV];
      const wV = R.pTW[a] + arcWarpInRowOfY(p, tmV, a, first, sym) + arcWarp(p, tmV, last, b) + R.sTW[b];
      const lb = this.bounds[e];
      if (lb + penTw * wV > -EPS) {
        mask &= ~(1 << e);
        continue;
      }
      if (this.jobsU - n + m === 0) continue;
      const nU = R.next[endU];
      const wU =
        m > 0
          ? R.pTW[pU] + arcWarp(p, tmU, pU, V) + arcWarpInRowOfY(p, tmU, endV, nU, sym) + R.sTW[nU]
          : linkWarp(R, p, tmU, pU, nU);
      if (lb + penTw * (wV + wU) > -EPS) mask &= ~(1 << e);
    }
    return mask;
  }

  /**
   * The same with these loads' penalties added (where the loads are bounded): asked only of the moves the
   * distances let through, about one in ten, so the others cost no more than before.
   */
  private mayImproveLoaded(
    dU: number,
    dV: number,
    jobsU: number,
    jobsV: number,
    loadU: number,
    loadV: number,
  ): boolean {
    const xU = jobsU > 0 ? loadU - this.capU : 0;
    const xV = jobsV > 0 ? loadV - this.capV : 0;
    if (!(xU > 0) && !(xV > 0)) return true;
    let lbU = jobsU > 0 ? this.fixedU + this.coefU * dU : 0;
    let lbV = jobsV > 0 ? this.fixedV + this.coefV * dV : 0;
    // CostModel.withLimits's load term, in its order: penalty weight x (excess x dimension weight).
    if (xU > 0) lbU += this.penLoad * (xU * this.loadWeight);
    if (xV > 0) lbV += this.penLoad * (xV * this.loadWeight);
    return !(lbU + lbV - this.old > -EPS);
  }

  private loadU(ctx: SearchContext, U: number): void {
    const R = ctx.routes;
    const p = ctx.p;
    const loc = p.visitLoc;
    const dm = p.dist;
    const n = p.nLoc;
    const pU = R.prev[U];
    const U2 = R.next[U];
    this.U = U;
    this.uStamp = R.nbMoves;
    const rU = R.routeOf[U];
    this.rU = rU;
    this.jobsU = R.rJobs[rU];
    this.fixedU = p.vFixed[rU];
    this.coefU = p.vDistCoef[rU];
    if (this.warps) this.tmU = p.times[p.vProfile[rU]];
    this.dPU = R.pDist[pU];
    this.a1 = R.pLast[pU];
    this.dU0 = R.pDist[U];
    this.lastU = R.pLast[U];
    this.jobsPU = R.pJobs[U];
    this.locU = loc[U];
    this.hasU2 = U2 < p.nJobs;
    this.b11 = R.sFirst[U2];
    this.sdU1 = R.sDist[U2];
    let d = this.dPU + this.sdU1;
    if (this.b11 >= 0) d += dm[this.a1 * n + this.b11];
    this.dU01 = d;
    if (this.loads) {
      this.penLoad = ctx.cm.penLoad;
      this.loadWeight = p.loadWeight[0];
      this.loadRU = R.pLoad[endSentinel(p, rU)];
      this.capU = p.vCap[rU];
      this.pLoadU = R.pLoad[U];
      this.demU1 = p.visitDemand[U];
      this.demU2 = this.hasU2 ? this.demU1 + p.visitDemand[U2] : 0;
    }
    if (!this.hasU2) return;
    const nU2 = R.next[U2];
    const lU = this.locU;
    const lU2 = loc[U2];
    this.locU2 = lU2;
    this.b12 = R.sFirst[nU2];
    this.sdU2 = R.sDist[nU2];
    this.innerF2 = R.pDist[U2] - R.pDist[U];
    // evaluateInter's innerDist for a reversed pair: the arc next(U) -> U (0 when either has no location).
    this.innerR2 = p.symmetric ? this.innerF2 : lU < 0 || lU2 < 0 ? 0 : dm[lU2 * n + lU];
    d = this.dPU + this.sdU2;
    if (this.b12 >= 0) d += dm[this.a1 * n + this.b12];
    this.dU02 = d;
  }
}

/**
 * Without time, one load dimension whose demands (ceiled to whole units when the problem is built) and
 * capacities are safe integers, their sum too: a route's load after a move is then the same double whichever
 * way it is summed, and the bound's load penalty is the full evaluation's. An unlimited capacity (Infinity)
 * turns it off. With windows evaluateInter bounds the loads itself before it prices time, and reading them here
 * as well cost more than it saved (R1_10_1 and R2_10_1 at fixed iterations: 1.04 of the CPU).
 */
export function loadBoundApplies(p: Problem): boolean {
  if (p.nDims !== 1 || p.timeMode !== 0) return false;
  let total = 0;
  for (let j = 0; j < p.nJobs; j++) {
    if (!Number.isSafeInteger(p.visitDemand[j])) return false;
    total += Math.abs(p.visitDemand[j]);
  }
  for (let v = 0; v < p.nVehicles; v++) if (!Number.isSafeInteger(p.vCap[v])) return false;
  return Number.isSafeInteger(total);
}
