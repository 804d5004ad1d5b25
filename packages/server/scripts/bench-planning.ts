/**
 * Planning API benchmark (a script, not a timed test): CSV import of many routes through the real HTTP stack
 * (validation, SDK parser, offline geocoding, one transaction), on the embedded database (PGlite on disk, as
 * `npm start` runs it) and on PostgreSQL when a URL is given.
 *
 *   npm run bench:planning -w @routier/server -- [--routes 1000] [--stops 10] [--runs 5] [--json]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:planning -w @routier/server
 *
 * PostgreSQL runs in a scratch schema that is dropped at the end. Results: docs/benchmarks.md, "Planning API".
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import knexFactory from 'knex';
import { createApp } from '../src/app/create-app.js';
import { loadConfig } from '../src/config/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: '1000' },
    stops: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
  },
});
const ROUTES = Number(args.routes);
const STOPS = Number(args.stops);
const RUNS = Number(args.runs);

/** Texas places the offline gazetteer resolves (to city centres: approximate stops, as CSV imports are). */
const PLACES = [
  'Austin, TX',
  'Round Rock, TX',
  'Georgetown, TX',
  'Pflugerville, TX',
  'Cedar Park, TX',
  'Leander, TX',
  'San Marcos, TX',
  'Kyle, TX',
  'Buda, TX',
  'New Braunfels, TX',
  'Seguin, TX',
  'Lockhart, TX',
  'Bastrop, TX',
  'Elgin, TX',
  'Taylor, TX',
  'Hutto, TX',
  'Manor, TX',
  'Lakeway, TX',
  'Dripping Springs, TX',
  'Wimberley, TX',
  'Temple, TX',
  'Killeen, TX',
  'Belton, TX',
  'Waco, TX',
  'San Antonio, TX',
  'Houston, TX',
  'Dallas, TX',
  'Fort Worth, TX',
  'Plano, TX',
  'Frisco, TX',
  'McKinney, TX',
  'Denton, TX',
  'Arlington, TX',
  'Irving, TX',
  'Garland, TX',
  'Mesquite, TX',
  'Killeen, TX',
  'Bryan, TX',
  'College Station, TX',
  'Victoria, TX',
];

/** A file in the bulk-export layout's cousin: route name, start, one destination per column. */
function csvOf(kind: 'places' | 'coordinates'): string {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const place = () =>
    kind === 'places'
      ? PLACES[next() % PLACES.length]
      : `${(29 + (next() % 20000) / 10000).toFixed(4)},${(-98 + (next() % 20000) / 10000).toFixed(4)}`;
  const header = [
    'Route Name',
    'Start Location',
    ...Array.from({ length: STOPS }, (_, i) => `Destination ${i + 1}`),
  ];
  const quote = (s: string) => `"${s}"`;
  const lines = [header.join(',')];
  for (let r = 0; r < ROUTES; r += 1) {
    lines.push(
      [quote(`Route ${r + 1}`), quote(place()), ...Array.from({ length: STOPS }, () => quote(place()))].join(
        ',',
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

interface Row {
  database: string;
  file: string;
  routes: number;
  stops: number;
  kb: number;
  runs: number;
  minMs: number;
  meanMs: number;
  maxMs: number;
  dryRunMs: number;
  commit: string;
}

async function withDatabase<T>(
  kind: 'pglite' | 'postgres',
  url: string | undefined,
  use: (db: Database) => Promise<T>,
) {
  if (kind === 'pglite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-bench-'));
    const database = await openDatabase({ pgliteDir: dir });
    try {
      await migrate(database.knex);
      return await use(database);
    } finally {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw('create schema ??', [schema]);
  const database = await openDatabase({ databaseUrl: url, searchPath: schema });
  try {
    await migrate(database.knex);
    return await use(database);
  } finally {
    await database.close();
    await admin.raw('drop schema if exists ?? cascade', [schema]);
    await admin.destroy();
  }
}

async function bench(kind: 'pglite' | 'postgres', url: string | undefined, commit: string): Promise<Row[]> {
  return withDatabase(kind, url, async (database) => {
    const secret = randomBytes(24).toString('hex');
    const config = loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: secret });
    const app = createApp({
      config,
      database,
      sessionSecret: secret,
      limits: { general: { max: 10_000, windowMs: 60_000 } },
    });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${secret.slice(0, 8)}@example.com`,
          password: 'Bench1234!x',
          firstName: 'B',
          lastName: 'B',
        }),
      });
      const cookie = registered.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const upload = async (csvData: string, dryRun = false) => {
        const started = performance.now();
        const response = await fetch(`${base}/api/routes/upload-csv${dryRun ? '?dryRun=true' : ''}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ csvData }),
        });
        const body = (await response.json()) as { routesCreated?: number; message?: string };
        const ms = performance.now() - started;
        if (response.status !== (dryRun ? 200 : 201)) throw new Error(`${response.status} ${body.message}`);
        return ms;
      };
      // Warm-up: loads the gazetteer (about 0.4 s, once per process) and compiles the request schema.
      await upload('Route Name,Start Location,Destination\nWarm,"Austin, TX","Round Rock, TX"\n');
      const rows: Row[] = [];
      for (const file of ['places', 'coordinates'] as const) {
        const csv = csvOf(file);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) times.push(await upload(csv));
        const dryRunMs = await upload(csv, true);
        rows.push({
          database: kind === 'pglite' ? 'embedded (PGlite, disk)' : 'PostgreSQL',
          file,
          routes: ROUTES,
          stops: STOPS,
          kb: Math.round(Buffer.byteLength(csv) / 1024),
          runs: RUNS,
          minMs: Math.round(Math.min(...times)),
          meanMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
          maxMs: Math.round(Math.max(...times)),
          dryRunMs: Math.round(dryRunMs),
          commit,
        });
      }
      return rows;
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const url = process.env.BENCH_DATABASE_URL;
const rows = [
  ...(await bench('pglite', undefined, commit)),
  ...(url ? await bench('postgres', url, commit) : []),
];
if (args.json) {
  for (const row of rows) console.log(JSON.stringify(row));
} else {
  console.log(`CSV import, ${ROUTES} routes x ${STOPS} stops, ${RUNS} runs each, commit ${commit}`);
  console.log('| database | stops given as | file KB | min ms | mean ms | max ms | dry run ms |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.file === 'places' ? 'place names (geocoded offline)' : 'coordinates'} | ${r.kb} | ${r.minMs} | ${r.meanMs} | ${r.maxMs} | ${r.dryRunMs} |`,
    );
  }
}
