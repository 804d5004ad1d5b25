/**
 * SWAP* (Vidal 2022): exchange U of route A with V of route B, each re-inserted at its best position of the
 * other route (not necessarily in the other's place). Only for route pairs whose polar sectors overlap.
 * Per pair: the three cheapest insertion positions of every job into the other route are preprocessed
 * (arc-cost based), every (U, V) pair is scored in O(1) with the load penalty exact, and the best candidate
 * is evaluated exactly (time windows, every limit) before it is applied.
 */
import { endSentinel, startSentinel } from '../../problem/problem.js';
import { EPS, type SearchContext } from '../context.js';
import type { TestedMark } from '../inherited.js';
import type { Routes } from '../routes.js';
import { beginMove, endMove, relink } from './commit.js';

const CIRCLE = 65536;

function mod(i: number): number {
  return ((i % CIRCLE) + CIRCLE) % CIRCLE;
}

export class SwapStar {
  private readonly cost3: Float64Array;
  private readonly after3: Int32Array;
  private readonly secStart: Int32Array;
  private readonly secEnd: Int32Array;
  private readonly secValid: Uint8Array;
  /** Which routes' sectors still hold. */
  private readonly sectorReads: RouteReads;
  /** Per job: its polar angle (0 .. CIRCLE) around location angleFrom (-2: none computed yet). */
  private readonly angle: Int32Array;
  private readonly angleFrom: Int32Array;
  private readonly tested: Float64Array;
  private readonly routeOrder: Int32Array;
  /** The routes in use at the start of a pass (used[0 .. n)), and each route's index there (usedAt). */
  private readonly used: Int32Array;
  private readonly usedAt: Int32Array;
  /** Per job: what removing it saves in arc costs (negative), set by readRoute for its route. */
  private readonly removal: Float64Array;
  /** Per job: the arc cost from its predecessor to its successor (what removing it adds), set with removal. */
  private readonly bypass: Float64Array;
  /** Per visit: the arc cost from it to the next visit with a location (0: none), set by readRoute. */
  private readonly arcAfter: Float64Array;
  /** Which routes' removal, bypass and arcAfter still hold. */
  private readonly arcReads: RouteReads;
  /** The positions of the target route of preprocess: node after which, its arc's ends and cost. */
  private readonly posAfter: Int32Array;
  private readonly posFrom: Int32Array;
  private readonly posTo: Int32Array;
  private readonly posArc: Float64Array;
  /** The jobs of the second route of tryPair, and their predecessors' and successors' locations. */
  private readonly vJobs: Int32Array;
  private readonly vPrevLoc: Int32Array;
  private readonly vNextLoc: Int32Array;
  private bU = -1;
  private bV = -1;
  private bXU = -1;
  private bXV = -1;
  /** Position chosen by the last insertCost call (-1: in place of the leaving job). */
  private bX = -1;

  constructor(
    ctx: SearchContext,
    private readonly mark: TestedMark,
  ) {
    const nJ = ctx.p.nJobs;
    const nR = ctx.p.nVehicles;
    this.cost3 = new Float64Array(nJ * 3);
    this.after3 = new Int32Array(nJ * 3);
    this.secStart = new Int32Array(nR);
    this.secEnd = new Int32Array(nR);
    this.secValid = new Uint8Array(nR);
    this.sectorReads = new RouteReads(nR);
    this.angle = new Int32Array(nJ);
    this.angleFrom = new Int32Array(nJ).fill(-2);
    this.tested = new Float64Array(nR);
    this.routeOrder = new Int32Array(nR);
    for (let r = 0; r < nR; r++) this.routeOrder[r] = r;
    this.used = new Int32Array(nR);
    this.usedAt = new Int32Array(nR);
    this.removal = new Float64Array(nJ);
    this.bypass = new Float64Array(nJ);
    this.arcAfter = new Float64Array(ctx.p.nVisits);
    this.arcReads = new RouteReads(nR);
    const nVisits = nJ + ctx.p.nBreaks + 1;
    this.posAfter = new Int32Array(nVisits);
    this.posFrom = new Int32Array(nVisits);
    this.posTo = new Int32Array(nVisits);
    this.posArc = new Float64Array(nVisits);
    this.vJobs = new Int32Array(nJ);
    this.vPrevLoc = new Int32Array(nJ);
    this.vNextLoc = new Int32Array(nJ);
  }

  markTested(now: number): void {
    this.tested.fill(now);
  }

  pass(ctx: SearchContext, loop: number): boolean {
    const R = ctx.routes;
    const nR = R.nR;
    if (nR < 2) return false;
    // Sectors of routes no move changed since the last pass are still right (at thousands of jobs the atan2
    // of every job on every pass showed in profiles).
    for (let r = 0; r < nR; r++) if (!this.sectorReads.hold(R, r)) this.updateSector(ctx, r);
    ctx.rng.shuffle(this.routeOrder);
    // The routes in use, in index order, and each one's place among them (-1: empty). SWAP* exchanges one job
    // for one, so none empties during a pass; where most of a fleet is idle (a CVRP's vehicle per job) the
    // pair loop then never visits the empty ones.
    const used = this.used;
    let nUsed = 0;
    for (let r = 0; r < nR; r++) {
      this.usedAt[r] = R.rJobs[r] === 0 ? -1 : nUsed;
      if (R.rJobs[r] > 0) used[nUsed++] = r;
    }
    let improved = false;
    for (let i = 0; i < nR; i++) {
      const rU = this.routeOrder[i];
      if (this.usedAt[rU] < 0) continue;
      const lastTest = this.tested[rU];
      this.tested[rU] = R.nbMoves;
      // While rU has changed since its last test every pair is tested (as in LocalSearch.nodeMoves): until a
      // move changes it, only rV's clock is read.
      let testAll = loop === 0 || R.rModified[rU] > lastTest;
      // Each unordered pair once: rV after rU.
      for (let j = this.usedAt[rU] + 1; j < nUsed; j++) {
        const rV = used[j];
        if (!testAll && this.mark.coversUnchanged(R.rModified, rU, rV, lastTest)) continue;
        if (!this.overlap(rU, rV)) continue;
        if (this.tryPair(ctx, rU, rV)) {
          improved = testAll = true;
          this.updateSector(ctx, rU);
          this.updateSector(ctx, rV);
        }
        if (ctx.shouldStop()) {
          ctx.stopped = true;
          return improved;
        }
      }
    }
    return improved;
  }

  /**
   * Forgets the sectors and what readRoute read: solutions loaded between local searches do not always move
   * the clock, so each local search run starts by reading every route again.
   */
  invalidateRoutes(): void {
    this.sectorReads.forget();
    this.arcReads.forget();
  }

  private updateSector(ctx: SearchContext, r: number): void {
    const p = ctx.p;
    const R = ctx.routes;
    this.sectorReads.read(R, r);
    if (p.locX === null || p.locY === null || R.rJobs[r] === 0) {
      this.secValid[r] = 0;
      return;
    }
    const start = p.vStart[r];
    const x0 = p.locX[start];
    const y0 = p.locY[start];
    let first = true;
    const e = endSentinel(p, r);
    for (let x = R.next[startSentinel(p, r)]; x !== e; x = R.next[x]) {
      if (x >= p.nJobs) continue;
      // A job's angle around this route's start, kept for the next route from the same start.
      if (this.angleFrom[x] !== start) {
        const l = p.visitLoc[x];
        this.angle[x] = mod(
          Math.round((Math.atan2(p.locY[l] - y0, p.locX[l] - x0) / (2 * Math.PI)) * CIRCLE),
        );
        this.angleFrom[x] = start;
      }
      const a = this.angle[x];
      if (first) {
        this.secStart[r] = a;
        this.secEnd[r] = a;
        first = false;
      } else if (mod(a - this.secStart[r]) > mod(this.secEnd[r] - this.secStart[r])) {
        if (mod(a - this.secEnd[r]) <= mod(this.secStart[r] - a)) this.secEnd[r] = a;
        else this.secStart[r] = a;
      }
    }
    this.secValid[r] = 1;
  }

  private overlap(a: number, b: number): boolean {
    if (this.secValid[a] === 0 || this.secValid[b] === 0) return true;
    const sa = this.secStart[a];
    const sb = this.secStart[b];
    return mod(sb - sa) <= mod(this.secEnd[a] - sa) || mod(sa - sb) <= mod(this.secEnd[b] - sb);
  }

  /** Arc cost for vehicle r between locations a and b (-1: no location, cost 0). */
  private arc(ctx: SearchContext, r: number, a: number, b: number): number {
    if (a < 0 || b < 0) return 0;
    const p = ctx.p;
    const k = a * p.nLoc + b;
    const c = p.vDistCoef[r] * p.dist[k];
    // Without a cost per time unit the time matrix is not read: c + 0 x time is c (times are finite).
    const perTime = p.timeMode === 1 ? p.vDurCoef[r] : 0;
    return perTime === 0 ? c : c + perTime * p.times[p.vProfile[r]][k];
  }

  /**
   * Route r's arc costs: each visit's arc to the next one (arcAfter), and for each job what removing it saves
   * and the arc that then joins its neighbours (removal, bypass). Read once per route until a move changes it,
   * not once per pair of routes it is preprocessed in (a pass pairs each route with every route it overlaps).
   */
  private readRoute(ctx: SearchContext, r: number): void {
    const R = ctx.routes;
    if (this.arcReads.hold(R, r)) return;
    this.arcReads.read(R, r);
    const p = ctx.p;
    const e = endSentinel(p, r);
    for (let x = startSentinel(p, r); x !== e; x = R.next[x]) {
      const b = R.sFirst[R.next[x]];
      this.arcAfter[x] = this.arc(ctx, r, R.pLast[x], b);
      if (x >= p.nJobs) continue;
      const lx = p.visitLoc[x];
      const a = R.pLast[R.prev[x]];
      const bypass = this.arc(ctx, r, a, b);
      this.bypass[x] = bypass;
      this.removal[x] = bypass - this.arc(ctx, r, a, lx) - this.arc(ctx, r, lx, b);
    }
  }

  /**
   * Top-3 insertion positions of every job of route `from` into route `to` (arc-cost based); what removing
   * each job from `from` saves is readRoute's. The arcs of `to` are read once, not once per job.
   */
  private preprocess(ctx: SearchContext, from: number, to: number): void {
    const p = ctx.p;
    const R = ctx.routes;
    const eFrom = endSentinel(p, from);
    const eTo = endSentinel(p, to);
    this.readRoute(ctx, from);
    this.readRoute(ctx, to);
    let nPos = 0;
    for (let x = startSentinel(p, to); x !== eTo; x = R.next[x]) {
      this.posAfter[nPos] = x;
      this.posFrom[nPos] = R.pLast[x];
      this.posTo[nPos] = R.sFirst[R.next[x]];
      this.posArc[nPos++] = this.arcAfter[x];
    }
    // Without a cost per time unit (a distance objective with windows, say) an arc costs its distance alone.
    const distanceRow = p.symmetric && (p.timeMode !== 1 || p.vDurCoef[to] === 0);
    const coef = p.vDistCoef[to];
    const dist = p.dist;
    for (let u = R.next[startSentinel(p, from)]; u !== eFrom; u = R.next[u]) {
      if (u >= p.nJobs) continue;
      const lu = p.visitLoc[u];
      const o = u * 3;
      // The three cheapest so far in locals, written once per job.
      let c0 = Infinity;
      let c1 = Infinity;
      let c2 = Infinity;
      let x0 = -1;
      let x1 = -1;
      let x2 = -1;
      if (ctx.canServe(u, to)) {
        // Distance-only symmetric costs read u's own matrix row (one row for all positions: at thousands of
        // locations the matrix is hundreds of megabytes and reading down a column misses the cache each time),
        // each location once: a position's end is the next one's start.
        const rowOf = distanceRow ? lu * p.nLoc : -1;
        let lastLoc = -1;
        let lastDist = 0;
        for (let i = 0; i < nPos; i++) {
          const a = this.posFrom[i];
          const b = this.posTo[i];
          let c: number;
          if (rowOf >= 0) {
            const da = a < 0 ? 0 : a === lastLoc ? lastDist : dist[rowOf + a];
            const db = b < 0 ? 0 : dist[rowOf + b];
            lastLoc = b;
            lastDist = db;
            c = coef * (da + db) - this.posArc[i];
          } else c = this.arc(ctx, to, a, lu) + this.arc(ctx, to, lu, b) - this.posArc[i];
          if (c >= c2) continue;
          const x = this.posAfter[i];
          if (c < c0) {
            c2 = c1;
            x2 = x1;
            c1 = c0;
            x1 = x0;
            c0 = c;
            x0 = x;
          } else if (c < c1) {
            c2 = c1;
            x2 = x1;
            c1 = c;
            x1 = x;
          } else {
            c2 = c;
            x2 = x;
          }
        }
      }
      this.cost3[o] = c0;
      this.cost3[o + 1] = c1;
      this.cost3[o + 2] = c2;
      this.after3[o] = x0;
      this.after3[o + 1] = x1;
      this.after3[o + 2] = x2;
    }
  }

  /** Cheapest insertion of u into route r (= route of w) while w leaves it; sets this.bX (-1 = w's place). */
  private insertCost(ctx: SearchContext, u: number, w: number, r: number): number {
    const R = ctx.routes;
    const a = R.pLast[R.prev[w]];
    const b = R.sFirst[R.next[w]];
    const lu = ctx.p.visitLoc[u];
    return this.cheaperOf3(ctx, u, w, this.arc(ctx, r, a, lu) + this.arc(ctx, r, lu, b) - this.bypass[w]);
  }

  /**
   * The cheaper of u in w's place (`inPlace`) and u's first preprocessed position that w's leaving keeps;
   * sets this.bX (-1 = w's place).
   */
  private cheaperOf3(ctx: SearchContext, u: number, w: number, inPlace: number): number {
    const R = ctx.routes;
    let best = inPlace;
    this.bX = -1;
    const o = u * 3;
    for (let k = 0; k < 3; k++) {
      const x = this.after3[o + k];
      if (x < 0) break;
      if (x === w || R.next[x] === w) continue;
      if (this.cost3[o + k] < best) {
        best = this.cost3[o + k];
        this.bX = x;
      }
      break;
    }
    return best;
  }

  private loadPenaltyDelta(ctx: SearchContext, r: number, out: number, inn: number): number {
    const p = ctx.p;
    const nd = p.nDims;
    if (nd === 0) return 0;
    const R = ctx.routes;
    const end = endSentinel(p, r);
    let before = 0;
    let after = 0;
    for (let k = 0; k < nd; k++) {
      const load = R.pLoad[end * nd + k];
      const cap = p.vCap[r * nd + k];
      const w = p.loadWeight[k];
      before += Math.max(0, load - cap) * w;
      after += Math.max(0, load - p.visitDemand[out * nd + k] + p.visitDemand[inn * nd + k] - cap) * w;
    }
    return ctx.cm.penLoad * (after - before);
  }

  private tryPair(ctx: SearchContext, rU: number, rV: number): boolean {
    const p = ctx.p;
    const R = ctx.routes;
    this.preprocess(ctx, rU, rV);
    this.preprocess(ctx, rV, rU);
    let best = -EPS;
    this.bU = -1;
    const eU = endSentinel(p, rU);
    const eV = endSentinel(p, rV);
    // The jobs of rV that rU can serve, and their neighbours' locations, read once rather than once per U.
    const vJobs = this.vJobs;
    const vPrevLoc = this.vPrevLoc;
    const vNextLoc = this.vNextLoc;
    let nV = 0;
    for (let V = R.next[startSentinel(p, rV)]; V !== eV; V = R.next[V]) {
      if (V >= p.nJobs || !ctx.canServe(V, rU)) continue;
      vPrevLoc[nV] = R.pLast[R.prev[V]];
      vNextLoc[nV] = R.sFirst[R.next[V]];
      vJobs[nV++] = V;
    }
    // Distance-only symmetric arc costs: a job's place-taking costs are read from rows fixed for each U (U's
    // own and its neighbours'), which stay in cache while V varies, instead of down the matrix's columns.
    // arc(a, b) is then coef x dist[b][a], the same double.
    const rows = p.symmetric && (p.timeMode !== 1 || (p.vDurCoef[rU] === 0 && p.vDurCoef[rV] === 0));
    const dist = p.dist;
    const nLoc = p.nLoc;
    const coefU = p.vDistCoef[rU];
    const coefV = p.vDistCoef[rV];
    const loc = p.visitLoc;
    // One load dimension (CVRP): the two routes' loads, capacities and current excess are read once per pair;
    // the arithmetic is loadPenaltyDelta's, in the same order.
    const single = p.nDims === 1;
    const w = single ? p.loadWeight[0] : 0;
    const loadU = single ? R.pLoad[eU] : 0;
    const loadV = single ? R.pLoad[eV] : 0;
    const capU = single ? p.vCap[rU] : 0;
    const capV = single ? p.vCap[rV] : 0;
    const beforeU = Math.max(0, loadU - capU) * w;
    const beforeV = Math.max(0, loadV - capV) * w;
    const penLoad = ctx.cm.penLoad;
    const demand = p.visitDemand;
    for (let U = R.next[startSentinel(p, rU)]; U !== eU; U = R.next[U]) {
      if (U >= p.nJobs || !ctx.canServe(U, rV)) continue;
      const remU = this.removal[U];
      const dU = single ? demand[U] : 0;
      const rowU = loc[U] < 0 ? -1 : loc[U] * nLoc;
      const aU = R.pLast[R.prev[U]];
      const bU = R.sFirst[R.next[U]];
      const rowA = aU < 0 ? -1 : aU * nLoc;
      const rowB = bU < 0 ? -1 : bU * nLoc;
      const byU = this.bypass[U];
      for (let i = 0; i < nV; i++) {
        const V = vJobs[i];
        const remV = this.removal[V];
        const pen = single
          ? penLoad * (Math.max(0, loadU - dU + demand[V] - capU) * w - beforeU) +
            penLoad * (Math.max(0, loadV - demand[V] + dU - capV) * w - beforeV)
          : this.loadPenaltyDelta(ctx, rU, U, V) + this.loadPenaltyDelta(ctx, rV, V, U);
        if (remU + remV + pen >= best) continue;
        let insU: number;
        let insV: number;
        let xU: number;
        if (rows) {
          const aV = vPrevLoc[i];
          const bV = vNextLoc[i];
          const lV = loc[V];
          insU = this.cheaperOf3(
            ctx,
            U,
            V,
            (rowU < 0 || aV < 0 ? 0 : coefV * dist[rowU + aV]) +
              (rowU < 0 || bV < 0 ? 0 : coefV * dist[rowU + bV]) -
              this.bypass[V],
          );
          xU = this.bX;
          insV = this.cheaperOf3(
            ctx,
            V,
            U,
            (rowA < 0 || lV < 0 ? 0 : coefU * dist[rowA + lV]) +
              (rowB < 0 || lV < 0 ? 0 : coefU * dist[rowB + lV]) -
              byU,
          );
        } else {
          insU = this.insertCost(ctx, U, V, rV);
          xU = this.bX;
          insV = this.insertCost(ctx, V, U, rU);
        }
        const total = remU + remV + pen + insU + insV;
        if (total < best) {
          best = total;
          this.bU = U;
          this.bV = V;
          this.bXU = xU;
          this.bXV = this.bX;
        }
      }
    }
    if (this.bU < 0) return false;
    const U = this.bU;
    const V = this.bV;
    const s1 = ctx.s1;
    this.buildRoute(ctx, s1, rU, U, V, this.bXV);
    const s2 = ctx.s2;
    this.buildRoute(ctx, s2, rV, V, U, this.bXU);
    const delta = ctx.cm.routeCost(s1, rU) + ctx.cm.routeCost(s2, rV) - R.rCost[rU] - R.rCost[rV];
    if (delta > -EPS) return false;
    this.apply(ctx, rU, rV, U, V, this.bXU, this.bXV, delta);
    return true;
  }

  /** seg = route r with w removed and z inserted after x (x = -1: in w's place). */
  private buildRoute(
    ctx: SearchContext,
    seg: typeof ctx.s1,
    r: number,
    w: number,
    z: number,
    x: number,
  ): void {
    const R = ctx.routes;
    const pw = R.prev[w];
    const nw = R.next[w];
    if (x < 0 || x === pw) {
      R.loadPrefix(seg, pw);
      R.pushVisit(seg, z, r);
      R.appendSuffix(seg, nw);
    } else if (R.pos[x] < R.pos[w]) {
      R.loadPrefix(seg, x);
      R.pushVisit(seg, z, r);
      R.appendRange(seg, R.next[x], pw, r);
      R.appendSuffix(seg, nw);
    } else {
      R.loadPrefix(seg, pw);
      R.appendRange(seg, nw, x, r);
      R.pushVisit(seg, z, r);
      R.appendSuffix(seg, R.next[x]);
    }
  }

  private apply(
    ctx: SearchContext,
    rU: number,
    rV: number,
    U: number,
    V: number,
    xU: number,
    xV: number,
    delta: number,
  ): void {
    beginMove(ctx);
    const c1 = this.rewrite(ctx, rU, U, V, xV, 0);
    const c2 = this.rewrite(ctx, rV, V, U, xU, c1);
    relink(ctx, rU, ctx.buf, 0, c1);
    relink(ctx, rV, ctx.buf, c1, c2);
    endMove(ctx, rU, rV, delta, 'swap*');
  }

  /** Writes route r's visits with w removed and z inserted after x (-1: in w's place) into buf[from ..). */
  private rewrite(ctx: SearchContext, r: number, w: number, z: number, x: number, from: number): number {
    const R = ctx.routes;
    const buf = ctx.buf;
    let c = from;
    const s = startSentinel(ctx.p, r);
    if (x === s) buf[c++] = z;
    const e = endSentinel(ctx.p, r);
    for (let y = R.next[s]; y !== e; y = R.next[y]) {
      if (y === w) {
        if (x < 0) buf[c++] = z;
        continue;
      }
      buf[c++] = y;
      if (y === x) buf[c++] = z;
    }
    return c;
  }
}

/**
 * What a SwapStar read of each route holds while the route is unchanged: the move clock of each route when it
 * was read, and the local search run it was read in. Solutions loaded between runs do not always move the
 * clock, so a new run (forget) reads every route again.
 */
class RouteReads {
  private readonly stamp: Float64Array;
  private readonly run: Int32Array;
  private current = 0;

  constructor(nR: number) {
    this.stamp = new Float64Array(nR);
    this.run = new Int32Array(nR).fill(-1);
  }

  /** Whether route r is unchanged since it was last read in this run. */
  hold(R: Routes, r: number): boolean {
    return this.run[r] === this.current && this.stamp[r] === R.rModified[r];
  }

  /** Route r is read now. */
  read(R: Routes, r: number): void {
    this.run[r] = this.current;
    this.stamp[r] = R.rModified[r];
  }

  forget(): void {
    this.current++;
  }
}
