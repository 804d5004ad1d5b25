/**
 * Solve a VROOM problem: validate and convert, solve, find the smallest fix for each unassigned task, answer
 * VROOM's solution JSON. Synchronous and pure like `solve`.
 */
import type { Fix } from '../model/result.js';
import type { LocationsInput, ProgressEvent } from '../model/input.js';
import { solve } from '../solve/solve.js';
import { fromVroom, type VroomPrepared } from './from-vroom.js';
import { toVroomSolution } from './to-vroom.js';
import type { VroomFix, VroomProblem, VroomSolution } from '../model/vroom.js';

export interface VroomSolveOptions {
  /** Default 5000. */
  timeLimitMs?: number;
  seed?: number;
  /** Travel between the problem's points (vroomPoints order) when it gives coordinates, not matrices. */
  locations?: LocationsInput;
  /** Share of the time limit kept for fixes of unassigned tasks (default 0.3; 0 = no fixes). */
  fixShare?: number;
  signal?: { readonly aborted: boolean };
  onProgress?: (event: ProgressEvent) => void;
  now?: () => number;
}

const LIMIT_NAMES: Record<NonNullable<Fix['limit']>, string> = {
  maxDurationS: 'max_travel_time',
  maxTravelS: 'max_travel_time',
  maxDistanceM: 'max_distance',
  maxStops: 'max_tasks',
};

export function solveVroom(problem: VroomProblem, o: VroomSolveOptions = {}): VroomSolution {
  const now = o.now ?? Date.now;
  const t0 = now();
  const prep = fromVroom(problem, o.locations);
  const loadingMs = now() - t0;
  const limit = o.timeLimitMs ?? 5000;
  const fixShare = o.fixShare ?? 0.3;
  const t1 = now();
  const budgetMs = Math.max(100, limit * fixShare);
  // The engine finds and verifies each unassigned task's fix (SolveOptions.fixes) after the search.
  const solution = solve(prep.input, {
    ...prep.options,
    timeLimitMs: Math.max(50, limit * (1 - fixShare) - loadingMs),
    seed: o.seed ?? 1,
    ...(o.signal ? { signal: o.signal } : {}),
    ...(o.onProgress ? { onProgress: o.onProgress } : {}),
    ...(fixShare > 0 ? { fixes: { budgetMs } } : {}),
    now,
  });
  const fixes = new Map<string, VroomFix | null>();
  for (const u of solution.unassigned) {
    if (u.fix === undefined) continue;
    const key =
      u.jobIndex >= 0
        ? `job:${prep.jobOf[u.jobIndex]}`
        : `shipment:${prep.shipmentOf[u.shipmentIndex ?? -1]}`;
    fixes.set(key, u.fix === null ? null : toVroomFix(prep, u.fix));
  }
  if (fixShare > 0 && o.signal?.aborted !== true)
    for (const s of prep.skillless)
      fixes.set(`${s.kind}:${s.index}`, skillFix(prep, s, budgetMs / 4, o.locations));
  return toVroomSolution(prep, solution, { loadingMs, solvingMs: now() - t1 }, fixes);
}

function toVroomFix(prep: VroomPrepared, fix: Fix): VroomFix {
  const vehicle = fix.vehicleIndex === undefined ? undefined : prep.problem.vehicles[fix.vehicleIndex]?.id;
  return {
    kind: fix.kind,
    message: fix.message,
    ...(fix.amount !== undefined ? { amount: fix.amount } : {}),
    ...(fix.dimension !== undefined ? { dimension: fix.dimension } : {}),
    ...(fix.skill !== undefined ? { skills: fix.skill.split(',').map(Number) } : {}),
    ...(fix.limit !== undefined ? { limit: LIMIT_NAMES[fix.limit] } : {}),
    ...(vehicle !== undefined ? { vehicle } : {}),
    verified: fix.verified,
  };
}

/** A task needing skills no vehicle has: give them to the first vehicle whose plan then serves it. */
function skillFix(
  prep: VroomPrepared,
  s: VroomPrepared['skillless'][number],
  budgetMs: number,
  locations: LocationsInput | undefined,
): VroomFix {
  const vehicles = prep.problem.vehicles;
  const per = Math.max(100, budgetMs / Math.min(3, vehicles.length));
  for (let i = 0; i < Math.min(3, vehicles.length); i++) {
    const changed = JSON.parse(JSON.stringify(prep.problem)) as VroomProblem;
    changed.vehicles[i].skills = [...(changed.vehicles[i].skills ?? []), ...s.missing];
    const again = fromVroom(changed, locations);
    const solution = solve(again.input, { ...again.options, timeLimitMs: per });
    const served =
      s.kind === 'job'
        ? !solution.unassigned.some((u) => u.jobIndex >= 0 && again.jobOf[u.jobIndex] === s.index) &&
          again.jobOf.includes(s.index)
        : !solution.unassigned.some(
            (u) => u.jobIndex < 0 && again.shipmentOf[u.shipmentIndex ?? -1] === s.index,
          ) && again.shipmentOf.includes(s.index);
    if (served)
      return {
        kind: 'add_skill',
        message: `Give vehicle ${String(vehicles[i].id)} skill ${s.missing.join(' and ')}.`,
        skills: s.missing,
        vehicle: vehicles[i].id,
        verified: true,
      };
  }
  return {
    kind: 'add_skill',
    message: `Give a vehicle skill ${s.missing.join(' and ')} (re-solving with it on one of the first vehicles did not serve it).`,
    skills: s.missing,
    verified: false,
  };
}
