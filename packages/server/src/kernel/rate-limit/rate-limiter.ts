/**
 * Fixed-window counters per key. `MemoryRateLimiter` counts in this process; `SharedRateLimiter`
 * (rate-limit/shared-rate-limiter.ts) counts in the database, so every server process behind a balancer
 * shares one count per key. Which one an app uses: `RATE_LIMIT_STORE` (config.ts; docs/operations.md).
 */

export interface RateLimitOptions {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** Injected clock, for tests. */
  now?: () => number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the window resets (at least 1). */
  retryAfterS: number;
}

export interface RateLimiter {
  readonly max: number;
  readonly windowMs: number;
  /** Counts one request for `key` and tells whether it may proceed. */
  hit(key: string): Promise<RateLimitResult>;
}

export function resultOf(max: number, count: number, msLeft: number): RateLimitResult {
  return {
    allowed: count <= max,
    remaining: Math.max(0, max - count),
    retryAfterS: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

interface Window {
  count: number;
  resetAt: number;
}

/** Windows are aligned per key at first hit; memory stays bounded by the keys of one window. */
export class MemoryRateLimiter implements RateLimiter {
  readonly max: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(options: RateLimitOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  async hit(key: string): Promise<RateLimitResult> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return resultOf(this.max, window.count, window.resetAt - now);
  }

  /** Forgets a key (for example the per-account counter after a successful sign-in). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Drops finished windows now and then. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
