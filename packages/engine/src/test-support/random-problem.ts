/**
 * Seeded generators of test problems (not shipped): product-like instances mixing every feature, and plain
 * random CVRPs for scale runs.
 */
import type { JobInput, ProblemInput, VehicleInput } from '../model/input.js';
import { Rng } from '../search/rng.js';

export interface MixedOptions {
  seed: number;
  jobs: number;
  vehicles: number;
  windows?: boolean;
  skills?: boolean;
  breaks?: boolean;
  pins?: boolean;
  dims?: number;
  open?: boolean;
  limits?: boolean;
  kind?: 'euclidean' | 'haversine';
}

/** A product-like day: a depot, jobs within ~20 km, shifts 08:00-17:00, optional windows, skills, breaks. */
export function mixedProblem(o: MixedOptions): ProblemInput {
  const rng = new Rng(o.seed);
  const dims = o.dims ?? 1;
  const coords: number[] = [];
  const kind = o.kind ?? 'haversine';
  const n = o.jobs + 1;
  for (let i = 0; i < n; i++) {
    if (kind === 'haversine')
      coords.push(40.7 + (rng.float() - 0.5) * 0.3, -74.0 + (rng.float() - 0.5) * 0.4);
    else coords.push(Math.round(rng.float() * 100), Math.round(rng.float() * 100));
  }
  const skills = ['refrigerated', 'fragile_handling', 'hazmat_certified'];
  const scale = kind === 'haversine' ? 1 : 0.02;
  const vehicles: VehicleInput[] = [];
  for (let v = 0; v < o.vehicles; v++) {
    const veh: VehicleInput = {
      id: `v${v}`,
      name: `Van ${v + 1}`,
      start: 0,
      end: o.open === true && v % 2 === 1 ? null : 0,
      shift: { start: 8 * 3600 * scale, end: 17 * 3600 * scale },
      capacity: Array.from({ length: dims }, (_, k) => (k === 0 ? 40 + 10 * v : 25)),
      costPerKm: 0.5 + 0.1 * v,
      costPerHour: 20,
      fixedCost: 10,
      speedFactor: v % 3 === 2 ? 1.2 : 1,
    };
    if (o.skills === true && v % 2 === 0)
      veh.skills = [skills[v % skills.length], skills[(v + 1) % skills.length]];
    if (o.breaks === true && v % 2 === 0)
      veh.breaks = [
        {
          id: `b${v}`,
          durationS: 1800 * scale,
          windows: [{ start: 12 * 3600 * scale, end: 13.5 * 3600 * scale }],
        },
      ];
    if (o.limits === true) {
      veh.maxStops = Math.max(2, Math.ceil((o.jobs / o.vehicles) * 1.1));
      veh.maxDurationS = 7 * 3600 * scale;
      if (kind === 'haversine') veh.maxDistanceM = 150_000;
    }
    vehicles.push(veh);
  }
  const priorities = ['low', 'medium', 'high', 'urgent'] as const;
  const jobs: JobInput[] = [];
  for (let j = 0; j < o.jobs; j++) {
    const job: JobInput = {
      id: j + 1,
      name: `Stop ${j + 1}`,
      location: j + 1,
      serviceS: (5 + rng.int(20)) * 60 * scale,
      demand: Array.from({ length: dims }, () => 1 + rng.int(8)),
      priority: priorities[rng.int(4)],
    };
    if (o.windows === true && rng.float() < 0.5) {
      const start = (8 + rng.int(7)) * 3600 * scale;
      job.timeWindows = [{ start, end: start + (1 + rng.int(3)) * 3600 * scale }];
      if (rng.float() < 0.2)
        job.timeWindows.push({ start: start + 4 * 3600 * scale, end: start + 5 * 3600 * scale });
    }
    if (o.skills === true && rng.float() < 0.2) job.skills = [skills[rng.int(skills.length)]];
    if (o.pins === true && rng.float() < 0.1) job.vehicleId = `v${rng.int(o.vehicles)}`;
    jobs.push(job);
  }
  return {
    locations: kind === 'haversine' ? { kind, coords } : { kind, coords, rounding: 'exact' },
    vehicles,
    jobs,
  };
}

/** A mixed problem whose jobs have one window each (a job's choice among several is made when a move applies). */
export function oneWindow(o: MixedOptions): ProblemInput {
  const input = mixedProblem(o);
  for (const job of input.jobs)
    if (job.timeWindows !== undefined) job.timeWindows = job.timeWindows.slice(0, 1);
  return input;
}

/** Random CVRP: depot in the middle of a 1000 x 1000 square, integer coordinates, nint distances. */
export function randomCvrp(seed: number, jobs: number, capacity = 100): ProblemInput {
  const rng = new Rng(seed);
  const coords: number[] = [500, 500];
  for (let i = 0; i < jobs; i++) coords.push(rng.int(1001), rng.int(1001));
  const vehicles: VehicleInput[] = [];
  let total = 0;
  const list: JobInput[] = [];
  for (let j = 0; j < jobs; j++) {
    const d = 1 + rng.int(10);
    total += d;
    list.push({ id: j + 1, location: j + 1, demand: [d] });
  }
  const fleet = Math.ceil((1.3 * total) / capacity) + 3;
  for (let v = 0; v < fleet; v++) vehicles.push({ id: v + 1, start: 0, end: 0, capacity: [capacity] });
  return { locations: { kind: 'euclidean', coords, rounding: 'nint' }, vehicles, jobs: list };
}

/** The same places as a matrix, made asymmetric: every arc leaving an odd place is 30% longer. */
export function asymmetric(input: ProblemInput): ProblemInput {
  const loc = input.locations;
  if (loc.kind !== 'euclidean') throw new Error('euclidean input expected');
  const n = loc.coords.length / 2;
  const d = new Array<number>(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const dx = loc.coords[2 * i] - loc.coords[2 * j];
      const dy = loc.coords[2 * i + 1] - loc.coords[2 * j + 1];
      d[i * n + j] = Math.round(Math.hypot(dx, dy) * (i % 2 === 1 ? 1.3 : 1));
    }
  return { ...input, locations: { kind: 'matrix', distances: d, durations: d } };
}
