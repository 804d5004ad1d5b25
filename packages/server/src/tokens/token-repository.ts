import type { Queryable } from '../db/queryable.js';
import { toCount, toIso, toIsoOrNull } from '../db/rows.js';

export interface TokenRecord {
  id: number;
  userId: number;
  name: string;
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

interface TokenRow {
  id: number;
  user_id: number;
  name: string;
  prefix: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

function toToken(row: TokenRow): TokenRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    prefix: row.prefix,
    createdAt: toIso(row.created_at),
    expiresAt: toIsoOrNull(row.expires_at),
    lastUsedAt: toIsoOrNull(row.last_used_at),
    revokedAt: toIsoOrNull(row.revoked_at),
  };
}

export async function insertToken(
  db: Queryable,
  token: { userId: number; name: string; prefix: string; tokenHash: string; expiresAt: Date | null },
): Promise<TokenRecord> {
  const [row] = (await db('api_tokens')
    .insert({
      user_id: token.userId,
      name: token.name,
      prefix: token.prefix,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    })
    .returning('*')) as TokenRow[];
  return toToken(row);
}

/** The user's tokens that are not revoked, newest first, and how many there are in all. */
export async function listActiveTokens(
  db: Queryable,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ tokens: TokenRecord[]; total: number }> {
  const base = db('api_tokens').where({ user_id: userId }).whereNull('revoked_at');
  const [rows, countRow] = await Promise.all([
    base
      .clone()
      .select('*')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(page.limit)
      .offset(page.offset) as Promise<TokenRow[]>,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { tokens: rows.map(toToken), total: toCount(countRow) };
}

/** A token usable right now (not revoked, not expired), by the hash of its secret. */
export async function findUsableTokenByHash(
  db: Queryable,
  tokenHash: string,
): Promise<TokenRecord | undefined> {
  const row = (await db('api_tokens')
    .where({ token_hash: tokenHash })
    .whereNull('revoked_at')
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
    .first()) as TokenRow | undefined;
  return row ? toToken(row) : undefined;
}

/** Records use, at most once a minute per token so busy scripts do not write on every call. */
export async function touchToken(db: Queryable, id: number): Promise<void> {
  await db('api_tokens')
    .where({ id })
    .where((q) =>
      q.whereNull('last_used_at').orWhere('last_used_at', '<', db.raw("now() - interval '1 minute'")),
    )
    .update({ last_used_at: db.fn.now() });
}

/** Revokes one of the user's tokens; false when there is no such active token for this user. */
export async function revokeToken(db: Queryable, userId: number, id: number): Promise<boolean> {
  const count = await db('api_tokens')
    .where({ id, user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
  return count > 0;
}
