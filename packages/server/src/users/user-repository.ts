import type { Queryable } from '../db/queryable.js';
import { toIso } from '../db/rows.js';

import type { AuthProviderName, UserRecord } from '../kernel/user.js';

export type { AuthProviderName, UserRecord } from '../kernel/user.js';

export interface NewUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl?: string | null;
  authProvider: AuthProviderName;
  googleId?: string | null;
  oidcSubject?: string | null;
  emailVerified: boolean;
  passwordHash?: string | null;
}

interface UserRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  auth_provider: string;
  google_id: string | null;
  oidc_subject: string | null;
  email_verified: boolean;
  password_hash: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    authProvider: (['local', 'google', 'oidc'].includes(row.auth_provider)
      ? row.auth_provider
      : 'oidc') as AuthProviderName,
    googleId: row.google_id,
    oidcSubject: row.oidc_subject,
    emailVerified: row.email_verified,
    passwordHash: row.password_hash,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

async function findOne(db: Queryable, where: Record<string, unknown>): Promise<UserRecord | undefined> {
  const row = (await db<UserRow>('users').where(where).first()) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}

export const findUserById = (db: Queryable, id: number) => findOne(db, { id });
export const findUserByEmail = (db: Queryable, email: string) =>
  findOne(db, { email: normalizeEmail(email) });
export const findUserByGoogleId = (db: Queryable, googleId: string) => findOne(db, { google_id: googleId });
export const findUserByOidcSubject = (db: Queryable, subject: string) =>
  findOne(db, { oidc_subject: subject });

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRecord> {
  const [row] = (await db('users')
    .insert({
      email: normalizeEmail(user.email),
      first_name: user.firstName,
      last_name: user.lastName,
      profile_image_url: user.profileImageUrl ?? null,
      auth_provider: user.authProvider,
      google_id: user.googleId ?? null,
      oidc_subject: user.oidcSubject ?? null,
      email_verified: user.emailVerified,
      password_hash: user.passwordHash ?? null,
    })
    .returning('*')) as UserRow[];
  return toUser(row);
}

export interface UserLinkChanges {
  googleId?: string;
  oidcSubject?: string;
  emailVerified?: boolean;
  profileImageUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Links a provider identity to an existing account and refreshes what the provider knows better. */
export async function updateUserLinks(
  db: Queryable,
  id: number,
  changes: UserLinkChanges,
): Promise<UserRecord> {
  const update: Record<string, unknown> = { updated_at: db.fn.now() };
  if (changes.googleId !== undefined) update.google_id = changes.googleId;
  if (changes.oidcSubject !== undefined) update.oidc_subject = changes.oidcSubject;
  if (changes.emailVerified !== undefined) update.email_verified = changes.emailVerified;
  if (changes.profileImageUrl !== undefined) update.profile_image_url = changes.profileImageUrl;
  if (changes.firstName !== undefined) update.first_name = changes.firstName;
  if (changes.lastName !== undefined) update.last_name = changes.lastName;
  const [row] = (await db('users').where({ id }).update(update).returning('*')) as UserRow[];
  return toUser(row);
}

export async function updatePasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
}
