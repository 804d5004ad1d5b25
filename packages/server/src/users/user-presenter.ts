import type { User } from '@routier/contract';
import type { UserRecord } from './user-repository.js';

/** The API's User: never the password hash, provider ids or payment ids. */
export function presentUser(user: UserRecord): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    authProvider: user.authProvider,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}
