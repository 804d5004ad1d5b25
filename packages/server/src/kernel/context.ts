import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { UserRecord } from './user.js';

/** How the current request was authenticated. */
export type Authentication = { kind: 'session' } | { kind: 'token'; tokenId: number };

/** A request's input after validation against openapi.yaml (query and path coerced to their types). */
export interface ValidatedInput {
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
}

export interface AppState {
  requestId: string;
  log: Logger;
  /** The signed-in user (session cookie or API token), if any. */
  user?: UserRecord;
  auth?: Authentication;
  /** Set by the router for API operations: the matched operationId. */
  operationId?: string;
  input?: ValidatedInput;
  /** grant's state (`transport: 'state'`): the provider's response on an OAuth callback. */
  grant?: { response?: Record<string, unknown> };
}

/** Koa's context with our state; `params` are the router's raw path parameters. */
export type AppContext = ParameterizedContext<AppState> & { params: Record<string, string> };
