/**
 * An engine solution as VROOM's solution JSON: steps with arrival, cumulated travel time, service, waiting
 * and load; route and summary figures; unassigned tasks with Routier's reason, message and fix. Figures are
 * whole seconds and metres as VROOM reports them. Cost is VROOM's: travel time in seconds, or
 * per_hour x travel hours + per_km x km + fixed when the vehicles are priced.
 */
import type { Solution, StopResult } from '../model/result.js';
import type { VroomPrepared } from './from-vroom.js';
import type {
  VroomFix,
  VroomRoute,
  VroomShipmentStep,
  VroomSolution,
  VroomStep,
  VroomUnassigned,
} from '../model/vroom.js';

export interface VroomTimes {
  loadingMs: number;
  solvingMs: number;
}

/** Fixes keyed by `job:<vroom index>` or `shipment:<vroom index>`. */
export type VroomFixes = ReadonlyMap<string, VroomFix | null>;

export function toVroomSolution(
  prep: VroomPrepared,
  solution: Solution,
  times: VroomTimes,
  fixes: VroomFixes = new Map(),
): VroomSolution {
  const routes = solution.routes.map((r) => route(prep, r));
  const unassigned = unassignedTasks(prep, solution, fixes);
  const dims = Math.max(0, ...prep.problem.vehicles.map((v) => v.capacity?.length ?? 0));
  const sum = (pick: (r: VroomRoute) => number) => routes.reduce((a, r) => a + pick(r), 0);
  const sumArrays = (pick: (r: VroomRoute) => number[]) =>
    Array.from({ length: dims }, (_, k) => routes.reduce((a, r) => a + (pick(r)[k] ?? 0), 0));
  return {
    code: 0,
    summary: {
      cost: sum((r) => r.cost),
      routes: routes.length,
      unassigned: unassigned.length,
      setup: 0,
      service: sum((r) => r.service),
      duration: sum((r) => r.duration),
      waiting_time: sum((r) => r.waiting_time),
      priority: sum((r) => r.priority),
      delivery: sumArrays((r) => r.delivery),
      pickup: sumArrays((r) => r.pickup),
      ...(prep.hasDistances ? { distance: sum((r) => r.distance ?? 0) } : {}),
      violations: [],
      computing_times: {
        loading: Math.round(times.loadingMs),
        solving: Math.round(times.solvingMs),
        routing: 0,
      },
    },
    unassigned,
    routes,
  };
}

function route(prep: VroomPrepared, r: Solution['routes'][number]): VroomRoute {
  const problem = prep.problem;
  const vehicle = problem.vehicles[r.vehicleIndex];
  const dims = vehicle.capacity?.length ?? 0;
  const delivery = new Array<number>(dims).fill(0);
  const pickup = new Array<number>(dims).fill(0);
  let travel = 0;
  let priority = 0;
  let prev: StopResult | null = null;
  const steps: VroomStep[] = r.stops.map((s) => {
    if (prev !== null) travel += s.arrivalS - prev.departureS;
    prev = s;
    const task = taskOf(prep, s);
    if (task !== null) {
      priority += task.priority ?? 0;
      task.delivery?.forEach((x, k) => (delivery[k] += x));
      task.pickup?.forEach((x, k) => (pickup[k] += x));
    }
    const id =
      s.kind === 'job' || s.kind === 'pickup' || s.kind === 'delivery'
        ? task?.id
        : s.kind === 'break'
          ? s.id
          : undefined;
    const located = s.kind !== 'break';
    return {
      type: s.kind,
      ...(id !== undefined ? { id } : {}),
      ...(task?.description !== undefined ? { description: task.description } : {}),
      ...(located && prep.coords[s.location] !== undefined ? { location: prep.coords[s.location] } : {}),
      ...(located && prep.indexed ? { location_index: s.location } : {}),
      arrival: Math.round(s.arrivalS),
      duration: Math.round(travel),
      setup: 0,
      service: Math.round(s.departureS - s.startS),
      waiting_time: Math.round(s.waitS),
      load: s.load.slice(0, dims).map((x) => Math.round(x)),
      ...(prep.hasDistances ? { distance: Math.round(s.distanceM) } : {}),
      violations: [],
    };
  });
  const costs = vehicle.costs;
  const cost = prep.priced
    ? ((costs?.per_hour ?? 3600) * travel) / 3600 +
      ((costs?.per_km ?? 0) * r.distanceM) / 1000 +
      (costs?.fixed ?? 0)
    : travel;
  return {
    vehicle: vehicle.id,
    ...(vehicle.description !== undefined ? { description: vehicle.description } : {}),
    steps,
    cost: Math.round(cost),
    setup: 0,
    service: Math.round(r.serviceS),
    duration: Math.round(travel),
    waiting_time: Math.round(r.waitS),
    priority,
    delivery,
    pickup,
    ...(prep.hasDistances ? { distance: Math.round(r.distanceM) } : {}),
    violations: [],
  };
}

interface TaskView {
  id: string | number;
  description?: string;
  priority?: number;
  delivery?: number[];
  pickup?: number[];
}

/** The VROOM task behind a stop (job, shipment pickup or delivery), with its amounts as VROOM counts them. */
function taskOf(prep: VroomPrepared, s: StopResult): TaskView | null {
  const problem = prep.problem;
  if (s.kind === 'job') return (problem.jobs ?? [])[prep.jobOf[s.jobIndex]];
  if (s.kind !== 'pickup' && s.kind !== 'delivery') return null;
  const sh = (problem.shipments ?? [])[prep.shipmentOf[s.shipmentIndex ?? -1]];
  const step: VroomShipmentStep = s.kind === 'pickup' ? sh.pickup : sh.delivery;
  return {
    id: step.id,
    description: step.description,
    priority: s.kind === 'pickup' ? sh.priority : 0,
    ...(s.kind === 'pickup' ? { pickup: sh.amount } : { delivery: sh.amount }),
  };
}

function unassignedTasks(prep: VroomPrepared, solution: Solution, fixes: VroomFixes): VroomUnassigned[] {
  const problem = prep.problem;
  const out: VroomUnassigned[] = [];
  const located = (x: { location?: [number, number]; location_index?: number }) => ({
    ...(x.location !== undefined ? { location: x.location } : {}),
    ...(x.location_index !== undefined ? { location_index: x.location_index } : {}),
  });
  const push = (kind: 'job' | 'shipment', index: number, reason: string, message: string) => {
    const fix = fixes.get(`${kind}:${index}`);
    const extra = { reason, message, ...(fix !== undefined ? { fix } : {}) };
    if (kind === 'job') {
      const j = (problem.jobs ?? [])[index];
      out.push({
        id: j.id,
        type: 'job',
        ...(j.description ? { description: j.description } : {}),
        ...located(j),
        ...extra,
      });
      return;
    }
    const sh = (problem.shipments ?? [])[index];
    for (const [type, step] of [
      ['pickup', sh.pickup],
      ['delivery', sh.delivery],
    ] as const)
      out.push({
        id: step.id,
        type,
        ...(step.description ? { description: step.description } : {}),
        ...located(step),
        ...extra,
      });
  };
  for (const u of solution.unassigned) {
    if (u.jobIndex >= 0) push('job', prep.jobOf[u.jobIndex], u.reason, u.message);
    else push('shipment', prep.shipmentOf[u.shipmentIndex ?? -1], u.reason, u.message);
  }
  for (const s of prep.skillless) {
    const what = s.kind === 'job' ? `Job ${String((problem.jobs ?? [])[s.index].id)}` : `Shipment ${s.index}`;
    push(
      s.kind,
      s.index,
      'SKILL_MISSING',
      `${what} needs skill ${s.missing.join(', ')}, which no vehicle has.`,
    );
  }
  return out;
}
