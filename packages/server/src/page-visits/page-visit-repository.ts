import type { Queryable } from '../db/queryable.js';

export interface NewPageVisit {
  userId: number | null;
  path: string;
  visitedAt: string;
  referrer?: string;
  userAgent?: string;
  viewport?: { width: number; height: number };
}

export async function insertPageVisit(db: Queryable, visit: NewPageVisit): Promise<void> {
  await db('page_visits').insert({
    user_id: visit.userId,
    path: visit.path,
    visited_at: new Date(visit.visitedAt),
    referrer: visit.referrer || null,
    user_agent: visit.userAgent || null,
    viewport_width: visit.viewport?.width ?? null,
    viewport_height: visit.viewport?.height ?? null,
  });
}
