import { describe, expect, it } from 'vitest';
import { solve } from '../solve/solve.js';
import { checkShipments } from '../check/check-shipments.js';
import { pdptwProblem } from '../test-support/pickup-delivery.js';

describe('pickup and delivery', () => {
  it('serves every shipment with its pickup first, within windows and capacity', () => {
    const problem = pdptwProblem({ seed: 3, pairs: 30, vehicles: 12, capacity: 25, jobs: 10 });
    const solution = solve(problem, { maxIterations: 300, seed: 2 });
    expect(checkShipments(problem, solution).errors).toEqual([]);
    expect(solution.unassigned).toHaveLength(0);
    expect(solution.routes.some((r) => r.stops.some((s) => s.kind === 'pickup'))).toBe(true);
  });

  it('is deterministic for a seed and an iteration budget', () => {
    const problem = pdptwProblem({ seed: 5, pairs: 15, vehicles: 6, capacity: 20 });
    const a = solve(problem, { maxIterations: 100, seed: 7 });
    const b = solve(problem, { maxIterations: 100, seed: 7 });
    expect(a.totals.distanceM).toBe(b.totals.distanceM);
  });

  it('leaves out a shipment bigger than every vehicle, naming capacity', () => {
    const problem = pdptwProblem({ seed: 4, pairs: 5, vehicles: 3, capacity: 20 });
    problem.shipments![2].amount = [50];
    const solution = solve(problem, { maxIterations: 50 });
    expect(solution.unassigned).toEqual([
      expect.objectContaining({ jobIndex: -1, shipmentIndex: 2, reason: 'CAPACITY_EXCEEDED' }),
    ]);
    expect(checkShipments(problem, solution).errors).toEqual([]);
  });

  it('takes breaks within their windows on routes that serve shipments', () => {
    const problem = pdptwProblem({ seed: 6, pairs: 10, vehicles: 5, capacity: 30 });
    problem.vehicles.forEach(
      (v) => (v.breaks = [{ id: 'lunch', durationS: 30, windows: [{ start: 400, end: 500 }] }]),
    );
    const solution = solve(problem, { maxIterations: 100 });
    expect(checkShipments(problem, solution).errors).toEqual([]);
    for (const route of solution.routes) {
      const b = route.stops.filter((s) => s.kind === 'break');
      expect(b).toHaveLength(1);
      expect(b[0].startS).toBeGreaterThanOrEqual(400);
      expect(b[0].startS).toBeLessThanOrEqual(500);
    }
  });
});
