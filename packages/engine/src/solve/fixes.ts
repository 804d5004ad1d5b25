/**
 * The smallest single change that lets an unassigned job or shipment in, verified by re-solving with it.
 *
 * By the reason it is out: a window closing too early -> widen it by N minutes; a shift too short, a route
 * time or distance limit -> extend that vehicle's limit by N minutes / km; a load too big -> N more units
 * of capacity on one vehicle; a skill no vehicle has -> that skill on one vehicle; no room beside the other
 * stops -> one more vehicle like an existing one. N is the least whole amount that makes the task feasible
 * alone (doubling, then bisection, on a one-vehicle problem); then the whole problem is re-solved with the
 * change within a share of the budget, and the fix is `verified` when that plan serves the task without
 * leaving out anything it served before. When it
 * does not (the other stops need room too), N is doubled and re-solved, then bisected between the last N
 * that failed and the first that served.
 */
import type { ProblemInput, SolveOptions, TimeWindow, VehicleInput } from '../model/input.js';
import type { Fix, Solution, UnassignedJob } from '../model/result.js';
import { solveOnce as solve } from './solve-once.js';

export interface FixOptions {
  /** Total milliseconds for all fixes (each re-solve gets a share). Default 2000. */
  budgetMs?: number;
  /** At most this many unassigned tasks get a fix (the rest null). Default 10. */
  maxTasks?: number;
  now?: () => number;
}

/** Where a change applies: the vehicle and the task, by index in the problem being changed. */
interface At {
  v: number;
  job: number;
  shipment: number;
}

type Change = (input: ProblemInput, at: At) => void;

interface Candidate {
  fix: Omit<Fix, 'verified' | 'message'>;
  apply: Change;
  describe: string;
  /** The same change with a larger amount (when the least amount that works alone is not enough in the plan). */
  scaled?: (amount: number) => Candidate;
}

/** Fixes for each unassigned task of `solution`, in its order (null: no single change found in time). */
export function suggestFixes(
  input: ProblemInput,
  options: SolveOptions,
  solution: Solution,
  fixOptions: FixOptions = {},
): (Fix | null)[] {
  const now = fixOptions.now ?? Date.now;
  const budget = fixOptions.budgetMs ?? 2000;
  const until = now() + budget;
  const maxTasks = fixOptions.maxTasks ?? 10;
  const tasks = solution.unassigned;
  const perTask = budget / Math.max(1, Math.min(maxTasks, tasks.length));
  const out = new Set(tasks.map((x) => `${x.jobIndex}:${x.shipmentIndex ?? -1}`));
  return tasks.map((u, i) => {
    if (i >= maxTasks || now() >= until) return null;
    const first = candidateFor(input, options, u);
    if (first === null) return null;
    const taskUntil = Math.min(until, now() + perTask);
    const serves = (c: Candidate): boolean => {
      const changed = copyProblem(input);
      c.apply(changed, { v: c.fix.vehicleIndex ?? 0, job: u.jobIndex, shipment: u.shipmentIndex ?? -1 });
      const verifyMs = Math.max(100, Math.min(perTask / 4, taskUntil - now()));
      const again = solve(changed, {
        ...options,
        onProgress: undefined,
        signal: undefined,
        timeLimitMs: verifyMs,
      });
      // Served, and nothing the plan served before is left out instead.
      const key = (x: UnassignedJob) => `${x.jobIndex}:${x.shipmentIndex ?? -1}`;
      return again.unassigned.every((x) => key(x) !== key(u) && out.has(key(x)));
    };
    // Verify by re-solving. When the least amount that works alone does not fit beside the plan's other stops,
    // double it (up to 8x), then bisect between the last amount that failed and the first that served.
    let candidate = first;
    let failed: number | null = null;
    let served = serves(candidate);
    for (let k = 0; !served && k < 3 && candidate.scaled && now() < taskUntil; k++) {
      failed = candidate.fix.amount ?? null;
      if (failed === null) break;
      candidate = candidate.scaled(failed * 2);
      served = serves(candidate);
    }
    if (served && failed !== null && candidate.scaled) {
      let lo = failed;
      let hi = candidate.fix.amount ?? lo;
      while (hi - lo > 1 && now() < taskUntil) {
        const mid = Math.floor((lo + hi) / 2);
        const c = candidate.scaled!(mid);
        if (serves(c)) {
          hi = mid;
          candidate = c;
        } else lo = mid;
      }
    }
    return {
      ...candidate.fix,
      message: served
        ? candidate.describe
        : `${candidate.describe.replace(/ would let /, ' might let ')} (not verified: a re-solve with it did not serve it in the time allowed).`,
      verified: served,
    };
  });
}

function candidateFor(input: ProblemInput, options: SolveOptions, u: UnassignedJob): Candidate | null {
  const isJob = u.jobIndex >= 0;
  const task = isJob ? input.jobs[u.jobIndex] : (input.shipments ?? [])[u.shipmentIndex ?? -1];
  const who = isJob
    ? `Stop '${input.jobs[u.jobIndex].name ?? String(task.id)}'`
    : `Shipment '${task.name ?? String(task.id)}'`;
  const pinnedOk = (v: VehicleInput) =>
    task.vehicleId === undefined || task.vehicleId === null || task.vehicleId === v.id;
  const skilled = (v: VehicleInput) => (task.skills ?? []).every((s) => (v.skills ?? []).includes(s));
  const all = input.vehicles.map((v, i) => ({ v, i }));
  const pinned = all.filter(({ v }) => pinnedOk(v));
  const eligible = pinned.filter(({ v }) => skilled(v));
  const alone = (change: Change, vehicleIndex: number): boolean =>
    feasibleAlone(input, options, u, vehicleIndex, change);
  const vname = (i: number) => `'${input.vehicles[i].name ?? String(input.vehicles[i].id)}'`;

  switch (u.reason) {
    case 'SKILL_MISSING':
    case 'PINNED_VEHICLE_UNAVAILABLE': {
      const skills = task.skills ?? [];
      let best: { i: number; missing: string[] } | null = null;
      for (const { v, i } of pinned) {
        const missing = skills.filter((s) => !(v.skills ?? []).includes(s));
        if (best === null || missing.length < best.missing.length) best = { i, missing };
      }
      if (best === null || best.missing.length === 0) return null;
      const { i, missing } = best;
      return {
        fix: { kind: 'add_skill', vehicleIndex: i, skill: missing.join(',') },
        apply: (x, at) => (x.vehicles[at.v].skills = [...(x.vehicles[at.v].skills ?? []), ...missing]),
        describe: `Give vehicle ${vname(i)} ${missing.map((s) => `'${s}'`).join(' and ')}.`,
      };
    }
    case 'CAPACITY_EXCEEDED': {
      const need = loadNeed(input, u);
      let best: { i: number; d: number; extra: number } | null = null;
      for (const { v, i } of eligible) {
        const cap = v.capacity ?? [];
        let over = 0;
        let dim = -1;
        let extra = 0;
        need.forEach((n, d) => {
          if (n > (cap[d] ?? Infinity)) {
            over++;
            dim = d;
            extra = n - cap[d];
          }
        });
        if (over === 1 && (best === null || extra < best.extra)) best = { i, d: dim, extra };
      }
      if (best === null) return null;
      const { i, d } = best;
      const make = (extra: number): Candidate => ({
        fix: { kind: 'add_capacity', vehicleIndex: i, dimension: d, amount: extra },
        apply: (x, at) => {
          const cap = x.vehicles[at.v].capacity as number[];
          cap[d] += extra;
        },
        describe: `${extra} more units of capacity (dimension ${d + 1}) on vehicle ${vname(i)} would let ${who} in.`,
        scaled: make,
      });
      return make(best.extra);
    }
    case 'TIME_WINDOW_UNREACHABLE': {
      let best: { i: number; minutes: number } | null = null;
      for (const { i } of eligible) {
        const minutes = leastAmount((n) => alone((x, at) => widenWindows(x, at, n * 60), i), 24 * 60);
        if (minutes !== null && (best === null || minutes < best.minutes)) best = { i, minutes };
      }
      if (best === null) return null;
      const i = best.i;
      const make = (minutes: number): Candidate => ({
        fix: { kind: 'widen_time_window', amount: minutes, vehicleIndex: i },
        apply: (x, at) => widenWindows(x, at, minutes * 60),
        describe: `Widening the time window of ${who} by ${minutes} min would let it in.`,
        scaled: make,
      });
      return make(best.minutes);
    }
    case 'SHIFT_TOO_SHORT':
    case 'MAX_DURATION':
    case 'MAX_DISTANCE':
    case 'MAX_STOPS': {
      const knob = KNOBS[u.reason];
      let best: { i: number; n: number } | null = null;
      for (const { v, i } of eligible) {
        if (!knob.applies(v)) continue;
        const n = leastAmount((k) => alone((x, at) => knob.apply(x.vehicles[at.v], k), i), knob.max);
        if (n !== null && (best === null || n < best.n)) best = { i, n };
      }
      if (best === null) return null;
      const i = best.i;
      const make = (n: number): Candidate => ({
        fix: { ...knob.fix, vehicleIndex: i, amount: n },
        apply: (x, at) => knob.apply(x.vehicles[at.v], n),
        describe: `${knob.say(n)} of vehicle ${vname(i)} would let ${who} in.`,
        scaled: make,
      });
      return make(best.n);
    }
    case 'NO_ROOM':
    case 'UNPROFITABLE': {
      const first = eligible[0];
      if (first === undefined) return null;
      return {
        fix: { kind: 'add_vehicle', vehicleIndex: first.i },
        apply: (x, at) =>
          x.vehicles.push({
            ...copy(x.vehicles[at.v]),
            id: `${String(x.vehicles[at.v].id)}-extra`,
          }),
        describe: `One more vehicle like ${vname(first.i)} would let ${who} in.`,
      };
    }
  }
}

interface Knob {
  fix: Omit<Fix, 'verified' | 'message'>;
  max: number;
  applies: (v: VehicleInput) => boolean;
  apply: (v: VehicleInput, n: number) => void;
  say: (n: number) => string;
}

const KNOBS: Record<'SHIFT_TOO_SHORT' | 'MAX_DURATION' | 'MAX_DISTANCE' | 'MAX_STOPS', Knob> = {
  SHIFT_TOO_SHORT: {
    fix: { kind: 'extend_shift' },
    max: 24 * 60,
    applies: (v) => v.shift !== undefined,
    apply: (v, n) => (v.shift = { start: v.shift!.start, end: v.shift!.end + n * 60 }),
    say: (n) => `Extending the shift by ${n} min`,
  },
  MAX_DURATION: {
    fix: { kind: 'raise_limit', limit: 'maxDurationS' },
    max: 24 * 60,
    applies: (v) => v.maxDurationS !== undefined || v.maxTravelS !== undefined,
    apply: (v, n) => {
      if (v.maxDurationS !== undefined) v.maxDurationS += n * 60;
      if (v.maxTravelS !== undefined) v.maxTravelS += n * 60;
    },
    say: (n) => `Raising the maximum route time by ${n} min`,
  },
  MAX_DISTANCE: {
    fix: { kind: 'raise_limit', limit: 'maxDistanceM' },
    max: 10_000_000,
    applies: (v) => v.maxDistanceM !== undefined,
    apply: (v, n) => (v.maxDistanceM = (v.maxDistanceM ?? 0) + n),
    say: (n) => `Raising the maximum distance by ${n} m`,
  },
  MAX_STOPS: {
    fix: { kind: 'raise_limit', limit: 'maxStops' },
    max: 1000,
    applies: (v) => v.maxStops !== undefined,
    apply: (v, n) => (v.maxStops = (v.maxStops ?? 0) + n),
    say: (n) => `Allowing ${n} more stop${n === 1 ? '' : 's'}`,
  },
};

/** The least whole n in [1, max] with ok(n) (ok is monotone), or null. Doubling, then bisection. */
function leastAmount(ok: (n: number) => boolean, max: number): number | null {
  let hi = 1;
  while (!ok(hi)) {
    if (hi >= max) return null;
    hi = Math.min(max, hi * 2);
  }
  let lo = Math.floor(hi / 2);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Later ends for the task's windows (jobs; shipments: both steps). */
function widenWindows(x: ProblemInput, at: At, seconds: number): void {
  const widen = (ws: TimeWindow[] | undefined) => ws?.forEach((w) => (w.end += seconds));
  if (at.job >= 0) widen(x.jobs[at.job].timeWindows);
  else {
    const s = (x.shipments ?? [])[at.shipment];
    widen(s.pickup.timeWindows);
    widen(s.delivery.timeWindows);
  }
}

/** Load the task puts on a vehicle per dimension. */
function loadNeed(input: ProblemInput, u: UnassignedJob): number[] {
  if (u.jobIndex >= 0) {
    const j = input.jobs[u.jobIndex];
    const n = Math.max(j.demand?.length ?? 0, j.pickup?.length ?? 0);
    return Array.from({ length: n }, (_, d) => Math.max(j.demand?.[d] ?? 0, j.pickup?.[d] ?? 0));
  }
  return (input.shipments ?? [])[u.shipmentIndex ?? -1].amount ?? [];
}

/** Whether the task, alone on vehicle v of the changed problem, is served. */
function feasibleAlone(
  input: ProblemInput,
  options: SolveOptions,
  u: UnassignedJob,
  v: number,
  change: Change,
): boolean {
  const x: ProblemInput = {
    locations: input.locations,
    vehicles: [copy(input.vehicles[v])],
    jobs: u.jobIndex >= 0 ? [copy(input.jobs[u.jobIndex])] : [],
    shipments: u.jobIndex >= 0 ? [] : [copy((input.shipments ?? [])[u.shipmentIndex ?? -1])],
  };
  change(x, { v: 0, job: u.jobIndex >= 0 ? 0 : -1, shipment: u.jobIndex >= 0 ? -1 : 0 });
  delete x.jobs[0]?.vehicleId;
  delete x.shipments?.[0]?.vehicleId;
  const s = solve(x, { objective: options.objective, maxIterations: 1 });
  return s.unassigned.length === 0;
}

/** A deep copy of plain input data (vehicles, jobs, shipments: numbers, strings, arrays, objects). */
function copy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** The problem with its own vehicles, jobs and shipments (locations, never changed, are shared). */
function copyProblem(input: ProblemInput): ProblemInput {
  return {
    locations: input.locations,
    vehicles: copy(input.vehicles),
    jobs: copy(input.jobs),
    ...(input.shipments ? { shipments: copy(input.shipments) } : {}),
  };
}
