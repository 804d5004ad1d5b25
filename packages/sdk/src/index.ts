export const SDK_VERSION = '0.1.0';

// The contract (API types generated from openapi.yaml, and the CSV file formats) is re-exported, so a client
// needs only this package.
export * from '@routier/contract';
export { createClient, unwrap, expectOk, totalCount } from './client.js';
export type { CreateClientOptions, RoutierClient } from './client.js';
export { RoutierApiError, isRoutierApiError } from './errors.js';
export type { ClientErrorCode } from './errors.js';
export { createTokenWithPassword, cookiesFrom } from './session.js';
export type { PasswordTokenOptions } from './session.js';
export { jobEvents, waitForJob, parseEventStream } from './job-events.js';
export type { JobEvent, JobEventName } from './job-events.js';
export { solve } from './solve.js';
export type { SolveOptions } from './solve.js';
export { verifyWebhook, WebhookVerificationError } from './webhooks.js';
export type { VerifyWebhookOptions } from './webhooks.js';
