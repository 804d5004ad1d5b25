import { owner, perUserListIndex, timestamps, type Migration } from './helpers.js';

/** Personal API tokens: only a SHA-256 of the secret is kept; the prefix lets users tell tokens apart. */
export const apiTokens: Migration = {
  name: '0003_api_tokens',
  async up(knex) {
    await knex.schema.createTable('api_tokens', (table) => {
      table.increments('id').primary();
      owner(table);
      table.string('name', 100).notNullable();
      table.string('token_hash', 64).notNullable().unique('api_tokens_token_hash_key');
      table.string('prefix', 16).notNullable();
      table.timestamp('last_used_at', { useTz: true });
      table.timestamp('expires_at', { useTz: true });
      table.timestamp('revoked_at', { useTz: true });
      timestamps(table, knex, false);
      perUserListIndex(table, 'api_tokens');
    });
  },
};
