/**
 * An independent check of a solution with shipments or pickups (the pickup-and-delivery search's output),
 * recomputed from the input alone: every job and shipment served once or listed unassigned, each pickup
 * before its delivery on the same route, loads per dimension along the route within capacity, service
 * starting inside a window, breaks inside theirs, the route back within its shift, and the distance.
 */
import type { ProblemInput, TimeWindow } from '../model/input.js';
import type { Solution } from '../model/result.js';
import { metricOf } from './metric.js';

export interface ShipmentCheck {
  errors: string[];
  /** Recomputed total distance of the routes (input units). */
  distance: number;
  /** Routes that serve something. */
  routes: number;
}

const EPS = 1e-6;

export function checkShipments(problem: ProblemInput, solution: Solution): ShipmentCheck {
  const errors: string[] = [];
  const metric = metricOf(problem);
  const shipments = problem.shipments ?? [];
  const seen = new Map<string, number>();
  const count = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
  const within = (t: number, ws: readonly TimeWindow[] | undefined) =>
    ws === undefined || ws.length === 0 || ws.some((w) => t >= w.start - EPS && t <= w.end + EPS);
  let distance = 0;
  let routes = 0;
  for (const route of solution.routes) {
    const veh = problem.vehicles[route.vehicleIndex];
    const name = `vehicle ${String(veh.id)}`;
    const speed = veh.speedFactor ?? 1;
    const dims = veh.capacity?.length ?? 0;
    const load = new Array<number>(dims).fill(0);
    for (const s of route.stops)
      if (s.kind === 'job') (problem.jobs[s.jobIndex].demand ?? []).forEach((x, k) => (load[k] += x));
    let t = -Infinity;
    let at = veh.start;
    const picked = new Set<number>();
    let served = 0;
    for (const s of route.stops) {
      if (s.kind === 'start') {
        t = s.departureS;
        if (veh.shift !== undefined && t < veh.shift.start - EPS)
          errors.push(`${name} leaves before its shift`);
        continue;
      }
      if (s.kind === 'end') continue;
      if (s.kind === 'break') {
        const b = (veh.breaks ?? []).find((x) => x.id === s.id);
        if (b === undefined) errors.push(`${name}: unknown break ${String(s.id)}`);
        else if (!within(s.startS, b.windows))
          errors.push(`${name}: break starts at ${s.startS}, outside its windows`);
        if (s.startS + EPS < t) errors.push(`${name}: break starts before the previous stop is done`);
        t = s.startS + (b?.durationS ?? 0);
        continue;
      }
      served++;
      const sh = s.kind === 'job' ? undefined : shipments[s.shipmentIndex ?? -1];
      if (s.kind !== 'job' && sh === undefined) {
        errors.push(`${name}: unknown shipment ${String(s.shipmentIndex)}`);
        continue;
      }
      const step =
        s.kind === 'job' ? problem.jobs[s.jobIndex] : s.kind === 'pickup' ? sh!.pickup : sh!.delivery;
      distance += metric.distance(at, step.location);
      const arrival = t + metric.time(at, step.location) * speed;
      if (s.startS + 1e-4 < arrival) errors.push(`${name}: ${String(s.id)} starts before it can arrive`);
      if (!within(s.startS, step.timeWindows))
        errors.push(`${name}: ${String(s.id)} starts at ${s.startS}, outside its windows`);
      t = s.startS + (step.serviceS ?? 0);
      at = step.location;
      if (s.kind === 'job') {
        count(`j${s.jobIndex}`);
        const job = problem.jobs[s.jobIndex];
        for (let k = 0; k < dims; k++) load[k] += (job.pickup?.[k] ?? 0) - (job.demand?.[k] ?? 0);
      } else {
        const i = s.shipmentIndex!;
        if (s.kind === 'pickup') {
          picked.add(i);
          count(`p${i}`);
        } else {
          if (!picked.has(i)) errors.push(`${name}: shipment ${i} delivered before its pickup`);
          count(`d${i}`);
        }
        const sign = s.kind === 'pickup' ? 1 : -1;
        for (let k = 0; k < dims; k++) load[k] += sign * (sh!.amount?.[k] ?? 0);
      }
      for (let k = 0; k < dims; k++)
        if (load[k] > (veh.capacity?.[k] ?? Infinity) + EPS)
          errors.push(`${name}: over capacity at ${String(s.id)}`);
    }
    for (const i of picked)
      if (!route.stops.some((s) => s.kind === 'delivery' && s.shipmentIndex === i))
        errors.push(`${name}: shipment ${i} picked up but not delivered`);
    if (veh.end !== undefined && veh.end !== null) {
      distance += metric.distance(at, veh.end);
      t += metric.time(at, veh.end) * speed;
    }
    if (veh.shift !== undefined && t > veh.shift.end + 1e-4) errors.push(`${name}: back after its shift`);
    if (served > 0) routes++;
  }
  const out = new Set(
    solution.unassigned.map((u) => (u.jobIndex >= 0 ? `j${u.jobIndex}` : `s${u.shipmentIndex}`)),
  );
  problem.jobs.forEach((_, j) => {
    const n = (seen.get(`j${j}`) ?? 0) + (out.has(`j${j}`) ? 1 : 0);
    if (n !== 1) errors.push(`job ${j} served or listed ${n} times`);
  });
  shipments.forEach((_, i) => {
    const p = seen.get(`p${i}`) ?? 0;
    const d = seen.get(`d${i}`) ?? 0;
    if (p !== d || p + (out.has(`s${i}`) ? 1 : 0) !== 1)
      errors.push(`shipment ${i}: ${p} pickups, ${d} deliveries`);
  });
  return { errors, distance, routes };
}
