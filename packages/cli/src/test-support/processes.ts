/**
 * Running the real `routier` binary as an operator would, on a fresh PostgreSQL database: spawning it,
 * plain HTTP requests to it (each on its own connection), waiting for a condition, a process's children.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@routier/server';

export const BIN = fileURLToPath(new URL('../../bin/routier.js', import.meta.url));
export const ADMIN_URL = process.env.TEST_DATABASE_URL;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One request on its own connection (no keep-alive: the cluster may hand each to another process). */
export function request(
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

export const children = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);

export async function until(check: () => Promise<boolean> | boolean, what: string, ms = 30_000) {
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

/** A new, empty database on the test server; answers its URL and a function that drops it. */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = await openDatabase({ databaseUrl: ADMIN_URL! });
  await admin.knex.raw('create database ??', [name]);
  await admin.close();
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = await openDatabase({ databaseUrl: ADMIN_URL! });
      await again.knex.raw('drop database if exists ?? with (force)', [name]);
      await again.close();
    },
  };
}

/** `routier <args>` in the background, its output collected in `log()`. */
export function routier(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; log: () => string } {
  let log = '';
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  return { child, log: () => log };
}

/** Re-reads `read` every 200 ms until `done` holds for its value (default: truthy), and answers that value. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out: ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
