import type { Knex } from 'knex';
import {
  findUserByEmail,
  findUserByGoogleId,
  findUserByOidcSubject,
  updateUserLinks,
  type UserRecord,
} from '../../users/user-repository.js';
import { createAccount } from '../account-service.js';
import type { ProviderProfile } from './oauth-profile.js';

export type OAuthProvider = 'google' | 'oidc';

/** Sign-in cannot go on, for a reason the person can act on (shown on /auth as details). */
export class OAuthRefusal extends Error {}

/**
 * The account for a provider identity: a returning user by provider id; else an account with the same
 * e-mail when the provider vouches for it (the identity is then linked); else a new account.
 */
export async function accountForProfile(
  knex: Knex,
  provider: OAuthProvider,
  profile: ProviderProfile,
): Promise<UserRecord> {
  const byId = provider === 'google' ? findUserByGoogleId : findUserByOidcSubject;
  const idChange = provider === 'google' ? { googleId: profile.subject } : { oidcSubject: profile.subject };

  const returning = await byId(knex, profile.subject);
  if (returning) {
    // Keep the picture current, and fill names the account lacks.
    return updateUserLinks(knex, returning.id, {
      profileImageUrl: profile.pictureUrl ?? returning.profileImageUrl,
      firstName: returning.firstName ?? profile.firstName ?? null,
      lastName: returning.lastName ?? profile.lastName ?? null,
      ...(profile.emailVerified && profile.email?.toLowerCase() === returning.email
        ? { emailVerified: true }
        : {}),
    });
  }

  if (!profile.email) throw new OAuthRefusal('The sign-in provider did not share an e-mail address.');
  const sameEmail = await findUserByEmail(knex, profile.email);
  if (sameEmail) {
    if (!profile.emailVerified) {
      throw new OAuthRefusal(
        'An account with this e-mail already exists and the provider has not verified the address. Sign in with your password.',
      );
    }
    const linkedElsewhere = provider === 'google' ? sameEmail.googleId : sameEmail.oidcSubject;
    if (linkedElsewhere && linkedElsewhere !== profile.subject) {
      throw new OAuthRefusal('This e-mail address is already linked to another account at this provider.');
    }
    return updateUserLinks(knex, sameEmail.id, {
      ...idChange,
      emailVerified: true,
      profileImageUrl: sameEmail.profileImageUrl ?? profile.pictureUrl ?? null,
      firstName: sameEmail.firstName ?? profile.firstName ?? null,
      lastName: sameEmail.lastName ?? profile.lastName ?? null,
    });
  }

  return createAccount(knex, {
    email: profile.email,
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    profileImageUrl: profile.pictureUrl ?? null,
    authProvider: provider,
    emailVerified: profile.emailVerified,
    ...idChange,
  });
}
