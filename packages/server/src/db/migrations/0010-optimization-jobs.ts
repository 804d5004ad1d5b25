import type { Migration } from './helpers.js';

/**
 * Table `optimization_jobs`: optimisation jobs (POST /api/optimization-jobs), so a job's status, progress and
 * result survive the process that ran it and every server process can answer for it. Kept 24 hours after
 * they finish (purged by the job service). `runner` and `heartbeat_at` tell whether the process running a
 * job is still alive (a job whose heartbeat stopped is shown failed); `cancel_requested` lets any process
 * cancel a job another one runs. Forward-only; registered in src/db/migrations/index.ts.
 */
export const optimizationJobs: Migration = {
  name: '0010_optimization_jobs',
  async up(knex) {
    await knex.schema.createTable('optimization_jobs', (table) => {
      table.string('id', 40).primary();
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.string('kind', 16).notNullable();
      table.string('status', 16).notNullable();
      table.jsonb('input').notNullable();
      table.integer('time_limit_s').notNullable();
      table.jsonb('progress').notNullable();
      table.jsonb('history').notNullable();
      table.jsonb('result');
      table.jsonb('error');
      table.boolean('cancel_requested').notNullable().defaultTo(false);
      table.string('runner', 64).notNullable();
      table.timestamp('heartbeat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('started_at', { useTz: true });
      table.timestamp('finished_at', { useTz: true });
      table.index(['user_id', 'created_at', 'id'], 'optimization_jobs_user_created_idx');
      table.index(['status', 'heartbeat_at'], 'optimization_jobs_status_idx');
      table.index(['finished_at'], 'optimization_jobs_finished_idx');
    });
  },
};
