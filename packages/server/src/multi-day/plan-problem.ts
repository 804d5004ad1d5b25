/**
 * A plan as the engine's multi-day problem. Each route is one visit: it takes its own time (driving its
 * stops and serving them) at its start, and the crew then drives from the route's end to the next route's
 * start. Location 0 is "wherever the crew starts" (vehicles have no home base): no distance to or from it.
 * A visit's distance includes the route's own kilometres, so the vehicles' distance limits and the plan's
 * totals count the whole day.
 */
import type { MultiDayInput, VisitInput } from '@routier/engine';
import type { PlanConstraints } from '@routier/contract';
import type { PlanCrew } from './plan-crews.js';

export interface PlanRouteUnit {
  routeId: number;
  name: string;
  /** Keys into the connection matrix's points. */
  startPoint: number;
  endPoint: number;
  ownDistanceM: number;
  /** Driving the route and serving its stops, seconds. */
  ownTimeS: number;
  /** Part of ownTimeS before the first stop is reached (for a preferred window on arrival). */
  leadTimeS: number;
  skills: string[];
  /** Kilograms on board at the start. */
  load: number;
  pinnedVehicleId: number | null;
  days: number[];
  /** Minutes after midnight at the first stop, when the route has a preferred window. */
  window: { start: number; end: number } | null;
}

export interface ConnectionMatrix {
  n: number;
  distancesM: ArrayLike<number>;
  durationsS: ArrayLike<number>;
}

export function buildPlanProblem(
  units: readonly PlanRouteUnit[],
  crews: readonly PlanCrew[],
  connection: ConnectionMatrix,
  constraints: Required<PlanConstraints>,
  weekOfDay: number[],
): MultiDayInput {
  const n = units.length + 1;
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  const cell = (a: number, b: number) => a * connection.n + b;
  units.forEach((to, j) => {
    distances[j + 1] = to.ownDistanceM;
    units.forEach((from, i) => {
      if (i === j) return;
      const k = cell(from.endPoint, to.startPoint);
      distances[(i + 1) * n + j + 1] = connection.distancesM[k] + to.ownDistanceM;
      durations[(i + 1) * n + j + 1] = connection.durationsS[k];
    });
  });
  const dailyH = constraints.maxDailyWorkHours;
  const visits: VisitInput[] = units.map((u, i) => {
    const fits = crews.filter((c) => c.vehicle.capacity === null || c.vehicle.capacity >= u.load);
    const allowed = [...new Set(fits.map((c) => c.vehicle.id))];
    return {
      id: u.routeId,
      name: u.name,
      location: i + 1,
      serviceS: u.ownTimeS,
      days: u.days,
      skills: u.skills,
      ...(u.pinnedVehicleId !== null ? { vehicleId: u.pinnedVehicleId } : {}),
      ...(allowed.length < new Set(crews.map((c) => c.vehicle.id)).size ? { vehicleIds: allowed } : {}),
      ...(u.window
        ? {
            timeWindows: [
              {
                start: Math.max(0, u.window.start * 60 - u.leadTimeS),
                end: Math.max(0, u.window.end * 60 - u.leadTimeS),
              },
            ],
          }
        : {}),
    };
  });
  const drivers = new Map<number, number>();
  for (const c of crews)
    if (c.driver) drivers.set(c.driver.id, Math.min(dailyH, c.driver.maxWorkHours) * 3600);
  return {
    locations: { kind: 'matrix', distances, durations },
    days: weekOfDay.length,
    weekOfDay,
    crews: crews.map((c) => ({
      day: c.day,
      ...(c.driver ? { driverId: c.driver.id } : {}),
      vehicle: {
        id: c.vehicle.id,
        name: c.vehicle.name,
        start: 0,
        end: 0,
        shift: { start: c.startMin * 60, end: c.endMin * 60 },
        maxDurationS: Math.min(c.vehicle.maxWorkHours, dailyH) * 3600,
        maxDistanceM: c.vehicle.maxDistance * 1000,
        skills: c.vehicle.specialFeatures,
      },
    })),
    visits,
    drivers: [...drivers].map(([id, maxDailyS]) => ({ id, maxDailyS })),
    limits: {
      maxDailyS: dailyH * 3600,
      maxWeeklyS: constraints.maxWeeklyWorkHours * 3600,
      maxConsecutiveDays: constraints.maximumConsecutiveDays,
    },
  };
}
