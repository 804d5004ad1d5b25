import { timestamps, type Migration } from './helpers.js';

/**
 * Accounts and their per-user settings. user_preferences holds, besides the spec's route defaults, the
 * Settings screen's profile (company, contact) and notification flags: one row per user created at
 * registration, typed columns with the spec's defaults (ADR 0003).
 */
export const users: Migration = {
  name: '0002_users',
  async up(knex) {
    await knex.schema.createTable('users', (table) => {
      table.increments('id').primary();
      // Stored trimmed and lower-cased. Every account has one: a provider that shares none is refused.
      table.string('email', 255).notNullable().unique('users_email_key');
      table.string('first_name', 100);
      table.string('last_name', 100);
      table.text('profile_image_url');
      table.string('stripe_customer_id', 255);
      table.string('stripe_subscription_id', 255);
      // scrypt$N$r$p$salt$hash; null for accounts that only sign in through Google or OIDC.
      table.text('password_hash');
      table.string('auth_provider', 20).notNullable().defaultTo('replit');
      table.string('google_id', 255).unique('users_google_id_key');
      // The hosted-platform OIDC subject ("sub" claim), matched before the e-mail on sign-in.
      table.string('oidc_subject', 255).unique('users_oidc_subject_key');
      table.boolean('email_verified').notNullable().defaultTo(false);
      timestamps(table, knex);
    });

    await knex.schema.createTable('user_preferences', (table) => {
      table.increments('id').primary();
      table
        .integer('user_id')
        .notNullable()
        .unique('user_preferences_user_id_key')
        .references('id')
        .inTable('users')
        .onDelete('CASCADE');
      table.integer('default_service_time').notNullable().defaultTo(15);
      table.string('default_priority', 20).notNullable().defaultTo('medium');
      table.jsonb('route_optimization_defaults');
      // Settings > Profile
      table.string('company_name', 200);
      table.string('contact_email', 255);
      table.string('phone', 50);
      table.text('address');
      // Settings > Notifications (document 2, section 9 defaults)
      table.boolean('email_alerts').notNullable().defaultTo(true);
      table.boolean('route_completion').notNullable().defaultTo(true);
      table.boolean('cost_overruns').notNullable().defaultTo(true);
      table.boolean('maintenance_reminders').notNullable().defaultTo(false);
      timestamps(table, knex);
    });
  },
};
