import { describe, expect, it } from 'vitest';
import { loadWithRetry, retryDelayMs, withTimeout } from './load-with-retry.js';

describe('loadWithRetry', () => {
  it('waits n x 2^n ms before retry n', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2, 8, 24]);
  });

  it('retries up to three times, then gives up with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error(`attempt ${calls}`));
    };
    await expect(loadWithRetry(failing, 3, async (ms) => void waits.push(ms))).rejects.toThrow('attempt 4');
    expect(calls).toBe(4);
    expect(waits).toEqual([2, 8, 24]);
  });

  it('answers the first success', async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new Error('no')) : Promise.resolve('map'));
    await expect(loadWithRetry(flaky, 3, async () => undefined)).resolves.toBe('map');
    expect(calls).toBe(3);
  });
});

describe('withTimeout', () => {
  it('fails a load that never answers', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10, 'too slow')).rejects.toThrow('too slow');
  });

  it('passes a prompt answer through', async () => {
    await expect(withTimeout(Promise.resolve(3), 1000, 'too slow')).resolves.toBe(3);
  });
});
