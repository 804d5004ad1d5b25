/**
 * Analytics benchmark (a script, not a timed test): `getAnalytics` for one user with many routes, on
 * PostgreSQL (the figures are SQL aggregates: nothing but the answer leaves the database) or the embedded
 * database, through the service the handler calls.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:analytics -w @routier/server -- [--routes 50000] [--runs 20]
 *   npm run bench:analytics -w @routier/server -- --routes 50000     (embedded PGlite in a temporary directory)
 *
 * PostgreSQL runs in a scratch schema dropped at the end. Results: docs/benchmarks.md, "Analytics".
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import knexFactory from 'knex';
import { analyticsFor } from '../src/analytics/analytics-service.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';

const { values: args } = parseArgs({
  options: { routes: { type: 'string', default: '50000' }, runs: { type: 'string', default: '20' } },
});
const ROUTES = Number(args.routes);
const RUNS = Number(args.runs);
const STATUSES = ['pending', 'planned', 'optimized', 'in_progress', 'completed', 'cancelled'];

async function withDatabase<T>(run: (db: Database, kind: string) => Promise<T>): Promise<T> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-bench-analytics-'));
    const database = await openDatabase({ pgliteDir: dir });
    try {
      return await run(database, 'PGlite (embedded)');
    } finally {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  const admin = knexFactory({ client: 'pg', connection: url });
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await admin.raw('create schema ??', [schema]);
  const database = await openDatabase({ databaseUrl: url, searchPath: schema });
  try {
    return await run(database, 'PostgreSQL');
  } finally {
    await database.close();
    await admin.raw('drop schema if exists ?? cascade', [schema]);
    await admin.destroy();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

await withDatabase(async ({ knex }, kind) => {
  await migrate(knex);
  const [user] = await knex('users').insert({ email: 'bench@routier.test' }).returning('id');
  const userId = (user as { id: number }).id;
  for (let v = 0; v < 40; v++) {
    await knex('vehicles').insert({
      user_id: userId,
      name: `Van ${v}`,
      type: v % 3 ? 'cargo_van' : 'standard_truck',
      cost_per_km: 1.2,
      is_active: v % 5 !== 0,
    });
  }
  const started = Date.now();
  const stop = (i: number) => ({ address: `Stop ${i}`, priority: 'medium', serviceTime: 15 });
  for (let i = 0; i < ROUTES; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, ROUTES - i) }, (_, k) => {
      const n = i + k;
      const day = String(1 + (n % 28)).padStart(2, '0');
      return {
        user_id: userId,
        name: `Route ${n}`,
        start_location: 'Austin, TX',
        destinations: JSON.stringify(Array.from({ length: 1 + (n % 12) }, (_, s) => stop(s))),
        scheduled_date: `2025-${String(1 + (n % 12)).padStart(2, '0')}-${day}`,
        status: STATUSES[n % STATUSES.length],
        total_distance: 20 + (n % 300),
        total_cost: 24 + (n % 360),
        estimated_time: 60 + (n % 240),
      };
    });
    await knex('routes').insert(rows);
  }
  await knex.raw('analyze routes');
  const loadMs = Date.now() - started;
  const time = async (range: { from?: string; to?: string }) => {
    await analyticsFor(knex, userId, range); // warm-up
    const ms: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const t = process.hrtime.bigint();
      await analyticsFor(knex, userId, range);
      ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return ms;
  };
  const all = await time({});
  const month = await time({ from: '2025-03-01', to: '2025-03-31' });
  console.log(
    `\n${kind}: ${ROUTES.toLocaleString('en-US')} routes of one user (loaded in ${(loadMs / 1000).toFixed(1)} s), ${RUNS} runs each\n`,
  );
  console.log('| range | routes counted | median ms | p90 ms |');
  console.log('|---|---|---|---|');
  const counted = async (range: { from?: string; to?: string }) =>
    (await analyticsFor(knex, userId, range)).totalRoutes;
  console.log(
    `| all dates | ${(await counted({})).toLocaleString('en-US')} | ${median(all).toFixed(1)} | ${p90(all).toFixed(1)} |`,
  );
  console.log(
    `| one month | ${(await counted({ from: '2025-03-01', to: '2025-03-31' })).toLocaleString('en-US')} | ${median(month).toFixed(1)} | ${p90(month).toFixed(1)} |`,
  );
});
