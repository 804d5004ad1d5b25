import type { Knex } from 'knex';

/** What repositories run on: the knex instance, or a transaction a service opened. */
export type Queryable = Knex | Knex.Transaction;
