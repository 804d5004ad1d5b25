import type { Queryable } from '../../db/queryable.js';
import { deletedCount, toNumber } from '../../db/rows.js';
import { resultOf, type RateLimiter, type RateLimitResult } from './rate-limiter.js';

const TABLE = 'rate_limit_windows';

/**
 * A fixed-window counter per key in the database, shared by every server process: one atomic upsert per
 * hit (a finished window restarts at 1), timed by the database's clock so processes with skewed clocks
 * agree. Finished windows are purged by the server's maintenance round (`purgeRateLimitWindows`).
 */
export class SharedRateLimiter implements RateLimiter {
  constructor(
    private readonly db: Queryable,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  async hit(key: string): Promise<RateLimitResult> {
    const seconds = this.windowMs / 1000;
    const result = await this.db.raw(
      `INSERT INTO ${TABLE} AS w (key, count, reset_at)
       VALUES (?, 1, now() + make_interval(secs => ?))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN w.reset_at <= now() THEN 1 ELSE w.count + 1 END,
         reset_at = CASE WHEN w.reset_at <= now() THEN now() + make_interval(secs => ?) ELSE w.reset_at END
       RETURNING count, extract(epoch from (reset_at - now())) * 1000 AS ms_left`,
      [key.slice(0, 300), seconds, seconds],
    );
    const row = (result.rows as Array<{ count: unknown; ms_left: unknown }>)[0];
    return resultOf(this.max, toNumber(row.count), toNumber(row.ms_left));
  }
}

/** Deletes finished windows; answers how many. */
export async function purgeRateLimitWindows(db: Queryable): Promise<number> {
  return deletedCount(db(TABLE).where('reset_at', '<=', db.fn.now()).delete());
}
