import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { validationFailed } from '../kernel/errors.js';
import { findUserById, type UserRecord } from '../users/user-repository.js';
import { findUsableTokenByHash, insertToken, touchToken, type TokenRecord } from './token-repository.js';

export const TOKEN_PREFIX = 'rt_';
/** `rt_` + 6 characters: enough to tell tokens apart in a list, far too little to guess the rest. */
const DISPLAY_PREFIX_LENGTH = TOKEN_PREFIX.length + 6;
const TOKEN_SHAPE = /^rt_[A-Za-z0-9_-]{43}$/;

/** Tokens are 256-bit random secrets, so a fast hash is enough (no password stretching needed). */
export function hashToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface CreatedToken {
  token: TokenRecord;
  secret: string;
}

export async function createToken(
  knex: Knex,
  userId: number,
  input: { name: string; expiresAt?: string | null },
): Promise<CreatedToken> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw validationFailed([
      { field: 'expiresAt', message: 'Expiry must be in the future', code: 'expiresAt' },
    ]);
  }
  const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const token = await insertToken(knex, {
    userId,
    name: input.name.trim(),
    prefix: secret.slice(0, DISPLAY_PREFIX_LENGTH),
    tokenHash: hashToken(secret),
    expiresAt,
  });
  return { token, secret };
}

/** The user a bearer secret acts for, or undefined when it is malformed, unknown, expired or revoked. */
export async function authenticateToken(
  knex: Knex,
  secret: string,
): Promise<{ user: UserRecord; token: TokenRecord } | undefined> {
  if (!TOKEN_SHAPE.test(secret)) return undefined;
  const token = await findUsableTokenByHash(knex, hashToken(secret));
  if (!token) return undefined;
  const user = await findUserById(knex, token.userId);
  if (!user) return undefined;
  // `lastUsedAt` is kept to the minute: this process writes it at most once a minute per token, so a busy
  // script costs no write per call (touchToken also skips a recent one written by another process).
  const touched = lastTouched(knex);
  const now = Date.now();
  if ((touched.get(token.id) ?? 0) < now - TOUCH_EVERY_MS) {
    touched.set(token.id, now);
    await touchToken(knex, token.id);
  }
  return { user, token };
}

const TOUCH_EVERY_MS = 60_000;
const touchedByDatabase = new WeakMap<Knex, Map<number, number>>();

/** When this process last wrote each token's `last_used_at`, per database. */
function lastTouched(knex: Knex): Map<number, number> {
  let map = touchedByDatabase.get(knex);
  if (!map) touchedByDatabase.set(knex, (map = new Map()));
  return map;
}
