#!/usr/bin/env node
// Load benchmark (a script that prints tables, not a timed test): the real binary on this machine's
// PostgreSQL, a fresh database per topology, autocannon as the client on the same machine.
//
//   npm run build && npm run bench:load -- [--seconds 10] [--soak-minutes 10] [--topologies 1,2]
//
// Per topology (`1`: one `routier serve`; `2`: `routier serve --cluster 2`):
//  - GET /api/routes?limit=100 (100 routes stored) at 1, 10, 50 and 100 connections, then paced at 500 req/s;
//  - POST /api/routes/optimize (25 stops with coordinates) at 1, 5, 10 and 20 connections;
//  each step: throughput, p50/p95/p99 (exact, from every response), errors (non-2xx or socket errors).
// Then a soak of both calls for --soak-minutes on the last topology: errors and each process's resident
// memory at its start and end. Results: docs/benchmarks.md, "Load".
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server to create databases on.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '@routier/server';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    'soak-minutes': { type: 'string', default: '10' },
    topologies: { type: 'string', default: '1,2' },
  },
});
const SECONDS = Number(args.seconds);
const SOAK_MINUTES = Number(args['soak-minutes']);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BIN = fileURLToPath(new URL('../packages/cli/bin/routier.js', import.meta.url));
const SECRET = 'bench-load-session-secret-0123456789-abcdefghij';

const AUSTIN = [30.2672, -97.7431];
const stops = (n, seed) =>
  Array.from({ length: n }, (_, i) => {
    const a = (seed * 7919 + i * 104729) % 1000;
    return `${(AUSTIN[0] + ((a % 97) - 48) / 300).toFixed(4)},${(AUSTIN[1] + ((a % 89) - 44) / 300).toFixed(4)}`;
  });

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(url) {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became ready`);
}

async function startTopology(processes, databaseUrl) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--port', String(port), ...(processes > 1 ? ['--cluster', String(processes)] : [])],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MIGRATE: '1',
        SESSION_SECRET: SECRET,
        LOG_LEVEL: 'warn',
        API_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A user with an API token and 100 stored routes. */
async function seed(url) {
  const email = `bench.${Date.now()}@routier.test`;
  const password = 'Bench-password-1';
  const origin = { origin: url.replace('127.0.0.1', 'localhost'), 'content-type': 'application/json' };
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email, password, firstName: 'Load', lastName: 'Bench' }),
  });
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await (
    await fetch(`${url}/api/tokens`, {
      method: 'POST',
      headers: { ...origin, cookie },
      body: JSON.stringify({ name: 'bench' }),
    })
  ).json();
  const auth = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' };
  const rows = ['route_name,start_location,address,lat,lng'];
  for (let r = 0; r < 100; r++)
    for (const [i, place] of stops(5, r).entries())
      rows.push(`Route ${r},"${AUSTIN.join(',')}",Stop ${i},${place}`);
  const upload = await fetch(`${url}/api/routes/upload-csv`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ csvData: rows.join('\n') }),
  });
  if (upload.status !== 201) throw new Error(`seeding routes: ${upload.status} ${await upload.text()}`);
  return auth;
}

const optimizeBody = JSON.stringify({
  startLocation: AUSTIN.join(','),
  vehicleType: 'cargo_van',
  priority: 'distance',
  destinations: stops(25, 42),
});

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One autocannon run; every response time recorded, so the percentiles are exact. */
function load(url, auth, { path, method = 'GET', body, connections, seconds, overallRate }) {
  const times = [];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${path}`,
        method,
        body,
        headers: auth,
        connections,
        duration: seconds,
        ...(overallRate ? { overallRate } : {}),
        setupClient: (client) => client.on('response', (_status, _bytes, ms) => times.push(ms)),
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          connections,
          rate: overallRate ?? null,
          rps: result.requests.total / seconds,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          errors: result.errors + result.non2xx + result.timeouts,
          total: result.requests.total,
        });
      },
    );
  });
}

/** Each process's resident memory: with no other traffic, new connections reach the processes in turn. */
async function residentMemory(url, processes) {
  const sizes = [];
  for (let i = 0; i < processes; i++) {
    const text = await new Promise((resolve, reject) =>
      http
        .get(`${url}/metrics`, { agent: false }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve(body));
        })
        .on('error', reject),
    );
    sizes.push(
      Math.round(Number(text.match(/^routier_process_resident_memory_bytes (\S+)/m)?.[1]) / 1024 / 1024),
    );
  }
  return sizes;
}

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
function table(title, rows) {
  console.log(`\n${title}\n`);
  console.log('| connections | paced at | req/s | p50 ms | p95 ms | p99 ms | errors / requests |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.connections} | ${r.rate ?? '-'} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} / ${r.total} |`,
    );
}

async function withDatabase(run) {
  const name = `routier_bench_${Date.now().toString(36)}`;
  const admin = await openDatabase({ databaseUrl: ADMIN_URL });
  await admin.knex.raw('create database ??', [name]);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.knex.raw('drop database if exists ?? with (force)', [name]);
    await admin.close();
  }
}

console.log(
  `Load benchmark, ${new Date().toISOString()}, Node ${process.version}; client and servers on this machine.`,
);
for (const processes of args.topologies.split(',').map(Number)) {
  await withDatabase(async (databaseUrl) => {
    const topology =
      processes === 1 ? '1 server process' : `${processes} server processes (--cluster ${processes})`;
    const server = await startTopology(processes, databaseUrl);
    try {
      const auth = await seed(server.url);
      const get = { path: '/api/routes?limit=100', seconds: SECONDS };
      await load(server.url, auth, { ...get, connections: 5, seconds: 3 }); // warm-up
      const gets = [];
      for (const connections of [1, 10, 50, 100])
        gets.push(await load(server.url, auth, { ...get, connections }));
      gets.push(await load(server.url, auth, { ...get, connections: 50, overallRate: 500 }));
      table(`GET /api/routes?limit=100 (100 routes), ${topology}, ${SECONDS} s per step`, gets);

      const post = { path: '/api/routes/optimize', method: 'POST', body: optimizeBody, seconds: SECONDS };
      await load(server.url, auth, { ...post, connections: 2, seconds: 3 }); // warm-up
      const posts = [];
      for (const connections of [1, 5, 10, 20])
        posts.push(await load(server.url, auth, { ...post, connections }));
      table(`POST /api/routes/optimize (25 stops), ${topology}, ${SECONDS} s per step`, posts);

      if (SOAK_MINUTES > 0 && processes === Number(args.topologies.split(',').at(-1))) {
        const before = await residentMemory(server.url, processes);
        const seconds = SOAK_MINUTES * 60;
        const [soakGet, soakPost] = await Promise.all([
          load(server.url, auth, { ...get, connections: 10, seconds, overallRate: 100 }),
          load(server.url, auth, { ...post, connections: 4, seconds, overallRate: 10 }),
        ]);
        const after = await residentMemory(server.url, processes);
        table(`Soak, ${topology}, ${SOAK_MINUTES} min: GET paced at 100/s and optimise at 10/s together`, [
          soakGet,
          soakPost,
        ]);
        console.log(
          `\nResident memory per process (MiB): at the start ${before.join(', ')}; at the end ${after.join(', ')}`,
        );
      }
    } finally {
      await server.stop();
    }
  });
}
