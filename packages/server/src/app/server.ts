import { failOrphanedJobs } from '../jobs/job-service.js';
import { purgeRateLimitWindows } from '../kernel/rate-limit/shared-rate-limiter.js';
import { purgeSecurityEvents } from '../security-events/security-event-repository.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { createApp, describeApp, type AppDeps } from './create-app.js';
import type { AppState } from '../kernel/context.js';
import { purgeExpiredSessions } from '../auth/session-repository.js';
import type { Config } from '../config/config.js';
import { resolveSessionSecret } from '../config/session-secret.js';
import { openDatabase, pgliteDirFor, type Database } from '../db/database.js';
import { migrate, migrationStatus } from '../db/migrate.js';
import { KnexGeocodeCacheStore } from '../geo/index.js';
import { createLogger } from '../http/logger.js';
import { answerProtocolErrors } from '../http/protocol-errors.js';
import { purgeExpiredKeys } from '../http/idempotency/idempotency-repository.js';
import { createJobRunner } from '../jobs/job-runner.js';
import type { JobRunner } from '../kernel/job-runner.js';
import { geoFor } from '../geo/geo-for-app.js';

export interface StartOptions {
  logger?: Logger;
  /** Host to bind (default: all interfaces). */
  host?: string;
  /** How long shutdown waits for in-flight requests and jobs before cutting them (default 10 s). */
  drainTimeoutMs?: number;
  /** Passed to createApp (tests). */
  handlers?: AppDeps['handlers'];
  limits?: AppDeps['limits'];
  passwordParams?: AppDeps['passwordParams'];
}

export interface RunningServer {
  url: string;
  port: number;
  app: Koa<AppState>;
  database: Database;
  jobs: JobRunner;
  server: http.Server;
  /** Graceful shutdown: stop accepting, drain requests and jobs, close the database. Idempotent. */
  close(): Promise<void>;
}

const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/** Migrates the embedded database always, PostgreSQL only with MIGRATE=1; refuses to run on a stale schema. */
export async function prepareSchema(config: Config, database: Database, logger: Logger): Promise<void> {
  if (database.kind === 'pglite' || config.migrateAtStart) {
    const applied = await migrate(database.knex);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    return;
  }
  const status = await migrationStatus(database.knex);
  if (status.pending.length) {
    throw new Error(
      `The database needs migrations (${status.pending.join(', ')}): run \`routier db migrate\` or start with MIGRATE=1.`,
    );
  }
  if (status.unknown.length)
    logger.warn({ unknown: status.unknown }, 'the database was migrated by a newer build');
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  let jobs: JobRunner | undefined;
  try {
    await prepareSchema(config, database, logger);
    const orphans = await failOrphanedJobs(database.knex, database.kind);
    if (orphans > 0) logger.warn({ jobs: orphans }, 'jobs left running by a previous run were marked failed');
    jobs = createJobRunner(config, database.knex, logger);
    await jobs.start();
  } catch (error) {
    await database.close();
    throw error;
  }

  const lifecycle = { shuttingDown: false };
  const app = createApp({
    config,
    database,
    sessionSecret,
    logger,
    jobs,
    lifecycle,
    handlers: options.handlers,
    limits: options.limits,
    passwordParams: options.passwordParams,
  });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5000;
  // A client gets 20 s to send its headers and 60 s for its whole request (a slow-loris holds no socket
  // longer); answers may take longer (an event stream lasts the job).
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  answerProtocolErrors(server);
  let inFlight = 0;
  let drained: (() => void) | undefined;
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.on('close', () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  // Expired sessions, idempotency keys, cached geocodes, rate-limit windows and year-old security events: purged once now, then every 10 minutes, in the
  // background (a failure is logged; the next round tries again). close() waits for a round under way.
  const geocodeCache = new KnexGeocodeCacheStore(database.knex);
  let maintaining: Promise<void> | undefined;
  const maintain = () => {
    maintaining ??= Promise.all([
      purgeExpiredSessions(database.knex),
      purgeExpiredKeys(database.knex),
      geocodeCache.purgeExpired(new Date()),
      purgeRateLimitWindows(database.knex),
      purgeSecurityEvents(database.knex),
    ])
      .then(([sessions, idempotencyKeys, geocodes, rateLimitWindows, securityEvents]) => {
        if (sessions + idempotencyKeys + geocodes + rateLimitWindows + securityEvents > 0)
          logger.debug(
            { sessions, idempotencyKeys, geocodes, rateLimitWindows, securityEvents },
            'expired rows purged',
          );
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'maintenance failed'))
      .finally(() => {
        maintaining = undefined;
      });
  };
  maintain();
  // Webhook deliveries left waiting by a previous run (or recorded by other processes) go out now.
  describeApp(app).services.events.start();
  const maintenance = setInterval(maintain, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();

  // The offline gazetteer loads on first use (about 0.5 s of CPU): load it now that the server listens, in
  // slices between which requests are served, so the first geocode does not pay it. Never part of starting:
  // a failure is logged and the load happens on first use instead.
  const warmUp = new AbortController();
  geoFor(describeApp(app).services)
    .warmUp(warmUp.signal)
    .then(
      (stats) => {
        if (stats)
          logger.info({ cities: stats.cities, loadMs: Math.round(stats.loadMs) }, 'offline gazetteer loaded');
      },
      (error: unknown) => {
        if (!warmUp.signal.aborted)
          logger.warn({ err: error }, 'offline gazetteer warm-up failed; it loads on first use');
      },
    );

  const drainTimeoutMs = options.drainTimeoutMs ?? 10_000;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      lifecycle.shuttingDown = true;
      clearInterval(maintenance);
      warmUp.abort();
      logger.info({ inFlight }, 'shutting down');
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((resolve) => {
            drained = resolve;
          }),
          new Promise<void>((resolve) => setTimeout(resolve, drainTimeoutMs).unref()),
        ]);
      }
      server.closeAllConnections();
      await stopped;
      await jobs.stop(drainTimeoutMs);
      await describeApp(app).services.events.stop();
      await maintaining;
      await database.close();
      logger.info('stopped');
    })();
    return closing;
  };

  logger.info({ port, database: database.kind, url: config.publicUrl }, 'Routier is listening');
  return { url: `http://localhost:${port}`, port, app, database, jobs, server, close };
}

/**
 * Resolves once SIGTERM or SIGINT has been received and `running` (a server, a worker) has stopped
 * gracefully; a second signal meanwhile exits at once.
 */
export function runUntilSignal(running: { close(): Promise<void> }, logger?: Logger): Promise<void> {
  return new Promise((resolve, reject) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
      logger?.info({ signal }, 'signal received');
      // A second signal while draining stops at once.
      const force = () => process.exit(1);
      process.once('SIGTERM', force);
      process.once('SIGINT', force);
      running.close().then(() => {
        process.off('SIGTERM', force);
        process.off('SIGINT', force);
        resolve();
      }, reject);
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  });
}
