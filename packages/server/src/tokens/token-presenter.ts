import type { ApiToken, ApiTokenCreated } from '@routier/contract';
import type { TokenRecord } from './token-repository.js';

export function presentToken(token: TokenRecord): ApiToken {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt,
  };
}

export function presentCreatedToken(token: TokenRecord, secret: string): ApiTokenCreated {
  return { ...presentToken(token), token: secret };
}
