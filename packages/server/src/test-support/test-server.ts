import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { createApp, describeApp, type AppDeps } from '../app/create-app.js';
import type { AppState } from '../kernel/context.js';
import type { AppServices } from '../kernel/services.js';
import { loadConfig, type Config, type Env } from '../config/config.js';
import { createLogger } from '../http/logger.js';
import { ResponseValidator } from '../http/openapi/response-validator.js';
import { answerProtocolErrors } from '../http/protocol-errors.js';
import { loadSpec } from '../http/openapi/spec.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { TestClient } from './test-client.js';

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789-abcdefghijklmnop';
export const TEST_PASSWORD_PARAMS = { N: 1024, r: 8, p: 1 };

export interface TestServerOptions {
  /** Environment variables on top of the test defaults (LOG_LEVEL=silent, a fixed SESSION_SECRET). */
  env?: Env;
  handlers?: AppDeps['handlers'];
  limits?: AppDeps['limits'];
  /** The job runner (tests of planning give one with a scripted solver); default an inline runner. */
  jobs?: AppDeps['jobs'];
  /** Webhook delivery settings (a short retry schedule). */
  webhooks?: AppDeps['webhooks'];
  /** Check every answer against openapi.yaml (default true). */
  validateResponses?: boolean;
}

export interface TestServer {
  url: string;
  app: Koa<AppState>;
  services: AppServices;
  config: Config;
  knex: Knex;
  /** A new client (its own cookie jar), validating answers against the spec. */
  client(): TestClient;
  /** Stops listening (the file's database stays for the other servers of the file). */
  close(): Promise<void>;
}

let fileDatabase: Promise<TestDatabase> | undefined;
const openServers = new Set<TestServer>();

/** The test file's database: created on first use, dropped after the file (setup-file.ts). */
export function testDatabase(): Promise<TestDatabase> {
  fileDatabase ??= createTestDatabase();
  return fileDatabase;
}

/** Closes the file's servers and drops its database; setup-file.ts runs it after every test file. */
export async function releaseTestResources(): Promise<void> {
  await Promise.all([...openServers].map((s) => s.close()));
  const database = fileDatabase;
  fileDatabase = undefined;
  await (await database)?.drop();
}

let validator: ResponseValidator | undefined;

/**
 * An app on a real database, listening on a free port of 127.0.0.1. All servers of one test file share
 * the file's isolated database, so use unique e-mails (uniqueEmail()) and ids you created.
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database } = await testDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET, ...options.env });
  const app = createApp({
    config,
    database,
    sessionSecret: config.sessionSecret ?? TEST_SESSION_SECRET,
    logger: createLogger(config.logLevel),
    handlers: options.handlers,
    limits: options.limits,
    jobs: options.jobs,
    webhooks: options.webhooks,
    compileAllSchemas: false,
    // scrypt at N = 2^10 instead of 2^15: the same code path, a fraction of the CPU.
    passwordParams: TEST_PASSWORD_PARAMS,
  });
  const server = http.createServer(app.callback());
  answerProtocolErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const check =
    options.validateResponses === false ? undefined : (validator ??= new ResponseValidator(loadSpec()));
  let closed: Promise<void> | undefined;
  const testServer: TestServer = {
    url,
    app,
    services: describeApp(app).services,
    config,
    knex: database.knex,
    client: () => new TestClient(url, check),
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        openServers.delete(testServer);
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => describeApp(app).services.events.stop());
      return closed;
    },
  };
  openServers.add(testServer);
  return testServer;
}
