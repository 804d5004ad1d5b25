import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config.js';
import { KnexGeocodeCacheStore } from '../geo/index.js';
import { createLogger } from '../http/logger.js';
import { startServer, type RunningServer } from './server.js';
import { insertJob } from '../jobs/job-repository.js';
import { initialProgress } from '../jobs/job-progress.js';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from '../test-support/index.js';

const silent = createLogger('silent');
const cheapPasswords = { N: 1024, r: 8, p: 1 };

// Each start of a new embedded data directory runs initdb (~3 s alone, far more on a loaded machine).
const SLOW = 240_000;

describe('startServer on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-data-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const start = (extra: Record<string, string> = {}) =>
    startServer(loadConfig({ PORT: '0', ROUTIER_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra }), {
      logger: silent,
      host: '127.0.0.1',
      passwordParams: cheapPasswords,
    });

  it(
    'migrates a new data directory, keeps the data and the sessions across a restart',
    async () => {
      const first = await start();
      const client = new TestClient(first.url);
      const email = uniqueEmail('restart');
      expect(
        (
          await client.post('/api/auth/register', {
            email,
            password: STRONG_PASSWORD,
            firstName: 'R',
            lastName: 'S',
          })
        ).status,
      ).toBe(201);
      await first.close();

      // The session secret was generated once and kept (0600) so cookies survive the restart.
      const secretFile = path.join(dataDir, 'session-secret');
      expect((await fs.stat(secretFile)).mode & 0o777).toBe(0o600);

      const second = await start();
      const again = new TestClient(second.url);
      again.cookies.clear();
      for (const [name, value] of client.cookies) again.cookies.set(name, value);
      expect((await again.get<{ email: string }>('/api/auth/user')).body.email).toBe(email);
      expect((await new TestClient(second.url).login(email, STRONG_PASSWORD)).status).toBe(200);
      await second.close();
    },
    SLOW,
  );

  it(
    'purges expired cached geocodes at start, in the background',
    async () => {
      const first = await start();
      const place = {
        lat: 30.27,
        lng: -97.74,
        confidence: 0.7,
        precision: 'city' as const,
        displayName: 'A',
      };
      const cache = new KnexGeocodeCacheStore(first.database.knex);
      await cache.set('nominatim', 'server test expired', place, new Date(Date.now() - 1000));
      await cache.set('nominatim', 'server test live', place, new Date(Date.now() + 3_600_000));
      await first.close();

      // The periodic purge is 10 minutes away: only the one at start can remove the expired row.
      const second = await start();
      try {
        const keys = async () =>
          (
            (await second.database
              .knex('geocode_cache')
              .where('address_key', 'like', 'server test %')
              .pluck('address_key')) as string[]
          ).sort();
        await vi.waitFor(async () => expect(await keys()).toEqual(['server test live']), {
          timeout: 30_000,
          interval: 100,
        });
      } finally {
        await second.close();
      }
    },
    SLOW,
  );

  it(
    'marks the jobs a crash left running as failed, with the reason, when it starts again',
    async () => {
      const first = await start();
      const client = new TestClient(first.url);
      const userId = (await client.register()).user.id;
      // A job the previous run was solving when it died: still `running`, its heartbeat a moment ago.
      const job = await insertJob(first.database.knex, {
        id: 'job_left_by_a_crash',
        userId,
        kind: 'basic',
        input: {},
        timeLimitSeconds: 30,
        progress: initialProgress('distance'),
        runner: 'the-crashed-process',
      });
      await first.database.knex('optimization_jobs').where({ id: job.id }).update({ status: 'running' });
      await first.close();

      const second = await start();
      try {
        const row = await second.database.knex('optimization_jobs').where({ id: job.id }).first();
        expect(row.status).toBe('failed');
        expect(JSON.parse(typeof row.error === 'string' ? row.error : JSON.stringify(row.error))).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: 'The server stopped while this job was running; please start it again.',
        });
      } finally {
        await second.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a second server on the same data directory while the first runs',
    async () => {
      const first = await start();
      try {
        await expect(start()).rejects.toThrow(/in use|already open/);
      } finally {
        await first.close();
      }
    },
    SLOW,
  );

  it(
    'drains in-flight requests and jobs on close, then refuses new connections',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const running: RunningServer = await startServer(
        loadConfig({ PORT: '0', ROUTIER_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        {
          logger: silent,
          host: '127.0.0.1',
          handlers: {
            getMapConfig: async (ctx) => {
              await gate;
              ctx.body = { slow: true };
            },
          },
        },
      );
      const client = new TestClient(running.url);
      const slow = client.get<{ slow: boolean }>('/api/config/map');
      let jobFinished = false;
      const job = running.jobs.run('test', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        jobFinished = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const closing = running.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
      release();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ slow: true });
      await closing;
      await job;
      expect(jobFinished).toBe(true);
      await expect(running.jobs.run('late', async () => 1)).rejects.toThrow(/shutting down/);
    },
    SLOW,
  );

  it(
    'runs main until SIGTERM (the gazetteer warmed up after listening), then stops gracefully with exit code 0',
    async () => {
      // Reuses the data directory the tests above initialised, so the child skips initdb.
      const main = fileURLToPath(new URL('../main.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, PORT: '0', ROUTIER_DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const listening = new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /"port":(\d+)/.exec(output);
          if (match && output.includes('Routier is listening')) resolve(Number(match[1]));
        });
        child.on('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
      });
      try {
        const port = await listening;
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
        // The offline gazetteer is loaded right after listening, before any geocoding request asked for it.
        await vi.waitFor(() => expect(output).toContain('"msg":"offline gazetteer loaded"'), {
          timeout: 15_000,
          interval: 50,
        });
        expect(output.indexOf('Routier is listening')).toBeLessThan(
          output.indexOf('offline gazetteer loaded'),
        );
        const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(output).toContain('"msg":"stopped"');
      } finally {
        // A failed expectation must not leave the child running.
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    },
    SLOW,
  );
});

describe('startServer on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL;
  const schema = `test_start_${process.pid}`;
  const admin = url ? knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } }) : undefined;
  const withSchema = url ? `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}` : '';

  beforeAll(async () => {
    await admin?.raw('drop schema if exists ?? cascade', [schema]);
    await admin?.raw('create schema ??', [schema]);
  });
  afterAll(async () => {
    await admin?.raw('drop schema if exists ?? cascade', [schema]);
    await admin?.destroy();
  });

  it.skipIf(!url)(
    'refuses to start on an unmigrated database unless MIGRATE=1',
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-pg-'));
      const env = { PORT: '0', ROUTIER_DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: withSchema };
      await expect(startServer(loadConfig(env), { logger: silent })).rejects.toThrow(/routier db migrate/);
      const running = await startServer(loadConfig({ ...env, MIGRATE: '1' }), {
        logger: silent,
        host: '127.0.0.1',
      });
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      await running.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    SLOW,
  );
});
