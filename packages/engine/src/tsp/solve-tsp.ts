import { EngineError } from '../model/errors.js';
import { contractDuplicates } from './contract.js';
import { greedyTour } from './construct.js';
import { closeDoubleBridge, doubleBridge, Rng, type IlsContext } from './ils.js';
import { Or3Opt } from './or3-opt.js';
import { alphaNeighbors, nearestNeighbors } from './neighbors.js';
import { solveSmall } from './small.js';
import { Tour } from './tour.js';

export interface SolveTspOptions {
  /** First node of the tour or path. */
  start: number;
  /** Last node: `start` for a closed tour, another node for a fixed-end path, null for an open path. */
  end: number | null;
  seed: number;
  /** Wall-clock budget; with neither this nor maxIterations, 1000 ms. */
  timeLimitMs?: number;
  /** Number of perturbation rounds (kicks); with a fixed seed the result is deterministic. */
  maxIterations?: number;
  /** Clock in milliseconds, read at the start and every 16 kicks. */
  now: () => number;
  /** Polled every 16 kicks; the best tour so far is returned. */
  signal?: { readonly aborted: boolean };
  /** Called on every new best (cost as returned in the result). */
  onProgress?: (bestCost: number, elapsedMs: number, iterations: number) => void;
  /** Debug: after every kick and repair, assert that the tracked cost equals the recomputed tour length. */
  debugChecks?: boolean;
}

export interface TspResult {
  /** Nodes in visiting order, excluding start and end. */
  order: Int32Array;
  /** Length under `dist`: start -> order -> end (back to start when closed, nothing after when open). */
  cost: number;
  iterations: number;
}

/**
 * Candidate lists: 6 alpha-nearest (measured on TSPLIB: better tours with 28% less CPU per kick than the
 * 8 nearest), or the 8 nearest above ALPHA_MAX_NODES, where the O(n^2) alpha setup (about 1 s at 10,000
 * nodes) would eat into short time limits.
 */
const ALPHA_NEIGHBORS = 6;
const NEAREST_NEIGHBORS = 8;
const ALPHA_MAX_NODES = 4000;
/** Longest segment of a double-bridge kick: local kicks keep the repair local (and O(1) to apply). */
const KICK_SEGMENT = 30;
/**
 * Every other kick is a close double bridge whose cut nodes come from random walks of this many steps on the
 * candidate graph: cheap to repair, and it reaches traps that three consecutive segments cannot (measured on
 * TSPLIB: 8% lower mean gap with 17% less CPU per kick than segment-local kicks alone).
 */
const WALK_STEPS = 4;

/**
 * Single-vehicle TSP fast path: co-located nodes contracted, greedy-edge start, Or-3opt local search
 * (sequential 3-opt, which includes 2-opt and Or-opt moves) with alpha-nearness candidate lists and
 * don't-look bits, then iterated local search with double-bridge kicks, alternately segment-local and close
 * in space, accepted when not worse, until the time or iteration budget. `dist` is row-major n x n,
 * integers (scaled by the caller), expected symmetric; an asymmetric matrix is searched on its symmetric
 * mean and the best orientation kept.
 */
export function solveTsp(n: number, dist: Int32Array, opts: SolveTspOptions): TspResult {
  const t0 = opts.now();
  const { start } = opts;
  const end = opts.end;
  if (!Number.isInteger(n) || n < 1 || dist.length !== n * n) {
    throw new EngineError('INVALID_OPTION', `solveTsp: dist must be n x n (n = ${n}, length ${dist.length})`);
  }
  if (!(start >= 0 && start < n) || !(end === null || (end >= 0 && end < n))) {
    throw new EngineError('INVALID_OPTION', `solveTsp: start ${start} or end ${String(end)} is not a node`);
  }
  const contraction = contractDuplicates(n, dist, start, end);
  if (contraction !== null) {
    const r = solveTsp(contraction.n, contraction.dist, {
      ...opts,
      start: contraction.start,
      end: contraction.end,
    });
    const order = contraction.expand(r.order);
    return { order, cost: pathLength(n, dist, start, end, order), iterations: r.iterations };
  }
  const closed = end === start;
  const free = new Int32Array(n - (closed || end === null ? 1 : 2));
  for (let v = 0, f = 0; v < n; v++) if (v !== start && v !== end) free[f++] = v;
  if (free.length <= 8) {
    const small = solveSmall(n, dist, start, end, free);
    return { order: small.order, cost: small.cost, iterations: 0 };
  }

  // Search matrix: symmetric, plus a dummy node closing open or fixed-end paths into a tour.
  const symmetric = isSymmetric(n, dist);
  const m = closed ? n : n + 1;
  const dummy = closed ? -1 : n;
  let search = dist;
  let maxEdge = 0;
  if (!symmetric || !closed) {
    search = new Int32Array(m * m);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const d = symmetric ? dist[i * n + j] : Math.floor((dist[i * n + j] + dist[j * n + i]) / 2);
        search[i * m + j] = d;
        if (d > maxEdge) maxEdge = d;
      }
    }
    if (dummy >= 0) {
      // Every tour keeps (dummy, start) [and (dummy, end)] fixed; the other dummy edge costs a constant.
      for (let v = 0; v < n; v++) {
        const d = v === start || v === end ? 0 : maxEdge;
        search[dummy * m + v] = d;
        search[v * m + dummy] = d;
      }
    }
  }
  const fixedA = dummy >= 0 ? start : -1;
  const fixedB = dummy >= 0 && end !== null ? end : -1;
  const isFixed = (u: number, v: number): boolean =>
    dummy >= 0 &&
    ((u === dummy && (v === fixedA || v === fixedB)) || (v === dummy && (u === fixedA || u === fixedB)));

  const alpha = m <= ALPHA_MAX_NODES;
  const k = Math.min(alpha ? ALPHA_NEIGHBORS : NEAREST_NEIGHBORS, m - 2);
  const neighbors = alpha ? alphaNeighbors(m, search, k, dummy) : nearestNeighbors(m, search, k, dummy);
  const forced = dummy < 0 ? [] : fixedB >= 0 ? [dummy, start, dummy, fixedB] : [dummy, start];
  const tour = new Tour(m);
  tour.load(greedyTour(m, search, neighbors, k, forced));
  const ls = new Or3Opt(tour, search, neighbors, k, dummy, fixedA, fixedB);
  for (let i = 0; i < m; i++) ls.push(tour.order[i]);
  const initialGain = ls.run();
  let cost = tourCost(tour, search);
  if (opts.debugChecks && initialGain < 0) throw new Error('solveTsp: negative local search gain');
  let bestCost = cost;
  const best = Int32Array.from(tour.order);
  const ctx: IlsContext = {
    tour,
    search: ls,
    dist: search,
    rng: new Rng(opts.seed),
    fixed: isFixed,
    neighbors,
    k,
    cuts: new Int32Array(4),
  };
  // Path length = tour length minus the dummy's one paid edge (open paths); asymmetric costs need a walk.
  const dummyCost = dummy >= 0 && end === null ? maxEdge : 0;
  const report = (iterations: number): void => {
    if (!opts.onProgress) return;
    const pathCost = symmetric ? bestCost - dummyCost : extract(tour, dist, n, start, end, dummy, false).cost;
    opts.onProgress(pathCost, opts.now() - t0, iterations);
  };
  report(0);
  const deadline = opts.timeLimitMs ?? (opts.maxIterations === undefined ? 1000 : Number.POSITIVE_INFINITY);
  const maxIterations = opts.maxIterations ?? Number.POSITIVE_INFINITY;
  let iterations = 0;
  while (iterations < maxIterations) {
    if ((iterations & 15) === 0 && (opts.now() - t0 >= deadline || opts.signal?.aborted)) break;
    iterations++;
    tour.mark();
    const kick =
      (iterations & 1) === 0 ? closeDoubleBridge(ctx, WALK_STEPS) : doubleBridge(ctx, KICK_SEGMENT);
    if (Number.isNaN(kick)) continue;
    const next = cost + kick - ls.run();
    if (opts.debugChecks && next !== tourCost(tour, search)) {
      throw new Error(
        `solveTsp: tracked cost ${next} differs from the tour length ${tourCost(tour, search)}`,
      );
    }
    if (next <= cost || tour.overflowed) {
      cost = next;
      if (cost < bestCost) {
        bestCost = cost;
        best.set(tour.order);
        report(iterations);
      }
    } else tour.undo();
  }
  if (cost > bestCost) tour.load(best);
  const result = extract(tour, dist, n, start, end, dummy, symmetric);
  return { order: result.order, cost: result.cost, iterations };
}

function pathLength(
  n: number,
  dist: Int32Array,
  start: number,
  end: number | null,
  order: Int32Array,
): number {
  let at = start;
  let sum = 0;
  for (let i = 0; i < order.length; i++) {
    sum += dist[at * n + order[i]];
    at = order[i];
  }
  return end === null ? sum : sum + dist[at * n + end];
}

function isSymmetric(n: number, dist: Int32Array): boolean {
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (dist[i * n + j] !== dist[j * n + i]) return false;
  return true;
}

function tourCost(tour: Tour, d: Int32Array): number {
  const { m, order } = tour;
  let sum = 0;
  for (let i = 0; i < m; i++) sum += d[order[i] * m + order[i + 1 === m ? 0 : i + 1]];
  return sum;
}

/** Reads the path out of the tour: from start, away from the dummy; closed asymmetric tours pick the cheaper way. */
function extract(
  tour: Tour,
  dist: Int32Array,
  n: number,
  start: number,
  end: number | null,
  dummy: number,
  symmetric: boolean,
): { order: Int32Array; cost: number } {
  const count = n - (end === start || end === null ? 1 : 2);
  const walk = (forward: boolean): { order: Int32Array; cost: number } => {
    const order = new Int32Array(count);
    let v = start;
    let cost = 0;
    for (let i = 0; i < count; i++) {
      const w = forward ? tour.next(v) : tour.prev(v);
      order[i] = w;
      cost += dist[v * n + w];
      v = w;
    }
    if (end !== null) cost += dist[v * n + end];
    return { order, cost };
  };
  if (dummy >= 0) return walk(tour.next(start) !== dummy);
  const forward = walk(true);
  if (symmetric) return forward;
  const backward = walk(false);
  return backward.cost < forward.cost ? backward : forward;
}
