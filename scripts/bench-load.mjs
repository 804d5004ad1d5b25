#!/usr/bin/env node
// Load benchmark (a script that prints tables, not a timed test): the real binary on this machine's
// PostgreSQL, a fresh database per topology, autocannon as the client on the same machine.
//
//   npm run build && npm run bench:load -- [--seconds 10] [--soak-minutes 10] [--topologies 1,2,q] [--drain 1000]
//
// Per topology (`1`: one `routier serve`; `2`: `routier serve --cluster 2`; `q`: two `routier serve` with
// JOB_RUNNER=pgboss on two ports, the client spreading its connections over both, and two `routier worker`):
//  - GET /api/routes?limit=100 (100 routes stored) at 1, 10, 50 and 100 connections, then paced at 500 req/s;
//  - POST /api/routes/optimize (25 stops with coordinates) at 1, 5, 10 and 20 connections;
//  each step: throughput, p50/p95/p99 (exact, from every response), errors (non-2xx or socket errors).
// Then a soak of both calls for --soak-minutes on the last topology: errors and each process's resident
// memory at its start and end. With --drain N (topology q): N optimisation jobs of 200 stops (1 s each) queued
// at once, and how fast the two workers (one job at a time each: one per core) drain them.
// Results: docs/benchmarks.md, "Load".
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
    topologies: { type: 'string', default: '1,2,q' },
    drain: { type: 'string', default: '1000' },
  },
});
const SECONDS = Number(args.seconds);
const SOAK_MINUTES = Number(args['soak-minutes']);
const DRAIN = Number(args.drain);
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

function routier(args, env) {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: {
      ...process.env,
      MIGRATE: '1',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      API_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

/**
 * `1` or `2`: `routier serve [--cluster 2]`; `q`: two servers with JOB_RUNNER=pgboss and two workers.
 * Answers the servers' URLs, how many server processes there are, and a stop function.
 */
async function startTopology(topology, databaseUrl) {
  const env = { DATABASE_URL: databaseUrl };
  if (topology !== 'q') {
    const port = await freePort();
    const processes = Number(topology);
    const stop = routier(
      ['serve', '--port', String(port), ...(processes > 1 ? ['--cluster', String(processes)] : [])],
      env,
    );
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url);
    return { urls: [url], processes, stop };
  }
  const queued = { ...env, JOB_RUNNER: 'pgboss' };
  const urls = [];
  const stops = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    stops.push(routier(['serve', '--port', String(port)], queued));
    urls.push(`http://127.0.0.1:${port}`);
    await waitReady(urls[i]); // one at a time: the first migrates
  }
  for (let i = 0; i < 2; i++) stops.push(routier(['worker', '--concurrency', '1'], queued));
  return { urls, processes: 2, stop: () => Promise.all(stops.map((stop) => stop())) };
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
function load(urls, auth, { path, method = 'GET', body, connections, seconds, overallRate }) {
  const times = [];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        // Several servers: autocannon spreads the connections over them (a balancer's round robin).
        url: urls.length === 1 ? `${urls[0]}${path}` : urls.map((url) => `${url}${path}`),
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
async function residentMemory(urls, processes) {
  const sizes = [];
  for (let i = 0; i < processes; i++) {
    const url = urls[i % urls.length];
    const text = await new Promise((resolve, reject) =>
      http
        .get(`${url}/metrics`, { agent: false }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve(body));
        })
        .on('error', reject),
    );
    const read = (name) =>
      Math.round(Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]) / 1024 / 1024);
    sizes.push(
      `${read('routier_process_resident_memory_bytes')} (${read('routier_nodejs_heap_size_used_bytes')})`,
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
/** N jobs of 200 stops queued at once on topology q; how fast the workers drain them. */
async function drain(urls, auth, databaseUrl, count) {
  const body = (i) =>
    JSON.stringify({
      kind: 'basic',
      timeLimitSeconds: 1,
      input: { startLocation: AUSTIN.join(','), vehicleType: 'cargo_van', destinations: stops(200, i) },
    });
  const started = Date.now();
  let next = 0;
  const submit = async () => {
    while (next < count) {
      const i = next++;
      const r = await fetch(`${urls[i % urls.length]}/api/optimization-jobs`, {
        method: 'POST',
        headers: auth,
        body: body(i),
      });
      if (r.status !== 202) throw new Error(`job ${i}: ${r.status} ${await r.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, submit));
  const submitted = (Date.now() - started) / 1000;
  const db = await openDatabase({ databaseUrl });
  try {
    for (;;) {
      const [{ active }] = await db
        .knex('optimization_jobs')
        .whereIn('status', ['queued', 'running'])
        .count({ active: '*' });
      if (Number(active) === 0) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const rows = await db
      .knex('optimization_jobs')
      .select('status', 'created_at', 'started_at', 'finished_at');
    const first = Math.min(...rows.map((r) => r.started_at?.getTime() ?? Infinity));
    const last = Math.max(...rows.map((r) => r.finished_at.getTime()));
    const runs = rows
      .filter((r) => r.started_at)
      .map((r) => r.finished_at - r.started_at)
      .sort((a, b) => a - b);
    const statuses = {};
    for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const seconds = (last - first) / 1000;
    console.log(
      `\nDrain: ${count} jobs of 200 stops (time limit 1 s), 2 servers + 2 workers (--concurrency 1)\n`,
    );
    console.log('| jobs | submitted in s | drained in s | jobs/s | run p50 / p95 ms | outcomes |');
    console.log('|---:|---:|---:|---:|---|---|');
    console.log(
      `| ${count} | ${fmt(submitted)} | ${fmt(seconds)} | ${fmt(count / seconds, 2)} | ${percentile(runs, 50)} / ${percentile(runs, 95)} | ${Object.entries(
        statuses,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} |`,
    );
  } finally {
    await db.close();
  }
}

const TOPOLOGY_NAMES = {
  1: '1 server process',
  2: '2 server processes (--cluster 2)',
  q: '2 servers + 2 workers (JOB_RUNNER=pgboss)',
};
const topologies = args.topologies.split(',');
for (const name of topologies) {
  await withDatabase(async (databaseUrl) => {
    const topology = TOPOLOGY_NAMES[name];
    const server = await startTopology(name, databaseUrl);
    const { urls, processes } = server;
    try {
      const auth = await seed(urls[0]);
      const get = { path: '/api/routes?limit=100', seconds: SECONDS };
      await load(urls, auth, { ...get, connections: 6, seconds: 3 }); // warm-up
      const gets = [];
      for (const connections of [1, 10, 50, 100]) gets.push(await load(urls, auth, { ...get, connections }));
      gets.push(await load(urls, auth, { ...get, connections: 50, overallRate: 500 }));
      table(`GET /api/routes?limit=100 (100 routes), ${topology}, ${SECONDS} s per step`, gets);

      const post = { path: '/api/routes/optimize', method: 'POST', body: optimizeBody, seconds: SECONDS };
      await load(urls, auth, { ...post, connections: 2, seconds: 3 }); // warm-up
      const posts = [];
      for (const connections of [1, 5, 10, 20]) posts.push(await load(urls, auth, { ...post, connections }));
      table(`POST /api/routes/optimize (25 stops), ${topology}, ${SECONDS} s per step`, posts);

      if (name === 'q' && DRAIN > 0) await drain(urls, auth, databaseUrl, DRAIN);

      if (SOAK_MINUTES > 0 && name === topologies.at(-1)) {
        const seconds = SOAK_MINUTES * 60;
        // Each process's memory every minute: resident (V8 heap in use), MiB.
        const samples = [[0, await residentMemory(urls, processes)]];
        const sampler = setInterval(
          async () => samples.push([samples.length, await residentMemory(urls, processes)]),
          60_000,
        );
        const [soakGet, soakPost] = await Promise.all([
          load(urls, auth, { ...get, connections: 10, seconds, overallRate: 100 }),
          load(urls, auth, { ...post, connections: 4, seconds, overallRate: 10 }),
        ]);
        clearInterval(sampler);
        table(`Soak, ${topology}, ${SOAK_MINUTES} min: GET paced at 100/s and optimise at 10/s together`, [
          soakGet,
          soakPost,
        ]);
        console.log('\n| minute | memory per process: resident (V8 heap in use), MiB |\n|---:|---|');
        for (const [minute, sizes] of samples) console.log(`| ${minute} | ${sizes.join(' · ')} |`);
      }
    } finally {
      await server.stop();
    }
  });
}
