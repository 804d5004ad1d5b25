import type { PlacementIssue } from '@routier/contract';
/**
 * Errors the API answers on purpose. Each has a stable UPPER_SNAKE code (the ErrorCode enum of
 * openapi.yaml), an HTTP status and a human sentence the console shows as is. Throw them anywhere; the one
 * error middleware turns them into `{ code, message, details?, requestId }`.
 */

/** One problem (openapi.yaml ErrorDetail): a request field, a CSV row, or a list item. */
export interface ErrorDetail {
  /** Dotted path: body fields bare (`email`, `destinations.2.address`), others prefixed (`query.limit`). */
  field?: string;
  message: string;
  /** Machine-readable reason: the JSON Schema keyword, an engine code, an ErrorCode. */
  code?: string;
  /** CSV row, 1-based, the header being row 1. */
  row?: number;
  column?: string;
  /** 0-based index of the list item concerned. */
  index?: number;
  value?: unknown;
  /** Why a place is not trusted for planning (geo/placement). */
  placement?: PlacementIssue;
}

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const validationFailed = (details: ErrorDetail[], message?: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message ?? details[0]?.message ?? 'The request is not valid', {
    details,
  });

export const badRequest = (code: string, message: string, details?: ErrorDetail[]) =>
  new HttpError(400, code, message, { details });

export const unauthenticated = (message = 'Authentication required') =>
  new HttpError(401, 'UNAUTHENTICATED', message);

export const forbidden = (message = 'You are not allowed to do this', code = 'FORBIDDEN') =>
  new HttpError(403, code, message);

/** Ownership failures are NOT_FOUND too: never reveal that another user's record exists. */
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, code, message);

export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);

export const payloadTooLarge = (message = 'The request body is too large') =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', message);

export const rateLimited = (retryAfterS: number) =>
  new HttpError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${retryAfterS} second${retryAfterS === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(retryAfterS) } },
  );

export const notImplemented = (operationId: string) =>
  new HttpError(501, 'NOT_IMPLEMENTED', `This operation (${operationId}) is not implemented yet`);
