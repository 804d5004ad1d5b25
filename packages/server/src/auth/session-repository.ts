import type { Queryable } from '../db/queryable.js';
import { deletedCount } from '../db/rows.js';

/** Rows of the `sessions` table: koa-session's external store (sid, sess jsonb, expire). */

export async function readSession(db: Queryable, sid: string): Promise<Record<string, unknown> | undefined> {
  const row = (await db('sessions').where({ sid }).first('sess', 'expire')) as
    { sess: Record<string, unknown>; expire: Date } | undefined;
  if (!row) return undefined;
  if (row.expire.getTime() <= Date.now()) {
    // Expired rows are purged on read (and in bulk by purgeExpiredSessions).
    await db('sessions').where({ sid }).delete();
    return undefined;
  }
  return row.sess;
}

export async function writeSession(
  db: Queryable,
  sid: string,
  sess: Record<string, unknown>,
  maxAgeMs: number,
): Promise<void> {
  const expire = new Date(Date.now() + maxAgeMs);
  await db('sessions')
    .insert({ sid, sess: JSON.stringify(sess), expire })
    .onConflict('sid')
    .merge(['sess', 'expire']);
}

export async function deleteSession(db: Queryable, sid: string): Promise<void> {
  await db('sessions').where({ sid }).delete();
}

/** Deletes every expired session; answers how many. Run periodically by the server. */
export async function purgeExpiredSessions(db: Queryable): Promise<number> {
  return deletedCount(db('sessions').where('expire', '<=', db.fn.now()).delete());
}
