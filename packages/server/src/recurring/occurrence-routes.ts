/**
 * One pending route per occurrence of a recurring delivery: from the pickup to the delivery, on the
 * occurrence's date, with the delivery's duration, window and requirements. Created once (the route
 * remembers its delivery and date, and a unique index keeps it single) and reused by every later plan run.
 */
import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/rows.js';
import { findRoutesByIds, type RouteRecord } from '../routes/route-repository.js';
import { createRoute, type RouteDeps } from '../routes/route-service.js';
import { occurrencesBetween } from './occurrences.js';
import { occurrenceRoutes, type RecurringRecord } from './recurring-repository.js';

export interface OccurrenceRoute {
  route: RouteRecord;
  date: string;
  delivery: RecurringRecord;
}

async function createOccurrenceRoute(
  deps: RouteDeps,
  userId: number,
  delivery: RecurringRecord,
  date: string,
) {
  const route = await createRoute(deps, userId, {
    name: `${delivery.name} ${date}`,
    startLocation: delivery.pickupLocation,
    destinations: [
      {
        address: delivery.deliveryLocation,
        name: delivery.customerInfo?.name ?? delivery.name,
        serviceTime: delivery.estimatedDuration,
        ...(delivery.preferredTimeWindow ? { timeWindow: delivery.preferredTimeWindow } : {}),
        specialRequirements: delivery.specialRequirements,
        ...(delivery.serviceType === 'express' ? { priority: 'high' as const } : {}),
      },
    ],
    scheduledDate: date,
    status: 'pending',
  });
  try {
    await deps.knex('routes').where({ id: route.id }).update({ recurring_delivery_id: delivery.id });
    return route;
  } catch (error) {
    // Another run created this occurrence's route meanwhile: keep that one.
    await deps.knex('routes').where({ id: route.id }).delete();
    if (!isUniqueViolation(error)) throw error;
    const existing = await occurrenceRoutes(deps.knex, userId, delivery.id, date, date);
    const [kept] = await findRoutesByIds(deps.knex, userId, [existing.get(date)!]);
    return kept;
  }
}

/** The routes of every occurrence of `deliveries` from `from` to `to`, created where missing. */
export async function ensureOccurrenceRoutes(
  deps: RouteDeps,
  userId: number,
  deliveries: readonly RecurringRecord[],
  from: string,
  to: string,
): Promise<OccurrenceRoute[]> {
  const out: OccurrenceRoute[] = [];
  for (const delivery of deliveries) {
    const dates = occurrencesBetween(delivery, from, to);
    if (dates.length === 0) continue;
    const existing = await occurrenceRoutes(deps.knex, userId, delivery.id, from, to);
    const found = new Map(
      (await findRoutesByIds(deps.knex, userId, [...existing.values()])).map((r) => [r.id, r]),
    );
    for (const date of dates) {
      const id = existing.get(date);
      const route =
        (id !== undefined ? found.get(id) : undefined) ??
        (await createOccurrenceRoute(deps, userId, delivery, date));
      out.push({ route, date, delivery });
    }
  }
  return out;
}

/** Records the last date generated for each delivery (never moving it back). */
export async function markGenerated(knex: Knex, userId: number, generated: readonly OccurrenceRoute[]) {
  const last = new Map<number, string>();
  for (const g of generated) if ((last.get(g.delivery.id) ?? '') < g.date) last.set(g.delivery.id, g.date);
  for (const [id, date] of last)
    await knex('recurring_deliveries')
      .where({ id, user_id: userId })
      .where((q) => q.whereNull('last_generated').orWhere('last_generated', '<', date))
      .update({ last_generated: date });
}
