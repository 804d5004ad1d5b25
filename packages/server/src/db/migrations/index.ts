import type { Knex } from 'knex';
import type { Migration } from './helpers.js';
import { sessions } from './0001-sessions.js';
import { users } from './0002-users.js';
import { apiTokens } from './0003-api-tokens.js';
import { pageVisits } from './0004-page-visits.js';
import { planning } from './0005-planning.js';
import { scheduling } from './0006-scheduling.js';
import { multiDay } from './0007-multi-day.js';
import { idempotencyKeys } from './0008-idempotency-keys.js';
import { geocodeCache } from './0009-geocode-cache.js';
import { optimizationJobs } from './0010-optimization-jobs.js';
import { trustworthyPlans } from './0011-trustworthy-plans.js';
import { schedulingRules } from './0012-scheduling-rules.js';
import { billing } from './0013-billing.js';
import { recurringRoutes } from './0014-recurring-routes.js';
import { webhooks } from './0015-webhooks.js';
import { rateLimits } from './0016-rate-limits.js';
import { jobQueue } from './0017-job-queue.js';
import { securityEvents } from './0018-security-events.js';

export type { Migration } from './helpers.js';

/**
 * Every migration, in order. Forward-only: a shipped migration is never edited; add a new module and
 * append it here (its name sorts after the last one).
 */
export const migrations: readonly Migration[] = [
  sessions,
  users,
  apiTokens,
  pageVisits,
  planning,
  scheduling,
  multiDay,
  idempotencyKeys,
  geocodeCache,
  optimizationJobs,
  trustworthyPlans,
  schedulingRules,
  billing,
  recurringRoutes,
  webhooks,
  rateLimits,
  jobQueue,
  securityEvents,
];

/** knex's migration source over the list above: no directory scan, works from the compiled package. */
export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => ({
    up: (knex: Knex) => migration.up(knex),
    down: async () => {
      throw new Error(`Migrations are forward-only; ${migration.name} cannot be undone.`);
    },
  }),
};
