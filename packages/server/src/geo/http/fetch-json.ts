/**
 * One JSON GET for the geo providers: global fetch (so nock intercepts it in tests), a per-attempt timeout,
 * the caller's abort signal, and retries with exponential backoff on network errors, timeouts and 5xx.
 * 4xx answers (429 included) are returned, never retried: the caller decides what they mean.
 */

export interface FetchJsonOptions {
  headers?: Record<string, string>;
  /** Per attempt, milliseconds. */
  timeoutMs: number;
  /** Extra attempts after the first, for network errors, timeouts and 5xx. */
  retries: number;
  /** Delay before retry k (0-based) is `backoffMs * 2^k`. */
  backoffMs: number;
  signal?: AbortSignal;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or undefined when the body is empty or not JSON. */
  body: unknown;
}

export type HttpFailureKind = 'timeout' | 'network' | 'server';

/** The request failed after every retry (never thrown for a caller's abort: that rethrows the signal's reason). */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';
  constructor(
    readonly kind: HttpFailureKind,
    message: string,
    /** The last HTTP status, for `server`. */
    readonly status?: number,
    /** The last answer's parsed body, for `server`. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export async function fetchJson(url: string, options: FetchJsonOptions): Promise<JsonResponse> {
  const { signal } = options;
  let last: HttpFailure | undefined;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep(options.backoffMs * 2 ** (attempt - 1), signal);
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const res = await fetch(url, {
        headers: { Accept: 'application/json', ...options.headers },
        signal: combined,
      });
      const text = await res.text();
      const body = parseJson(text);
      if (res.status >= 500) {
        last = new HttpFailure('server', `${redact(url)} answered HTTP ${res.status}`, res.status, body);
        continue;
      }
      return { status: res.status, headers: res.headers, body };
    } catch (err) {
      signal?.throwIfAborted();
      if (timeout.aborted) {
        last = new HttpFailure('timeout', `${redact(url)} did not answer within ${options.timeoutMs} ms`);
      } else {
        const reason =
          err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
        last = new HttpFailure('network', `${redact(url)} could not be reached: ${reason}`);
      }
    }
  }
  const tries = options.retries + 1;
  throw new HttpFailure(
    last!.kind,
    `${last!.message} (${tries} attempt${tries > 1 ? 's' : ''})`,
    last!.status,
    last!.body,
  );
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Drops the query string (it may hold an API key) and shortens long coordinate paths in messages. */
export function redact(url: string): string {
  const u = new URL(url);
  const path = u.pathname.length > 80 ? `${u.pathname.slice(0, 77)}...` : u.pathname;
  return `${u.origin}${path}`;
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal) {
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    }
  });
}
