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
  await touchToken(knex, token.id);
  return { user, token };
}
