import { timestamps, type Migration } from './helpers.js';

/**
 * Page-visit tracking (document 1, section 7). ON DELETE SET NULL on the user: the anonymous visit count
 * stays meaningful after an account is deleted, but no longer points at anyone.
 */
export const pageVisits: Migration = {
  name: '0004_page_visits',
  async up(knex) {
    await knex.schema.createTable('page_visits', (table) => {
      table.bigIncrements('id').primary();
      table.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      table.string('path', 2048).notNullable();
      table.text('referrer');
      table.text('user_agent');
      table.integer('viewport_width');
      table.integer('viewport_height');
      // The instant the browser reported; created_at is when the server stored it.
      table.timestamp('visited_at', { useTz: true });
      timestamps(table, knex, false);
      table.index(['created_at'], 'page_visits_created_idx');
      table.index(['user_id'], 'page_visits_user_idx');
    });
  },
};
