/**
 * The distance lower bounds of the inter-route moves the local search tries on one (U, V) pair (the six
 * exchange variants of evaluateExchange, evaluateTwoOptStar, and evaluateTwoOptStarRev where that move
 * applies), from values read once: U's side once per U (until a move changes the routes), V's side and the
 * matrix entries the moves share once per pair. Each bound is the sum the full evaluation computes
 * (evaluateInter, evaluateTwoOptStar, evaluateTwoOptStarRev), in the same order less its always-zero
 * terms, so a move rejected here is one the full evaluation would reject too and the search is unchanged;
 * only the moves let through are evaluated in full. At 600-1,000 jobs these bounds reject about nine moves in
 * ten, and before this they took more than half of the search's time (docs/benchmarks.md).
 */
import type { SearchContext } from '../context.js';
import { EPS } from '../context.js';

/** The exchange variants tried for every (U, V) pair, in order: N, M, reversed (flat, no destructuring). */
export const EX_N = [1, 2, 2, 1, 2, 2];
export const EX_M = [0, 0, 0, 1, 1, 2];
export const EX_REV = [false, false, true, false, false, false];
/** The bit of ExchangeBound.candidates for 2-opt* between the routes of U and V. */
export const TWO_OPT_STAR = 1 << 6;
/** The bit for 2-opt* with the heads reversed (evaluateTwoOptStarRev), set only by a bound made for it. */
export const TWO_OPT_STAR_REV = 1 << 7;

export class ExchangeBound {
  /**
   * @param reversedHeads whether the local search tries 2-opt* with the heads reversed (reversedHeadsApply):
   * then candidates also tests that move's bound (bit TWO_OPT_STAR_REV).
   */
  constructor(private readonly reversedHeads = false) {}

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
    const R = ctx.routes;
    const p = ctx.p;
    if (U !== this.U || R.nbMoves !== this.uStamp) this.loadU(ctx, U);
    const nJ = p.nJobs;
    const loc = p.visitLoc;
    const dm = p.dist;
    const n = p.nLoc;
    // With a symmetric matrix, entries are read from the rows of U's side (the same rows for all of U's
    // neighbours, so they stay in cache): the same values, fewer cache misses.
    const sym = p.symmetric;
    const rU = this.rU;
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
    this.jobsV = R.rJobs[rV];
    this.fixedV = p.vFixed[rV];
    this.coefV = p.vDistCoef[rV];
    this.old = R.rCost[rU] + R.rCost[rV];
    // Shared by the variants: V's arc to U, U's to what follows V, the arcs around V's place in U's route.
    const toU = sym ? dm[locU * n + lastV] : dm[lastV * n + locU];
    const fromU = b2 >= 0 ? dm[locU * n + b2] : 0;
    const pvToU = sym ? dm[locU * n + lastPV] : dm[lastPV * n + locU];
    const a1ToV = dm[this.a1 * n + locV];
    const b11 = this.b11;
    // evaluateInter's terms that are always 0 (a one-visit segment's inner distance) are left out, and its job
    // counts are the segments' lengths (segments are jobs only): the same sums, exactly.
    let mask = this.twoOptStar(ctx, rV, V, b2, sdV2, lastV, dV0);
    // (1, 0): U after V.
    let dV = dV0 + toU + sdV2;
    if (b2 >= 0) dV += fromU;
    if (this.passes(this.dU01, dV, 1, 0)) mask |= 1;
    // (1, 1): U and V swapped.
    let dU = this.dPU + this.sdU1;
    dU += a1ToV;
    if (b11 >= 0) dU += sym ? dm[b11 * n + locV] : dm[locV * n + b11];
    dV = dPV + pvToU + sdV2;
    if (b2 >= 0) dV += fromU;
    if (this.passes(dU, dV, 1, 1)) mask |= 8;
    if (!this.hasU2) return mask;
    const b12 = this.b12;
    const fromU2 = b2 >= 0 ? dm[locU2 * n + b2] : 0;
    // (2, 0): U, next(U) after V; reversed.
    dV = dV0 + toU + this.innerF2 + sdV2;
    if (b2 >= 0) dV += fromU2;
    if (this.passes(this.dU02, dV, 2, 0)) mask |= 2;
    dV = dV0 + (sym ? dm[locU2 * n + lastV] : dm[lastV * n + locU2]) + this.innerR2 + sdV2;
    if (b2 >= 0) dV += fromU;
    if (this.passes(this.dU02, dV, 2, 0)) mask |= 4;
    // (2, 1): U, next(U) swapped with V.
    dU = this.dPU + this.sdU2;
    dU += a1ToV;
    if (b12 >= 0) dU += sym ? dm[b12 * n + locV] : dm[locV * n + b12];
    dV = dPV + pvToU + this.innerF2 + sdV2;
    if (b2 >= 0) dV += fromU2;
    if (this.passes(dU, dV, 2, 1)) mask |= 16;
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
    if (this.passes(dU, dV, 2, 2)) mask |= 32;
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
    if (this.reversedHeads) {
      const dU = this.dU0 + dm[this.lastU * n + lastV] + dV0;
      const dV = this.sdU1 + dm[this.b11 * n + fV] + sdV2;
      if (this.mayImprove(dU, dV, this.jobsPU + pJobsV, tailU + tailV)) mask = TWO_OPT_STAR_REV;
    }
    if (tailU === 0 && tailV === 0) return mask;
    if (p.vTailKey[rU] !== p.vTailKey[rV]) return mask | TWO_OPT_STAR;
    const fU = this.b11;
    const dU = this.dU0 + (fV >= 0 ? dm[this.lastU * n + fV] : 0) + sdV2;
    const toFU = fU < 0 ? 0 : p.symmetric ? dm[fU * n + lastV] : dm[lastV * n + fU];
    const dV = dV0 + toFU + this.sdU1;
    return this.mayImprove(dU, dV, this.jobsPU + tailV, pJobsV + tailU) ? mask | TWO_OPT_STAR : mask;
  }

  /**
   * evaluateInter's test of the bound (nUj jobs leave route U, nVj leave route V), negated as there so that a
   * NaN bound is let through.
   */
  private passes(dU: number, dV: number, nUj: number, nVj: number): boolean {
    return this.mayImprove(dU, dV, this.jobsU - nUj + nVj, this.jobsV + nUj - nVj);
  }

  /** Routes U and V of these distances and jobs may cost less than now (the bound, negated: NaN passes). */
  private mayImprove(dU: number, dV: number, jobsU: number, jobsV: number): boolean {
    const lbU = jobsU > 0 ? this.fixedU + this.coefU * dU : 0;
    const lbV = jobsV > 0 ? this.fixedV + this.coefV * dV : 0;
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
