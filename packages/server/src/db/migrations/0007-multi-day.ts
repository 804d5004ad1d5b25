import { owner, perUserListIndex, timestamps, type Migration } from './helpers.js';

/** Multi-day plans, their daily route assignments, and recurring deliveries (document 2). */
export const multiDay: Migration = {
  name: '0007_multi_day',
  async up(knex) {
    await knex.schema.createTable('multi_day_plans', (table) => {
      table.increments('id').primary();
      table.string('name', 200).notNullable();
      owner(table);
      table.text('description');
      table.date('start_date').notNullable();
      table.date('end_date').notNullable();
      table.string('plan_type', 20).notNullable().defaultTo('weekly');
      table.jsonb('recurring_pattern');
      table.jsonb('constraints');
      table.string('status', 20).notNullable().defaultTo('draft');
      table.decimal('total_estimated_cost', 12, 2);
      table.decimal('total_estimated_distance', 12, 2);
      timestamps(table, knex);
      perUserListIndex(table, 'multi_day_plans');
    });

    await knex.schema.createTable('daily_route_assignments', (table) => {
      table.increments('id').primary();
      // The spec lists no userId here; we keep one so every user-owned row is filtered the same way.
      owner(table);
      // CASCADE: an assignment is part of its plan, and meaningless without its route.
      table
        .integer('multi_day_plan_id')
        .notNullable()
        .references('id')
        .inTable('multi_day_plans')
        .onDelete('CASCADE');
      table.integer('route_id').notNullable().references('id').inTable('routes').onDelete('CASCADE');
      table.date('assigned_date').notNullable();
      // SET NULL: the day's plan stays; it just needs a new vehicle or driver.
      table.integer('vehicle_id').references('id').inTable('vehicles').onDelete('SET NULL');
      table.integer('driver_id').references('id').inTable('drivers').onDelete('SET NULL');
      table.integer('priority').notNullable().defaultTo(0);
      table.integer('estimated_start_time'); // minutes after midnight
      table.integer('estimated_end_time');
      table.timestamp('actual_start_time', { useTz: true });
      table.timestamp('actual_end_time', { useTz: true });
      table.string('status', 20).notNullable().defaultTo('scheduled');
      table.text('notes');
      timestamps(table, knex);
      table.index(['multi_day_plan_id', 'assigned_date'], 'daily_route_assignments_plan_date_idx');
      table.index(['user_id', 'assigned_date'], 'daily_route_assignments_user_date_idx');
      table.index(['route_id'], 'daily_route_assignments_route_idx');
      table.index(['vehicle_id'], 'daily_route_assignments_vehicle_idx');
      table.index(['driver_id'], 'daily_route_assignments_driver_idx');
    });

    await knex.schema.createTable('recurring_deliveries', (table) => {
      table.increments('id').primary();
      owner(table);
      table.string('name', 200).notNullable();
      table.jsonb('customer_info');
      table.text('pickup_location').notNullable();
      table.text('delivery_location').notNullable();
      table.jsonb('recurrence_pattern').notNullable();
      table.string('service_type', 20).notNullable().defaultTo('standard');
      table.jsonb('special_requirements');
      table.integer('estimated_duration').notNullable().defaultTo(30); // minutes
      table.jsonb('preferred_time_window');
      table.boolean('is_active').notNullable().defaultTo(true);
      table.date('start_date').notNullable();
      table.date('end_date');
      table.date('last_generated');
      timestamps(table, knex);
      perUserListIndex(table, 'recurring_deliveries');
    });
  },
};
