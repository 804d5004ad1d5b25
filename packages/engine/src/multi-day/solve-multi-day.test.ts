import { describe, expect, it } from 'vitest';
import { generatePeriodic, planDayByDay, solveMultiDay, type MultiDayInput } from '../index.js';

const H = 3600;
/** A depot at 0 and points on a line, 1 coordinate unit = 1 m, 10 m/s. */
function line(points: number[]): MultiDayInput['locations'] {
  return { kind: 'euclidean', coords: [0, 0, ...points.flatMap((x) => [x, 0])], speed: 10 };
}
const van = (id: string, day: number, driverId?: string) => ({
  day,
  driverId,
  vehicle: { id, start: 0, end: 0, shift: { start: 8 * H, end: 17 * H } },
});
const fast = { maxIterations: 300, polishShare: 0, seed: 3 };

describe('solveMultiDay', () => {
  it('puts every visit on one of its allowed days, within each crew window, deterministically', () => {
    const input = generatePeriodic(60, 3, 7);
    const a = solveMultiDay(input, fast);
    const b = solveMultiDay(input, fast);
    expect(a.routes).toEqual(b.routes);
    expect(a.unassigned).toEqual([]);
    const seen = new Set<number>();
    for (const r of a.routes) {
      expect(r.startS).toBeGreaterThanOrEqual(8 * H);
      expect(r.endS).toBeLessThanOrEqual(17 * H);
      expect(r.durationS).toBeLessThanOrEqual(8 * H);
      for (const s of r.stops) {
        expect(input.visits[s.visitIndex].days).toContain(r.day);
        expect(seen.has(s.visitIndex)).toBe(false);
        seen.add(s.visitIndex);
      }
    }
    expect(seen.size).toBe(60);
  });

  it('chooses the days jointly: visits near each other share a day', () => {
    // Two far-apart pairs, each visit allowed on both days; one van a day. Greedy day by day fills day 0
    // with whatever fits first; the joint plan drives to each cluster once.
    const input: MultiDayInput = {
      locations: line([100_000, 100_100, -100_000, -100_100]),
      days: 2,
      crews: [
        { day: 0, vehicle: { id: 'v', start: 0, end: 0, maxStops: 2 } },
        { day: 1, vehicle: { id: 'v', start: 0, end: 0, maxStops: 2 } },
      ],
      visits: [
        { id: 'east1', location: 1, days: [0, 1] },
        { id: 'west1', location: 3, days: [0, 1] },
        { id: 'east2', location: 2, days: [0, 1] },
        { id: 'west2', location: 4, days: [0, 1] },
      ],
    };
    const joint = solveMultiDay(input, fast);
    expect(joint.unassigned).toEqual([]);
    for (const r of joint.routes) {
      const sides = new Set(r.stops.map((s) => String(s.id).slice(0, 4)));
      expect(sides.size).toBe(1);
    }
    expect(joint.totals.distanceM).toBeLessThan(
      planDayByDay(input, { ...fast, timeLimitMs: 0 }).totals.distanceM,
    );
  });

  it('keeps drivers within their daily, weekly and consecutive-day limits and says which one blocks', () => {
    const input: MultiDayInput = {
      locations: line([1000, 2000, 3000, 150_000]),
      days: 3,
      crews: [van('van', 0, 'ann'), van('van', 1, 'ann'), van('van', 2, 'ann')],
      visits: [
        { id: 'mon', location: 1, days: [0], serviceS: 600 },
        { id: 'tue', location: 2, days: [1], serviceS: 600 },
        { id: 'wed', location: 3, days: [2], serviceS: 600 },
        // 300 km there and back at 36 km/h: 8.3 hours, inside the 9-hour shift but over 8 hours of driving.
        { id: 'far', location: 4, days: [0, 1, 2] },
      ],
      limits: { maxDailyS: 8 * H, maxConsecutiveDays: 2 },
    };
    const result = solveMultiDay(input, fast);
    const reasons = Object.fromEntries(result.unassigned.map((u) => [u.id, u.reason]));
    expect(reasons.far).toBe('DRIVER_DAILY_HOURS');
    expect(result.routes).toHaveLength(2);
    expect(Object.values(reasons).filter((r) => r === 'DRIVER_CONSECUTIVE_DAYS')).toHaveLength(1);

    const weekly = solveMultiDay(
      { ...input, visits: input.visits.slice(0, 3), limits: { maxWeeklyS: 1000 } },
      fast,
    );
    expect(weekly.routes).toHaveLength(1);
    expect(weekly.unassigned.map((u) => u.reason)).toEqual(['DRIVER_WEEKLY_HOURS', 'DRIVER_WEEKLY_HOURS']);
  });

  it('names visits no crew can take on their days', () => {
    const input: MultiDayInput = {
      locations: line([1000, 2000]),
      days: 3,
      crews: [{ day: 0, vehicle: { id: 'van', start: 0, end: 0, capacity: [5] } }],
      visits: [
        { id: 'later', location: 1, days: [2] },
        { id: 'cold', location: 1, days: [0], skills: ['refrigerated'] },
        { id: 'heavy', location: 2, days: [0], demand: [9] },
        { id: 'truck only', location: 2, days: [0], vehicleIds: ['truck'] },
      ],
    };
    const reasons = solveMultiDay(input, fast).unassigned.map((u) => u.reason);
    expect(reasons).toEqual([
      'NO_ALLOWED_DAY',
      'SKILL_MISSING',
      'CAPACITY_EXCEEDED',
      'PINNED_VEHICLE_UNAVAILABLE',
    ]);
  });

  it('refuses a driver with two crews on one day and days outside the horizon', () => {
    const base: MultiDayInput = { locations: line([10]), days: 1, crews: [van('a', 0, 'ann')], visits: [] };
    expect(() => solveMultiDay({ ...base, crews: [van('a', 0, 'ann'), van('b', 0, 'ann')] })).toThrow(
      /two crews/,
    );
    expect(() => solveMultiDay({ ...base, visits: [{ id: 1, location: 1, days: [4] }] })).toThrow(
      /outside the horizon/,
    );
  });
});
