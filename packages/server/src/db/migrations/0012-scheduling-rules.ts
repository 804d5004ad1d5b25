import type { Migration } from './helpers.js';

/**
 * Scheduling (issue 16): overnight shifts, each driver's calendar feed key, and the account's time zone
 * (shifts are wall-clock times in it; the calendar feed converts them). A driver written without a key gets
 * one from gen_random_uuid (PostgreSQL's strong random source, 244 bits for two of them).
 */
export const schedulingRules: Migration = {
  name: '0012_scheduling_rules',
  async up(knex) {
    await knex.schema.alterTable('shift_templates', (table) => {
      table.boolean('overnight').notNullable().defaultTo(false);
    });
    await knex.schema.alterTable('daily_schedules', (table) => {
      table.boolean('overnight').notNullable().defaultTo(false);
      table.index(['user_id', 'driver_id', 'schedule_date'], 'daily_schedules_user_driver_date_idx');
    });
    // Rows written without a key (existing ones, direct inserts) get one from the database; the server
    // writes its own (32 random bytes, base64url).
    await knex.schema.alterTable('drivers', (table) => {
      table
        .string('calendar_key', 64)
        .notNullable()
        .defaultTo(
          knex.raw(`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
        )
        .unique({ indexName: 'drivers_calendar_key_unique' });
    });
    await knex.schema.alterTable('user_preferences', (table) => {
      table.string('time_zone', 64).notNullable().defaultTo('UTC');
    });
  },
};
