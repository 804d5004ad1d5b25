/**
 * Test-only solver: answers a plausible solution (every job on the first vehicle, in input order, timed from
 * the matrix) after `durationMs` (or the time limit, if shorter), reporting an improving best cost on the way;
 * honours cancellation like the engine (answers at once with what it has); can be told to fail. Lets the job
 * lifecycle be tested with exact timing. Never used by the server itself.
 */
import {
  solveMultiDay,
  solveVroom,
  type VroomProblem,
  type VroomSolution,
  type MultiDayInput,
  type MultiDaySolution,
  type ProblemInput,
  type RouteResult,
  type Solution,
  type StopResult,
} from '@routier/engine';
import type {
  PlainMultiDayOptions,
  PlainSolveOptions,
  PlainVroomOptions,
  SolveControl,
  Solver,
} from '../../kernel/solver.js';

export interface ScriptedSolverOptions {
  durationMs?: number;
  progressEveryMs?: number;
  /** Reject every solve with this error after `failAfterMs`. */
  fail?: Error;
  failAfterMs?: number;
}

export class ScriptedSolver implements Solver {
  readonly size = 2;
  readonly calls: Array<{ problem: ProblemInput; options: PlainSolveOptions }> = [];
  cancelled = 0;
  running = 0;
  closed = false;

  constructor(public script: ScriptedSolverOptions = {}) {}

  solve(problem: ProblemInput, options: PlainSolveOptions, control: SolveControl = {}): Promise<Solution> {
    this.calls.push({ problem, options });
    const { durationMs = 50, progressEveryMs = 20, fail, failAfterMs = 10 } = this.script;
    const total = Math.min(durationMs, options.timeLimitMs ?? Infinity);
    const started = Date.now();
    const final = sequentialSolution(problem);
    this.running += 1;
    return new Promise<Solution>((resolve, reject) => {
      let iterations = 0;
      const finish = (stoppedBy: Solution['stoppedBy']) => {
        clearInterval(progress);
        clearTimeout(timer);
        control.signal?.removeEventListener('abort', onAbort);
        this.running -= 1;
        resolve({ ...final, iterations, runtimeMs: Date.now() - started, stoppedBy });
      };
      const progress = setInterval(() => {
        iterations += 10;
        const share = Math.min(1, (Date.now() - started) / Math.max(1, total));
        const cost = final.objectiveValue * (1.5 - share / 2);
        control.onProgress?.({
          bestCost: cost,
          bestRoutesCost: cost,
          unassigned: final.unassigned.length,
          elapsedMs: Date.now() - started,
          iterations,
        });
      }, progressEveryMs);
      const timer = fail
        ? setTimeout(() => {
            clearInterval(progress);
            this.running -= 1;
            reject(fail);
          }, failAfterMs)
        : setTimeout(() => finish('time'), total);
      const onAbort = () => {
        this.cancelled += 1;
        finish('cancelled');
      };
      if (control.signal?.aborted) onAbort();
      else control.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Multi-day plans are not scripted: the engine plans them in this thread (small test plans only). */
  async solveMultiDay(
    input: MultiDayInput,
    options: PlainMultiDayOptions,
    control: SolveControl = {},
  ): Promise<MultiDaySolution> {
    return solveMultiDay(input, { ...options, signal: control.signal, onProgress: control.onProgress });
  }

  /** VROOM problems are not scripted either: solved in this thread. */
  async solveVroom(
    problem: VroomProblem,
    options: PlainVroomOptions,
    control: SolveControl = {},
  ): Promise<VroomSolution> {
    return solveVroom(problem, { ...options, signal: control.signal, onProgress: control.onProgress });
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

/** Every job on vehicle 0 in input order, timed on the problem's matrix (matrix locations only). */
export function sequentialSolution(problem: ProblemInput): Solution {
  const locations = problem.locations;
  if (locations.kind !== 'matrix') throw new Error('ScriptedSolver needs matrix locations');
  const n = Math.round(Math.sqrt(locations.distances.length));
  const vehicle = problem.vehicles[0];
  const stops: StopResult[] = [];
  let time = vehicle.shift?.start ?? 0;
  let distance = 0;
  let at = vehicle.start;
  let load = 0;
  const visit = (kind: StopResult['kind'], location: number, jobIndex: number) => {
    distance += locations.distances[at * n + location];
    const arrival = time + locations.durations[at * n + location];
    const job = jobIndex >= 0 ? problem.jobs[jobIndex] : undefined;
    const start = Math.max(arrival, job?.timeWindows?.[0]?.start ?? arrival);
    load += job?.demand?.[0] ?? 0;
    const departure = start + (job?.serviceS ?? 0);
    stops.push({
      kind,
      location,
      jobIndex,
      id: job?.id,
      arrivalS: arrival,
      startS: start,
      departureS: departure,
      waitS: start - arrival,
      lateS: 0,
      load: [load],
      distanceM: distance,
    });
    time = departure;
    at = location;
  };
  visit('start', vehicle.start, -1);
  problem.jobs.forEach((job, j) => visit('job', job.location, j));
  if (vehicle.end !== null && vehicle.end !== undefined) visit('end', vehicle.end, -1);
  const first = stops[0];
  const durationS = stops[stops.length - 1].arrivalS - first.departureS;
  const route: RouteResult = {
    vehicleIndex: 0,
    vehicleId: vehicle.id,
    stops,
    jobIndices: problem.jobs.map((_, j) => j),
    distanceM: distance,
    durationS,
    travelS: durationS,
    serviceS: problem.jobs.reduce((sum, job) => sum + (job.serviceS ?? 0), 0),
    waitS: stops.reduce((sum, s) => sum + s.waitS, 0),
    cost: ((vehicle.costPerKm ?? 0) * distance) / 1000,
    load: [load],
    utilization: vehicle.capacity?.[0] ? load / vehicle.capacity[0] : 0,
  };
  return {
    routes: problem.jobs.length ? [route] : [],
    unassigned: [],
    violations: [],
    feasibilityScore: 100,
    totals: {
      distanceM: distance,
      durationS,
      cost: route.cost,
      vehiclesUsed: problem.jobs.length ? 1 : 0,
      assignedJobs: problem.jobs.length,
      unassignedJobs: 0,
    },
    objectiveValue: distance,
    seed: 1,
    iterations: 0,
    runtimeMs: 0,
    stoppedBy: 'time',
  };
}
