import { owner, perUserListIndex, timestamps, type Migration } from './helpers.js';

/** Drivers, shift templates, daily schedules and time entries (document 2, Shift & Schedule Management). */
export const scheduling: Migration = {
  name: '0006_scheduling',
  async up(knex) {
    await knex.schema.createTable('drivers', (table) => {
      table.increments('id').primary();
      owner(table);
      table.string('name', 100).notNullable();
      table.string('email', 255);
      table.string('phone', 50);
      table.string('license_number', 50);
      table.string('license_type', 20).notNullable().defaultTo('regular');
      table.integer('max_work_hours').notNullable().defaultTo(8);
      table.boolean('is_active').notNullable().defaultTo(true);
      table.jsonb('emergency_contact');
      timestamps(table, knex);
      perUserListIndex(table, 'drivers');
    });

    await knex.schema.createTable('shift_templates', (table) => {
      table.increments('id').primary();
      owner(table);
      table.string('name', 100).notNullable();
      table.integer('start_time').notNullable().defaultTo(480); // minutes after midnight
      table.integer('end_time').notNullable().defaultTo(1020);
      table
        .jsonb('days_of_week')
        .notNullable()
        .defaultTo(JSON.stringify([1, 2, 3, 4, 5])); // 1 = Monday
      table.integer('break_duration').notNullable().defaultTo(30); // minutes
      table.boolean('is_active').notNullable().defaultTo(true);
      table.string('color', 7).notNullable().defaultTo('#3B82F6');
      timestamps(table, knex);
      perUserListIndex(table, 'shift_templates');
    });

    await knex.schema.createTable('daily_schedules', (table) => {
      table.increments('id').primary();
      owner(table);
      // SET NULL: the spec shows such a schedule as 'Unassigned' / 'Not assigned' rather than losing it.
      table.integer('driver_id').references('id').inTable('drivers').onDelete('SET NULL');
      table.integer('vehicle_id').references('id').inTable('vehicles').onDelete('SET NULL');
      table.integer('shift_template_id').references('id').inTable('shift_templates').onDelete('SET NULL');
      table.string('schedule_date', 10).notNullable(); // YYYY-MM-DD, as the spec stores it
      table.integer('start_time').notNullable().defaultTo(480);
      table.integer('end_time').notNullable().defaultTo(1020);
      table.string('status', 20).notNullable().defaultTo('scheduled');
      table.timestamp('actual_start_time', { useTz: true });
      table.timestamp('actual_end_time', { useTz: true });
      table.integer('break_time').notNullable().defaultTo(30);
      table.text('notes');
      table.jsonb('assigned_routes');
      timestamps(table, knex);
      perUserListIndex(table, 'daily_schedules');
      table.index(['user_id', 'schedule_date'], 'daily_schedules_user_date_idx');
      table.index(['driver_id'], 'daily_schedules_driver_idx');
      table.index(['vehicle_id'], 'daily_schedules_vehicle_idx');
      table.index(['shift_template_id'], 'daily_schedules_template_idx');
    });

    await knex.schema.createTable('time_entries', (table) => {
      table.increments('id').primary();
      owner(table);
      // CASCADE: clock-in/out entries describe one driver and go with that driver's record.
      table.integer('driver_id').notNullable().references('id').inTable('drivers').onDelete('CASCADE');
      // SET NULL: an entry stays valid (it happened) when its planned schedule is removed.
      table.integer('schedule_id').references('id').inTable('daily_schedules').onDelete('SET NULL');
      table.string('entry_type', 20).notNullable();
      table.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.jsonb('location');
      table.text('notes');
      timestamps(table, knex, false);
      perUserListIndex(table, 'time_entries');
      table.index(['driver_id', 'timestamp'], 'time_entries_driver_time_idx');
      table.index(['schedule_id'], 'time_entries_schedule_idx');
    });
  },
};
