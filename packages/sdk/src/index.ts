export const SDK_VERSION = '0.1.0';

export type { paths, operations, components } from './schema.js';
export { createClient, unwrap, expectOk, totalCount } from './client.js';
export type { CreateClientOptions, RoutierClient } from './client.js';
export { RoutierApiError, isRoutierApiError } from './errors.js';
export type { ApiErrorBody, ClientErrorCode, ErrorCode, ErrorDetail } from './errors.js';
export type * from './types.js';
export * from './csv/index.js';
export { createTokenWithPassword, cookiesFrom } from './session.js';
export type { PasswordTokenOptions } from './session.js';
export { jobEvents, waitForJob, parseEventStream } from './job-events.js';
export type { JobEvent, JobEventName } from './job-events.js';
