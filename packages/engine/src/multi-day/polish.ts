/**
 * Once the days are settled, each day's routes are re-optimised by the single-day solver (`solve`) over
 * the crews that day already uses. A day's new routes are kept only when they serve the same visits, cost
 * less and keep every driver's cross-day limits; otherwise the day stays as the joint search left it.
 */
import type { JobInput, VehicleInput } from '../model/input.js';
import { solve } from '../solve/solve.js';
import type { MultiDayInput } from './model.js';
import type { PlanState } from './plan-state.js';

function withinWeeklyLimits(state: PlanState): boolean {
  const { drivers } = state.p;
  for (let d = 0; d < drivers.length; d++)
    for (let w = 0; w < state.weeks; w++)
      if (state.weekUsed[d * state.weeks + w] > drivers[d].maxWeeklyS) return false;
  return true;
}

export function polishDay(
  input: MultiDayInput,
  state: PlanState,
  day: number,
  timeLimitMs: number,
  seed: number,
  signal?: { readonly aborted: boolean },
): boolean {
  const { p } = state;
  const crews = p.crewsOfDay[day].filter((c) => state.seqs[c].length > 0);
  const visits = crews.flatMap((c) => state.seqs[c]);
  if (visits.length < 2 || signal?.aborted) return false;
  const vehicles: VehicleInput[] = crews.map((c) => ({
    ...input.crews[c].vehicle,
    id: c,
    maxDurationS:
      Number.isFinite(p.crews[c].maxDurationS) && p.crews[c].maxDurationS < 1e15
        ? p.crews[c].maxDurationS
        : undefined,
  }));
  const jobs: JobInput[] = visits.map((v) => {
    const { days: _days, vehicleId, ...job } = input.visits[v];
    const pinned =
      vehicleId === undefined ? undefined : crews.find((c) => p.crews[c].vehicleId === vehicleId);
    return { ...job, id: v, vehicleId: pinned };
  });
  const before = state.snapshot();
  const beforeDist = crews.reduce((s, c) => s + (state.evals[c]?.distM ?? 0), 0);
  const solution = solve({ locations: input.locations, vehicles, jobs }, { timeLimitMs, seed, signal });
  if (solution.unassigned.length > 0) return false;
  const next = before.map((s) => s.slice());
  for (const c of crews) next[c] = [];
  for (const r of solution.routes) next[r.vehicleId as number] = r.jobIndices.map((j) => visits[j]);
  state.restore(next);
  const afterDist = crews.reduce((s, c) => s + (state.evals[c]?.distM ?? 0), 0);
  const allTimed = crews.every((c) => next[c].length === 0 || state.evals[c] !== null);
  if (allTimed && afterDist < beforeDist && withinWeeklyLimits(state)) return true;
  state.restore(before);
  return false;
}
