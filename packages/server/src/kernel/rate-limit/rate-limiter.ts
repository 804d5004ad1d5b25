/**
 * A fixed-window counter per key, in memory. Each server process counts on its own: with N processes
 * behind a balancer a client gets at most N x `max` per window, which is still a hard ceiling against
 * password guessing (documented in docs/architecture.md). Windows are aligned per key at first hit.
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

interface Window {
  count: number;
  resetAt: number;
}

export class RateLimiter {
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

  /** Counts one request for `key` and tells whether it may proceed. */
  hit(key: string): RateLimitResult {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    const retryAfterS = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    return {
      allowed: window.count <= this.max,
      remaining: Math.max(0, this.max - window.count),
      retryAfterS,
    };
  }

  /** Forgets a key (for example the per-account counter after a successful sign-in). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Drops finished windows now and then so memory stays bounded by the keys of one window. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
