import type { Queryable } from '../db/queryable.js';

/**
 * The per-user settings row (route defaults, company profile, notification flags), created with the account
 * so reads never have to invent defaults. Reading and updating it belongs to the user settings resource.
 */
export async function createDefaultPreferences(db: Queryable, userId: number): Promise<void> {
  await db('user_preferences').insert({ user_id: userId }).onConflict('user_id').ignore();
}
