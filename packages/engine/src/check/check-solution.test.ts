import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../model/input.js';
import type { Solution } from '../model/result.js';
import { checkSolution } from './check-solution.js';
import { costOf } from './cost.js';
import { solutionFromRoutes } from './from-routes.js';
import { metricOf } from './metric.js';

// Depot at 0; jobs on the x axis at 10, 20, 30 (travel time = distance, speed 1).
function line(): ProblemInput {
  return {
    locations: { kind: 'euclidean', coords: [0, 0, 10, 0, 20, 0, 30, 0] },
    vehicles: [
      { id: 'a', start: 0, end: 0, shift: { start: 0, end: 1000 }, capacity: [10, 5] },
      { id: 'b', start: 0, end: 0, capacity: [10, 5], skills: ['fridge'] },
    ],
    jobs: [
      { id: 1, location: 1, serviceS: 5, demand: [3, 1] },
      { id: 2, location: 2, serviceS: 5, demand: [3, 1], timeWindows: [{ start: 50, end: 60 }] },
      { id: 3, location: 3, serviceS: 5, demand: [3, 1] },
    ],
  };
}

const errorsOf = (p: ProblemInput, s: Solution, soft = false): string[] =>
  checkSolution(p, s, { timeWindows: soft ? 'soft' : 'hard' }).errors;

describe('checkSolution', () => {
  it('accepts a feasible solution and recomputes distance, times and waits', () => {
    const p = line();
    const result = checkSolution(p, solutionFromRoutes(p, [[0, 1, 2]]));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // 0 -> 10 (arrive 10, leave 15) -> 20 (arrive 25, wait 25, start 50, leave 55) -> 30 (65, 70) -> 0 (100)
    expect(result.recomputed).toMatchObject({
      distance: 60,
      duration: 100,
      travel: 60,
      service: 15,
      wait: 25,
      vehiclesUsed: 1,
      assigned: 3,
    });
  });

  it('reports a job neither served nor unassigned, and a job served twice', () => {
    const p = line();
    expect(errorsOf(p, withoutUnassigned(p, [[0, 1]]))).toContain(
      'job 3 is neither served nor listed unassigned',
    );
    const twice = solutionFromRoutes(p, [[0, 1, 2], [0]]);
    expect(errorsOf(p, twice)).toContain('job 1 appears 2 times');
  });

  it('checks capacity in every dimension', () => {
    const p = line();
    p.vehicles[0].capacity = [10, 2];
    expect(errorsOf(p, solutionFromRoutes(p, [[0, 1, 2]]))).toContain(
      'route 0 (vehicle a): carries 3 in dimension 1, more than the capacity 2',
    );
  });

  it('rejects lateness with hard windows and accepts it, when reported, with soft windows', () => {
    const p = line();
    p.jobs[1].timeWindows = [{ start: 0, end: 20 }];
    const late = solutionFromRoutes(p, [[0, 1, 2]]);
    expect(errorsOf(p, late)[0]).toMatch(/job 2 starts at 25, 5 after its last window closes/);
    expect(errorsOf(p, late, true)[0]).toMatch(/job 2 starts at 25/);
    late.violations.push({
      type: 'LATE_ARRIVAL',
      vehicleIndex: 0,
      jobIndex: 1,
      amount: 5,
      message: 'late',
      severity: 'warning',
    });
    late.routes[0].stops[2].lateS = 5;
    expect(errorsOf(p, late, true)).toEqual([]);
  });

  it('starts service in the earliest reachable of several windows', () => {
    const p = line();
    p.jobs[1].timeWindows = [
      { start: 0, end: 20 },
      { start: 40, end: 45 },
      { start: 30, end: 35 },
    ];
    const result = checkSolution(p, solutionFromRoutes(p, [[0, 1]]));
    expect(result.valid).toBe(true);
    expect(result.recomputed.wait).toBe(5);
  });

  it('checks the shift end, max duration, max distance and max stops', () => {
    const p = line();
    p.vehicles[0].shift = { start: 0, end: 90 };
    p.vehicles[0].maxDurationS = 80;
    p.vehicles[0].maxDistanceM = 50;
    p.vehicles[0].maxStops = 2;
    const errors = errorsOf(p, solutionFromRoutes(p, [[0, 1, 2]]));
    expect(errors).toEqual([
      'route 0 (vehicle a): finishes at 100, after the shift ends at 90',
      'route 0 (vehicle a): lasts 100 s, more than the maximum 80 s',
      'route 0 (vehicle a): drives 60 m, more than the maximum 50 m',
      'route 0 (vehicle a): has 3 stops, more than the maximum 2',
    ]);
  });

  it('checks skills and pinned vehicles', () => {
    const p = line();
    p.jobs[0].skills = ['fridge'];
    p.jobs[2].vehicleId = 'b';
    const errors = errorsOf(p, solutionFromRoutes(p, [[0, 1, 2]]));
    expect(errors).toContain('route 0 (vehicle a): job 1 needs fridge, which the vehicle lacks');
    expect(errors).toContain('route 0 (vehicle a): job 3 is pinned to vehicle b');
    expect(errorsOf(p, solutionFromRoutes(p, [[1], [0, 2]]))).toEqual([]);
  });

  it('requires each break to be taken once, inside its window, while the route runs', () => {
    const p = line();
    p.vehicles[0].breaks = [{ id: 'lunch', durationS: 10, windows: [{ start: 15, end: 20 }] }];
    const none = solutionFromRoutes(p, [[0, 1, 2]]);
    expect(errorsOf(p, none)).toEqual([
      'route 0 (vehicle a): break lunch is not taken although the route runs until 100',
    ]);
    // Break after job 1 (leaves it at 15): 15-25 at location 1, then job 2 at 35, waits to 50; same end at 100.
    const taken = solutionFromRoutes(p, [[0, 1, 2]]);
    const stops = taken.routes[0].stops;
    stops.splice(2, 0, {
      kind: 'break',
      location: 1,
      jobIndex: -1,
      id: 'lunch',
      arrivalS: 15,
      startS: 15,
      departureS: 25,
      waitS: 0,
      lateS: 0,
      load: stops[1].load,
      distanceM: 10,
    });
    stops[3] = { ...stops[3], arrivalS: 35, waitS: 15 };
    taken.routes[0].waitS = 15;
    expect(errorsOf(p, taken)).toEqual([]);
    // A route over before the window opens needs no break.
    p.vehicles[0].breaks[0].windows = [{ start: 500, end: 600 }];
    expect(errorsOf(p, solutionFromRoutes(p, [[0, 1, 2]]))).toEqual([]);
  });

  it('counts no return leg on open routes and rejects an end stop there', () => {
    const p = line();
    p.vehicles[0].end = null;
    const open = solutionFromRoutes(p, [[0, 1, 2]]);
    const result = checkSolution(p, open);
    expect(result.errors).toEqual([]);
    expect(result.recomputed.distance).toBe(30);
    open.routes[0].stops.push({ ...open.routes[0].stops[0], kind: 'end' });
    expect(errorsOf(p, open)).toContain('route 0 (vehicle a): an open route has an end stop');
  });

  it('compares reported figures with the recomputation', () => {
    const p = line();
    const s = solutionFromRoutes(p, [[0, 1, 2]]);
    s.routes[0].distanceM = 61;
    s.routes[0].stops[2].arrivalS = 26;
    s.totals.assignedJobs = 2;
    expect(errorsOf(p, s)).toEqual([
      'route 0 (vehicle a): reports distanceM 61, recomputed 60',
      'route 0 (vehicle a): stop 2 (job 2) arrivalS is 26, recomputed 25',
      'totals: assignedJobs 2, recomputed 3',
    ]);
  });

  it('applies the vehicle speed factor and money costs', () => {
    const p = line();
    Object.assign(p.vehicles[0], { speedFactor: 2, costPerKm: 1000, costPerHour: 3600, fixedCost: 7 });
    p.jobs[1].timeWindows = [];
    const result = checkSolution(p, solutionFromRoutes(p, [[0, 1, 2]]));
    expect(result.errors).toEqual([]);
    // travel 120 s, service 15 s: cost = 1000 * 0.06 km + 3600 * 135 / 3600 + 7.
    expect(result.recomputed.duration).toBe(135);
    expect(result.recomputed.cost).toBeCloseTo(60 + 135 + 7, 9);
  });

  it('rejects unknown vehicles and jobs and bad unassigned entries', () => {
    const p = line();
    const s = solutionFromRoutes(p, [[0, 1, 2]]);
    s.routes.push({ ...s.routes[0], vehicleIndex: 5, jobIndices: [] });
    s.unassigned.push({ jobIndex: 9, id: 9, reason: 'NO_ROOM', message: 'x' });
    const errors = errorsOf(p, s);
    expect(errors).toContain('route 1 (vehicle #5): vehicleIndex 5 is not a vehicle of the problem');
    expect(errors).toContain('unassigned: job index 9 is not a job of the problem');
  });
});

describe('metrics and costOf', () => {
  it('rounds Euclidean arcs as the benchmark conventions say', () => {
    const p: ProblemInput = {
      locations: { kind: 'euclidean', coords: [0, 0, 1, 1, 2, 0] },
      vehicles: [{ id: 1, start: 0, end: 0 }],
      jobs: [
        { id: 1, location: 1 },
        { id: 2, location: 2 },
      ],
    };
    const route = [{ vehicleIndex: 0, jobIndices: [0, 1] }];
    expect(costOf(p, route, 'exact')).toBeCloseTo(2 * Math.SQRT2 + 2, 12);
    expect(costOf(p, route, 'nint')).toBe(1 + 1 + 2);
    expect(costOf(p, route, 'trunc1')).toBe(4.8);
    expect(costOf(p, route)).toBeCloseTo(2 * Math.SQRT2 + 2, 12);
    // 120² + 27² = 123²: an integer length, which Math.hypot misses by an ulp (122.99999999999999).
    const q: ProblemInput = {
      ...p,
      locations: { kind: 'euclidean', coords: [250, 250, 370, 223, 370, 250] },
    };
    expect(costOf(q, route, 'trunc1')).toBe(123 + 27 + 120);
    expect(costOf(q, route, 'nint')).toBe(123 + 27 + 120);
    expect(metricOf(q).distance(0, 1)).toBe(123);
  });

  it('computes haversine distances with the road factor and times from the speed', () => {
    const p: ProblemInput = {
      locations: { kind: 'haversine', coords: [0, 0, 1, 0], roadFactor: 1, speedKmh: 36 },
      vehicles: [{ id: 1, start: 0 }],
      jobs: [],
    };
    const m = metricOf(p);
    expect(m.distance(0, 1)).toBeCloseTo((6371000 * Math.PI) / 180, 6);
    expect(m.time(0, 1)).toBeCloseTo(m.distance(0, 1) / 10, 9);
  });

  it('reads matrices as given', () => {
    const p: ProblemInput = {
      locations: { kind: 'matrix', distances: [0, 5, 7, 0], durations: [0, 50, 70, 0] },
      vehicles: [{ id: 1, start: 0, end: 0 }],
      jobs: [{ id: 1, location: 1 }],
    };
    expect(costOf(p, [{ vehicleIndex: 0, jobIndices: [0] }])).toBe(12);
    expect(() => costOf(p, [], 'nint')).toThrow(/needs euclidean locations/);
  });
});

/** A solution serving `routes` whose unassigned list was dropped (to provoke the coverage error). */
function withoutUnassigned(p: ProblemInput, routes: number[][]): Solution {
  const s = solutionFromRoutes(p, routes);
  s.unassigned = [];
  s.totals.unassignedJobs = 0;
  return s;
}
