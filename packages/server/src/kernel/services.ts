import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { PasswordHasher } from './password.js';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { EventSink } from './events.js';
import type { Metrics } from './metrics.js';
import type { JobRunner } from './job-runner.js';
import type { PlanLimits } from './plan-limits.js';
import type { Queryable } from '../db/queryable.js';
import { MemoryRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.js';
import { SharedRateLimiter } from './rate-limit/shared-rate-limiter.js';

export interface LimitSettings {
  max: number;
  windowMs: number;
}

/** Limits by purpose; tests may lower or raise them through createApp's `limits`. */
export interface LimitConfig {
  /** Sign-in and registration attempts per IP address. */
  signInPerIp: LimitSettings;
  /** Sign-in attempts per account (e-mail). */
  signInPerAccount: LimitSettings;
  /** Expensive calls per user (or IP): token creation, optimisation, geocoding. */
  general: LimitSettings;
  /** Anonymous page-visit tracking per IP. */
  tracking: LimitSettings;
}

export const DEFAULT_LIMITS: LimitConfig = {
  signInPerIp: { max: 10, windowMs: 60_000 },
  signInPerAccount: { max: 10, windowMs: 60_000 },
  general: { max: 60, windowMs: 60_000 },
  tracking: { max: 120, windowMs: 60_000 },
};

export type Limiters = { [K in keyof LimitConfig]: RateLimiter };

/**
 * The app's limiters: counting in this process, or — given `shared`, the database every server process
 * uses — one count per key for all of them.
 */
export function createLimiters(limits: Partial<LimitConfig> = {}, shared?: Queryable): Limiters {
  const settings = { ...DEFAULT_LIMITS, ...limits };
  const limiter = (s: LimitSettings): RateLimiter =>
    shared ? new SharedRateLimiter(shared, s.max, s.windowMs) : new MemoryRateLimiter(s);
  return {
    signInPerIp: limiter(settings.signInPerIp),
    signInPerAccount: limiter(settings.signInPerAccount),
    general: limiter(settings.general),
    tracking: limiter(settings.tracking),
  };
}

/** What handlers get: built once per app by createApp. */
export interface AppServices {
  config: Config;
  database: Database;
  /** Shorthand for database.knex; pass it (or a transaction) to repositories. */
  knex: Knex;
  logger: Logger;
  limiters: Limiters;
  passwords: PasswordHasher;
  jobs: JobRunner;
  /** What the user's plan allows (billing/ when billing is on, else unlimited). */
  plans: PlanLimits;
  /** Where capabilities announce job and route events (webhooks/ delivers them; kernel/events.ts). */
  events: EventSink;
  /** What the process counts (metrics/ exposes it as Prometheus text at GET /metrics). */
  metrics: Metrics;
  /** Set by the server when shutdown begins (readiness then answers 503). */
  lifecycle: { shuttingDown: boolean };
  startedAt: number;
}
