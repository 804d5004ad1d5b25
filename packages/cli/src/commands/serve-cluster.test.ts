/**
 * `routier serve --cluster 2` on PostgreSQL, run as an operator would (the real binary, a fresh database):
 * two server processes share the port and the sessions, a process killed with SIGKILL is replaced while the
 * other keeps answering, and SIGTERM drains both and ends the primary. Refused on the embedded database.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../test-support/cli-harness.js';
import {
  ADMIN_URL,
  children,
  freePort,
  freshDatabase,
  request,
  routier,
  until,
} from '../test-support/processes.js';

describe('routier serve --cluster', () => {
  it('refuses the embedded database by name', async () => {
    const refused = await cli(['serve', '--cluster', '2', '--port', '0'], { env: { DATABASE_URL: '' } });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--cluster needs PostgreSQL (DATABASE_URL)');
  });
});

describe.skipIf(!ADMIN_URL)('routier serve --cluster 2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let primary: ChildProcess;
  let port = 0;
  let log: () => string;

  beforeAll(async () => {
    database = await freshDatabase('routier_cluster');
    port = await freePort();
    ({ child: primary, log } = routier(['serve', '--cluster', '2', '--port', String(port)], {
      DATABASE_URL: database.url,
      MIGRATE: '1',
      SESSION_SECRET: 'cluster-test-secret-0123456789-abcdefghijklmnop',
      LOG_LEVEL: 'warn',
    }));
    await until(
      async () => (await request(port, '/readyz')).status === 200,
      'the cluster to be ready',
      90_000,
    );
    await until(() => children(primary.pid!).length === 2, 'two server processes');
  }, 120_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    await database?.drop();
  });

  it('shares the port and the sessions, replaces a killed process, and drains on SIGTERM', async () => {
    const email = `cluster.${Date.now()}@routier.test`;
    const registered = await request(port, '/api/auth/register', {
      method: 'POST',
      body: { email, password: 'Cluster-password-1', firstName: 'C', lastName: 'L' },
    });
    expect(registered.status, registered.text).toBe(201);
    const cookie = registered.cookie!;

    // One process counts its /metrics calls 0, 1, 2, ... and never repeats a value; a repeat shows a second
    // process answering on the same port. The second may still be starting when /readyz first answers.
    const counts: number[] = [];
    await until(
      async () => {
        const metrics = await request(port, '/metrics');
        const line = metrics.text.split('\n').find((l) => l.includes('operation="getMetrics"')) ?? ' 0';
        counts.push(Number(line.slice(line.lastIndexOf(' ') + 1)));
        return new Set(counts).size < counts.length;
      },
      'both processes to answer /metrics',
      60_000,
    );
    // Each request on a new connection: both processes answer, and both know the session.
    for (let i = 0; i < 4; i++) expect((await request(port, '/api/auth/user', { cookie })).status).toBe(200);

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
    expect(log()).toContain(`Server process ${victim} ended (SIGKILL); starting another`);

    const workers = children(primary.pid!);
    const exit = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exit).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
