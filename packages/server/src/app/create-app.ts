import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import type { Logger } from 'pino';
import { PasswordHasher, type ScryptParams } from '../kernel/password.js';
import { sessionMiddleware } from '../auth/sessions.js';
import { authenticate } from '../auth/authenticate.js';
import { isHttps, type Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import { DEFAULT_BODY_LIMITS, jsonBody } from '../http/body.js';
import { crossSiteProtection } from '../http/cross-site.js';
import { errorMiddleware } from '../http/error-middleware.js';
import { notFound } from '../kernel/errors.js';
import { createLogger, requestLogger } from '../http/logger.js';
import { requestId } from '../http/request-id.js';
import { securityHeaders } from '../http/security-headers.js';
import { defaultConsoleDir, staticConsole } from '../http/static-console.js';
import { SealedBox } from '../http/idempotency/sealed-box.js';
import { InlineJobRunner } from '../jobs/job-runner.js';
import type { JobRunner } from '../kernel/job-runner.js';
import { UNLIMITED } from '../kernel/plan-limits.js';
import { BillingPlanLimits } from '../billing/billing-summary.js';
import { buildApiRouter, methodNotAllowed, type MountedRoute } from '../http/openapi/api-router.js';
import { RequestValidator } from '../http/openapi/request-validator.js';
import { loadSpec, type ApiSpec } from '../http/openapi/spec.js';
import type { AppState } from '../kernel/context.js';
import { buildRegistry, mergeRegistries } from './handlers.js';
import type { HandlerRegistry } from '../kernel/registry.js';
import { createLimiters, type AppServices, type LimitConfig } from '../kernel/services.js';
import { WebhookDispatcher, type DispatcherOptions } from '../webhooks/webhook-dispatcher.js';
import { WebhookOutbox } from '../webhooks/webhook-events.js';
import { httpMetrics } from '../metrics/http-metrics.js';
import { PrometheusMetrics } from '../metrics/prometheus-metrics.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Signs session cookies and seals stored answers (see config/session-secret.ts). */
  sessionSecret: string;
  logger?: Logger;
  jobs?: JobRunner;
  limits?: Partial<LimitConfig>;
  /** scrypt cost (default DEFAULT_PARAMS; tests use a cheaper one). */
  passwordParams?: ScryptParams;
  /** Defaults to openapi.yaml found above the package. */
  spec?: ApiSpec;
  /** Replaces handlers by operationId (tests: a handler that throws). */
  handlers?: HandlerRegistry;
  /** Shared with the server so shutdown can flip readiness. */
  lifecycle?: { shuttingDown: boolean };
  /**
   * Compile every operation's request schemas now (default true: a broken schema stops the start). Tests
   * pass false: each operation compiles on first use, once per process.
   */
  compileAllSchemas?: boolean;
  /** Webhook delivery settings beyond the configuration (tests: a short retry schedule). */
  webhooks?: Omit<DispatcherOptions, 'privateUrls'>;
}

export interface AppDescription {
  services: AppServices;
  routes: MountedRoute[];
}

const described = new WeakMap<Koa, AppDescription>();

/** The package directory (dist/app or src/app are two levels below it). */
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds the Koa app (never listens). Middleware order: request id, logger, metrics, the one error middleware,
 * security headers, JSON body, session, authentication, cross-site protection, the API router (per
 * operation: auth requirement, rate limits, validation, idempotency, handler), /api 404, the console.
 */
export function createApp(deps: AppDeps): Koa<AppState> {
  const { config, database } = deps;
  const services = createServices(deps);
  const { logger, metrics } = services;
  const spec = deps.spec ?? loadSpec();
  const registry = { ...buildRegistry(services), ...mergeRegistries([deps.handlers ?? {}]) };
  const { router, mounted } = buildApiRouter({
    spec,
    registry,
    validator:
      deps.compileAllSchemas === false ? RequestValidator.for(spec) : RequestValidator.for(spec).compileAll(),
    knex: database.knex,
    sealedBox: new SealedBox(deps.sessionSecret, 'idempotency'),
  });

  const app = new Koa<AppState>({ proxy: config.trustProxy, keys: [deps.sessionSecret] });
  const https = isHttps(config);
  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(httpMetrics(metrics));
  app.use(errorMiddleware());
  app.use(
    securityHeaders({ mapTileUrl: config.mapTileUrl, https, googleMaps: Boolean(config.googleMapsApiKey) }),
  );
  app.use(async (ctx, next) => {
    // Behind a TLS-terminating proxy without TRUST_PROXY the hop is http, but the browser's is https.
    if (https) ctx.cookies.secure = true;
    await next();
  });
  app.use(jsonBody(DEFAULT_BODY_LIMITS));
  app.use(sessionMiddleware(app as unknown as Koa, database.knex));
  app.use(authenticate(database.knex));
  app.use(crossSiteProtection(new URL(config.publicUrl).origin));
  app.use(router.routes() as never);
  app.use(methodNotAllowed());
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw notFound('No such API endpoint');
    await next();
  });
  app.use(staticConsole(config.consoleDir ?? defaultConsoleDir(PACKAGE_DIR)));
  app.on('error', (error) => logger.error({ err: error }, 'response error'));

  described.set(app as unknown as Koa, { services, routes: mounted });
  return app;
}

/**
 * What every capability is built on (kernel/services.ts), for the app and for a process that serves no HTTP
 * (`routier worker`).
 */
export function createServices(
  deps: Pick<
    AppDeps,
    'config' | 'database' | 'logger' | 'jobs' | 'limits' | 'passwordParams' | 'lifecycle' | 'webhooks'
  >,
): AppServices {
  const { config, database } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const metrics = new PrometheusMetrics(database.knex);
  return {
    config,
    database,
    knex: database.knex,
    logger,
    limiters: createLimiters(
      {
        signInPerIp: { max: config.signInLimitPerMinute, windowMs: 60_000 },
        signInPerAccount: { max: config.signInLimitPerMinute, windowMs: 60_000 },
        general: { max: config.apiLimitPerMinute, windowMs: 60_000 },
        ...deps.limits,
      },
      config.rateLimitStore === 'database' ? database.knex : undefined,
    ),
    passwords: new PasswordHasher(deps.passwordParams),
    jobs: deps.jobs ?? new InlineJobRunner(),
    plans: config.stripe.secretKey ? new BillingPlanLimits(database.knex) : UNLIMITED,
    events: new WebhookOutbox(
      new WebhookDispatcher(database.knex, logger, {
        privateUrls: config.webhookPrivateUrls,
        metrics,
        userAgent: `Routier-Webhooks/${config.version}`,
        ...deps.webhooks,
      }),
    ),
    metrics,
    lifecycle: deps.lifecycle ?? { shuttingDown: false },
    startedAt: Date.now(),
  };
}

/** The services and mounted operations of an app built by createApp (for the server and tests). */
export function describeApp(app: Koa<AppState>): AppDescription {
  const description = described.get(app as unknown as Koa);
  if (!description) throw new Error('Not an app built by createApp');
  return description;
}
