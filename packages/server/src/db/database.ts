import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.js';

/** PostgreSQL type ids whose text form we keep as is (see rows.ts for numbers). */
const DATE_OID = 1082;

/** A `date` column stays the `YYYY-MM-DD` text PostgreSQL sends: no time zone can shift it. */
const keepText = (value: string) => value;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Closes the pool (PostgreSQL) or the embedded instance, and releases the data directory. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; absent means the embedded database. */
  databaseUrl?: string;
  /** Directory of the embedded database files (absent with no databaseUrl: in memory). */
  pgliteDir?: string;
  /** An already started PGlite (tests: one instance per worker). */
  pglite?: PGlite;
  /** False when the given PGlite outlives this Database (close() then leaves it open). Default true. */
  ownsPglite?: boolean;
  /** Schema that holds the tables (default `public`); tests isolate each file in its own. */
  searchPath?: string;
  /** PostgreSQL pool size (default 10). */
  poolMax?: number;
}

/** Where the embedded database keeps its files inside ROUTIER_DATA_DIR. */
export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

function openPostgres(connectionString: string, options: OpenDatabaseOptions): Database {
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      oid === DATE_OID ? keepText : pg.types.getTypeParser(oid, format as 'text'),
  };
  const knex = knexFactory({
    client: 'pg',
    // While PostgreSQL is down (a restart, a failover) a request fails within seconds — a connection
    // attempt gives up after 5 s, waiting for a pooled one after 10 s — and answers 503; the pool makes
    // new connections once it is back, with no restart of ours.
    connection: { connectionString, types, connectionTimeoutMillis: 5000, keepAlive: true },
    pool: { min: 0, max: options.poolMax ?? 10 },
    acquireConnectionTimeout: 10_000,
    searchPath: options.searchPath ? [options.searchPath] : undefined,
  });
  return { knex, kind: 'postgres', close: () => knex.destroy() };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let pglite = options.pglite;
  if (!pglite) {
    if (options.pgliteDir) {
      await fs.mkdir(options.pgliteDir, { recursive: true });
      release = await acquireDataDirLock(options.pgliteDir);
    }
    try {
      pglite = new PGlite({ dataDir: options.pgliteDir, parsers: { [DATE_OID]: keepText } });
      await pglite.waitReady;
    } catch (error) {
      await release?.();
      throw error;
    }
  }
  const instance = pglite;
  const owned = options.ownsPglite !== false;
  // knex closes its single connection when destroyed; a borrowed instance gets a handle whose close is a no-op.
  const connection = owned
    ? instance
    : {
        waitReady: instance.waitReady,
        query: instance.query.bind(instance),
        close: async () => {},
      };
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    connection: { pglite: connection } as unknown as Knex.StaticConnectionConfig,
    searchPath: options.searchPath ? [options.searchPath] : undefined,
  });
  return {
    knex,
    kind: 'pglite',
    async close() {
      await knex.destroy();
      if (owned && !instance.closed) await instance.close();
      await release?.();
    },
  };
}
