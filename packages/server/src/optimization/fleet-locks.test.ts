import { describe, expect, it } from 'vitest';
import type { ScheduleStop } from '@routier/contract';
import type { Solution, VehicleInput } from '@routier/engine';
import { freeStops, inStopNumbering, lockedVehicle, lockStarts, type FleetLock } from './fleet-locks.js';
import { stopFromAddress } from './stops.js';

const stops = [10, 20, 30, 40].map((demand, i) => ({ ...stopFromAddress(`Stop ${i + 1}`), demand }));

const scheduled = (locationIndex: number, departureTime: number, distanceFromPrevious: number) =>
  ({ locationIndex, departureTime, distanceFromPrevious }) as ScheduleStop;

const lock: FleetLock = {
  stops: [2, 0],
  departureMinutes: 600,
  schedule: [scheduled(3, 560, 12.5), scheduled(1, 600, 7.5)],
};

const van: VehicleInput = {
  id: 7,
  start: 0,
  end: 0,
  shift: { start: 8 * 3600, end: 16 * 3600 },
  maxDurationS: 8 * 3600,
  capacity: [100],
  maxDistanceM: 150_000,
};

describe('fleet locks', () => {
  it('starts a locked vehicle at its last locked stop with what its locked stops used taken off', () => {
    const { startOf, points } = lockStarts(new Map([[7, lock]]), stops.length);
    expect(points).toEqual([]);
    expect(startOf.get(7)).toBe(1); // stop 0 (the last locked) is location 1
    const vehicle = lockedVehicle(van, lock, startOf.get(7), stops);
    expect(vehicle.start).toBe(1);
    expect(vehicle.shift).toEqual({ start: 600 * 60, end: 16 * 3600 });
    expect(vehicle.maxDurationS).toBe(16 * 3600 - 600 * 60);
    expect(vehicle.capacity).toEqual([60]); // 100 - (30 + 10)
    expect(vehicle.maxDistanceM).toBe(130_000); // 150 km - 20 km driven
  });

  it('starts from the current position, an extra point after the stops', () => {
    const moving = { ...lock, from: { lat: 30.2, lng: -97.7 } };
    const { startOf, points } = lockStarts(new Map([[7, moving]]), stops.length);
    expect(points).toEqual([{ lat: 30.2, lng: -97.7 }]);
    expect(startOf.get(7)).toBe(stops.length + 1);
  });

  it('plans only the free stops and puts the answer back in the plan numbering', () => {
    const free = freeStops(stops.length, new Map([[7, lock]]));
    expect(free).toEqual([1, 3]);
    const solution = {
      routes: [
        {
          jobIndices: [1, 0],
          stops: [{ kind: 'start' }, { kind: 'job', jobIndex: 1 }, { kind: 'job', jobIndex: 0 }],
        },
      ],
      unassigned: [],
    } as unknown as Solution;
    const mapped = inStopNumbering(solution, free);
    expect(mapped.routes[0].jobIndices).toEqual([3, 1]);
    expect(mapped.routes[0].stops.map((s) => (s.kind === 'job' ? s.jobIndex : -1))).toEqual([-1, 3, 1]);
  });

  it('leaves a vehicle without a lock as it is', () => {
    expect(lockedVehicle(van, undefined, undefined, stops)).toBe(van);
  });
});
