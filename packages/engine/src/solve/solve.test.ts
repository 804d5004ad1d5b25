import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../model/input.js';
import { line, routeIds, solveChecked } from '../test-support/checked.js';

describe('solve on hand-solved instances', () => {
  it('visits points on a line in order and reports the exact distance', () => {
    const s = solveChecked({
      locations: line([0, 1, 2, 3]),
      vehicles: [{ id: 'v', start: 0, end: 0 }],
      jobs: [
        { id: 'c', location: 3 },
        { id: 'a', location: 1 },
        { id: 'b', location: 2 },
      ],
    });
    expect(s.totals.distanceM).toBeCloseTo(6, 9);
    const ids = routeIds(s)[0];
    expect([ids.join(''), [...ids].reverse().join('')]).toContain('abc');
    expect(s.unassigned).toEqual([]);
    expect(s.feasibilityScore).toBe(100);
  });

  it('splits clusters by capacity', () => {
    const s = solveChecked({
      locations: line([0, -10, -11, 10, 11]),
      vehicles: [
        { id: 'v1', start: 0, end: 0, capacity: [2] },
        { id: 'v2', start: 0, end: 0, capacity: [2] },
      ],
      jobs: [1, 2, 3, 4].map((l) => ({ id: l, location: l, demand: [1] })),
    });
    expect(s.totals.distanceM).toBeCloseTo(44, 9);
    expect(s.routes).toHaveLength(2);
  });

  it('orders stops by their time windows', () => {
    const s = solveChecked({
      locations: line([0, 5, 10]),
      vehicles: [{ id: 'v', start: 0, end: 0 }],
      jobs: [
        { id: 'A', location: 1, timeWindows: [{ start: 20, end: 30 }] },
        { id: 'B', location: 2, timeWindows: [{ start: 0, end: 12 }] },
      ],
    });
    expect(routeIds(s)[0]).toEqual(['B', 'A']);
    // Minimal duration: leave at 2, reach B as its window closes, wait 3 at A.
    expect(s.routes[0].stops[0].departureS).toBeCloseTo(2, 9);
    const a = s.routes[0].stops.find((x) => x.id === 'A');
    expect(a?.startS).toBeCloseTo(20, 9);
    expect(a?.waitS).toBeCloseTo(3, 9);
  });

  it('respects every capacity dimension', () => {
    const s = solveChecked({
      locations: line([0, 1, 2, 3]),
      vehicles: [
        { id: 'v1', start: 0, end: 0, capacity: [6, 6] },
        { id: 'v2', start: 0, end: 0, capacity: [6, 6] },
      ],
      jobs: [
        { id: 'a', location: 1, demand: [5, 1] },
        { id: 'b', location: 2, demand: [1, 5] },
        { id: 'c', location: 3, demand: [5, 1] },
      ],
    });
    expect(s.routes).toHaveLength(2);
    for (const r of s.routes) for (let k = 0; k < 2; k++) expect(r.load[k]).toBeLessThanOrEqual(6);
  });

  it('gives a job needing a skill to the vehicle that has it, and a pinned job to its vehicle', () => {
    const s = solveChecked({
      locations: line([0, 1, 2, 50]),
      vehicles: [
        { id: 'near', start: 0, end: 0 },
        { id: 'cold', start: 3, end: 3, skills: ['refrigerated'] },
      ],
      jobs: [
        { id: 'fish', location: 1, skills: ['refrigerated'] },
        { id: 'box', location: 2 },
        { id: 'pinned', location: 3, vehicleId: 'near' },
      ],
    });
    const byVehicle = new Map(s.routes.map((r) => [r.vehicleId, r.stops.map((x) => x.id)]));
    expect(byVehicle.get('cold')).toContain('fish');
    expect(byVehicle.get('near')).toContain('pinned');
  });

  it('takes a break inside its window at the previous stop', () => {
    const s = solveChecked({
      locations: line([0, 10, 20, 30]),
      vehicles: [
        {
          id: 'v',
          start: 0,
          end: 0,
          shift: { start: 0, end: 200 },
          breaks: [{ id: 'lunch', durationS: 15, windows: [{ start: 25, end: 35 }] }],
        },
      ],
      jobs: [1, 2, 3].map((l) => ({ id: l, location: l, serviceS: 5 })),
    });
    const br = s.routes[0].stops.find((x) => x.kind === 'break');
    expect(br).toBeDefined();
    expect(br?.startS).toBeGreaterThanOrEqual(25);
    expect(br?.startS).toBeLessThanOrEqual(35);
    expect(br?.departureS).toBeCloseTo((br?.startS ?? 0) + 15, 9);
  });

  it('skips a break when the route is over before its window opens', () => {
    const s = solveChecked({
      locations: line([0, 10]),
      vehicles: [
        {
          id: 'v',
          start: 0,
          end: 0,
          shift: { start: 0, end: 500 },
          breaks: [{ id: 'lunch', durationS: 30, windows: [{ start: 200, end: 250 }] }],
        },
      ],
      jobs: [{ id: 'a', location: 1, serviceS: 5 }],
    });
    expect(s.routes[0].stops.map((x) => x.kind)).toEqual(['start', 'job', 'end']);
    expect(s.routes[0].durationS).toBeCloseTo(25, 9);
  });

  it('ends an open route at its last stop', () => {
    const s = solveChecked({
      locations: line([0, 1, 2, 3]),
      vehicles: [{ id: 'v', start: 0, end: null }],
      jobs: [1, 2, 3].map((l) => ({ id: l, location: l })),
    });
    expect(s.totals.distanceM).toBeCloseTo(3, 9);
    expect(s.routes[0].stops.some((x) => x.kind === 'end')).toBe(false);
    expect(routeIds(s)[0]).toEqual([1, 2, 3]);
  });

  it('serves a job late with soft windows and reports the lateness', () => {
    const p: ProblemInput = {
      locations: line([0, 100]),
      vehicles: [{ id: 'v', start: 0, end: 0, shift: { start: 0, end: 1000 } }],
      jobs: [{ id: 'far', location: 1, timeWindows: [{ start: 0, end: 60 }] }],
    };
    const hard = solveChecked(p);
    expect(hard.unassigned.map((u) => u.reason)).toEqual(['TIME_WINDOW_UNREACHABLE']);
    const soft = solveChecked(p, { timeWindows: 'soft' });
    expect(soft.unassigned).toEqual([]);
    expect(soft.violations).toHaveLength(1);
    expect(soft.violations[0]).toMatchObject({ type: 'LATE_ARRIVAL', jobIndex: 0, severity: 'warning' });
    expect(soft.violations[0].amount).toBeCloseTo(40, 6);
    expect(soft.routes[0].stops[1].lateS).toBeCloseTo(40, 6);
    expect(soft.feasibilityScore).toBe(50);
  });

  it('keeps the most urgent jobs when max stops forces a choice', () => {
    const s = solveChecked({
      locations: line([0, 1, 2, 3]),
      vehicles: [{ id: 'v', start: 0, end: 0, maxStops: 2 }],
      jobs: [
        { id: 'low', location: 1, priority: 'low' },
        { id: 'urgent', location: 3, priority: 'urgent' },
        { id: 'high', location: 2, priority: 'high' },
      ],
    });
    expect(s.unassigned.map((u) => [u.id, u.reason])).toEqual([['low', 'MAX_STOPS']]);
    expect(s.unassigned[0].message).toMatch(/Stop 'low'.*maximum number of stops \(2\)/);
  });

  it('splits work to respect maximum route time and distance', () => {
    const jobs = [1, 2, 3, 4].map((l) => ({ id: l, location: l, serviceS: 10 }));
    const locations = line([0, 10, 11, -10, -11]);
    const byTime = solveChecked({
      locations,
      vehicles: [
        { id: 'a', start: 0, end: 0, maxDurationS: 50 },
        { id: 'b', start: 0, end: 0, maxDurationS: 50 },
      ],
      jobs,
    });
    expect(byTime.routes).toHaveLength(2);
    for (const r of byTime.routes) expect(r.durationS).toBeLessThanOrEqual(50 + 1e-9);
    const byDistance = solveChecked({
      locations,
      vehicles: [
        { id: 'a', start: 0, end: 0, maxDistanceM: 25 },
        { id: 'b', start: 0, end: 0, maxDistanceM: 25 },
      ],
      jobs,
    });
    expect(byDistance.routes).toHaveLength(2);
  });

  it('picks the cheaper vehicle under the cost objective', () => {
    const s = solveChecked(
      {
        locations: line([0, 1, 2]),
        vehicles: [
          { id: 'dear', start: 0, end: 0, fixedCost: 100, costPerKm: 1 },
          { id: 'cheap', start: 0, end: 0, fixedCost: 5, costPerKm: 1 },
        ],
        jobs: [
          { id: 'a', location: 1 },
          { id: 'b', location: 2 },
        ],
      },
      { objective: 'cost' },
    );
    expect(s.routes.map((r) => r.vehicleId)).toEqual(['cheap']);
    expect(s.totals.cost).toBeCloseTo(5 + 4 / 1000, 9);
  });

  it('reads matrices and reports their values', () => {
    const s = solveChecked({
      locations: {
        kind: 'matrix',
        distances: [0, 1000, 5000, 1000, 0, 2000, 5000, 2000, 0],
        durations: [0, 60, 300, 60, 0, 120, 300, 120, 0],
      },
      vehicles: [{ id: 'v', start: 0, end: 0 }],
      jobs: [
        { id: 1, location: 1 },
        { id: 2, location: 2 },
      ],
    });
    expect(s.totals.distanceM).toBe(8000);
    expect(s.totals.durationS).toBe(480);
  });

  it('solves a single unconstrained vehicle as a TSP (points on a circle in polygon order)', () => {
    const coords: number[] = [0, 0];
    const n = 40;
    for (let i = 0; i < n; i++)
      coords.push(100 * Math.cos((2 * Math.PI * i) / n), 100 * Math.sin((2 * Math.PI * i) / n));
    const jobs = Array.from({ length: n }, (_, i) => ({ id: i, location: ((i * 17) % n) + 1 }));
    const s = solveChecked(
      { locations: { kind: 'euclidean', coords }, vehicles: [{ id: 'v', start: 1, end: 1 }], jobs },
      { maxIterations: 200 },
    );
    const side = 2 * 100 * Math.sin(Math.PI / n);
    expect(s.totals.distanceM).toBeCloseTo(n * side, 3);
    expect(s.stoppedBy).toBe('iterations');
  });

  it('spreads work over the fleet with balanceWorkload', () => {
    const jobs = [1, 2, 3, 4, 5, 6].map((l) => ({ id: l, location: l, serviceS: 20 }));
    const problem: ProblemInput = {
      locations: line([0, 1, 2, 3, 4, 5, 6]),
      vehicles: [
        { id: 'a', start: 0, end: 0 },
        { id: 'b', start: 0, end: 0 },
      ],
      jobs,
    };
    const plain = solveChecked(problem, { objective: 'distance' });
    expect(plain.routes).toHaveLength(1);
    const balanced = solveChecked(problem, { objective: 'distance', balanceWorkload: true });
    expect(balanced.routes).toHaveLength(2);
  });

  it('measures integer-length arcs exactly under trunc1 and nint (Math.hypot(120, 27) is 122.99999999999999)', () => {
    for (const rounding of ['trunc1', 'nint'] as const) {
      const problem: ProblemInput = {
        locations: { kind: 'euclidean', coords: [250, 250, 370, 223, 370, 250], rounding },
        vehicles: [{ id: 'v', start: 0, end: 0, shift: { start: 0, end: 1000 } }],
        jobs: [
          { id: 'a', location: 1, timeWindows: [{ start: 123, end: 123 }] },
          { id: 'b', location: 2 },
        ],
      };
      // 250,250 -> 370,223 is 123 exactly (120² + 27² = 123²): the job's one-instant window can be met.
      const s = solveChecked(problem, { objective: 'distance' });
      expect(s.unassigned).toEqual([]);
      expect(s.routes[0].stops.find((x) => x.id === 'a')?.arrivalS).toBe(123);
      expect(s.totals.distanceM).toBe(123 + 27 + 120);
    }
  });
});
