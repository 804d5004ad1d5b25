/**
 * `solveOnce`: validate, build the internal problem, pre-analyse jobs, search (HGS, or the TSP fast path for a
 * single unconstrained vehicle), finalise and build the public solution. Synchronous and pure: the only
 * outside inputs are the injected clock and the cancellation flag.
 */
import type { ProblemInput, SolveOptions } from '../model/input.js';
import type { Solution, UnassignedJob } from '../model/result.js';
import { setCoefficients } from '../search/coefficients.js';
import { briefReason, postReason } from '../analysis/post-reasons.js';
import { analyseJobs } from '../analysis/pre-analysis.js';
import { buildProblem } from '../problem/build-problem.js';
import { endSentinel, startSentinel } from '../problem/problem.js';
import { buildSolution } from '../result/build-solution.js';
import { SearchContext } from '../search/context.js';
import { fillFeasible, makeFeasible } from '../search/finalize.js';
import { Decomposition } from '../search/decompose.js';
import { RelaxedFleet } from '../search/relaxed-fleet.js';
import { runHgs } from '../search/hgs.js';
import { LocalSearch } from '../search/local-search.js';
import { buildNeighbours } from '../search/neighbours.js';
import { PenaltyManager } from '../search/penalties.js';
import { Rng } from '../search/rng.js';
import type { RouteSet, Snapshot } from '../search/snapshot.js';
import { validateProblem } from '../validate/validate-problem.js';
import { needsPickupDelivery } from '../pickup-delivery/model.js';
import { solvePickupDelivery } from '../pickup-delivery/solve-pickup-delivery.js';
import { Progress } from './progress.js';
import { trySolveTsp } from './tsp-dispatch.js';

/** Granular neighbourhood size (HGS default). */
export const GRANULAR = 20;

/**
 * Time kept for building the result (exact schedules, messages) once finalising stops. Measured on a busy
 * 2-core machine, first call (cold code): 6-9 ms for 500-1,000 jobs, 11-20 ms for 3,000.
 */
function buildAllowanceMs(nJobs: number): number {
  return 4 + nJobs / 100;
}

/** One solve, without fixes for what it leaves out (`solve` adds them when asked). */
/** Share of a time limit the initial population may take (search/hgs.ts, HgsHooks.initialPhaseOver). */
const INITIAL_SHARE = 0.2;
/**
 * A fleet that binds (search/relaxed-fleet.ts): share of the time limit (and of an iteration budget) for the
 * search with a larger fleet, and the share by which the route minimisation must have finished.
 */
const RELAXED_SHARE = 0.4;
const MINIMISED_BY = 0.55;

export function solveOnce(input: ProblemInput, options: SolveOptions = {}): Solution {
  const now = options.now ?? Date.now;
  const t0 = now();
  validateProblem(input, options);
  const seed = options.seed ?? 1;
  const maxIterations = options.maxIterations ?? Infinity;
  const timeLimit =
    options.timeLimitMs ??
    (options.maxIterations !== undefined
      ? Infinity
      : Math.min(60_000, Math.max(1000, 10 * input.jobs.length)));
  if (needsPickupDelivery(input)) return solvePickupDelivery(input, options, { t0, now, timeLimit });
  // The search stops a little early so that finalisation and result building fit in the budget (at least
  // one build allowance for filling and explaining, so that short solves still explain fully); then
  // filling and explaining stop refining when only the time to build the result is left.
  const buildMs = buildAllowanceMs(input.jobs.length);
  const deadline = t0 + timeLimit - Math.max(2 * buildMs, Math.min(500, 0.02 * timeLimit));
  const finishBy = t0 + timeLimit - buildMs;
  let late = false;
  const outOfTime = (): boolean => (late ||= timeLimit !== Infinity && now() >= finishBy);
  const signal = options.signal;
  let cancelled = false;
  let timedOut = false;
  const shouldStop = (): boolean => {
    if (signal !== undefined && signal.aborted) cancelled = true;
    else if (timeLimit !== Infinity && now() >= deadline) timedOut = true;
    return cancelled || timedOut;
  };

  const p = buildProblem(input, options);
  const verdicts = analyseJobs(p);
  setCoefficients(p, options);
  const rng = new Rng(seed);
  const nb = buildNeighbours(p, GRANULAR);
  const ctx = new SearchContext(p, nb, rng, options.debugChecks === true, shouldStop);
  const progress = new Progress(options, t0, now, p);
  ctx.routes.reset();

  let assignable = 0;
  for (let j = 0; j < p.nJobs; j++) assignable += p.jobAssignable[j];
  let iterations = 0;
  let firstSolutionMs: number | null = null;
  let stoppedBy: Solution['stoppedBy'] = 'converged';
  if (assignable > 0) {
    const tsp = trySolveTsp(ctx, options, { t0, seed, maxIterations, deadline, now, signal, progress });
    if (tsp !== null) {
      iterations = tsp.iterations;
      firstSolutionMs = tsp.firstSolutionMs;
      stoppedBy = tsp.stoppedBy;
    } else {
      const ls = new LocalSearch(ctx);
      const pm = new PenaltyManager(p);
      const decomposition = Decomposition.applies(p) ? new Decomposition(p, rng, shouldStop, GRANULAR) : null;
      let start: RouteSet | undefined;
      let relaxedIterations = 0;
      if (RelaxedFleet.applies(p)) {
        const relaxed = new RelaxedFleet(p, nb, seed ^ 0x5bd1e995, GRANULAR);
        if (relaxed.binds()) {
          const by = (share: number) => (): boolean => shouldStop() || now() - t0 >= share * timeLimit;
          const found = relaxed.solve(
            by(RELAXED_SHARE),
            by(MINIMISED_BY),
            Math.floor(RELAXED_SHARE * maxIterations),
            // The larger fleet's solutions are not plans for this one: progress shows iterations only.
            (it) => progress.report(it, null, false),
          );
          if (found !== null) {
            start = found.routes;
            relaxedIterations = found.iterations;
          }
        }
      }
      const res = runHgs(ctx, ls, pm, {
        maxIterations: maxIterations - relaxedIterations,
        start,
        educateStart: true,
        cooperation: options.cooperation,
        initialPhaseOver: timeLimit === Infinity ? undefined : () => now() - t0 > INITIAL_SHARE * timeLimit,
        decompose: decomposition === null ? undefined : (best) => decomposition.improve(best),
        onIteration: (it, best, improved) => progress.report(it, best, improved),
        onFirstSolution: () => {
          firstSolutionMs = now() - t0;
        },
      });
      iterations = relaxedIterations + res.iterations;
      const chosen: Snapshot = res.best ?? res.fallback;
      // With the windows it was evaluated with: the returned solution is the best one found, as reported.
      chosen.loadInto(ctx, true);
      pm.apply(ctx.cm);
      stoppedBy = cancelled
        ? 'cancelled'
        : timedOut
          ? 'time'
          : iterations >= maxIterations
            ? 'iterations'
            : 'converged';
    }
    makeFeasible(ctx);
    fillFeasible(ctx, outOfTime);
  } else firstSolutionMs = now() - t0;

  const unassigned: UnassignedJob[] = [];
  const R = ctx.routes;
  for (let j = 0; j < p.nJobs; j++) {
    if (R.routeOf[j] >= 0) continue;
    const v = verdicts[j] ?? (outOfTime() ? briefReason(ctx, j) : postReason(ctx, j));
    unassigned.push({ jobIndex: j, id: input.jobs[j].id, reason: v.reason, message: v.message });
  }
  const routes: number[][] = [];
  let objective = 0;
  for (let r = 0; r < R.nR; r++) {
    const visits: number[] = [];
    const e = endSentinel(p, r);
    for (let x = R.next[p.firstSentinel + 2 * r]; x !== e; x = R.next[x]) visits.push(x);
    routes.push(visits);
    objective += R.rObj[r];
  }
  for (let j = 0; j < p.nJobs; j++)
    if (R.routeOf[j] < 0 && p.jobAssignable[j] === 1) objective += p.jobPenalty[j];
  const solution = buildSolution(
    p,
    {
      routes,
      departureOf: (veh, visits) => departureOf(ctx, veh, visits),
      unassigned,
      objectiveScaled: objective,
      seed,
      iterations,
      elapsedMs: () => now() - t0,
      firstSolutionMs,
      stoppedBy,
    },
    options.objective ?? 'distance',
  );
  progress.final(solution);
  return solution;
}

/** Departure in seconds of vehicle r serving `visits`: the earliest start of its minimal-duration schedule. */
function departureOf(ctx: SearchContext, r: number, visits: number[]): number {
  const p = ctx.p;
  const shift = p.input.vehicles[r].shift;
  if (p.timeMode === 0) return shift?.start ?? 0;
  const seg = ctx.s1;
  seg.clear();
  ctx.routes.pushVisit(seg, startSentinel(p, r), r);
  for (const x of visits) ctx.routes.pushVisit(seg, x, r);
  ctx.routes.pushVisit(seg, endSentinel(p, r), r);
  if (!Number.isFinite(seg.e)) return shift?.start ?? 0;
  return seg.e / p.timeScale;
}
