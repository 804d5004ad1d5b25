import type { RouteAssignment } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';

/**
 * The shift each route is assigned to (a daily schedule lists it in `assigned_routes`), with its driver and
 * vehicle, for the routes being shown. Read straight from the schedules table: routes sit below scheduling
 * and do not import it. A route on several shifts (only possible through data written before the
 * scheduling checks) shows the earliest.
 */
export async function assignmentsOf(
  db: Queryable,
  userId: number,
  routeIds: readonly number[],
  /** Leaves this shift out (a shift being rewritten does not hold its own routes). */
  exceptScheduleId?: number,
): Promise<Map<number, RouteAssignment>> {
  if (!routeIds.length) return new Map();
  const query = db('daily_schedules as s')
    .crossJoin(db.raw('jsonb_array_elements(s.assigned_routes) as e(route)'))
    .leftJoin('drivers as d', 'd.id', 's.driver_id')
    .leftJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .where('s.user_id', userId)
    .whereRaw(`(e.route)::int in (${routeIds.map(() => '?').join(', ')})`, [...routeIds])
    .orderBy([
      { column: 's.schedule_date', order: 'desc' },
      { column: 's.id', order: 'desc' },
    ])
    .select(
      db.raw('(e.route)::int as route_id'),
      's.id as schedule_id',
      's.schedule_date',
      's.driver_id',
      'd.name as driver_name',
      's.vehicle_id',
      'v.name as vehicle_name',
    );
  if (exceptScheduleId !== undefined) query.whereNot('s.id', exceptScheduleId);
  const rows = (await query) as Array<{
    route_id: number;
    schedule_id: number;
    schedule_date: string;
    driver_id: number | null;
    driver_name: string | null;
    vehicle_id: number | null;
    vehicle_name: string | null;
  }>;
  // Rows come latest first, so the earliest shift is written last and wins.
  const byRoute = new Map<number, RouteAssignment>();
  for (const r of rows) {
    byRoute.set(r.route_id, {
      scheduleId: r.schedule_id,
      scheduleDate: r.schedule_date,
      driverId: r.driver_id,
      driverName: r.driver_name,
      vehicleId: r.vehicle_id,
      vehicleName: r.vehicle_name,
    });
  }
  return byRoute;
}
