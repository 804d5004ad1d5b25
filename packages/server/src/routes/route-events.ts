import type { Queryable } from '../db/queryable.js';
import type { EventSink } from '../kernel/events.js';
import { assignmentsOf } from './route-assignments.js';
import { presentRoute } from './route-presenter.js';
import type { RouteRecord } from './route-repository.js';

/**
 * Announces `route.updated` with the route as GET /api/routes/{id} shows it. Every path that changes a
 * stored route calls it after the change, with the same handle (the import's transaction): an edit, a saved
 * optimisation (one route, a batch, a job), a CSV import replacing the route.
 */
export async function announceRouteUpdated(
  db: Queryable,
  events: EventSink,
  userId: number,
  route: RouteRecord,
): Promise<void> {
  await events.record(db, userId, 'route.updated', async () => {
    const assignment = (await assignmentsOf(db, userId, [route.id])).get(route.id) ?? null;
    return presentRoute(route, assignment);
  });
}
