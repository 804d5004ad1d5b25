import type { Migration } from './helpers.js';

/**
 * Jobs run by `routier worker` processes from the pg-boss queue (JOB_RUNNER=pgboss, docs/operations.md):
 * how many times a worker has taken the job, so a job whose worker keeps dying is failed with a reason
 * instead of being handed out for ever.
 */
export const jobQueue: Migration = {
  name: '0017_job_queue',
  async up(knex) {
    await knex.schema.alterTable('optimization_jobs', (table) => {
      table.integer('attempts').notNullable().defaultTo(0);
    });
  },
};
