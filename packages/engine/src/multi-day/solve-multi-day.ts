/**
 * `solveMultiDay`: plans a horizon of days in one optimisation. The joint search assigns visits to days,
 * crews and positions under every limit (including drivers' weekly hours and consecutive days); then each
 * day is polished by the single-day solver. `planDayByDay` is the greedy baseline the benchmark compares
 * against: each day in turn takes what it can (visits due that day first), then the same polish.
 */
import { Rng } from '../search/rng.js';
import { explainUnassigned } from './explain.js';
import type { MultiDayInput, MultiDayOptions, MultiDayRoute, MultiDaySolution } from './model.js';
import { PlanState } from './plan-state.js';
import { polishDay } from './polish.js';
import { prepare } from './prepare.js';
import { construct, recreate, searchDays } from './day-search.js';
import { evaluateRoute } from './route-eval.js';

function budget(input: MultiDayInput, options: MultiDayOptions): number {
  return options.timeLimitMs ?? Math.min(60_000, 1000 + 20 * input.visits.length);
}

function polishAll(
  input: MultiDayInput,
  state: PlanState,
  options: MultiDayOptions,
  until: number,
  now: () => number,
): void {
  const days = Array.from({ length: state.p.days }, (_, d) => d).filter((d) =>
    state.p.crewsOfDay[d].some((c) => state.seqs[c].length > 1),
  );
  days.forEach((d, i) => {
    const share = Math.floor((until - now()) / (days.length - i));
    if (share >= 50) polishDay(input, state, d, share, options.seed ?? 1, options.signal);
  });
}

function buildSolution(
  input: MultiDayInput,
  state: PlanState,
  iterations: number,
  runtimeMs: number,
): MultiDaySolution {
  const { p } = state;
  const routes: MultiDayRoute[] = [];
  p.crews.forEach((crew, c) => {
    const seq = state.seqs[c];
    if (seq.length === 0) return;
    const starts: number[] = [];
    const e = evaluateRoute(p, c, seq, -1, -1, starts);
    if (!e) return;
    const n = p.n;
    let prev = crew.start;
    let t = e.startS;
    const stops = seq.map((v, k) => {
      const visit = p.visits[v];
      t += Math.ceil(p.time[prev * n + visit.loc] * crew.speedFactor);
      const arrivalS = t;
      t = starts[k] + visit.serviceS;
      prev = visit.loc;
      return { visitIndex: v, id: visit.id, arrivalS, startS: starts[k], departureS: t };
    });
    const driverId = crew.driver >= 0 ? p.drivers[crew.driver].id : null;
    routes.push({
      crewIndex: c,
      day: crew.day,
      vehicleId: crew.vehicleId,
      driverId,
      stops,
      startS: e.startS,
      endS: e.endS,
      distanceM: e.distM,
      durationS: e.durS,
    });
  });
  const unassigned = explainUnassigned(input, state);
  const distanceM = routes.reduce((s, r) => s + r.distanceM, 0);
  const durationS = routes.reduce((s, r) => s + r.durationS, 0);
  return {
    routes,
    unassigned,
    totals: {
      distanceM,
      durationS,
      assigned: p.visits.length - unassigned.length,
      unassigned: unassigned.length,
    },
    iterations,
    runtimeMs,
  };
}

/** Plans every visit of the horizon on one of its days, jointly. */
export function solveMultiDay(input: MultiDayInput, options: MultiDayOptions = {}): MultiDaySolution {
  const now = options.now ?? Date.now;
  const t0 = now();
  const p = prepare(input);
  const total = budget(input, options);
  const polishShare = options.polishShare ?? 0.6;
  const rng = new Rng(options.seed ?? 1);
  const state = new PlanState(p);
  construct(state, rng);
  const iterations = searchDays(state, rng, {
    t0,
    now,
    deadline: options.maxIterations !== undefined ? Infinity : t0 + total * (1 - polishShare),
    maxIterations: options.maxIterations ?? Infinity,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  if (polishShare > 0)
    polishAll(
      input,
      state,
      options,
      options.maxIterations !== undefined ? now() + total * polishShare : t0 + total,
      now,
    );
  return buildSolution(input, state, iterations, now() - t0);
}

/** The greedy baseline: day after day, each day takes every visit it can (those due that day first). */
export function planDayByDay(input: MultiDayInput, options: MultiDayOptions = {}): MultiDaySolution {
  const now = options.now ?? Date.now;
  const t0 = now();
  const p = prepare(input);
  const state = new PlanState(p);
  for (let d = 0; d < p.days; d++) {
    const open = p.visits.map((_, v) => v).filter((v) => state.crewOf[v] < 0 && p.visits[v].days.includes(d));
    const lastDay = (v: number): number => Math.max(...p.visits[v].days);
    open.sort((a, b) => lastDay(a) - lastDay(b) || p.visits[a].days.length - p.visits[b].days.length);
    recreate(state, open, null, 0, d);
  }
  polishAll(input, state, options, t0 + budget(input, options), now);
  return buildSolution(input, state, 0, now() - t0);
}
