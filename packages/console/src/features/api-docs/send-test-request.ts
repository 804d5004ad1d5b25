/**
 * The API Testing tab's request: any method and path of this server, through @routier/sdk, with the
 * signed-in session (the console's client) or a pasted API token (a separate client that sends no cookie).
 */
import { createClient, type RoutierClient } from '@routier/sdk';
import { api } from '../../lib/api-client.js';

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestRequest {
  method: TestMethod;
  path: string;
  /** Parsed JSON body; undefined sends none. */
  body?: unknown;
  /** An API token; when absent the session cookie is used. */
  token?: string;
}

export interface TestResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  durationMs: number;
}

type RawRequest = (
  method: string,
  path: string,
  init: { body?: unknown; parseAs: 'text' },
) => Promise<{ response: Response; data?: unknown; error?: unknown }>;

/** Pretty-prints JSON text; returns other text unchanged. */
export function prettyBody(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') return JSON.stringify(raw, null, 2);
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** Checks the path the user typed: it must stay on this server, under /api or a health probe. */
export function testPathProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'The path must start with /, for example /api/auth/user.';
  if (path.startsWith('//')) return 'Only paths on this server can be tested.';
  return null;
}

export async function sendTestRequest(request: TestRequest): Promise<TestResponse> {
  const client: RoutierClient = request.token
    ? createClient({ baseUrl: window.location.origin, token: request.token, credentials: 'omit' })
    : api;
  const raw = client.request as unknown as RawRequest;
  const started = performance.now();
  const result = await raw(request.method, request.path, {
    ...(request.body === undefined ? {} : { body: request.body }),
    parseAs: 'text',
  });
  const durationMs = Math.round(performance.now() - started);
  const { response } = result;
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()].sort(([a], [b]) => a.localeCompare(b)),
    body: prettyBody(response.ok ? result.data : result.error),
    durationMs,
  };
}
