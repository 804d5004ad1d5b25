import type { Knex } from 'knex';
import type { RegisterRequest } from '@routier/contract';
import { conflict } from '../kernel/errors.js';
import { isUniqueViolation } from '../db/rows.js';
import { createDefaultPreferences } from '../users/preferences-repository.js';
import {
  findUserByEmail,
  insertUser,
  updatePasswordHash,
  type NewUser,
  type UserRecord,
} from '../users/user-repository.js';
import type { PasswordHasher } from '../kernel/password.js';

const emailTaken = () => conflict('An account with this email already exists', 'EMAIL_TAKEN');

/** Creates a user and their settings row in one transaction. */
export async function createAccount(knex: Knex, user: NewUser): Promise<UserRecord> {
  try {
    return await knex.transaction(async (trx) => {
      const created = await insertUser(trx, user);
      await createDefaultPreferences(trx, created.id);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
}

/** Registration with e-mail and password (validated against the contract before it gets here). */
export async function registerWithPassword(
  knex: Knex,
  passwords: PasswordHasher,
  input: RegisterRequest,
): Promise<UserRecord> {
  if (await findUserByEmail(knex, input.email)) throw emailTaken();
  return createAccount(knex, {
    email: input.email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    authProvider: 'local',
    emailVerified: false,
    passwordHash: await passwords.hash(input.password),
  });
}

/**
 * The account for an e-mail and password (`user`), or none — then `named` is the account the e-mail names, if
 * any (its audit log records the failure). An unknown e-mail and an account without a password cost the same
 * scrypt work as a wrong password, so timing tells nothing.
 */
export async function checkCredentials(
  knex: Knex,
  passwords: PasswordHasher,
  email: string,
  password: string,
): Promise<{ user?: UserRecord; named?: UserRecord }> {
  const user = await findUserByEmail(knex, email);
  if (!user?.passwordHash) {
    await passwords.verifyDummy(password);
    return { named: user };
  }
  if (!(await passwords.verify(password, user.passwordHash))) return { named: user };
  if (passwords.needsRehash(user.passwordHash)) {
    await updatePasswordHash(knex, user.id, await passwords.hash(password));
  }
  return { user };
}
