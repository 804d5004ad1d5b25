import type { Knex } from 'knex';
import { toNumber } from '../db/rows.js';

/** Jobs queued and running in the shared table (all processes). */
export async function countActiveJobs(knex: Knex): Promise<{ queued: number; running: number }> {
  const rows = (await knex('optimization_jobs')
    .whereIn('status', ['queued', 'running'])
    .select('status')
    .count('* as count')
    .groupBy('status')) as Array<{ status: string; count: unknown }>;
  const of = (status: string) => toNumber(rows.find((r) => r.status === status)?.count ?? 0);
  return { queued: of('queued'), running: of('running') };
}

/** The knex pool's connections (tarn.js); zeros when the driver has no pool. */
export function poolUse(knex: Knex): { used: number; free: number; pending: number } {
  const pool = (
    knex.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } }
  ).pool;
  if (!pool || typeof pool.numUsed !== 'function') return { used: 0, free: 0, pending: 0 };
  return { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() };
}
