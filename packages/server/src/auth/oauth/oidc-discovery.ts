import type { OidcConfig } from '../../config/config.js';

export interface OidcEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

const TIMEOUT_MS = 5000;

/**
 * The provider's endpoints: configured ones when all three are set, otherwise read from
 * `<issuer>/.well-known/openid-configuration` on first use (a provider being down at start-up does not
 * stop the server). A successful discovery is cached; a failed one is retried on the next sign-in.
 */
export function createOidcEndpointResolver(oidc: OidcConfig): () => Promise<OidcEndpoints> {
  if (oidc.authorizationUrl && oidc.tokenUrl && oidc.userinfoUrl) {
    const fixed = {
      authorizationUrl: oidc.authorizationUrl,
      tokenUrl: oidc.tokenUrl,
      userinfoUrl: oidc.userinfoUrl,
    };
    return async () => fixed;
  }
  let cached: OidcEndpoints | undefined;
  return async () => {
    if (cached) return cached;
    const url = `${oidc.issuer}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
    const doc = (await response.json()) as Record<string, unknown>;
    const pick = (name: string, override?: string) => {
      const value = override ?? doc[name];
      if (typeof value !== 'string' || !value) throw new Error(`OIDC discovery document has no ${name}`);
      return value;
    };
    cached = {
      authorizationUrl: pick('authorization_endpoint', oidc.authorizationUrl),
      tokenUrl: pick('token_endpoint', oidc.tokenUrl),
      userinfoUrl: pick('userinfo_endpoint', oidc.userinfoUrl),
    };
    return cached;
  };
}
