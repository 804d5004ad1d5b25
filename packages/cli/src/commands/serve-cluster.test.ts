/**
 * `routier serve --cluster 2` on PostgreSQL, run as an operator would (the real binary, a fresh database):
 * two server processes share the port and the sessions, a process killed with SIGKILL is replaced while the
 * other keeps answering, and SIGTERM drains both and ends the primary. Refused on the embedded database.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@routier/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../test-support/cli-harness.js';

const BIN = fileURLToPath(new URL('../../bin/routier.js', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One request on its own connection (no keep-alive: the cluster may hand each to another process). */
function request(
  port: number,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<{ status: number; text: string; cookie?: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          connection: 'close',
          ...(body ? { 'content-type': 'application/json', origin: `http://localhost:${port}` } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            cookie: res.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; '),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const children = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('routier serve --cluster', () => {
  it('refuses the embedded database by name', async () => {
    const refused = await cli(['serve', '--cluster', '2', '--port', '0'], { env: { DATABASE_URL: '' } });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--cluster needs PostgreSQL (DATABASE_URL)');
  });
});

describe.skipIf(!ADMIN_URL)('routier serve --cluster 2 on PostgreSQL', () => {
  const name = `routier_cluster_${Date.now().toString(36)}`;
  let databaseUrl = '';
  let primary: ChildProcess;
  let port = 0;
  let log = '';

  beforeAll(async () => {
    const admin = await openDatabase({ databaseUrl: ADMIN_URL! });
    await admin.knex.raw('create database ??', [name]);
    await admin.close();
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    port = await freePort();
    primary = spawn(process.execPath, [BIN, 'serve', '--cluster', '2', '--port', String(port)], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MIGRATE: '1',
        SESSION_SECRET: 'cluster-test-secret-0123456789-abcdefghijklmnop',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    primary.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    await until(
      async () => (await request(port, '/readyz')).status === 200,
      'the cluster to be ready',
      90_000,
    );
    await until(() => children(primary.pid!).length === 2, 'two server processes');
  }, 120_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    const admin = await openDatabase({ databaseUrl: ADMIN_URL! });
    await admin.knex.raw('drop database if exists ?? with (force)', [name]);
    await admin.close();
  });

  it('shares the port and the sessions, replaces a killed process, and drains on SIGTERM', async () => {
    const email = `cluster.${Date.now()}@routier.test`;
    const registered = await request(port, '/api/auth/register', {
      method: 'POST',
      body: { email, password: 'Cluster-password-1', firstName: 'C', lastName: 'L' },
    });
    expect(registered.status, registered.text).toBe(201);
    const cookie = registered.cookie!;

    // Each request on a new connection: both processes answer, and both know the session.
    for (let i = 0; i < 4; i++) expect((await request(port, '/api/auth/user', { cookie })).status).toBe(200);
    const counts: number[] = [];
    for (let i = 0; i < 8; i++) {
      const metrics = await request(port, '/metrics');
      const line = metrics.text.split('\n').find((l) => l.includes('operation="getMetrics"')) ?? ' 0';
      counts.push(Number(line.slice(line.lastIndexOf(' ') + 1)));
    }
    // One process would count its /metrics calls 0, 1, 2, ...; two repeat values.
    expect(new Set(counts).size, `metrics calls seen: ${counts.join(',')}`).toBeLessThan(counts.length);

    const [victim, survivor] = children(primary.pid!);
    process.kill(victim, 'SIGKILL');
    await until(() => {
      const now = children(primary.pid!);
      return now.length === 2 && now.includes(survivor) && !now.includes(victim);
    }, 'a replacement process');
    await until(
      async () => (await request(port, '/api/auth/user', { cookie })).status === 200,
      'answers again',
    );
    expect(log).toContain(`Server process ${victim} ended (SIGKILL); starting another`);

    const workers = children(primary.pid!);
    const exit = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exit).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
