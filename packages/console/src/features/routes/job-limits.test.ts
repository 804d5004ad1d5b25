import { describe, expect, it } from 'vitest';
import { SYNC_STOP_LIMIT, jobTimeLimitSeconds, usesJob } from './job-limits.js';

describe('optimisation jobs', () => {
  it('runs fleet and batch as jobs, single routes only when they are long', () => {
    expect(usesJob('fleet', 2)).toBe(true);
    expect(usesJob('batch', 1)).toBe(true);
    expect(usesJob('basic', SYNC_STOP_LIMIT)).toBe(false);
    expect(usesJob('basic', SYNC_STOP_LIMIT + 1)).toBe(true);
    expect(usesJob('advanced', 200)).toBe(true);
  });

  it('keeps time limits within the API bounds and growing with the work', () => {
    for (const kind of ['basic', 'advanced', 'fleet', 'batch'] as const) {
      for (const n of [1, 10, 200, 1000, 100000]) {
        const s = jobTimeLimitSeconds(kind, n);
        expect(s).toBeGreaterThanOrEqual(1);
        expect(s).toBeLessThanOrEqual(300);
        expect(Number.isInteger(s)).toBe(true);
      }
    }
    expect(jobTimeLimitSeconds('fleet', 4)).toBe(2);
    expect(jobTimeLimitSeconds('fleet', 1000)).toBeGreaterThan(jobTimeLimitSeconds('fleet', 100));
  });
});
