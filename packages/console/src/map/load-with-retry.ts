/**
 * Loads something that may fail for a passing reason (a chunk over a flaky connection), retrying like the
 * spec's maps loader: up to 3 retries, waiting n x 2^n ms before retry n (2, 8, 24 ms).
 */
export function retryDelayMs(attempt: number): number {
  return attempt * 2 ** attempt;
}

export async function loadWithRetry<T>(
  load: () => Promise<T>,
  retries = 3,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt > retries) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}

/** Rejects when `promise` has not settled after `ms` (a chunk request that never answers). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
