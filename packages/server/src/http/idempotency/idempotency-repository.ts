import type { Queryable } from '../../db/queryable.js';
import { deletedCount } from '../../db/rows.js';

export interface StoredAnswer {
  requestHash: string;
  /** null while the first request is still running. */
  statusCode: number | null;
  responseBody: string | null;
}

interface Row {
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
}

export async function findLiveKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<StoredAnswer | undefined> {
  const row = (await db('idempotency_keys')
    .where({ user_id: userId, key })
    .where('expires_at', '>', db.fn.now())
    .first('request_hash', 'status_code', 'response_body')) as Row | undefined;
  return row
    ? { requestHash: row.request_hash, statusCode: row.status_code, responseBody: row.response_body }
    : undefined;
}

/** Claims the key for a first request; false when someone holds it (a live row). Expired rows are replaced. */
export async function claimKey(
  db: Queryable,
  userId: number,
  key: string,
  requestHash: string,
  ttlMs: number,
): Promise<boolean> {
  await db('idempotency_keys')
    .where({ user_id: userId, key })
    .where('expires_at', '<=', db.fn.now())
    .delete();
  const rows = await db('idempotency_keys')
    .insert({ user_id: userId, key, request_hash: requestHash, expires_at: new Date(Date.now() + ttlMs) })
    .onConflict(['user_id', 'key'])
    .ignore()
    .returning('id');
  return rows.length > 0;
}

export async function storeAnswer(
  db: Queryable,
  userId: number,
  key: string,
  statusCode: number,
  responseBody: string,
): Promise<void> {
  await db('idempotency_keys')
    .where({ user_id: userId, key })
    .update({ status_code: statusCode, response_body: responseBody });
}

export async function releaseKey(db: Queryable, userId: number, key: string): Promise<void> {
  await db('idempotency_keys').where({ user_id: userId, key }).whereNull('status_code').delete();
}

export async function purgeExpiredKeys(db: Queryable): Promise<number> {
  return deletedCount(db('idempotency_keys').where('expires_at', '<=', db.fn.now()).delete());
}
