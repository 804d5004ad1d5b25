/**
 * Hybrid genetic search (Vidal 2022) over the route-based representation: an initial population of
 * MU constructed + locally searched solutions, then offspring either by SREX crossover of two tournament
 * parents followed by a local search of what the crossover changed (inherited.ts), or (P_RR of them) by a
 * ruin and recreate of one parent followed by a local search of the changed routes only; penalised
 * infeasibility, a repair pass (penalties x BOOST) for half of the infeasible results, self-adjusting
 * penalties and survivor selection by biased fitness.
 * Restarts after NO_IMPROVEMENT iterations without a new best. One "iteration" = one local-search result.
 */
import type { Cooperation } from '../model/input.js';
import type { SearchContext } from './context.js';
import { construct, constructRandom } from './construction.js';
import { constructSequential } from './sequential.js';
import { Srex } from './crossover.js';
import { markInherited } from './inherited.js';
import { RuinRecreate } from './ruin-recreate.js';
import { OrderCrossover } from './crossover-ox.js';
import type { LocalSearch } from './local-search.js';
import type { PenaltyManager } from './penalties.js';
import { Individual, LAMBDA, MU, SubPopulation } from './population.js';
import { makeFeasible } from './finalize.js';
import { PackRepair } from './pack-repair.js';
import { RouteMinimiser } from './route-minimisation.js';
import { Snapshot, type RouteSet } from './snapshot.js';

const NO_IMPROVEMENT = 20_000;
const REPAIR_PROBABILITY = 0.5;
/** Share of offspring made by ruin and recreate of one parent instead of a crossover. */
const P_RR = 0.5;
/** Penalty boost of the first solution's local search: a feasible local optimum early (anytime). */
const FIRST_BOOST = 1000;
/** Penalty boost of the repair pass (PyVRP's tuned value). */
const BOOST = 12;
/** Initial population (HGS uses 4 x MU; a smaller start pays off under the short budgets we target). */
const INITIAL = MU;
/** Iterations between two decompositions of the best solution (when the hooks offer one). */
const DECOMPOSE_PERIOD = 250;
/**
 * Iterations before the first attempt at placing the best solution's left-out jobs by ejections
 * (route-minimisation.ts); the wait doubles after each attempt that fails.
 */
const PLACE_PERIOD = 25;
/**
 * Insertion steps the placement may have taken, per search iteration so far: where jobs cannot all be
 * served (too small a fleet) the attempts keep failing, and this bounds the time they take from the search.
 */
const PLACE_STEPS_PER_ITERATION = 20;

/**
 * Large time-window problems with one vehicle type (ROUTE_CAP_MIN_JOBS jobs or more): once the initial
 * population is built, offspring and moves may bring at most ROUTE_CAP_SLACK more routes into use than the
 * best feasible solution so far has (ctx.routeCap), so the route count can fall but not drift up. A free
 * fleet let the recreate and the crossover's repair open a route for every job without a feasible place
 * near it, and the population settled with too many short routes: on Gehring-Homberger class 2 at 60 s
 * this rule measured 2-3 points closer to the best-known distances (docs/benchmarks.md, ninth round).
 */
const ROUTE_CAP_MIN_JOBS = 400;
const ROUTE_CAP_SLACK = 1;

export interface HgsHooks {
  /** Iteration budget (Infinity: none). */
  maxIterations: number;
  /** Called when the best feasible solution improves (objective, scaled) and on every iteration. */
  onIteration(iterations: number, best: Snapshot | null, improved: boolean): void;
  /** Called once, when the first complete solution exists. */
  onFirstSolution(): void;
  /** Cooperating searches: the best solutions are shared every `period` iterations. */
  cooperation?: Cooperation;
  /**
   * True once the initial population has had its share of a time limit (solve-once.ts): at thousands of jobs
   * one random construction taken to a local optimum costs seconds, and MU of them would eat the whole
   * budget (docs/benchmarks.md, "Engine at scale"). Absent (an iteration budget): MU members, as always.
   */
  initialPhaseOver?: () => boolean;
  /** A solution filed into the population after the first construction (a decomposition's sub-problem). */
  start?: RouteSet;
  /** Take `start` to a feasible local optimum before filing it (it was built by other means than a search). */
  educateStart?: boolean;
  /**
   * Large instances (decompose.ts): every DECOMPOSE_PERIOD iterations, improves one part of the best solution
   * as a problem of its own; answers the whole improved solution, or null.
   */
  decompose?: (best: Snapshot) => RouteSet | null;
}

export interface HgsResult {
  best: Snapshot | null;
  /** Lowest penalised cost seen when no feasible solution was found. */
  fallback: Snapshot;
  iterations: number;
}

export function runHgs(ctx: SearchContext, ls: LocalSearch, pm: PenaltyManager, hooks: HgsHooks): HgsResult {
  const feasible = new SubPopulation();
  const infeasible = new SubPopulation();
  let best: Snapshot | null = null;
  const fallback = Snapshot.forProblem(ctx);
  const srex = new Srex(ctx, Snapshot.forProblem(ctx));
  const rr = new RuinRecreate(ctx);
  // SREX measured better than OX + Split on Solomon and X (docs/benchmarks.md); with a single vehicle SREX can
  // only copy a parent, so OX (a permutation crossover) takes over there.
  const ox = OrderCrossover.applies(ctx) && ctx.p.nVehicles === 1 ? new OrderCrossover(ctx) : null;
  const order = new Int32Array(ctx.p.nJobs);
  const groups = new Uint8Array(ctx.p.nVehicles);
  const rng = ctx.rng;
  let iterations = 0;
  let lastImprovement = 0;
  let first = true;
  pm.apply(ctx.cm);
  const capRoutes =
    ctx.p.timeMode === 1 && ctx.p.nTypes === 1 && ctx.fast && ctx.p.nJobs >= ROUTE_CAP_MIN_JOBS;
  let capping = false;
  ctx.routeCap = Infinity;
  /** The route cap from the best solution: its routes in use plus the slack (none while it leaves jobs out). */
  const setCap = (s: Snapshot): void => {
    ctx.routeCap = s.unassigned > 0 ? Infinity : s.usedRoutes(ctx.p.nJobs) + ROUTE_CAP_SLACK;
  };

  const done = (): boolean => ctx.stopped || iterations >= hooks.maxIterations || ctx.shouldStop();

  /** Files the current routes into the population; returns true when the best feasible improved. */
  const register = (): boolean => {
    const ind = new Individual(ctx);
    ind.capture(ctx);
    const s = ind.snap;
    let improved = false;
    if (s.feasible) {
      if (best === null || s.objective < best.objective - 1e-9) {
        if (best === null) best = Snapshot.forProblem(ctx);
        best.copyFrom(s);
        improved = true;
        if (capping) setCap(best);
      }
      feasible.add(ind);
      if (feasible.members.length > MU + LAMBDA) feasible.survivors();
    } else {
      if (s.cost < fallback.cost) fallback.copyFrom(s);
      infeasible.add(ind);
      if (infeasible.members.length > MU + LAMBDA) infeasible.survivors();
    }
    return improved;
  };

  const afterLocalSearch = (): void => {
    iterations++;
    const improved = register();
    if (improved) lastImprovement = iterations;
    hooks.onIteration(iterations, best, improved);
  };

  /** After an interrupted local search: keep the state only if it beats what we have. */
  const registerIfBetter = (): void => {
    const s = Snapshot.forProblem(ctx);
    s.saveFrom(ctx);
    if (s.feasible && (best === null || s.objective < best.objective)) {
      if (best === null) best = Snapshot.forProblem(ctx);
      best.copyFrom(s);
    } else if (!s.feasible && s.cost < fallback.cost) fallback.copyFrom(s);
  };

  const recordPenalties = (): void => {
    const ex = new Float64Array(4);
    const R = ctx.routes;
    for (let r = 0; r < R.nR; r++) for (let k = 0; k < 4; k++) ex[k] += R.rEx[r * 4 + k];
    if (pm.record(ex)) {
      pm.apply(ctx.cm);
      for (const ind of infeasible.members) ind.snap.recost(ctx);
      infeasible.resort();
    }
  };

  const pack = PackRepair.applies(ctx) ? new PackRepair(ctx) : null;
  /** After a repair by packing: a feasible local search that opens no route, then filing. */
  const searchPacked = (packer: PackRepair): boolean => {
    const cap = ctx.routeCap;
    const before = best === null ? Infinity : best.objective;
    ctx.routeCap = ctx.routes.used;
    const ok = educate(FIRST_BOOST);
    ctx.routeCap = cap;
    packer.settle(iterations, best !== null && best.objective < before - 1e-9);
    return ok;
  };

  /**
   * Local search on the current routes, then filing; an infeasible result gets, with probability 1/2, a
   * repair pass with penalties x10 and is filed again if that made it feasible. False when stopped. Where
   * the repair would open a route again (pack-repair.ts), a repair by packing goes first.
   */
  const educate = (boost: number, restricted = false): boolean => {
    if (boost !== 1) pm.apply(ctx.cm, boost);
    const done0 = ls.run(ctx, restricted);
    if (boost !== 1) {
      pm.apply(ctx.cm);
      ctx.routes.refreshCosts();
    }
    if (!done0) {
      registerIfBetter();
      return false;
    }
    recordPenalties();
    afterLocalSearch();
    if (
      pack !== null &&
      boost === 1 &&
      isInfeasible(ctx) &&
      !done() &&
      pack.run(iterations, best?.usedRoutes(ctx.p.nJobs) ?? Infinity)
    )
      return searchPacked(pack);
    if (!isInfeasible(ctx) || rng.float() >= REPAIR_PROBABILITY || done()) return true;
    pm.apply(ctx.cm, BOOST);
    // After a ruin and recreate only its routes changed: the repair looks at the infeasible ones (and the
    // pairs they form), not at the whole solution again.
    if (restricted) ctx.routes.touchInfeasible();
    const ok = ls.run(ctx, restricted);
    pm.apply(ctx.cm);
    if (!ok) {
      registerIfBetter();
      return false;
    }
    if (!isInfeasible(ctx)) {
      // Feasible routes carry no penalty: their costs do not depend on the weights.
      ctx.routes.refreshCosts();
      if (register()) {
        lastImprovement = iterations;
        hooks.onIteration(iterations, best, true);
      }
    }
    return true;
  };

  /** The first construction could not place every job feasibly with every vehicle in use. */
  let binds = false;
  const initialise = (): void => {
    // The first construction runs whatever the budget (a zero budget still returns a complete solution).
    for (let i = 0; i < INITIAL && (first || !done()); i++) {
      if (i > 0 && hooks.initialPhaseOver?.() === true) break;
      const sequential = i === 1 && binds;
      if (first) binds = fleetBinds(ctx, order);
      else if (sequential) constructSequential(ctx);
      else constructRandom(ctx, order);
      if (first) {
        first = false;
        fallback.saveFrom(ctx);
        if (fallback.feasible) {
          best = Snapshot.forProblem(ctx);
          best.copyFrom(fallback);
        }
        hooks.onFirstSolution();
      }
      // The first solution is educated with boosted penalties: a feasible, locally optimal solution early
      // is what a short or interrupted run returns.
      if (done() || !educate(i === 0 || sequential ? FIRST_BOOST : 1)) break;
    }
  };

  const tournament = (): Individual => {
    const n1 = feasible.members.length;
    const n = n1 + infeasible.members.length;
    const pick = (): Individual => {
      const k = rng.int(n);
      return k < n1 ? feasible.members[k] : infeasible.members[k - n1];
    };
    const a = pick();
    const b = pick();
    return a.biased < b.biased ? a : b;
  };

  /**
   * Gives the peers this search's best and files theirs: a peer's solution better than ours joins the
   * population (and becomes the best), so every search goes on from the best any of them found.
   */
  const coop = hooks.cooperation;
  const incoming = Snapshot.forProblem(ctx);
  /** Files a solution found elsewhere (a peer, a sub-problem) into the population. */
  const fileRoutes = (routes: RouteSet): void => {
    if (!incoming.takeShared(routes)) return;
    incoming.loadInto(ctx);
    if (register()) {
      lastImprovement = iterations;
      hooks.onIteration(iterations, best, true);
    }
  };
  let nextExchange = coop ? coop.period : Infinity;
  const share = (): void => {
    if (!coop) return;
    nextExchange = (Math.floor(iterations / coop.period) + 1) * coop.period;
    const mine =
      best === null
        ? null
        : {
            objective: best.objective,
            visits: best.order.subarray(0, best.routeEnd[best.routeEnd.length - 1] ?? 0),
            routeEnd: best.routeEnd,
          };
    for (const peer of coop.exchange(iterations, mine)) {
      if (best !== null && peer.objective >= best.objective - 1e-9) continue;
      fileRoutes(peer);
    }
  };

  initialise();
  if (hooks.start) {
    // Out of time already (a cancelled solve): filed as it is, so that it still competes with the first.
    if (hooks.educateStart === true && !done() && incoming.takeShared(hooks.start)) {
      incoming.loadInto(ctx);
      educate(FIRST_BOOST);
    } else fileRoutes(hooks.start);
  }
  if (capRoutes && best !== null) {
    capping = true;
    setCap(best);
  }
  let nextDecomposition = DECOMPOSE_PERIOD;
  let minimiser: RouteMinimiser | null = null;
  let placeWait = PLACE_PERIOD;
  let nextPlacement = PLACE_PERIOD;
  /**
   * The best solution leaves jobs out, or there is none yet (then the penalised best, made feasible by taking
   * jobs out): try to place them by ejection chains (a fleet that binds on time, where every route is full
   * and a job fits only where another one is).
   */
  const placeLeftOut = (): void => {
    minimiser ??= new RouteMinimiser(ctx);
    if (best === null) {
      fallback.loadInto(ctx);
      makeFeasible(ctx);
    } else best.loadInto(ctx);
    const credit = PLACE_STEPS_PER_ITERATION * iterations - minimiser.steps;
    const placed = credit > 0 && minimiser.placeLeftOut(credit);
    placeWait = placed ? PLACE_PERIOD : 2 * placeWait;
    nextPlacement = iterations + placeWait;
    if ((placed || best === null) && register()) {
      lastImprovement = iterations;
      hooks.onIteration(iterations, best, true);
    }
  };
  while (!done()) {
    const current = best as Snapshot | null;
    if (iterations >= nextPlacement && (current === null || current.unassigned > 0)) {
      placeLeftOut();
      if (done()) break;
    }
    if (iterations >= nextExchange) share();
    if (hooks.decompose && best !== null && iterations >= nextDecomposition) {
      nextDecomposition = iterations + DECOMPOSE_PERIOD;
      const improved = hooks.decompose(best);
      if (improved !== null) fileRoutes(improved);
      if (done()) break;
    }
    if (feasible.members.length + infeasible.members.length === 0) {
      initialise();
      continue;
    }
    feasible.updateBiasedFitness();
    infeasible.updateBiasedFitness();
    const a = tournament();
    let b = tournament();
    for (let t = 0; t < 3 && b === a; t++) b = tournament();
    // One member (a short initial phase): a crossover could only copy it, so ruin and recreate it instead.
    if (rng.float() < P_RR || a === b) {
      // Mutation: ruin and recreate around a random job of one parent, then a local search on what changed.
      a.snap.loadInto(ctx);
      ls.markTested(ctx);
      rr.apply(ctx);
      if (!educate(1, true)) break;
      continue;
    }
    if (ox === null || !ox.cross(ctx, a, b)) srex.cross(ctx, a, b);
    // Routes inherited intact from one parent need not be tested against each other again.
    markInherited(ctx, a.snap, b.snap, groups);
    ls.markTested(ctx, groups);
    if (!educate(1, true)) break;
    if (iterations - lastImprovement > NO_IMPROVEMENT) {
      for (const ind of [...feasible.members]) feasible.remove(ind);
      for (const ind of [...infeasible.members]) infeasible.remove(ind);
      lastImprovement = iterations;
    }
  }
  return { best, fallback, iterations };
}

function isInfeasible(ctx: SearchContext): boolean {
  const R = ctx.routes;
  for (let r = 0; r < R.nR; r++) if (!R.routeFeasible(r)) return true;
  return false;
}

/**
 * Builds the first solution (parallel cheapest insertion) and tells whether the fleet binds: every vehicle has
 * a route and still some job has no feasible place. Then the second member of the initial population is built
 * route by route (sequential.ts) and, like the first, taken to a feasible local optimum: on a tight fleet with
 * windows it often leaves far fewer jobs out (after two iterations on Gehring-Homberger C2_10_1, 6 of 1,000
 * instead of 79), though not always, so both compete in the population.
 */
export function fleetBinds(ctx: SearchContext, order: Int32Array): boolean {
  construct(ctx, order, true);
  const R = ctx.routes;
  return R.used === R.nR && isInfeasible(ctx);
}
