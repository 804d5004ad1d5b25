import type { Command } from 'commander';
import {
  ConfigError,
  loadConfig,
  migrate,
  migrationStatus,
  openDatabase,
  pgliteDirFor,
  type MigrationStatus,
} from '@routier/server';

export interface DbFlags {
  dataDir?: string;
  json?: boolean;
}

function usageError(message: string): Error {
  return Object.assign(new Error(message), { exitCode: 2 });
}

/** Opens the configured database (DATABASE_URL, else the embedded one) for one task, then closes it. */
async function withDatabase<T>(
  flags: DbFlags,
  task: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
): Promise<T> {
  let config;
  try {
    config = loadConfig({ ...process.env, ...(flags.dataDir ? { ROUTIER_DATA_DIR: flags.dataDir } : {}) });
  } catch (error) {
    if (error instanceof ConfigError) throw usageError(error.message);
    throw error;
  }
  let database;
  try {
    database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
    );
    return await task(database);
  } catch (error) {
    throw Object.assign(new Error(`Database: ${(error as Error).message}`), { exitCode: 3 });
  } finally {
    await database?.close();
  }
}

/** `routier db migrate`: applies pending migrations; answers the names applied. */
export function dbMigrate(flags: DbFlags): Promise<{ applied: string[]; status: MigrationStatus }> {
  return withDatabase(flags, async (db) => {
    const applied = await migrate(db.knex);
    return { applied, status: await migrationStatus(db.knex) };
  });
}

/** `routier db status`: applied, pending and unknown migrations. */
export function dbStatus(flags: DbFlags): Promise<MigrationStatus> {
  return withDatabase(flags, (db) => migrationStatus(db.knex));
}

function describeStatus(status: MigrationStatus): string {
  const lines = [`applied: ${status.applied.length}`];
  if (status.pending.length) lines.push(`pending: ${status.pending.join(', ')}`);
  if (status.unknown.length) lines.push(`unknown to this build: ${status.unknown.join(', ')}`);
  if (!status.pending.length) lines.push('The database is up to date.');
  return lines.join('\n');
}

export function register(program: Command): void {
  const db = program
    .command('db')
    .description('Database schema: migrate or inspect the database of DATABASE_URL (else the embedded one)');
  db.command('migrate')
    .description('Apply pending migrations (forward-only)')
    .option('--data-dir <dir>', 'embedded database directory when DATABASE_URL is not set')
    .option('--json', 'print one JSON document')
    .action(async (flags: DbFlags) => {
      const result = await dbMigrate(flags);
      console.log(
        flags.json
          ? JSON.stringify(result)
          : result.applied.length
            ? `Applied ${result.applied.length} migration(s): ${result.applied.join(', ')}`
            : 'Nothing to migrate: the database is up to date.',
      );
    });
  db.command('status')
    .description('Show applied and pending migrations')
    .option('--data-dir <dir>', 'embedded database directory when DATABASE_URL is not set')
    .option('--json', 'print one JSON document')
    .action(async (flags: DbFlags) => {
      const status = await dbStatus(flags);
      console.log(flags.json ? JSON.stringify(status) : describeStatus(status));
    });
}
