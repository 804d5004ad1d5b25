/**
 * The joint search over the horizon: which day, which crew and where in the route each visit goes, as
 * one ruin-and-recreate search (removals across days, greedy re-insertion over every allowed day, with
 * blinks, simulated-annealing acceptance; after Christiaens & Vanden Berghe's SISR). A visit moves
 * between days whenever another day's routes take it more cheaply.
 */
import type { ProgressEvent } from '../model/input.js';
import type { Rng } from '../search/rng.js';
import type { PlanState } from './plan-state.js';

export interface DaySearchLimits {
  deadline: number;
  maxIterations: number;
  now: () => number;
  t0: number;
  signal?: { readonly aborted: boolean };
  onProgress?: (event: ProgressEvent) => void;
}

const NEIGHBOURS = 40;
const BLINK = 0.01;
/** Most visits removed in one iteration. */
const MAX_REMOVED = 30;
/**
 * Simulated annealing starts at this many average edge lengths and cools a hundredfold. Measured at 1,000
 * visits (LNS alone, 10 s): 0.02 -> 4,273 km, 0.1 -> 4,075, 0.5 -> 4,014, 1 -> 3,752, 2 -> 3,581, 5 -> 3,635.
 */
const START_TEMPERATURE = 2;

/** Each visit's nearest other visits (by distance from it), nearest first. */
function nearestVisits(state: PlanState): Int32Array[] {
  const { p } = state;
  const m = p.visits.length;
  const k = Math.min(NEIGHBOURS, m - 1);
  const order = Array.from({ length: m }, (_, i) => i);
  return p.visits.map((v, i) => {
    const row = v.loc * p.n;
    const d = (j: number): number => p.dist[row + p.visits[j].loc];
    const sorted = order.filter((j) => j !== i).sort((a, b) => d(a) - d(b));
    return Int32Array.from(sorted.slice(0, k));
  });
}

/** Inserts `visits` one by one at their cheapest feasible place; those that fit nowhere stay out. */
export function recreate(state: PlanState, visits: number[], rng: Rng | null, blink: number, day = -1): void {
  for (const v of visits) {
    const ins = state.bestInsertion(v, rng, blink, day);
    if (ins) state.insert(v, ins);
  }
}

/** Fewest candidate crews first (the hardest to place), ties at random. */
function hardestFirst(state: PlanState, visits: number[], rng: Rng): number[] {
  const key = visits.map((v) => state.p.visits[v].crews.length + rng.float());
  return visits
    .map((v, i) => [key[i], v])
    .sort((a, b) => a[0] - b[0])
    .map((e) => e[1]);
}

function shuffled(visits: number[], rng: Rng): number[] {
  const a = visits.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export function construct(state: PlanState, rng: Rng): void {
  recreate(
    state,
    hardestFirst(
      state,
      state.p.visits.map((_, i) => i),
      rng,
    ),
    null,
    0,
  );
}

/** Picks the visits to take out: near one another (across days), a whole route with its neighbours, or at random. */
function ruin(state: PlanState, near: Int32Array[], rng: Rng, k: number): number[] {
  const assigned: number[] = [];
  for (let v = 0; v < state.crewOf.length; v++) if (state.crewOf[v] >= 0) assigned.push(v);
  if (assigned.length === 0) return [];
  const out = new Set<number>();
  const r = rng.float();
  if (r < 0.6) {
    const seed = assigned[rng.int(assigned.length)];
    out.add(seed);
    for (const j of near[seed]) {
      if (out.size >= k) break;
      if (state.crewOf[j] >= 0) out.add(j);
    }
  } else if (r < 0.85) {
    const c = state.crewOf[assigned[rng.int(assigned.length)]];
    const route = state.seqs[c];
    const start = route.length > k ? rng.int(route.length - k + 1) : 0;
    for (const v of route.slice(start, start + k)) out.add(v);
  } else {
    while (out.size < Math.min(k, assigned.length)) out.add(assigned[rng.int(assigned.length)]);
  }
  const removed = [...out];
  for (const v of removed) state.remove(v);
  return removed;
}

/** Improves `state` in place until the deadline; returns the iterations run. The best plan is left in `state`. */
export function searchDays(state: PlanState, rng: Rng, limits: DaySearchLimits): number {
  const m = state.p.visits.length;
  if (m === 0) return 0;
  const near = nearestVisits(state);
  const maxK = Math.max(3, Math.min(MAX_REMOVED, Math.floor(m * 0.05)));
  const routesUsed = state.evals.filter((e) => e !== null).length;
  const avgEdge = state.distM / Math.max(1, m - state.unassigned + routesUsed);
  const tStart = Math.max(1, avgEdge * START_TEMPERATURE);
  const tEnd = tStart / 100;
  let best = state.snapshot();
  let bestCost = state.cost();
  let bestDist = state.distM;
  let bestOut = state.unassigned;
  let current = bestCost;
  let it = 0;
  let lastReport = limits.t0;
  const span = Math.max(1, limits.deadline - limits.t0);
  while (it < limits.maxIterations && !limits.signal?.aborted) {
    const now = limits.now();
    if (now >= limits.deadline) break;
    const progress = Number.isFinite(limits.maxIterations)
      ? it / limits.maxIterations
      : (now - limits.t0) / span;
    const temperature = tStart * Math.pow(tEnd / tStart, Math.min(1, progress));
    state.mark();
    const removed = ruin(state, near, rng, 2 + rng.int(maxK - 1));
    for (let v = 0; v < m; v++) if (state.crewOf[v] < 0 && !removed.includes(v)) removed.push(v);
    recreate(
      state,
      rng.float() < 0.5 ? hardestFirst(state, removed, rng) : shuffled(removed, rng),
      rng,
      BLINK,
    );
    const cost = state.cost();
    if (cost < current - 1e-9 || rng.float() < Math.exp((current - cost) / temperature)) {
      current = cost;
      state.mark();
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        bestDist = state.distM;
        bestOut = state.unassigned;
        best = state.snapshot();
      }
    } else {
      state.rollback();
    }
    it++;
    if (limits.onProgress && now - lastReport >= 200) {
      lastReport = now;
      const elapsedMs = now - limits.t0;
      limits.onProgress({
        bestCost,
        bestRoutesCost: bestDist,
        unassigned: bestOut,
        elapsedMs,
        iterations: it,
      });
    }
  }
  state.restore(best);
  return it;
}
