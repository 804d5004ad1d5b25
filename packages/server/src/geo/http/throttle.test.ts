import { describe, expect, it } from 'vitest';
import { Throttle } from './throttle.js';

describe('Throttle', () => {
  it('lets the first call through and spaces the next ones by the interval', async () => {
    let clock = 10_000;
    const waits: number[] = [];
    const throttle = new Throttle(
      1000,
      () => clock,
      async (ms) => {
        waits.push(ms);
      },
    );
    await throttle.wait();
    clock += 300;
    await throttle.wait();
    clock += 5000;
    await throttle.wait();
    expect(waits).toEqual([0, 700, 0]);
  });

  it('does nothing with a zero interval', async () => {
    const throttle = new Throttle(
      0,
      () => 0,
      async () => {
        throw new Error('must not sleep');
      },
    );
    await throttle.wait();
    await throttle.wait();
  });

  it('really waits with the default clock', async () => {
    const throttle = new Throttle(40);
    const t0 = performance.now();
    await Promise.all([throttle.wait(), throttle.wait(), throttle.wait()]);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(75);
  });
});
