/** What a sign-in provider tells us about a person, normalised from its userinfo answer. */
export interface ProviderProfile {
  /** The provider's stable id for the person (`sub`). */
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  pictureUrl?: string;
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

const httpsUrl = (value: unknown): string | undefined => {
  const url = text(value, 2048);
  return url && /^https:\/\//i.test(url) ? url : undefined;
};

/**
 * Standard OpenID claims (Google's userinfo is one), plus the hosted platform's own names
 * (`first_name`, `last_name`, `profile_image_url`). `email_verified` must be true (or "true") to count.
 */
export function readProfile(raw: unknown): ProviderProfile | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const claims = raw as Record<string, unknown>;
  const subject = claims.sub ?? claims.id;
  if ((typeof subject !== 'string' && typeof subject !== 'number') || String(subject) === '')
    return undefined;
  const [nameFirst, ...nameRest] = (text(claims.name, 200) ?? '').split(/\s+/);
  return {
    subject: String(subject),
    email: text(claims.email, 254),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name, 100) ?? text(claims.first_name, 100) ?? (nameFirst || undefined),
    lastName:
      text(claims.family_name, 100) ?? text(claims.last_name, 100) ?? (nameRest.join(' ') || undefined),
    pictureUrl: httpsUrl(claims.picture) ?? httpsUrl(claims.profile_image_url),
  };
}
