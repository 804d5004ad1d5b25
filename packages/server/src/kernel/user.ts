/** The account record every authenticated request carries (`ctx.state.user`); stored by users/. */
export type AuthProviderName = 'local' | 'google' | 'oidc';

export interface UserRecord {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  authProvider: AuthProviderName;
  googleId: string | null;
  oidcSubject: string | null;
  emailVerified: boolean;
  passwordHash: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: string;
  updatedAt: string;
}
