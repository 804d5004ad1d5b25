import type { Migration } from './helpers.js';

/**
 * Table `geocode_cache`: one row per (provider, normalised address) with the provider's answer and when it
 * expires. Shared by all users (the same text gives the same place), never exposed directly. Only successful
 * lookups are stored; literal coordinates and the offline gazetteer are never cached (they are cheaper than the
 * query). Forward-only; registered in src/db/migrations/index.ts after 0008.
 */
export const geocodeCache: Migration = {
  name: '0009_geocode_cache',
  async up(knex) {
    // Briefly shipped as 0008_geocode_cache: a database migrated then already has the table.
    if (await knex.schema.hasTable('geocode_cache')) return;
    await knex.schema.createTable('geocode_cache', (table) => {
      table.string('provider', 20).notNullable();
      // normalizeAddress(text); at most 1000 UTF-8 bytes (longer addresses are not cached).
      table.string('address_key', 1000).notNullable();
      table.double('lat').notNullable();
      table.double('lng').notNullable();
      table.double('confidence').notNullable();
      table.string('precision', 20).notNullable();
      table.text('display_name').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.primary(['provider', 'address_key'], { constraintName: 'geocode_cache_pkey' });
      table.index(['expires_at'], 'geocode_cache_expires_at_idx');
    });
  },
};
