import { createClient, unwrap } from './client.js';
import type { ApiTokenCreated } from '@routier/contract';

export interface PasswordTokenOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The new token's name (shown in `GET /api/tokens`). */
  tokenName: string;
  /** When the token stops working (ISO instant); default never. */
  expiresAt?: string | null;
  fetch?: (input: Request) => Promise<Response>;
}

/** `name=value` pairs of the Set-Cookie headers of an answer, ready for a `Cookie` header. */
export function cookiesFrom(response: Response): string {
  const headers = response.headers as Headers & { getSetCookie?: () => string[] };
  const all =
    headers.getSetCookie?.() ?? (response.headers.get('set-cookie') ?? '').split(/,(?=\s*[^;,=\s]+=)/);
  return all
    .map((c) => c.split(';')[0].trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/**
 * For non-browser clients (the CLI's `routier login`): signs in with e-mail and password, creates an API
 * token with that session, and signs the session out again. Answers the token, whose secret is shown
 * only now. Throws `RoutierApiError` (`INVALID_CREDENTIALS`, `RATE_LIMITED`, `NETWORK_ERROR`, ...).
 */
export async function createTokenWithPassword(options: PasswordTokenOptions): Promise<ApiTokenCreated> {
  const base = {
    baseUrl: options.baseUrl,
    credentials: 'omit' as const,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const anonymous = createClient(base);
  const login = await anonymous.POST('/api/auth/login', {
    body: { email: options.email, password: options.password },
  });
  await unwrap(Promise.resolve(login));
  const cookie = cookiesFrom(login.response);
  const session = createClient({ ...base, headers: cookie ? { cookie } : {} });
  try {
    return await unwrap(
      session.POST('/api/tokens', {
        body: {
          name: options.tokenName,
          ...(options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {}),
        },
      }),
    );
  } finally {
    await session.POST('/api/auth/logout').catch(() => undefined);
  }
}
