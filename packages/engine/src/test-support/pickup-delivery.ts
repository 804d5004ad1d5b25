/**
 * Test support for pickup and delivery: a seeded Li & Lim-like generator (pairs on a 100 x 100 square,
 * windows around a feasible direct schedule), single jobs with pickups among them.
 */
import type { ProblemInput, ShipmentInput, TimeWindow } from '../model/input.js';
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
