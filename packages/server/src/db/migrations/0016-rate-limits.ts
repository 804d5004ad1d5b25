import type { Migration } from './helpers.js';

/**
 * Rate limits shared by every server process (issue 20, docs/operations.md): one fixed window per key
 * (`sign-in:ip:203.0.113.7`, `optimize:user:12`, ...). Rows of finished windows are purged by maintenance.
 */
export const rateLimits: Migration = {
  name: '0016_rate_limits',
  async up(knex) {
    await knex.schema.createTable('rate_limit_windows', (table) => {
      table.string('key', 300).primary();
      table.integer('count').notNullable();
      table.timestamp('reset_at', { useTz: true }).notNullable();
      table.index(['reset_at'], 'rate_limit_windows_reset_idx');
    });
  },
};
