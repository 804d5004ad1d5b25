import type { Migration } from './helpers.js';

/** Server-side session store for koa-session (DESIGN.md: several stateless processes share it). */
export const sessions: Migration = {
  name: '0001_sessions',
  async up(knex) {
    await knex.schema.createTable('sessions', (table) => {
      table.string('sid', 255).primary();
      table.jsonb('sess').notNullable();
      table.timestamp('expire', { useTz: true }).notNullable();
      table.index(['expire'], 'sessions_expire_idx');
    });
  },
};
