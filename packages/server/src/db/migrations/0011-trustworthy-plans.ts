import type { Migration } from './helpers.js';

/**
 * Plans a dispatcher can trust (issue 15): where stops may be placed (the user's default region and planning
 * reach, docs/planning.md "How Routier places your stops"), the candidates a cached geocode may also mean, and
 * routes whose totals describe an older version of their stops.
 */
export const trustworthyPlans: Migration = {
  name: '0011_trustworthy_plans',
  async up(knex) {
    await knex.schema.alterTable('user_preferences', (table) => {
      // ISO 3166-1 alpha-2; null: no preferred country.
      table.string('default_region', 2);
      table.integer('planning_reach_km').notNullable().defaultTo(300);
    });
    await knex.schema.alterTable('routes', (table) => {
      // The stops, start or vehicle changed after the totals and the plan were computed.
      table.boolean('totals_stale').notNullable().defaultTo(false);
    });
    await knex.schema.alterTable('geocode_cache', (table) => {
      table.jsonb('candidates');
    });
  },
};
