/** Recording an event of the account audit log from the request that caused it (its address and browser). */
import type { SecurityEventType } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import type { AppContext } from '../kernel/context.js';
import { insertSecurityEvent } from './security-event-repository.js';

export function recordSecurityEvent(
  db: Queryable,
  ctx: Pick<AppContext, 'ip' | 'get'>,
  userId: number,
  type: SecurityEventType,
  details: Record<string, unknown> = {},
): Promise<void> {
  // An IPv4 client on a dual-stack socket shows as ::ffff:203.0.113.7: the address a user knows is the IPv4 one.
  const ip = ctx.ip ? ctx.ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') : null;
  return insertSecurityEvent(db, {
    userId,
    type,
    ip,
    userAgent: ctx.get('User-Agent') || null,
    details,
  });
}
