import type { ResponseValidator } from '../http/openapi/response-validator.js';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Skip the contract check for a call that is deliberately off-spec (raw bodies, unknown paths). */
  skipValidation?: boolean;
}

let emailCounter = 0;

/** A unique, valid e-mail for this test file. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

export const STRONG_PASSWORD = 'Sup3rSecret!';

/**
 * An HTTP client for one user agent: keeps cookies like a browser, can send a bearer token, never follows
 * redirects, and checks every answer against openapi.yaml (a violation fails the test).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  bearer?: string;

  constructor(
    readonly baseUrl: string,
    private readonly validator?: ResponseValidator,
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size && !('cookie' in headers)) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (this.bearer && !('authorization' in headers)) headers.authorization = `Bearer ${this.bearer}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    let parsed: unknown = text;
    if (isJson && text) parsed = JSON.parse(text);
    if (this.validator && !options.skipValidation) {
      const problems = this.validator.validate({
        method,
        path: path.split('?')[0],
        status: response.status,
        headers: response.headers,
        body: parsed,
        isJson,
      });
      if (problems.length) {
        throw new Error(
          `Answer to ${method} ${path} breaks openapi.yaml:\n  ${problems.join('\n  ')}\n${text.slice(0, 500)}`,
        );
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** Registers a new account (signed in afterwards); answers its credentials and user. */
  async register(
    overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
  ) {
    const credentials = {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...overrides,
    };
    const response = await this.post<{ id: number; email: string }>('/api/auth/register', credentials);
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
    return { ...credentials, user: response.body };
  }

  async login(email: string, password: string) {
    return this.post<{ id: number; email: string }>('/api/auth/login', { email, password });
  }

  /** The value of a cookie this client holds. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private storeCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
