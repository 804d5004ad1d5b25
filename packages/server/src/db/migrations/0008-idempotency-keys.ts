import type { Migration } from './helpers.js';

/**
 * Answers kept for `Idempotency-Key` retries (24 hours). status_code null means the first request is still
 * running. The answer body is encrypted (it may hold a secret shown once, such as a new API token).
 */
export const idempotencyKeys: Migration = {
  name: '0008_idempotency_keys',
  async up(knex) {
    await knex.schema.createTable('idempotency_keys', (table) => {
      table.bigIncrements('id').primary();
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.string('key', 255).notNullable();
      table.string('request_hash', 64).notNullable();
      table.integer('status_code');
      table.text('response_body');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.unique(['user_id', 'key'], { indexName: 'idempotency_keys_user_key_key' });
      table.index(['expires_at'], 'idempotency_keys_expires_idx');
    });
  },
};
