import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@routier/contract';
import { RoutierApiError } from './errors.js';

export interface CreateClientOptions {
  /** The server's origin, e.g. `http://localhost:3000` (paths in the contract start with `/api` or `/`). */
  baseUrl: string;
  /** An API token (`rt_...`): sent as `Authorization: Bearer`. Without one, the session cookie is used. */
  token?: string | undefined;
  /** A fetch implementation (tests, older runtimes); defaults to `globalThis.fetch`. */
  fetch?: (input: Request) => Promise<Response>;
  /** Cookie mode for browsers (default `include`, so the session cookie goes along). */
  credentials?: RequestInit['credentials'];
  /** Extra headers on every request (for example `X-Request-Id` or a `Cookie` in Node). */
  headers?: Record<string, string>;
}

export type RoutierClient = Client<paths, 'application/json'>;

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * A typed client of the Routier API over openapi-fetch: every call answers `{ data, error, response }`
 * with types from openapi.yaml. Failures to reach the server reject with a `RoutierApiError` whose code
 * is `NETWORK_ERROR` (status 0); aborts reject with the original AbortError.
 */
export function createClient(options: CreateClientOptions): RoutierClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const client = createFetchClient<paths, 'application/json'>({
    baseUrl,
    credentials: options.credentials ?? 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const token = options.token;
  const extra = options.headers ?? {};
  const middleware: Middleware = {
    onRequest({ request }) {
      if (!request.headers.has('accept')) request.headers.set('Accept', 'application/json');
      for (const [name, value] of Object.entries(extra)) request.headers.set(name, value);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onError({ error, request }) {
      if (error instanceof RoutierApiError || isAbort(error))
        return error instanceof Error ? error : undefined;
      return RoutierApiError.network(error, request.url);
    },
  };
  client.use(middleware);
  return client;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits a client call and answers its data, or throws a `RoutierApiError` built from the error answer
 * (or `NETWORK_ERROR` when the server was not reached). 204 answers resolve to `undefined`.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof RoutierApiError || isAbort(error)) throw error;
    throw RoutierApiError.network(error);
  }
  return expectOk(result);
}

/** The synchronous half of `unwrap`: data of a successful result, else the error it describes. */
export function expectOk<T>(result: FetchResult<T>): T {
  if (result.response.ok) return result.data as T;
  throw RoutierApiError.fromResponse(result.response, result.error);
}

/** The `X-Total-Count` of a list answer, or undefined when absent. */
export function totalCount(response: Response): number | undefined {
  const value = response.headers.get('x-total-count');
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
