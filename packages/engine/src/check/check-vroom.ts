/**
 * An independent checker of a VROOM-format solution against its problem, written from VROOM's
 * documentation and sharing no code with the conversion or the solver. It recomputes what the solution
 * claims: every job and shipment served once or listed unassigned, each pickup before its delivery on the
 * same route, loads per dimension from the amounts (within capacity), skills, max_tasks, the vehicle's time
 * window, every service starting inside one of its windows, breaks taken once inside their windows, and —
 * when the problem gives matrices — arrivals no earlier than the previous departure plus the travel time.
 */
import type { VroomProblem, VroomSolution, VroomStep } from '../model/vroom.js';

const SLACK = 1; // seconds of rounding

export function checkVroomSolution(problem: VroomProblem, solution: VroomSolution): string[] {
  const issues: string[] = [];
  const jobs = problem.jobs ?? [];
  const shipments = problem.shipments ?? [];
  const served = new Map<string, number>();
  const mark = (key: string) => served.set(key, (served.get(key) ?? 0) + 1);
  const inWindows = (t: number, ws: [number, number][] | undefined) =>
    ws === undefined || ws.length === 0 || ws.some(([a, b]) => t >= a - SLACK && t <= b + SLACK);

  for (const route of solution.routes) {
    const vehicle = problem.vehicles.find((v) => v.id === route.vehicle);
    if (vehicle === undefined) {
      issues.push(`route of unknown vehicle ${String(route.vehicle)}`);
      continue;
    }
    const name = `vehicle ${String(vehicle.id)}`;
    const steps = route.steps;
    if (steps[0]?.type !== 'start') issues.push(`${name}: the route does not begin with start`);
    const hasEnd = vehicle.end !== undefined || vehicle.end_index !== undefined;
    if (hasEnd && steps[steps.length - 1]?.type !== 'end')
      issues.push(`${name}: the route does not finish with end`);
    const skills = new Set(vehicle.skills ?? []);
    const dims = vehicle.capacity?.length ?? 0;
    const load = new Array<number>(dims).fill(0);
    const picked = new Set<string>();
    let tasks = 0;
    // Start load: the deliveries of the single jobs on this route.
    for (const s of steps) if (s.type === 'job') jobOf(s)?.delivery?.forEach((x, k) => (load[k] += x));
    checkLoad(load, steps[0]);
    const breaksTaken = new Set<string>();
    let prev: VroomStep | null = null;
    let prevIndex: number | undefined = vehicle.start_index;
    for (const s of steps) {
      const start = s.arrival + s.waiting_time;
      if (prev !== null && s.arrival + SLACK < prev.arrival + prev.waiting_time + prev.service)
        issues.push(`${name}: step ${String(s.id ?? s.type)} arrives before the previous step is done`);
      if (
        problem.matrices !== undefined &&
        prev !== null &&
        s.type !== 'break' &&
        s.location_index !== undefined
      ) {
        const m = problem.matrices[vehicle.profile ?? 'car'];
        const from = prevIndex;
        if (m !== undefined && from !== undefined) {
          const travel = m.durations[from][s.location_index] / (vehicle.speed_factor ?? 1);
          const ready = prev.arrival + prev.waiting_time + prev.service;
          if (s.arrival + SLACK < ready + travel)
            issues.push(
              `${name}: step ${String(s.id ?? s.type)} arrives ${Math.round(ready + travel - s.arrival)} s too early for the travel time`,
            );
        }
      }
      if (s.type !== 'break' && s.location_index !== undefined) prevIndex = s.location_index;
      if (
        vehicle.time_window !== undefined &&
        (start < vehicle.time_window[0] - SLACK || s.arrival > vehicle.time_window[1] + SLACK)
      )
        issues.push(`${name}: step ${String(s.id ?? s.type)} is outside the vehicle's time window`);
      if (s.type === 'job') {
        const job = jobOf(s);
        if (job === undefined) {
          issues.push(`${name}: unknown job ${String(s.id)}`);
          continue;
        }
        tasks++;
        mark(`job:${String(job.id)}`);
        if (!inWindows(start, job.time_windows))
          issues.push(`job ${String(job.id)} starts at ${start}, outside its windows`);
        if (s.service !== (job.service ?? 0))
          issues.push(`job ${String(job.id)} reports service ${s.service}`);
        (job.skills ?? []).forEach(
          (k) => skills.has(k) || issues.push(`job ${String(job.id)} needs skill ${k} that ${name} lacks`),
        );
        job.delivery?.forEach((x, k) => (load[k] -= x));
        job.pickup?.forEach((x, k) => (load[k] += x));
      } else if (s.type === 'pickup' || s.type === 'delivery') {
        const sh = shipments.find((x) => (s.type === 'pickup' ? x.pickup.id : x.delivery.id) === s.id);
        if (sh === undefined) {
          issues.push(`${name}: unknown ${s.type} ${String(s.id)}`);
          continue;
        }
        tasks++;
        const key = `${String(sh.pickup.id)}>${String(sh.delivery.id)}`;
        const step = s.type === 'pickup' ? sh.pickup : sh.delivery;
        mark(`${s.type}:${key}`);
        if (!inWindows(start, step.time_windows))
          issues.push(`${s.type} ${String(step.id)} starts at ${start}, outside its windows`);
        (sh.skills ?? []).forEach(
          (k) => skills.has(k) || issues.push(`shipment ${key} needs skill ${k} that ${name} lacks`),
        );
        if (s.type === 'pickup') {
          picked.add(key);
          sh.amount?.forEach((x, k) => (load[k] += x));
        } else {
          if (!picked.has(key)) issues.push(`shipment ${key} is delivered before it is picked up on ${name}`);
          sh.amount?.forEach((x, k) => (load[k] -= x));
        }
      } else if (s.type === 'break') {
        const br = (vehicle.breaks ?? []).find((b) => b.id === s.id);
        if (br === undefined) issues.push(`${name}: unknown break ${String(s.id)}`);
        else {
          breaksTaken.add(String(br.id));
          if (!inWindows(start, br.time_windows))
            issues.push(`${name}: break ${String(br.id)} starts at ${start}, outside its windows`);
          if (s.service !== (br.service ?? 0))
            issues.push(`${name}: break ${String(br.id)} lasts ${s.service} s`);
        }
      }
      checkLoad(load, s);
      prev = s;
    }
    if (vehicle.max_tasks !== undefined && tasks > vehicle.max_tasks)
      issues.push(`${name}: ${tasks} tasks, more than max_tasks`);
    if (tasks > 0)
      for (const b of vehicle.breaks ?? [])
        if (!breaksTaken.has(String(b.id))) issues.push(`${name}: break ${String(b.id)} not taken`);
    for (const key of picked)
      if ((served.get(`delivery:${key}`) ?? 0) === 0)
        issues.push(`shipment ${key} picked up but never delivered`);

    function checkLoad(l: number[], s: VroomStep | undefined): void {
      if (s === undefined) return;
      l.forEach((x, k) => {
        if (x > (vehicle!.capacity?.[k] ?? Infinity))
          issues.push(`${name}: load ${x} over capacity in dimension ${k} at ${String(s.id ?? s.type)}`);
        if (x < 0) issues.push(`${name}: negative load in dimension ${k} at ${String(s.id ?? s.type)}`);
        if (s.load[k] !== undefined && s.load[k] !== x)
          issues.push(`${name}: reports load ${s.load[k]} at ${String(s.id ?? s.type)}, recomputed ${x}`);
      });
    }
  }

  const unassigned = new Map<string, number>();
  for (const u of solution.unassigned)
    unassigned.set(`${u.type}:${String(u.id)}`, (unassigned.get(`${u.type}:${String(u.id)}`) ?? 0) + 1);
  for (const j of jobs) {
    const n = (served.get(`job:${String(j.id)}`) ?? 0) + (unassigned.get(`job:${String(j.id)}`) ?? 0);
    if (n !== 1) issues.push(`job ${String(j.id)} is served or listed ${n} times`);
  }
  for (const sh of shipments) {
    const key = `${String(sh.pickup.id)}>${String(sh.delivery.id)}`;
    const p = served.get(`pickup:${key}`) ?? 0;
    const d = served.get(`delivery:${key}`) ?? 0;
    const up = unassigned.get(`pickup:${String(sh.pickup.id)}`) ?? 0;
    const ud = unassigned.get(`delivery:${String(sh.delivery.id)}`) ?? 0;
    if (!((p === 1 && d === 1 && up + ud === 0) || (p === 0 && d === 0 && up === 1 && ud === 1)))
      issues.push(`shipment ${key}: ${p} pickups and ${d} deliveries served, ${up + ud} listed unassigned`);
  }
  return issues;

  function jobOf(s: VroomStep) {
    return jobs.find((j) => j.id === s.id);
  }
}
