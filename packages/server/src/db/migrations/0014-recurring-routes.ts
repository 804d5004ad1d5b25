import type { Migration } from './helpers.js';

/**
 * Multi-day planning (issue 17): the route generated for one occurrence of a recurring delivery remembers
 * it, so a plan re-run reuses that route instead of creating another (one route per delivery and date).
 * Deleting the recurring delivery keeps its routes (SET NULL), as the API promises.
 */
export const recurringRoutes: Migration = {
  name: '0014_recurring_routes',
  async up(knex) {
    await knex.schema.alterTable('routes', (table) => {
      table
        .integer('recurring_delivery_id')
        .references('id')
        .inTable('recurring_deliveries')
        .onDelete('SET NULL');
      table.unique(['recurring_delivery_id', 'scheduled_date'], {
        indexName: 'routes_recurring_occurrence_unique',
      });
    });
  },
};
