import { owner, perUserListIndex, timestamps, type Migration } from './helpers.js';

/**
 * Vehicles, routes, fleet optimisations and pricing rules (document 1, section 3; document 2).
 * Money and distances are numeric (exact); repositories return them as numbers.
 */
export const planning: Migration = {
  name: '0005_planning',
  async up(knex) {
    await knex.schema.createTable('vehicles', (table) => {
      table.increments('id').primary();
      owner(table);
      table.string('name', 100).notNullable();
      table.string('type', 50).notNullable();
      table.decimal('capacity', 10, 2); // kg; null = unlimited
      table.decimal('cost_per_km', 5, 2).notNullable();
      table.boolean('is_active').notNullable().defaultTo(true);
      table.integer('max_work_hours').notNullable().defaultTo(8);
      table.decimal('max_distance', 10, 2).notNullable().defaultTo(500);
      table.jsonb('special_features');
      timestamps(table, knex);
      perUserListIndex(table, 'vehicles');
    });

    await knex.schema.createTable('routes', (table) => {
      table.increments('id').primary();
      table.string('name', 200).notNullable();
      owner(table);
      // SET NULL: deleting a vehicle must not erase the routes (and their history) it drove.
      table.integer('vehicle_id').references('id').inTable('vehicles').onDelete('SET NULL');
      table.text('start_location').notNullable();
      table.jsonb('destinations').notNullable();
      table.jsonb('optimized_route');
      table.jsonb('constraints');
      table.date('scheduled_date').defaultTo(knex.raw('CURRENT_DATE'));
      table.decimal('total_distance', 10, 2); // km
      table.integer('estimated_time'); // minutes
      table.decimal('total_cost', 10, 2); // dollars
      table.string('status', 20).notNullable().defaultTo('pending');
      timestamps(table, knex);
      perUserListIndex(table, 'routes');
      table.index(['user_id', 'scheduled_date'], 'routes_user_scheduled_idx');
      table.index(['user_id', 'status'], 'routes_user_status_idx');
      table.index(['vehicle_id'], 'routes_vehicle_idx');
    });

    await knex.schema.createTable('fleet_optimizations', (table) => {
      table.increments('id').primary();
      table.string('name', 200).notNullable();
      owner(table);
      table.text('start_location').notNullable();
      table.jsonb('destinations').notNullable();
      // A snapshot of the vehicles used (ids in json, no foreign key): the saved plan survives their deletion.
      table.jsonb('vehicle_ids').notNullable();
      table.jsonb('optimized_solution');
      table.decimal('total_distance', 10, 2);
      table.decimal('total_cost', 10, 2);
      table.jsonb('vehicle_utilization');
      table.string('status', 20).notNullable().defaultTo('planned');
      timestamps(table, knex);
      perUserListIndex(table, 'fleet_optimizations');
    });

    await knex.schema.createTable('pricing_rules', (table) => {
      table.increments('id').primary();
      owner(table);
      table.string('vehicle_type', 50).notNullable();
      table.decimal('base_rate', 6, 2).notNullable(); // dollars per km
      table.decimal('express_delivery_fee', 8, 2).notNullable().defaultTo(15);
      table.decimal('heavy_load_fee', 8, 2).notNullable().defaultTo(25);
      table.decimal('insurance_fee', 8, 2).notNullable().defaultTo(10);
      timestamps(table, knex);
      // One rule per vehicle type and user: pricing/calculate must find exactly one.
      table.unique(['user_id', 'vehicle_type'], { indexName: 'pricing_rules_user_type_key' });
      perUserListIndex(table, 'pricing_rules');
    });
  },
};
