import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';

/**
 * One isolated, migrated database per test file, in its own schema (search_path):
 * - PostgreSQL (TEST_DATABASE_URL set): schema `test_<unix time>_<random>` in that database.
 * - Embedded (default): the same in one PGlite per vitest worker, shared by the worker's files (vitest runs
 *   them one after the other with `isolate: false`). The instance starts from the data directory that
 *   global-setup.ts initialised once per run (~0.6 s instead of ~4 s of initdb).
 * Dropped after the file's last test by setup-file.ts.
 */

const DATE_OID = 1082;
const parsers = { [DATE_OID]: (value: string) => value };

export interface TestDatabase {
  database: Database;
  /** The schema holding the file's tables. */
  schema: string;
  drop(): Promise<void>;
}

/** `test_<unix seconds>_<random>`: global setup drops ones older than a day (left by killed runs). */
export function newSchemaName(): string {
  return `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresSchema(url) : createPgliteSchema();
}

async function withAdmin<T>(
  url: string,
  task: (admin: ReturnType<typeof knexFactory>) => Promise<T>,
): Promise<T> {
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    return await task(admin);
  } finally {
    await admin.destroy();
  }
}

async function createPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = newSchemaName();
  await withAdmin(url, (admin) => admin.raw('create schema ??', [schema]));
  const database = await openDatabase({ databaseUrl: url, searchPath: schema, poolMax: 4 });
  await migrate(database.knex);
  return {
    database,
    schema,
    async drop() {
      await database.close();
      await withAdmin(url, (admin) => admin.raw('drop schema if exists ?? cascade', [schema]));
    },
  };
}

let workerPglite: Promise<PGlite> | undefined;

/** The worker's PGlite: from the run's template when there is one, else a fresh one. Never closed early. */
function sharedPglite(): Promise<PGlite> {
  workerPglite ??= (async () => {
    let template: string | undefined;
    try {
      template = inject('pgliteTemplate');
    } catch {
      template = undefined; // not running under the server's vitest global setup
    }
    const pglite = template
      ? new PGlite({ parsers, loadDataDir: new Blob([await fs.readFile(template)]) })
      : new PGlite({ parsers });
    await pglite.waitReady;
    return pglite;
  })();
  return workerPglite;
}

async function createPgliteSchema(): Promise<TestDatabase> {
  const pglite = await sharedPglite();
  const schema = newSchemaName();
  await pglite.exec(`create schema "${schema}"`);
  const database = await openDatabase({ pglite, ownsPglite: false, searchPath: schema });
  await migrate(database.knex);
  return {
    database,
    schema,
    async drop() {
      await database.close();
      await pglite.exec(`drop schema if exists "${schema}" cascade`);
    },
  };
}

/**
 * Builds the run's PGlite data directory once (initdb done) into `file`. It runs in a child process so the
 * ~0.7 GB of the WebAssembly instance is returned when it exits, not held by vitest for the whole run.
 */
export async function buildPgliteTemplate(file: string): Promise<void> {
  const script = `
    import { writeFile } from 'node:fs/promises';
    import { PGlite } from '@electric-sql/pglite';
    const pglite = new PGlite();
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('none');
    await writeFile(process.argv[1], Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
  `;
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, file],
      { cwd: path.dirname(fileURLToPath(import.meta.url)) },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`PGlite template: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/** Drops test schemas older than a day that killed runs left behind in the PostgreSQL test database. */
export async function dropStaleSchemas(url: string): Promise<void> {
  const cutoff = Math.floor(Date.now() / 1000) - 24 * 60 * 60;
  await withAdmin(url, async (admin) => {
    const { rows } = (await admin.raw("select nspname from pg_namespace where nspname like 'test\\_%'")) as {
      rows: Array<{ nspname: string }>;
    };
    for (const { nspname } of rows) {
      const stamp = /^test_(\d{10})_[0-9a-f]+$/.exec(nspname);
      if (stamp && Number(stamp[1]) < cutoff) await admin.raw('drop schema if exists ?? cascade', [nspname]);
    }
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the initialised PGlite data-dir dump (absent on PostgreSQL runs). */
    pgliteTemplate?: string;
  }
}
