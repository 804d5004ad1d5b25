import type { ErrorCode, ErrorDetail } from '@routier/contract';

/**
 * Codes made by the client itself, never by the server: the request did not reach the server
 * (`NETWORK_ERROR`, status 0), or the server answered an error status without the error shape and the
 * status maps to no server code (`HTTP_ERROR`).
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR';

/** Codes a status implies when the answer is not in the error shape (a proxy page, an empty body). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
  502: 'UPSTREAM_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The one error type of the SDK, built from the API's error shape `{ code, message, details?, requestId }`. */
export class RoutierApiError extends Error {
  /** HTTP status; 0 when the server was not reached. */
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly details: ErrorDetail[];
  /** The server's request id (from the body, else the `X-Request-Id` header), when known. */
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    details?: ErrorDetail[];
    requestId?: string | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'RoutierApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
  }

  /** The message of the detail naming `field` (for showing beside a form field), if any. */
  fieldMessage(field: string): string | undefined {
    return this.details.find((d) => d.field === field)?.message;
  }

  /**
   * Builds the error from an answer: the error shape when the body has it; otherwise the spec's rule —
   * the JSON body's `message`, else its `error`, else (non-JSON) the raw text, else the status text.
   * `body` is the parsed JSON body, the raw text when it was not JSON, or undefined when empty.
   */
  static fromResponse(response: Response, body: unknown): RoutierApiError {
    const headerId = response.headers.get('x-request-id') ?? undefined;
    const statusText = response.statusText || `HTTP ${response.status}`;
    const fallbackCode =
      CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR');
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const b = body as Record<string, unknown>;
      const message =
        typeof b.message === 'string' && b.message
          ? b.message
          : typeof b.error === 'string' && b.error
            ? b.error
            : statusText;
      return new RoutierApiError({
        status: response.status,
        code: typeof b.code === 'string' && b.code ? (b.code as ErrorCode) : fallbackCode,
        message,
        details: Array.isArray(b.details) ? (b.details as ErrorDetail[]) : [],
        requestId: typeof b.requestId === 'string' ? b.requestId : headerId,
      });
    }
    const text = typeof body === 'string' ? body.trim() : '';
    return new RoutierApiError({
      status: response.status,
      code: fallbackCode,
      message: text || statusText,
      requestId: headerId,
    });
  }

  /** A failure before any answer (DNS, refused connection, TLS, reset). */
  static network(cause: unknown, url?: string): RoutierApiError {
    const reason =
      cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : '';
    const where = url ? ` ${url}` : '';
    return new RoutierApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: `Could not reach the Routier server${where}${reason ? `: ${reason}` : ''}`,
      cause,
    });
  }
}

export function isRoutierApiError(value: unknown): value is RoutierApiError {
  return value instanceof RoutierApiError;
}
