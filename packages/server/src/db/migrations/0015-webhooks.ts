import { timestamps, type Migration } from './helpers.js';

/**
 * Outbound webhooks (issue 23, docs/webhooks.md): each user's endpoints with their signing secret, and the
 * outbox of deliveries — one row per event and endpoint, written in the transaction of the change it
 * announces, then attempted by any server process (`locked_until` keeps two from sending one at once).
 */
export const webhooks: Migration = {
  name: '0015_webhooks',
  async up(knex) {
    await knex.schema.createTable('webhook_endpoints', (table) => {
      table.increments('id').primary();
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.string('url', 2048).notNullable();
      table.string('description', 200);
      table.jsonb('events').notNullable();
      table.boolean('is_active').notNullable().defaultTo(true);
      // The server signs with it, so it is kept (as API providers do); shown to the user once.
      table.string('secret', 64).notNullable();
      // After a rotation, deliveries are also signed with the previous secret until it expires.
      table.string('previous_secret', 64);
      table.timestamp('previous_secret_expires_at', { useTz: true });
      timestamps(table, knex);
      table.index(['user_id'], 'webhook_endpoints_user_idx');
    });
    await knex.schema.createTable('webhook_deliveries', (table) => {
      table.bigIncrements('id').primary();
      table
        .integer('endpoint_id')
        .notNullable()
        .references('id')
        .inTable('webhook_endpoints')
        .onDelete('CASCADE');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.string('event_id', 40).notNullable();
      table.string('event', 40).notNullable();
      // json, not jsonb: the text keeps its key order, so the log shows what was sent as it was sent.
      table.json('payload').notNullable();
      table.string('status', 12).notNullable().defaultTo('pending');
      table.integer('attempts').notNullable().defaultTo(0);
      table.timestamp('next_attempt_at', { useTz: true });
      table.timestamp('locked_until', { useTz: true });
      table.timestamp('last_attempt_at', { useTz: true });
      table.integer('response_status');
      table.integer('duration_ms');
      table.string('error', 500);
      table.timestamp('delivered_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['endpoint_id', 'created_at'], 'webhook_deliveries_endpoint_idx');
      table.index(['next_attempt_at'], 'webhook_deliveries_due_idx');
    });
  },
};
