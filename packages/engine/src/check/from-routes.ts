import type { ProblemInput } from '../model/input.js';
import type { RouteResult, Solution, StopResult } from '../model/result.js';
import { metricOf } from './metric.js';
import { dimensionsOf, routeMoney, scheduleRoute } from './schedule.js';

/**
 * Builds a complete Solution from plain routes of job indices (route r on vehicle `vehicleIndices[r]`, default
 * r), with the checker's own schedule: earliest service starts from the shift start, loads as deliveries.
 * Jobs in no route are listed unassigned (NO_ROOM). For tests and benchmark files (`.sol` routes), never for
 * solving: the checker must stay independent of the solver.
 */
export function solutionFromRoutes(
  problem: ProblemInput,
  routes: ReadonlyArray<ArrayLike<number>>,
  vehicleIndices?: readonly number[],
): Solution {
  const metric = metricOf(problem);
  const dims = dimensionsOf(problem);
  const served = new Set<number>();
  const out: RouteResult[] = [];
  let distance = 0;
  let duration = 0;
  let cost = 0;
  routes.forEach((jobs, r) => {
    const vi = vehicleIndices?.[r] ?? r;
    const v = problem.vehicles[vi];
    const items = Array.from(jobs, (index) => ({ kind: 'job' as const, index }));
    const s = scheduleRoute(problem, metric, vi, items, v.shift?.start ?? 0, 1e-6, dims);
    let load = s.load.slice();
    const stops: StopResult[] = [
      {
        kind: 'start',
        location: v.start,
        jobIndex: -1,
        arrivalS: s.departure,
        startS: s.departure,
        departureS: s.departure,
        waitS: 0,
        lateS: 0,
        load: load.slice(),
        distanceM: 0,
      },
    ];
    for (const it of s.items) {
      const job = problem.jobs[it.index];
      load = load.map((l, k) => l - (job.demand?.[k] ?? 0));
      stops.push({
        kind: 'job',
        location: it.location,
        jobIndex: it.index,
        id: job.id,
        arrivalS: it.arrival,
        startS: it.start,
        departureS: it.departure,
        waitS: it.wait,
        lateS: it.late,
        load: load.slice(),
        distanceM: it.distanceSoFar,
      });
    }
    if (v.end !== undefined && v.end !== null) {
      stops.push({
        kind: 'end',
        location: v.end,
        jobIndex: -1,
        arrivalS: s.finish,
        startS: s.finish,
        departureS: s.finish,
        waitS: 0,
        lateS: 0,
        load,
        distanceM: s.distance,
      });
    }
    const money = routeMoney(problem, vi, s);
    const caps = v.capacity ?? [];
    const utilization =
      caps.length === 0 ? 0 : Math.max(0, ...s.load.map((l, k) => ((caps[k] ?? 0) > 0 ? l / caps[k] : 0)));
    Array.from(jobs).forEach((j) => served.add(j));
    out.push({
      vehicleIndex: vi,
      vehicleId: v.id,
      stops,
      jobIndices: Array.from(jobs),
      distanceM: s.distance,
      durationS: s.duration,
      travelS: s.travel,
      serviceS: s.service,
      waitS: s.wait,
      cost: money,
      load: s.load,
      utilization,
    });
    distance += s.distance;
    duration += s.duration;
    cost += money;
  });
  const unassigned = problem.jobs
    .map((job, j) => ({ job, j }))
    .filter(({ j }) => !served.has(j))
    .map(({ job, j }) => ({
      jobIndex: j,
      id: job.id,
      reason: 'NO_ROOM' as const,
      message: `Job ${job.id} is in none of the given routes.`,
    }));
  const assigned = problem.jobs.length - unassigned.length;
  return {
    routes: out,
    unassigned,
    violations: [],
    feasibilityScore: problem.jobs.length === 0 ? 100 : (100 * assigned) / problem.jobs.length,
    totals: {
      distanceM: distance,
      durationS: duration,
      cost,
      vehiclesUsed: out.filter((r) => r.jobIndices.length > 0).length,
      assignedJobs: assigned,
      unassignedJobs: unassigned.length,
    },
    objectiveValue: distance,
    seed: 0,
    iterations: 0,
    runtimeMs: 0,
    stoppedBy: 'converged',
  };
}
