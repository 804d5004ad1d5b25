/**
 * Checks a request must pass before any work starts (also before a job is accepted): the vehicles are the
 * user's (else 404 VEHICLE_NOT_FOUND, never revealing another user's record) and active, and time windows
 * do not end before they start (JSON Schema cannot say so).
 */
import { HttpError, validationFailed, type ErrorDetail } from '../kernel/errors.js';
import type { PlanningPorts, PlanningVehicle } from './ports.js';
import type { PlannedStop } from './stops.js';

/** The user's vehicles in the order of `ids`; `field(i)` names id i in details. */
export async function ownedVehicles(
  ports: PlanningPorts,
  userId: number,
  ids: readonly number[],
  field: (index: number) => string,
): Promise<PlanningVehicle[]> {
  const found = new Map((await ports.findVehicles(userId, ids)).map((v) => [v.id, v]));
  const missing: ErrorDetail[] = [];
  const inactive: ErrorDetail[] = [];
  ids.forEach((id, i) => {
    const vehicle = found.get(id);
    if (!vehicle)
      missing.push({ field: field(i), code: 'VEHICLE_NOT_FOUND', message: `Vehicle ${id} not found` });
    else if (!vehicle.isActive) {
      inactive.push({
        field: field(i),
        code: 'VEHICLE_INACTIVE',
        message: `Vehicle ${vehicle.name} is inactive; activate it or choose another vehicle`,
      });
    }
  });
  if (missing.length) {
    throw new HttpError(404, 'VEHICLE_NOT_FOUND', missing[0].message, { details: missing });
  }
  if (inactive.length) throw validationFailed(inactive);
  return ids.map((id) => found.get(id)!);
}

export function checkTimeWindows(stops: readonly PlannedStop[]): void {
  const details: ErrorDetail[] = [];
  stops.forEach((stop, i) => {
    if (stop.timeWindow && stop.timeWindow.end < stop.timeWindow.start) {
      details.push({
        field: `destinations.${i}.timeWindow`,
        index: i,
        code: 'TIME_WINDOW_ORDER',
        message: `Stop ${i + 1}: the time window must not end before it starts`,
      });
    }
  });
  if (details.length) throw validationFailed(details);
}
