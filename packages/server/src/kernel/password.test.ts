import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, hashPassword, needsRehash, PasswordHasher, verifyPassword } from './password.js';

const cheap = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('uses scrypt N=2^15, r=8, p=1 by default and records them in the hash', async () => {
    expect(DEFAULT_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    expect(await hashPassword('Sup3rSecret')).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Sup3rSecret', cheap);
    expect(await verifyPassword('Sup3rSecret', stored)).toBe(true);
    expect(await verifyPassword('Sup3rSecreT', stored)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('Sup3rSecret', cheap)).not.toBe(await hashPassword('Sup3rSecret', cheap));
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AAAA$AAAA')).toBe(false);
  });

  it('asks for a re-hash when the stored parameters are weaker than the current ones', async () => {
    const weak = await hashPassword('Sup3rSecret', cheap);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, cheap)).toBe(false);
  });

  it('spends a real check on the dummy hash and never succeeds', async () => {
    const hasher = new PasswordHasher(cheap);
    expect(await hasher.verifyDummy('routier-dummy-password-never-matches')).toBe(false);
  });
});
