/**
 * security_events rows: the account audit log. Written next to what they record (a sign-in, a token); a
 * failure to write one is logged by the caller's transaction, never hidden.
 */
import type { SecurityEvent, SecurityEventType } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedCount, fromJsonb, toCount, toIso, toNumber } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';

const TABLE = 'security_events';
/** Events older than this are purged by the server's maintenance. */
export const KEEP_SECURITY_EVENTS_DAYS = 365;

export interface NewSecurityEvent {
  userId: number;
  type: SecurityEventType;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

interface Row {
  id: unknown;
  type: SecurityEventType;
  ip: string | null;
  user_agent: string | null;
  details: unknown;
  created_at: unknown;
}

export async function insertSecurityEvent(db: Queryable, event: NewSecurityEvent): Promise<void> {
  await db(TABLE).insert({
    user_id: event.userId,
    type: event.type,
    ip: event.ip?.slice(0, 64) ?? null,
    user_agent: event.userAgent?.slice(0, 300) || null,
    details: JSON.stringify(event.details ?? {}),
  });
}

export async function listSecurityEvents(
  db: Queryable,
  userId: number,
  filter: Page & { types?: readonly SecurityEventType[] },
): Promise<Paged<SecurityEvent>> {
  const base = () => {
    const q = db(TABLE).where({ user_id: userId });
    if (filter.types?.length) q.whereIn('type', [...filter.types]);
    return q;
  };
  const [rows, count] = await Promise.all([
    base()
      .select('id', 'type', 'ip', 'user_agent', 'details', 'created_at')
      .orderBy(NEWEST_FIRST)
      .limit(filter.limit)
      .offset(filter.offset),
    base().count({ count: '*' }).first(),
  ]);
  return {
    items: (rows as Row[]).map((row) => ({
      id: toNumber(row.id),
      type: row.type,
      createdAt: toIso(row.created_at),
      ip: row.ip,
      userAgent: row.user_agent,
      details: fromJsonb<Record<string, unknown>>(row.details) ?? {},
    })),
    total: toCount(count as { count?: unknown }),
  };
}

export function purgeSecurityEvents(db: Queryable, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_SECURITY_EVENTS_DAYS * 24 * 60 * 60 * 1000);
  return deletedCount(db(TABLE).where('created_at', '<', before).delete());
}
