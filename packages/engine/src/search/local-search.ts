/**
 * Granular local search (HGS style). For each job U in random order and each correlated neighbour V, the
 * node operators are tried in a fixed order and the first improving move is applied; pairs whose routes did
 * not change since U was last tested are skipped. Between passes: break placement, and SWAP* when the node
 * moves improved nothing. Stops when a pass improves nothing, or when the stop test fires (polled every few jobs).
 */
import { startSentinel } from '../problem/problem.js';
import { EPS, type SearchContext } from './context.js';
import { TestedMark } from './inherited.js';
import { improveBreaks } from './operators/break-moves.js';
import { applyExchange, evaluateExchange } from './operators/exchange.js';
import {
  EX_M,
  EX_N,
  EX_REV,
  ExchangeBound,
  loadBoundApplies,
  TWO_OPT_STAR,
  TWO_OPT_STAR_REV,
} from './operators/exchange-bound.js';
import { intraCandidates } from './operators/intra-bound.js';
import { SwapStar } from './operators/swap-star.js';
import { SwapStarGate } from './swap-star-gate.js';
import { applyTwoOptStar, evaluateTwoOptStar } from './operators/two-opt-star.js';
import { evaluateTwoOptStarRev, reversedHeadsApply } from './operators/two-opt-star-rev.js';
import { applyTwoOpt, evaluateTwoOpt } from './operators/two-opt.js';
import { tryInsertUnassigned, tryMakeRoom, tryRemove, tryReplace } from './operators/unassigned-moves.js';

/** The depot moves' relocations (variants 0-2), all tried inside a route. */
const DEPOT_RELOCATIONS = 0b111;

export class LocalSearch {
  private readonly order: Int32Array;
  private readonly breakChecked: Float64Array;
  private readonly swapStar: SwapStar;
  useSwapStar = true;
  /** Whether a local search runs SWAP* (from 400 jobs, only where it applies moves; swap-star-gate.ts). */
  private readonly gate: SwapStarGate;
  private restricted = false;
  private readonly mark = new TestedMark();
  /** Distance bounds between routes, move 8's too where it applies (two-opt-star-rev.ts). */
  private readonly bound: ExchangeBound;

  constructor(ctx: SearchContext) {
    const nJ = ctx.p.nJobs;
    let c = 0;
    for (let j = 0; j < nJ; j++) if (ctx.p.jobAssignable[j] === 1) c++;
    this.order = new Int32Array(c);
    c = 0;
    for (let j = 0; j < nJ; j++) if (ctx.p.jobAssignable[j] === 1) this.order[c++] = j;
    this.breakChecked = new Float64Array(ctx.p.nVehicles).fill(-1);
    this.swapStar = new SwapStar(ctx, this.mark);
    this.gate = new SwapStarGate(nJ);
    this.bound = new ExchangeBound(
      reversedHeadsApply(ctx.p),
      loadBoundApplies(ctx.p),
      ctx.fast && ctx.p.timeMode === 1,
    );
  }

  /**
   * Makes every pair count as tested now, so that a following `run(ctx, true)` only looks at pairs
   * involving routes changed in between (after a ruin and recreate, say). With `groups` (a crossover child,
   * inherited.ts), the pairs count as tested only between routes of the same group, and routes of group 0
   * count as changed.
   */
  markTested(ctx: SearchContext, groups: Uint8Array | null = null): void {
    const R = ctx.routes;
    const now = R.nbMoves;
    ctx.lastTested.fill(now);
    this.breakChecked.fill(now);
    this.mark.set(now, groups);
    this.swapStar.markTested(now);
    if (groups === null) return;
    // Tests from here on carry a later stamp than the mark (see TestedMark.coversUnchanged).
    R.nbMoves++;
    for (let r = 0; r < R.nR; r++) if (groups[r] === 0) R.rModified[r] = R.nbMoves;
  }

  /**
   * Runs to a local optimum (or until stopped). `restricted`: skip the first full pass (see markTested).
   * Returns false when stopped early.
   */
  run(ctx: SearchContext, restricted = false): boolean {
    const R = ctx.routes;
    const rng = ctx.rng;
    const nb = ctx.nb;
    rng.shuffle(this.order);
    for (let i = 0; i < this.order.length; i++) {
      const u = this.order[i];
      if (rng.int(nb.k) === 0) rng.shuffle(nb.list, u * nb.k, u * nb.k + nb.count[u]);
    }
    this.restricted = restricted;
    this.bound.forget();
    this.swapStar.invalidateRoutes();
    if (!restricted) {
      this.breakChecked.fill(-1);
      ctx.lastTested.fill(-1);
      this.mark.set(-1, null);
      this.swapStar.markTested(-1);
    }
    R.refreshCosts();
    const star = this.useSwapStar && this.gate.open();
    let starWon = false;
    for (let loop = restricted ? 1 : 0; ; loop++) {
      let improved = false;
      for (let i = 0; i < this.order.length; i++) {
        if ((i & 15) === 0 && ctx.shouldStop()) {
          ctx.stopped = true;
          return false;
        }
        const U = this.order[i];
        if (R.routeOf[U] < 0) {
          if (this.unassignedMoves(ctx, U)) improved = true;
          continue;
        }
        if (this.nodeMoves(ctx, U, loop)) improved = true;
      }
      if (this.breakPass(ctx)) improved = true;
      // SWAP* once the node moves are done (PyVRP's order): while they still improve, a SWAP* pass over
      // every changed pair of overlapping routes mostly re-tests pairs the next node pass changes again.
      if (!improved && star && this.swapStar.pass(ctx, loop)) improved = starWon = true;
      if (!improved) {
        if (starWon) this.gate.won();
        return true;
      }
    }
  }

  private unassignedMoves(ctx: SearchContext, U: number): boolean {
    if (tryInsertUnassigned(ctx, U)) return true;
    const nb = ctx.nb;
    const R = ctx.routes;
    for (let k = 0; k < nb.count[U]; k++) {
      const V = nb.list[U * nb.k + k];
      if (R.routeOf[V] >= 0 && tryReplace(ctx, U, V)) return true;
    }
    for (let k = 0; k < nb.count[U]; k++) {
      const V = nb.list[U * nb.k + k];
      if (R.routeOf[V] >= 0 && tryMakeRoom(ctx, U, V)) return true;
    }
    return false;
  }

  private nodeMoves(ctx: SearchContext, U: number, loop: number): boolean {
    const R = ctx.routes;
    const nb = ctx.nb;
    const lastTest = ctx.lastTested[U];
    ctx.lastTested[U] = R.nbMoves;
    let improved = false;
    if (tryRemove(ctx, U)) return true;
    // No move anywhere since U was last tested: every pair would be skipped as tested.
    const unchanged = loop > 0 && lastTest === R.nbMoves;
    // While U's route has changed since U's last test, every pair is tested (testAll). A move applied here changes
    // U's route; until one is, only V's route is read (TestedMark.coversUnchanged).
    const rU = R.routeOf[U];
    let testAll = loop === 0 || R.rModified[rU] > lastTest;
    for (let k = unchanged ? nb.count[U] : 0; k < nb.count[U]; k++) {
      const V = nb.list[U * nb.k + k];
      const rV = R.routeOf[V];
      if (rV < 0) continue;
      if (!testAll && this.mark.coversUnchanged(R.rModified, rU, rV, lastTest)) continue;
      if (this.pairMoves(ctx, U, V)) {
        improved = testAll = true;
        continue;
      }
      const pV = R.prev[V];
      if (pV >= ctx.p.firstSentinel && this.depotMoves(ctx, U, pV)) improved = testAll = true;
    }
    // Empty routes: from the second pass on, for every job once, then only when the job's route changed.
    if (
      loop > 0 &&
      R.routeOf[U] >= 0 &&
      ((loop === 1 && !this.restricted) || R.rModified[R.routeOf[U]] > lastTest) &&
      this.emptyRouteMoves(ctx, U)
    )
      improved = true;
    return improved;
  }

  /** Node operators on (U, V); applies the first improving one. */
  private pairMoves(ctx: SearchContext, U: number, V: number): boolean {
    const R = ctx.routes;
    // Between routes most moves fail their distance bound, tested for all at once (exchange-bound.ts).
    const inter = R.routeOf[U] !== R.routeOf[V];
    // Inside a route too, each variant's distance change is computed once for all (intra-bound.ts).
    const candidates = inter ? this.bound.candidates(ctx, U, V) : intraCandidates(ctx, U, V);
    for (let e = 0; e < EX_N.length; e++) {
      if ((candidates & (1 << e)) === 0) continue;
      const d = evaluateExchange(ctx, U, V, EX_N[e], EX_M[e], EX_REV[e]);
      if (d < -EPS) {
        applyExchange(ctx, U, V, EX_N[e], EX_M[e], EX_REV[e], d);
        return true;
      }
    }
    if (!inter) {
      const d = evaluateTwoOpt(ctx, U, V);
      if (d < -EPS) {
        applyTwoOpt(ctx, U, V, d);
        return true;
      }
    } else {
      // HGS's order: the reversed variant (move 8) before the plain one (move 9).
      // Its bound is tested with the others' (ExchangeBound, set only where the move applies).
      if ((candidates & TWO_OPT_STAR_REV) !== 0) {
        const d = evaluateTwoOptStarRev(ctx, U, V);
        if (d < -EPS) {
          applyTwoOptStar(ctx, U, V, d, true);
          return true;
        }
      }
      if ((candidates & TWO_OPT_STAR) !== 0) {
        const d = evaluateTwoOptStar(ctx, U, V);
        if (d < -EPS) {
          applyTwoOptStar(ctx, U, V, d);
          return true;
        }
      }
    }
    return false;
  }

  /** Moves that put U at the start of a route (V = the route's start sentinel). */
  private depotMoves(ctx: SearchContext, U: number, S: number): boolean {
    // Between routes their bounds are tested together, as a pair's are (ExchangeBound.depotCandidates).
    const inter = ctx.routes.routeOf[U] !== ctx.routes.routeOf[S];
    const candidates = inter ? this.bound.depotCandidates(ctx, U, S) : DEPOT_RELOCATIONS;
    for (let e = 0; e < 3; e++) {
      if ((candidates & (1 << e)) === 0) continue;
      const d = evaluateExchange(ctx, U, S, EX_N[e], EX_M[e], EX_REV[e]);
      if (d < -EPS) {
        applyExchange(ctx, U, S, EX_N[e], EX_M[e], EX_REV[e], d);
        return true;
      }
    }
    if (inter && (candidates & TWO_OPT_STAR) !== 0) {
      const d = evaluateTwoOptStar(ctx, U, S);
      if (d < -EPS) {
        applyTwoOptStar(ctx, U, S, d);
        return true;
      }
    }
    return false;
  }

  /** Relocations of U into the first empty route of each vehicle type. */
  private emptyRouteMoves(ctx: SearchContext, U: number): boolean {
    if (ctx.atRouteCap()) return false;
    const R = ctx.routes;
    const n = R.emptyRoutes();
    for (let i = 0; i < n; i++) {
      const r = R.firstEmpty[i];
      if (ctx.canServe(U, r) && this.depotMoves(ctx, U, startSentinel(ctx.p, r))) return true;
    }
    return false;
  }

  private breakPass(ctx: SearchContext): boolean {
    const p = ctx.p;
    if (p.nBreaks === 0) return false;
    const R = ctx.routes;
    let improved = false;
    for (let r = 0; r < R.nR; r++) {
      if (p.breakOffset[r + 1] === p.breakOffset[r] || R.rModified[r] <= this.breakChecked[r]) continue;
      if (improveBreaks(ctx, r)) improved = true;
      this.breakChecked[r] = R.nbMoves;
    }
    return improved;
  }
}
