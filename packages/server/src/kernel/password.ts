import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto. The stored form carries its own parameters,
 * `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, so they can be raised later without breaking old hashes
 * (`needsRehash` tells the sign-in service to re-hash on the next successful sign-in).
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8: 32 MiB and ~60 ms per hash here, the OWASP-recommended floor for scrypt. */
export const DEFAULT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), key: Buffer.from(parts[5], 'base64') };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string, params: ScryptParams = DEFAULT_PARAMS): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

/** Hashing with one set of parameters (production: DEFAULT_PARAMS; tests use cheaper ones). */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(readonly params: ScryptParams = DEFAULT_PARAMS) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.params);
  }

  verify(password: string, stored: string): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  needsRehash(stored: string): boolean {
    return needsRehash(stored, this.params);
  }

  /**
   * Spends the same work as a real check, for sign-ins with an unknown e-mail or an account without a
   * password, so response times do not reveal which e-mails have accounts.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('routier-dummy-password-never-matches');
    await verifyPassword(password, await this.dummyHash);
    return false;
  }
}
