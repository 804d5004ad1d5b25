/**
 * A generated periodic instance family for the multi-day benchmark: a depot in the middle of a 60 km
 * square, visits in a few clusters plus scattered ones, each allowed on 1-3 of the horizon's days (at
 * random), 5-15 minutes of service, a demand of 1-10; per day a fleet of vans with drivers working 8 h
 * shifts, sized so that the horizon is about 85% full. Deterministic for a seed.
 */
import { Rng } from '../search/rng.js';
import type { MultiDayInput } from './model.js';

export function generatePeriodic(visitCount: number, days = 5, seed = 1): MultiDayInput {
  const rng = new Rng(seed);
  const size = 60_000;
  const coords: number[] = [size / 2, size / 2];
  const centres = Array.from({ length: 6 }, () => [rng.float() * size, rng.float() * size]);
  for (let i = 0; i < visitCount; i++) {
    if (rng.float() < 0.6) {
      const [cx, cy] = centres[rng.int(centres.length)];
      coords.push(
        Math.min(size, Math.max(0, cx + (rng.float() - 0.5) * 12_000)),
        Math.min(size, Math.max(0, cy + (rng.float() - 0.5) * 12_000)),
      );
    } else coords.push(rng.float() * size, rng.float() * size);
  }
  const visits = Array.from({ length: visitCount }, (_, i) => {
    const count = 1 + rng.int(3);
    const allowed = new Set<number>();
    while (allowed.size < Math.min(count, days)) allowed.add(rng.int(days));
    return {
      id: `v${i + 1}`,
      location: i + 1,
      serviceS: 300 + rng.int(601),
      demand: [1 + rng.int(10)],
      days: [...allowed].sort((a, b) => a - b),
    };
  });
  // About 18 stops fit in an 8 h van day here; 85% load over the horizon.
  const vansPerDay = Math.max(1, Math.ceil(visitCount / days / 18 / 0.85));
  const crews = [];
  for (let d = 0; d < days; d++)
    for (let k = 0; k < vansPerDay; k++)
      crews.push({
        day: d,
        driverId: `driver${k + 1}`,
        vehicle: {
          id: `van${k + 1}`,
          start: 0,
          end: 0,
          capacity: [120],
          shift: { start: 8 * 3600, end: 17 * 3600 },
        },
      });
  return {
    locations: { kind: 'euclidean', coords, speed: 40 / 3.6 },
    days,
    crews,
    visits,
    limits: { maxDailyS: 8 * 3600, maxWeeklyS: 40 * 3600, maxConsecutiveDays: 5 },
  };
}
