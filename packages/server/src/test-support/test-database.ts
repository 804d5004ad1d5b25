import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';

/**
 * One isolated, migrated database per test file:
 * - PostgreSQL (TEST_DATABASE_URL set): a fresh schema `test_<random>` (search_path), dropped at the end.
 * - Embedded (default): a PGlite loaded from the pre-migrated template that global-setup.ts dumped once
 *   per run (~0.6 s instead of ~4 s initdb + migrations); without the template, a fresh one.
 */

const DATE_OID = 1082;

export interface TestDatabase {
  database: Database;
  /** The schema holding the tables on PostgreSQL (undefined on PGlite). */
  schema?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresSchema(url);
  return createPglite();
}

async function createPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create schema ??', [schema]);
  } finally {
    await admin.destroy();
  }
  const database = await openDatabase({ databaseUrl: url, searchPath: schema, poolMax: 4 });
  await migrate(database.knex);
  return {
    database,
    schema,
    async drop() {
      await database.close();
      const cleanup = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
      try {
        await cleanup.raw('drop schema if exists ?? cascade', [schema]);
      } finally {
        await cleanup.destroy();
      }
    },
  };
}

async function createPglite(): Promise<TestDatabase> {
  let template: string | undefined;
  try {
    template = inject('pgliteTemplate');
  } catch {
    template = undefined; // not running under the server's vitest global setup
  }
  const options = { parsers: { [DATE_OID]: (value: string) => value } };
  const pglite = template
    ? new PGlite({ ...options, loadDataDir: new Blob([await fs.readFile(template)]) })
    : new PGlite(options);
  await pglite.waitReady;
  const database = await openDatabase({ pglite });
  if (!template) await migrate(database.knex);
  return { database, drop: () => database.close() };
}

/** Builds the migrated template once per test run; answers the dump file. */
export async function buildPgliteTemplate(file: string): Promise<void> {
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  try {
    await migrate(database.knex);
    const dump = await pglite.dumpDataDir('none');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data-dir dump (absent on PostgreSQL runs). */
    pgliteTemplate?: string;
  }
}
