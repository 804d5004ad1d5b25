import { timestamps, type Migration } from './helpers.js';

/**
 * Billing (issue 19, docs/billing.md): each user's subscription as Stripe last described it, and the ids of
 * the Stripe events applied (a replayed event changes nothing).
 */
export const billing: Migration = {
  name: '0013_billing',
  async up(knex) {
    await knex.schema.createTable('subscriptions', (table) => {
      // One row per user; CASCADE: the state means nothing without the account (ADR 0002).
      table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
      table.string('stripe_subscription_id', 255);
      // basic | professional | enterprise; null when the price's lookup key names no plan.
      table.string('plan', 20);
      table.string('status', 30).notNullable();
      table.string('interval', 10);
      table.timestamp('current_period_end', { useTz: true });
      table.timestamp('trial_end', { useTz: true });
      table.boolean('cancel_at_period_end').notNullable().defaultTo(false);
      // `created` (seconds) of the Stripe event the state comes from: an older event does not overwrite it.
      table.bigInteger('event_created').notNullable().defaultTo(0);
      timestamps(table, knex);
      table.index(['stripe_subscription_id'], 'subscriptions_stripe_id_idx');
    });
    await knex.schema.createTable('stripe_events', (table) => {
      table.string('id', 255).primary();
      table.string('type', 100).notNullable();
      table.bigInteger('created').notNullable();
      table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.alterTable('users', (table) => {
      table.index(['stripe_customer_id'], 'users_stripe_customer_idx');
    });
  },
};
