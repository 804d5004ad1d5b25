import type { Migration } from './helpers.js';

/**
 * The account audit log (issue 24, docs/security.md): sign-ins and failures, sign-outs, tokens, webhook
 * endpoints, plan changes — with where they came from. Kept 365 days (maintenance purges older rows).
 */
export const securityEvents: Migration = {
  name: '0018_security_events',
  async up(knex) {
    await knex.schema.createTable('security_events', (table) => {
      table.bigIncrements('id').primary();
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.string('type', 40).notNullable();
      table.string('ip', 64).nullable();
      table.string('user_agent', 300).nullable();
      table.jsonb('details').notNullable().defaultTo('{}');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['user_id', 'created_at'], 'security_events_user_created_idx');
      table.index(['created_at'], 'security_events_created_idx');
    });
  },
};
