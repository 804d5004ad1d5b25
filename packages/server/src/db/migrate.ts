import type { Knex } from 'knex';
import { migrationSource, migrations } from './migrations/index.js';

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  /** Names recorded in the database that this build does not know (a newer build migrated it). */
  unknown: string[];
}

const tableName = 'knex_migrations';

/** Applies pending migrations (each in its own transaction); answers the names applied by this call. */
export async function migrate(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource, tableName })) as [number, string[]];
  return applied;
}

export async function migrationStatus(knex: Knex): Promise<MigrationStatus> {
  const known = migrations.map((m) => m.name);
  const hasTable = await knex.schema.hasTable(tableName);
  const recorded = hasTable
    ? ((await knex(tableName).select('name').orderBy('id')) as Array<{ name: string }>).map((r) => r.name)
    : [];
  return {
    applied: recorded.filter((name) => known.includes(name)),
    pending: known.filter((name) => !recorded.includes(name)),
    unknown: recorded.filter((name) => !known.includes(name)),
  };
}
