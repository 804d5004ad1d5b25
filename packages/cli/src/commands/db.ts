import type { Command } from 'commander';
import type { Database, MigrationStatus } from '@routier/server';
import type { Cli } from '../core/cli.js';
import { loadServer } from '../core/server-module.js';
import type { CommandContext } from '../core/context.js';
import { CliError, EXIT, UsageError } from '../io/errors.js';
import { examples } from '../core/help.js';
import { message, text } from '../output/view.js';
import type { Result } from '../output/render.js';

export interface DbFlags {
  dataDir?: string;
  json?: boolean;
}

/** The optional server package (core/server-module.ts), loaded on first use. */
const server = () => loadServer();

/** Opens the configured database (DATABASE_URL, else the embedded one) for one task, then closes it. */
async function withDatabase<T>(
  ctx: CommandContext,
  flags: DbFlags,
  task: (db: Database) => Promise<T>,
): Promise<T> {
  const { ConfigError, loadConfig, openDatabase, pgliteDirFor } = await server();
  let config;
  try {
    config = loadConfig({ ...ctx.io.env, ...(flags.dataDir ? { ROUTIER_DATA_DIR: flags.dataDir } : {}) });
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  let database;
  try {
    database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
    );
    return await task(database);
  } catch (error) {
    throw new CliError(EXIT.server, 'DATABASE_ERROR', `Database: ${(error as Error).message}`);
  } finally {
    await database?.close();
  }
}

/** `routier db migrate`: applies pending migrations; answers the names applied. */
export async function dbMigrate(
  ctx: CommandContext,
  flags: DbFlags,
): Promise<Result<{ applied: string[]; status: MigrationStatus }>> {
  const { migrate, migrationStatus } = await server();
  const result = await withDatabase(ctx, flags, async (db) => {
    const applied = await migrate(db.knex);
    return { applied, status: await migrationStatus(db.knex) };
  });
  return {
    data: result,
    view: message(
      'success',
      result.applied.length
        ? `Applied ${result.applied.length} migration(s): ${result.applied.join(', ')}`
        : 'Nothing to migrate: the database is up to date.',
    ),
  };
}

/** `routier db status`: applied, pending and unknown migrations. */
export async function dbStatus(ctx: CommandContext, flags: DbFlags): Promise<Result<MigrationStatus>> {
  const { migrationStatus } = await server();
  const status = await withDatabase(ctx, flags, (db) => migrationStatus(db.knex));
  return { data: status, view: text(describeStatus(status)) };
}

function describeStatus(status: MigrationStatus): string {
  const lines = [`applied: ${status.applied.length}`];
  if (status.pending.length) lines.push(`pending: ${status.pending.join(', ')}`);
  if (status.unknown.length) lines.push(`unknown to this build: ${status.unknown.join(', ')}`);
  if (!status.pending.length) lines.push('The database is up to date.');
  return lines.join('\n');
}

export function register(program: Command, cli: Cli): void {
  const db = program
    .command('db')
    .description('Database schema: migrate or inspect the database of DATABASE_URL (else the embedded one)');
  examples(db, 'routier db status', 'DATABASE_URL=postgres://localhost/routier routier db migrate');
  const migrateCommand = db
    .command('migrate')
    .description('Apply pending migrations (forward-only)')
    .option('--data-dir <dir>', 'embedded database directory when DATABASE_URL is not set')
    .option('--json', 'print one JSON document')
    .action(cli.action(dbMigrate));
  examples(
    migrateCommand,
    'DATABASE_URL=postgres://localhost/routier routier db migrate',
    'routier db migrate --data-dir ./.routier',
  );
  const statusCommand = db
    .command('status')
    .description('Show applied and pending migrations')
    .option('--data-dir <dir>', 'embedded database directory when DATABASE_URL is not set')
    .option('--json', 'print one JSON document')
    .action(cli.action(dbStatus));
  examples(statusCommand, 'routier db status', 'routier db status --json');
}
