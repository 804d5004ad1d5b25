/**
 * Builds the public `Solution` from the final routes: exact schedules, route figures and money cost,
 * unassigned jobs with reasons, soft-constraint violations, the feasibility score and the totals.
 */
import type { RouteResult, Solution, UnassignedJob, Violation } from '../model/result.js';
import type { Problem } from '../problem/problem.js';
import { jobName, formatDuration, formatTime } from '../analysis/describe.js';
import { breakInput, scheduleRoute } from './schedule.js';
import { feasibilityScore } from './feasibility-score.js';

export interface BuildInput {
  /** Visits of each route (jobs and breaks), index = vehicle. */
  routes: number[][];
  /** Departure time in seconds of vehicle v's route made of these visits (earliest minimal-duration start). */
  departureOf: (v: number, visits: number[]) => number;
  unassigned: UnassignedJob[];
  /** Search objective (scaled, penalties for unassigned jobs included). */
  objectiveScaled: number;
  seed: number;
  iterations: number;
  /** Milliseconds since the solve started, read once the result is built (so that building counts). */
  elapsedMs: () => number;
  firstSolutionMs: number | null;
  stoppedBy: Solution['stoppedBy'];
}

export function buildSolution(p: Problem, b: BuildInput, objective: 'distance' | 'time' | 'cost'): Solution {
  const input = p.input;
  const routes: RouteResult[] = [];
  const violations: Violation[] = [];
  let distanceM = 0;
  let durationS = 0;
  let cost = 0;
  let assigned = 0;
  let lateJobs = 0;
  for (let v = 0; v < b.routes.length; v++) {
    const visits = b.routes[v];
    let jobs = 0;
    for (const x of visits) if (x < p.nJobs) jobs++;
    if (jobs === 0) continue;
    const veh = input.vehicles[v];
    const s = withoutIdleBreaks(p, v, visits, b.departureOf);
    const money =
      ((veh.costPerKm ?? 0) * s.distanceM) / 1000 +
      ((veh.costPerHour ?? 0) * s.durationS) / 3600 +
      (veh.fixedCost ?? 0);
    let utilization = 0;
    const cap = veh.capacity;
    if (cap !== undefined)
      for (let k = 0; k < cap.length; k++)
        if (cap[k] > 0) utilization = Math.max(utilization, s.load[k] / cap[k]);
    routes.push({
      vehicleIndex: v,
      vehicleId: veh.id,
      stops: s.stops,
      jobIndices: s.jobIndices,
      distanceM: s.distanceM,
      durationS: s.durationS,
      travelS: s.travelS,
      serviceS: s.serviceS,
      waitS: s.waitS,
      cost: money,
      load: s.load,
      utilization: Math.min(1, utilization),
    });
    for (const st of s.stops) {
      if (st.lateS <= 1e-9) continue;
      if (st.kind === 'job') {
        lateJobs++;
        const windows = input.jobs[st.jobIndex].timeWindows ?? [];
        const endS = windows.length > 0 ? windows[windows.length - 1].end : st.startS;
        violations.push({
          type: 'LATE_ARRIVAL',
          vehicleIndex: v,
          jobIndex: st.jobIndex,
          amount: st.lateS,
          message: `${jobName(input, st.jobIndex)} is served ${formatDuration(input, st.lateS)} late (its window ends ${formatTime(input, endS)}).`,
          severity: 'warning',
        });
      } else if (st.kind === 'break') {
        violations.push({
          type: 'BREAK_WINDOW',
          vehicleIndex: v,
          jobIndex: -1,
          amount: st.lateS,
          message: `The break of vehicle '${veh.name ?? String(veh.id)}' starts ${formatDuration(input, st.lateS)} after its window closes.`,
          severity: 'warning',
        });
      }
    }
    routeLimitViolations(p, v, s.durationS, s.distanceM, s.finishS, violations);
    distanceM += s.distanceM;
    durationS += s.durationS;
    cost += money;
    assigned += jobs;
  }
  const unit = objective === 'distance' ? p.distScale : objective === 'time' ? p.timeScale : 1;
  return {
    routes,
    unassigned: b.unassigned,
    violations,
    feasibilityScore: feasibilityScore(p.nJobs, assigned, lateJobs, violations),
    totals: {
      distanceM,
      durationS,
      cost,
      vehiclesUsed: routes.length,
      assignedJobs: assigned,
      unassignedJobs: b.unassigned.length,
    },
    objectiveValue: b.objectiveScaled / unit,
    seed: b.seed,
    iterations: b.iterations,
    runtimeMs: b.elapsedMs(),
    firstSolutionMs: b.firstSolutionMs,
    stoppedBy: b.stoppedBy,
  };
}

/** Hard limits re-checked on the exact schedule (never expected to fire; reported as errors if they do). */
function routeLimitViolations(
  p: Problem,
  v: number,
  dur: number,
  dist: number,
  finish: number,
  out: Violation[],
): void {
  const veh = p.input.vehicles[v];
  const eps = 1e-6;
  const add = (type: Violation['type'], amount: number, message: string): void => {
    out.push({ type, vehicleIndex: v, jobIndex: -1, amount, message, severity: 'error' });
  };
  if (veh.shift !== undefined && finish > veh.shift.end + eps)
    add(
      'SHIFT_END',
      finish - veh.shift.end,
      `The route of vehicle '${veh.name ?? String(veh.id)}' ends after its shift.`,
    );
  if (veh.maxDurationS !== undefined && dur > veh.maxDurationS + eps)
    add(
      'MAX_DURATION',
      dur - veh.maxDurationS,
      `The route of vehicle '${veh.name ?? String(veh.id)}' exceeds its maximum route time.`,
    );
  if (veh.maxDistanceM !== undefined && dist > veh.maxDistanceM + eps)
    add(
      'MAX_DISTANCE',
      dist - veh.maxDistanceM,
      `The route of vehicle '${veh.name ?? String(veh.id)}' exceeds its maximum distance.`,
    );
}

/**
 * A break need not be taken when the route is over before its first window opens: trailing breaks (after
 * the last job) are dropped while the route then finishes no later than their window opens. The search
 * kept them (waiting for them), so dropping one only shortens the route.
 */
function withoutIdleBreaks(
  p: Problem,
  v: number,
  visits: number[],
  departureOf: BuildInput['departureOf'],
): ReturnType<typeof scheduleRoute> {
  let s = scheduleRoute(p, v, visits, departureOf(v, visits));
  while (visits.length > 0 && visits[visits.length - 1] >= p.nJobs) {
    const br = breakInput(p, v, visits[visits.length - 1]);
    const shorter = visits.slice(0, -1);
    const t = scheduleRoute(p, v, shorter, departureOf(v, shorter));
    if (t.finishS > Math.min(...br.windows.map((w) => w.start))) break;
    visits = shorter;
    s = t;
  }
  return s;
}
