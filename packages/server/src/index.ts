/** @routier/server: the Koa app implementing openapi.yaml, and what the CLI needs to run and migrate it. */
export { SERVER_VERSION } from './config/version.js';
export { createApp, describeApp } from './app/create-app.js';
export type { AppDeps, AppDescription } from './app/create-app.js';
export { startServer, runUntilSignal } from './app/server.js';
export type { RunningServer, StartOptions } from './app/server.js';
export { startWorker } from './app/worker.js';
export type { RunningWorker, WorkerOptions } from './app/worker.js';
export { loadConfig, ConfigError } from './config/config.js';
export type { Config, Env } from './config/config.js';
export { openDatabase, pgliteDirFor } from './db/database.js';
export type { Database, DatabaseKind, OpenDatabaseOptions } from './db/database.js';
export { migrate, migrationStatus } from './db/migrate.js';
export type { MigrationStatus } from './db/migrate.js';
export { createLogger } from './http/logger.js';
export type { JobRunner } from './kernel/job-runner.js';
