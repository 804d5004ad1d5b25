import { describe, expect, it } from 'vitest';
import type { JobInput, ProblemInput, SolveOptions, VehicleInput } from '../model/input.js';
import { line, solveChecked } from '../test-support/checked.js';

function one(job: Partial<JobInput>, vehicle: Partial<VehicleInput> = {}, xs = [0, 10]): ProblemInput {
  return {
    locations: line(xs),
    vehicles: [
      {
        id: 'v1',
        name: 'Van 1',
        start: 0,
        end: 0,
        shift: { start: 0, end: 1000 },
        capacity: [10],
        ...vehicle,
      },
    ],
    jobs: [{ id: 'j', name: 'Acme Depot', location: 1, demand: [1], ...job }],
  };
}

function reasonOf(problem: ProblemInput, options: SolveOptions = {}): { reason: string; message: string } {
  const s = solveChecked(problem, options);
  expect(s.unassigned).toHaveLength(1);
  expect(s.totals.unassignedJobs).toBe(1);
  return { reason: s.unassigned[0].reason, message: s.unassigned[0].message };
}

describe('unassigned jobs come back with a reason and a sentence', () => {
  it('SKILL_MISSING names the skill no vehicle offers', () => {
    const r = reasonOf(one({ skills: ['refrigerated'] }));
    expect(r.reason).toBe('SKILL_MISSING');
    expect(r.message).toBe("Stop 'Acme Depot' needs refrigerated, which no vehicle offers.");
  });

  it('CAPACITY_EXCEEDED when the demand exceeds every vehicle', () => {
    const r = reasonOf(one({ demand: [12] }));
    expect(r.reason).toBe('CAPACITY_EXCEEDED');
    expect(r.message).toMatch(/needs 12 but the largest vehicle holds 10/);
  });

  it('TIME_WINDOW_UNREACHABLE when the window closes before anyone can arrive', () => {
    const r = reasonOf(one({ timeWindows: [{ start: 0, end: 5 }] }));
    expect(r.reason).toBe('TIME_WINDOW_UNREACHABLE');
    expect(r.message).toMatch(/earliest arrival from the depot is 10/);
  });

  it('SHIFT_TOO_SHORT when serving and returning overruns the shift', () => {
    const r = reasonOf(one({ serviceS: 50 }, { shift: { start: 0, end: 60 } }));
    expect(r.reason).toBe('SHIFT_TOO_SHORT');
    expect(r.message).toMatch(/takes until 70, after the shift ends \(60\)/);
  });

  it('MAX_DURATION when the round trip is longer than the maximum route time', () => {
    expect(reasonOf(one({ serviceS: 5 }, { maxDurationS: 20 })).reason).toBe('MAX_DURATION');
  });

  it('MAX_DISTANCE when the round trip is longer than the maximum distance', () => {
    const r = reasonOf(one({}, { maxDistanceM: 15 }));
    expect(r.reason).toBe('MAX_DISTANCE');
    expect(r.message).toMatch(/round trip of 20 exceeds the maximum route distance \(15\)/);
  });

  it('PINNED_VEHICLE_UNAVAILABLE when the pinned vehicle cannot serve the job', () => {
    const p = one({ vehicleId: 'small', demand: [5] });
    p.vehicles.push({ id: 'small', name: 'Small van', start: 0, end: 0, capacity: [2] });
    const r = reasonOf(p);
    expect(r.reason).toBe('PINNED_VEHICLE_UNAVAILABLE');
    expect(r.message).toMatch(
      /pinned to vehicle 'Small van', which cannot serve it: needs 5 but the vehicle holds 2/,
    );
  });

  it('MAX_STOPS when every route is full on stops', () => {
    const p = one({ priority: 'low' }, { maxStops: 1 });
    p.jobs.push({ id: 'k', location: 1, priority: 'urgent' });
    const r = reasonOf(p);
    expect(r.reason).toBe('MAX_STOPS');
  });

  it('MAX_STOPS and capacity are named alike when no time is left to try every position', () => {
    // timeLimitMs 0: finalisation explains with the position-independent limits only (briefReason).
    const stops = one({ priority: 'low' }, { maxStops: 1 });
    stops.jobs.push({ id: 'k', location: 1, priority: 'urgent' });
    const full = reasonOf(stops);
    expect(reasonOf(stops, { maxIterations: undefined, timeLimitMs: 0 })).toEqual(full);
    const capacity = one({ demand: [6], priority: 'low' });
    capacity.jobs.push({ id: 'k', location: 1, demand: [6] });
    expect(reasonOf(capacity, { maxIterations: undefined, timeLimitMs: 0 })).toEqual(reasonOf(capacity));
  });

  it('NO_ROOM names the binding limit when capacity runs out', () => {
    const p = one({ demand: [6], priority: 'low' });
    p.jobs.push({ id: 'k', location: 1, demand: [6] });
    const r = reasonOf(p);
    expect(r.reason).toBe('NO_ROOM');
    expect(r.message).toMatch(/has 6 of capacity left/);
  });

  it('NO_ROOM for time when two jobs need the same slot', () => {
    const p = one({ timeWindows: [{ start: 10, end: 10 }], serviceS: 5, priority: 'low' });
    p.locations = line([0, 10, 11]);
    p.jobs.push({ id: 'k', location: 2, timeWindows: [{ start: 11, end: 12 }], serviceS: 5 });
    const r = reasonOf(p);
    expect(r.reason).toBe('NO_ROOM');
    expect(r.message).toMatch(/time window/);
  });
});
