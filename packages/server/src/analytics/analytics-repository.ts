import type { RouteStatus, VehicleType } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { toCount, toNumberOrNull } from '../db/rows.js';

export interface DateRange {
  from?: string;
  to?: string;
}

export interface RouteFigures {
  byStatus: Map<RouteStatus, number>;
  totalDistance: number;
  totalCost: number;
  totalStops: number;
  byDay: Array<{ date: string; routes: number; completed: number; distance: number; cost: number }>;
}

/** Routes of the user scheduled in the range (scheduled_date is `YYYY-MM-DD` text, so it compares as dates). */
function routesIn(db: Queryable, userId: number, range: DateRange) {
  const q = db('routes').where({ user_id: userId });
  if (range.from) q.where('scheduled_date', '>=', range.from);
  if (range.to) q.where('scheduled_date', '<=', range.to);
  return q;
}

/** The route figures in two aggregate queries (the routes_user_scheduled index serves both): no rows leave the database. */
export async function routeFigures(db: Queryable, userId: number, range: DateRange): Promise<RouteFigures> {
  const [statusRows, dayRows] = await Promise.all([
    routesIn(db, userId, range)
      .groupBy('status')
      .select(
        'status',
        db.raw('count(*) as count'),
        db.raw('coalesce(sum(total_distance), 0) as distance'),
        db.raw('coalesce(sum(total_cost), 0) as cost'),
        db.raw(
          `coalesce(sum(jsonb_array_length(case when jsonb_typeof(destinations) = 'array' then destinations else '[]'::jsonb end)), 0) as stops`,
        ),
      ) as Promise<
      Array<{ status: string; count: unknown; distance: unknown; cost: unknown; stops: unknown }>
    >,
    routesIn(db, userId, range)
      .groupBy('scheduled_date')
      .orderBy('scheduled_date', 'desc')
      .limit(400)
      .select(
        'scheduled_date',
        db.raw('count(*) as count'),
        db.raw(`count(*) filter (where status = 'completed') as completed`),
        db.raw('coalesce(sum(total_distance), 0) as distance'),
        db.raw('coalesce(sum(total_cost), 0) as cost'),
      ) as Promise<
      Array<{ scheduled_date: string; count: unknown; completed: unknown; distance: unknown; cost: unknown }>
    >,
  ]);
  const byStatus = new Map<RouteStatus, number>();
  let totalDistance = 0;
  let totalCost = 0;
  let totalStops = 0;
  for (const row of statusRows) {
    byStatus.set(row.status as RouteStatus, toCount(row));
    totalDistance += toNumberOrNull(row.distance) ?? 0;
    totalCost += toNumberOrNull(row.cost) ?? 0;
    totalStops += toNumberOrNull(row.stops) ?? 0;
  }
  const byDay = dayRows.reverse().map((r) => ({
    date: String(r.scheduled_date).slice(0, 10),
    routes: toCount(r),
    completed: toCount({ count: r.completed }),
    distance: toNumberOrNull(r.distance) ?? 0,
    cost: toNumberOrNull(r.cost) ?? 0,
  }));
  return { byStatus, totalDistance, totalCost, totalStops, byDay };
}

export async function fleetFigures(
  db: Queryable,
  userId: number,
): Promise<Array<{ type: VehicleType; count: number; active: number }>> {
  const rows = (await db('vehicles')
    .where({ user_id: userId })
    .groupBy('type')
    .orderBy('type')
    .select(
      'type',
      db.raw('count(*) as count'),
      db.raw('count(*) filter (where is_active) as active'),
    )) as Array<{
    type: string;
    count: unknown;
    active: unknown;
  }>;
  return rows.map((r) => ({
    type: r.type as VehicleType,
    count: toCount(r),
    active: toCount({ count: r.active }),
  }));
}
