import type { Queryable } from './queryable.js';

/** One round trip to the database. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.raw('select 1');
}
