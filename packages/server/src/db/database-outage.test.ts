/**
 * PostgreSQL going away mid-load and coming back (a restart, a failover), simulated by a TCP proxy between
 * the server and PostgreSQL that drops every connection and refuses new ones, then listens again: requests
 * fail fast with 503 SERVICE_UNAVAILABLE and Retry-After (never a hang, never a 500), readiness says so, and
 * once the database is back the same server answers again without a restart. PostgreSQL only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app/create-app.js';
import { loadConfig } from '../config/config.js';
import { TestClient, testDatabase, TEST_SESSION_SECRET } from '../test-support/index.js';
import { PostgresProxy } from '../test-support/postgres-proxy.js';
import { openDatabase, type Database } from './database.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL restarting under a running server', () => {
  let proxy: PostgresProxy;
  let database: Database;
  let server: http.Server;
  let client: TestClient;

  beforeAll(async () => {
    const { schema } = await testDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    proxy = new PostgresProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.listen();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), searchPath: schema, poolMax: 4 });
    const config = loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET });
    const app = createApp({ config, database, sessionSecret: TEST_SESSION_SECRET, compileAllSchemas: false });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await client.register();
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  it('answers 503 fast while the database is gone, and serves again once it is back', async () => {
    expect((await client.get('/api/vehicles')).status).toBe(200);

    await proxy.cut();
    for (const path of ['/api/vehicles', '/api/routes']) {
      const started = Date.now();
      const down = await client.get(path);
      expect(Date.now() - started, path).toBeLessThan(12_000);
      expect(down.status, path).toBe(503);
      expect(down.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(down.headers.get('retry-after')).toBe('5');
    }
    // The probe of a load balancer: no session (a signed-in request fails earlier, at its session lookup).
    const probe = new TestClient(client.baseUrl);
    const ready = await probe.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ details: [expect.objectContaining({ field: 'database' })] });

    await proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 200; attempt++) {
      status = (await client.get('/api/vehicles')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await probe.get('/readyz')).status).toBe(200);
  }, 60_000);
});
