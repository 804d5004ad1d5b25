import type { Knex } from 'knex';

/** A forward-only migration compiled with the package (no file globbing at run time). */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
}

/** created_at (and updated_at) as timestamptz defaulting to now(); repositories bump updated_at. */
export function timestamps(table: Knex.CreateTableBuilder, knex: Knex, withUpdated = true): void {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  if (withUpdated) table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/**
 * The owning user. ON DELETE CASCADE: a user's records have no meaning without the account, and deleting an
 * account must erase its data (privacy policy: data export for 30 days, then removal). See ADR 0002.
 */
export function owner(table: Knex.CreateTableBuilder): void {
  table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
}

/** The per-user list index every resource needs: WHERE user_id = ? ORDER BY created_at DESC, id DESC. */
export function perUserListIndex(table: Knex.CreateTableBuilder, tableName: string): void {
  table.index(['user_id', 'created_at', 'id'], `${tableName}_user_created_idx`);
}
