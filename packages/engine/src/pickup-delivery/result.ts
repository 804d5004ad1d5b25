/** The public `Solution` of a pickup-and-delivery search: exact schedules, loads along routes, totals. */
import type { ProblemInput } from '../model/input.js';
import type { RouteResult, Solution, StopResult, UnassignedJob } from '../model/result.js';
import { feasibilityScore } from '../result/feasibility-score.js';
import type { RouteEvaluator } from './evaluate.js';
import { BREAK, DELIVERY, JOB, PICKUP, type PdModel } from './model.js';

export interface PdOutcome {
  routes: readonly (readonly number[])[];
  unassigned: UnassignedJob[];
  objectiveValue: number;
  seed: number;
  iterations: number;
  runtimeMs: number;
  firstSolutionMs: number | null;
  stoppedBy: Solution['stoppedBy'];
}

export function buildPdSolution(m: PdModel, ev: RouteEvaluator, o: PdOutcome): Solution {
  const routes: RouteResult[] = [];
  let distanceM = 0;
  let durationS = 0;
  let cost = 0;
  let assigned = 0;
  o.routes.forEach((seq, v) => {
    if (seq.length === 0) return;
    const route = buildRoute(m, ev, v, seq);
    routes.push(route);
    distanceM += route.distanceM;
    durationS += route.durationS;
    cost += route.cost;
    for (const t of seq) if (m.role[t] === JOB || m.role[t] === PICKUP) assigned++;
  });
  const nRequests = m.nJobs + m.nShipments;
  return {
    routes,
    unassigned: o.unassigned,
    violations: [],
    feasibilityScore: feasibilityScore(nRequests, assigned, 0, []),
    totals: {
      distanceM,
      durationS,
      cost,
      vehiclesUsed: routes.length,
      assignedJobs: assigned,
      unassignedJobs: o.unassigned.length,
    },
    objectiveValue: o.objectiveValue,
    seed: o.seed,
    iterations: o.iterations,
    runtimeMs: o.runtimeMs,
    firstSolutionMs: o.firstSolutionMs,
    stoppedBy: o.stoppedBy,
  };
}

function buildRoute(m: PdModel, ev: RouteEvaluator, v: number, seq: readonly number[]): RouteResult {
  const input = m.input;
  const veh = input.vehicles[v];
  const nd = m.nDims;
  ev.evaluate(v, seq, seq.length);
  const departure = ev.departure;
  ev.evaluate(v, seq, seq.length, true, departure);
  const onBoard = new Array<number>(nd).fill(0);
  for (const t of seq) for (let k = 0; k < nd; k++) onBoard[k] += m.startLoad[t * nd + k];
  const maxLoad = onBoard.slice();
  const stops: StopResult[] = [
    {
      kind: 'start',
      location: veh.start,
      jobIndex: -1,
      arrivalS: departure,
      startS: departure,
      departureS: departure,
      waitS: 0,
      lateS: 0,
      load: onBoard.slice(),
      distanceM: 0,
    },
  ];
  let at = veh.start;
  let distance = 0;
  let travel = 0;
  let service = 0;
  let wait = 0;
  let time = departure;
  seq.forEach((t, i) => {
    const role = m.role[t];
    if (role !== BREAK) {
      distance += m.dist[at * m.nLoc + m.loc[t]];
      travel += m.time[at * m.nLoc + m.loc[t]] * (veh.speedFactor ?? 1);
      at = m.loc[t];
      service += m.service[t];
    }
    const load = Array.from(ev.loadAfter.subarray(i * nd, i * nd + nd));
    load.forEach((x, k) => (maxLoad[k] = Math.max(maxLoad[k], x)));
    wait += ev.start[i] - ev.arrival[i];
    time = ev.start[i] + m.service[t];
    stops.push({
      kind: role === JOB ? 'job' : role === PICKUP ? 'pickup' : role === DELIVERY ? 'delivery' : 'break',
      location: at,
      jobIndex: role === JOB ? t : -1,
      ...(role === PICKUP || role === DELIVERY ? { shipmentIndex: (t - m.nJobs) >> 1 } : {}),
      id: taskId(m, t, v),
      arrivalS: ev.arrival[i],
      startS: ev.start[i],
      departureS: time,
      waitS: ev.start[i] - ev.arrival[i],
      lateS: 0,
      load: role === BREAK ? stops[stops.length - 1].load.slice() : load,
      distanceM: distance,
    });
  });
  const end = veh.end ?? null;
  if (end !== null) {
    distance += m.dist[at * m.nLoc + end];
    const tt = m.time[at * m.nLoc + end] * (veh.speedFactor ?? 1);
    travel += tt;
    time += tt;
    stops.push({
      kind: 'end',
      location: end,
      jobIndex: -1,
      arrivalS: time,
      startS: time,
      departureS: time,
      waitS: 0,
      lateS: 0,
      load: stops[stops.length - 1].load.slice(),
      distanceM: distance,
    });
  }
  const durationS = time - departure;
  let utilization = 0;
  veh.capacity?.forEach((c, k) => {
    if (c > 0) utilization = Math.max(utilization, maxLoad[k] / c);
  });
  return {
    vehicleIndex: v,
    vehicleId: veh.id,
    stops,
    jobIndices: seq.filter((t) => m.role[t] === JOB),
    distanceM: distance,
    durationS,
    travelS: travel,
    serviceS: service,
    waitS: wait,
    cost:
      ((veh.costPerKm ?? 0) * distance) / 1000 +
      ((veh.costPerHour ?? 0) * durationS) / 3600 +
      (veh.fixedCost ?? 0),
    load: maxLoad,
    utilization: Math.min(1, utilization),
  };
}

/** The id a stop reports: job id, shipment step id (default the shipment's), break id (default its index). */
export function taskId(m: PdModel, t: number, v: number): string | number {
  const input: ProblemInput = m.input;
  if (m.role[t] === JOB) return input.jobs[t].id;
  if (m.role[t] === BREAK) {
    const k = t - m.breaksOf[v][0];
    return input.vehicles[v].breaks?.[k]?.id ?? k;
  }
  const sh = (input.shipments ?? [])[(t - m.nJobs) >> 1];
  const step = m.role[t] === PICKUP ? sh.pickup : sh.delivery;
  return step.id ?? sh.id;
}
