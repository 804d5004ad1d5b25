/** The spec's /auth error catalogue (document 1, section 8). */
export type AuthErrorKind = 'google_error' | 'google_failed' | 'session_failed';

export function authErrorLocation(kind: AuthErrorKind, details?: string): string {
  const query = new URLSearchParams({ error: kind });
  if (details) query.set('details', details.slice(0, 300));
  return `/auth?${query.toString()}`;
}

/** A same-origin path to land on after sign-in; anything else (other hosts, `//x`, `/\x`) is ignored. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const hasControl = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!/^\/[^/\\]/.test(value) || value.includes('\\') || hasControl) return undefined;
  if (value.startsWith('/api/')) return undefined;
  return value;
}

export const DEFAULT_RETURN_TO = '/dashboard';
