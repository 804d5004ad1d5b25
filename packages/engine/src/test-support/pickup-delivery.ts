/**
 * Test support for pickup and delivery: a seeded Li & Lim-like generator (pairs on a 100 x 100 square,
 * windows around a feasible direct schedule) and an independent checker that recomputes every route from the
 * input alone (it shares no code with the solver).
 */
import type { ProblemInput, ShipmentInput, TimeWindow } from '../model/input.js';
import type { Solution } from '../model/result.js';
import { Rng } from '../search/rng.js';

export function pdptwProblem(o: {
  seed: number;
  pairs: number;
  vehicles: number;
  capacity: number;
  jobs?: number;
}): ProblemInput {
  const rng = new Rng(o.seed);
  const coords: number[] = [50, 50];
  const horizon = 1000;
  const window = (x: number, y: number): TimeWindow[] => {
    const d = Math.hypot(x - 50, y - 50);
    const s = d + rng.float() * (horizon - 2 * d - 60);
    return [{ start: Math.round(s), end: Math.round(s + 60 + rng.float() * 120) }];
  };
  const point = () => {
    const x = Math.round(rng.float() * 100);
    const y = Math.round(rng.float() * 100);
    coords.push(x, y);
    return { index: coords.length / 2 - 1, x, y };
  };
  const shipments: ShipmentInput[] = [];
  for (let i = 0; i < o.pairs; i++) {
    const a = point();
    const b = point();
    const travel = Math.hypot(a.x - b.x, a.y - b.y);
    const earliest = Math.hypot(a.x - 50, a.y - 50);
    const latest = horizon - 10 - Math.hypot(b.x - 50, b.y - 50);
    const ps = earliest + rng.float() * (latest - 10 - travel - earliest);
    const ds = ps + 10 + travel + rng.float() * (latest - ps - 10 - travel);
    shipments.push({
      id: `s${i}`,
      amount: [1 + rng.int(10)],
      pickup: {
        location: a.index,
        serviceS: 10,
        timeWindows: [{ start: Math.floor(ps) - 30, end: Math.ceil(ps) + 60 }],
      },
      delivery: {
        location: b.index,
        serviceS: 10,
        timeWindows: [{ start: Math.floor(ds) - 60, end: Math.ceil(ds) + 30 }],
      },
    });
  }
  const jobs = Array.from({ length: o.jobs ?? 0 }, (_, i) => {
    const a = point();
    return {
      id: `j${i}`,
      location: a.index,
      serviceS: 10,
      pickup: [1 + rng.int(5)],
      timeWindows: window(a.x, a.y),
    };
  });
  return {
    locations: { kind: 'euclidean', coords },
    vehicles: Array.from({ length: o.vehicles }, (_, v) => ({
      id: `v${v}`,
      start: 0,
      end: 0,
      capacity: [o.capacity],
      shift: { start: 0, end: horizon },
    })),
    jobs,
    shipments,
  };
}

/** Every problem in a solution that an independent re-computation finds (empty = valid). */
export function checkPickupDelivery(problem: ProblemInput, solution: Solution): string[] {
  const issues: string[] = [];
  const coords = problem.locations.kind === 'euclidean' ? problem.locations.coords : [];
  const d = (i: number, j: number) =>
    Math.hypot(coords[2 * i] - coords[2 * j], coords[2 * i + 1] - coords[2 * j + 1]);
  const seen = new Map<string, number>();
  const count = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
  const shipments = problem.shipments ?? [];
  for (const route of solution.routes) {
    const veh = problem.vehicles[route.vehicleIndex];
    const dims = veh.capacity?.length ?? 0;
    const load = new Array<number>(dims).fill(0);
    for (const s of route.stops)
      if (s.kind === 'job') (problem.jobs[s.jobIndex].demand ?? []).forEach((x, k) => (load[k] += x));
    let t = veh.shift?.start ?? 0;
    let at = veh.start;
    const picked = new Set<number>();
    for (const s of route.stops) {
      if (s.kind === 'start' || s.kind === 'end' || s.kind === 'break') continue;
      const isJob = s.kind === 'job';
      const sh = isJob ? undefined : shipments[s.shipmentIndex ?? -1];
      const step = isJob ? problem.jobs[s.jobIndex] : s.kind === 'pickup' ? sh!.pickup : sh!.delivery;
      t = Math.max(t + d(at, step.location), s.startS - 1e-6);
      if (s.startS + 1e-6 < t - 1e-6) issues.push(`${String(s.id)} starts before it can arrive`);
      t = s.startS;
      const ws = step.timeWindows ?? [];
      if (ws.length > 0 && !ws.some((w) => t >= w.start - 1e-6 && t <= w.end + 1e-6))
        issues.push(`${String(s.id)} starts at ${t} outside its windows`);
      t += step.serviceS ?? 0;
      at = step.location;
      if (isJob) {
        count(`j${s.jobIndex}`);
        const job = problem.jobs[s.jobIndex];
        for (let k = 0; k < dims; k++) load[k] += (job.pickup?.[k] ?? 0) - (job.demand?.[k] ?? 0);
      } else {
        const sign = s.kind === 'pickup' ? 1 : -1;
        if (s.kind === 'pickup') {
          picked.add(s.shipmentIndex!);
          count(`p${s.shipmentIndex}`);
        } else {
          if (!picked.has(s.shipmentIndex!))
            issues.push(`shipment ${s.shipmentIndex} delivered before pickup on its route`);
          count(`d${s.shipmentIndex}`);
        }
        for (let k = 0; k < dims; k++) load[k] += sign * (sh!.amount?.[k] ?? 0);
      }
      for (let k = 0; k < dims; k++)
        if (load[k] > (veh.capacity?.[k] ?? Infinity) + 1e-6)
          issues.push(`vehicle ${String(veh.id)} over capacity at ${String(s.id)}`);
    }
    const back = t + (veh.end !== undefined && veh.end !== null ? d(at, veh.end) : 0);
    if (veh.shift !== undefined && back > veh.shift.end + 1e-6)
      issues.push(`vehicle ${String(veh.id)} back after its shift`);
  }
  const out = new Set(
    solution.unassigned.map((u) => (u.jobIndex >= 0 ? `j${u.jobIndex}` : `s${u.shipmentIndex}`)),
  );
  problem.jobs.forEach((_, j) => {
    const n = (seen.get(`j${j}`) ?? 0) + (out.has(`j${j}`) ? 1 : 0);
    if (n !== 1) issues.push(`job ${j} served or listed ${n} times`);
  });
  shipments.forEach((_, s) => {
    const p = seen.get(`p${s}`) ?? 0;
    const q = seen.get(`d${s}`) ?? 0;
    if (p !== q || p + (out.has(`s${s}`) ? 1 : 0) !== 1)
      issues.push(`shipment ${s}: ${p} pickups, ${q} deliveries`);
  });
  return issues;
}
