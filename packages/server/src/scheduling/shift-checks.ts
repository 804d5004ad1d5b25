/**
 * What a shift must satisfy before it is written (docs/scheduling.md): its people, vehicle, template and
 * routes exist and are the user's (404), its times make sense (400), and it clashes with nothing (409
 * SCHEDULE_CONFLICT, every reason in `details`). Runs inside the writing transaction, after locking the
 * driver's and vehicle's rows so two writers for the same driver or vehicle take turns.
 */
import type { Queryable } from '../db/queryable.js';
import { addDays, clockText } from '../kernel/calendar-dates.js';
import { HttpError, validationFailed, type ErrorDetail } from '../kernel/errors.js';
import { getDriver } from '../drivers/driver-service.js';
import type { DriverRecord } from '../drivers/driver-repository.js';
import { assignmentsOf } from '../routes/route-assignments.js';
import { findRoutesByIds } from '../routes/route-repository.js';
import { routeNotFound } from '../routes/route-service.js';
import { requireVehicles } from '../vehicles/vehicle-service.js';
import type { VehicleRecord } from '../vehicles/vehicle-repository.js';
import { shiftsNear, type ScheduleFields, type ScheduleRecord } from './schedule-repository.js';
import { shiftsOverlap, shiftTimeErrors } from './shift-rules.js';
import { getTemplate } from './shift-template-service.js';

export const describeShift = (s: Pick<ScheduleRecord, 'scheduleDate' | 'startTime' | 'endTime'>) =>
  `${s.scheduleDate} ${clockText(s.startTime)}-${clockText(s.endTime)}`;

export function scheduleConflict(details: ErrorDetail[]): HttpError {
  return new HttpError(409, 'SCHEDULE_CONFLICT', details[0].message, { details });
}

/** The driver and vehicle of a shift, locked, after checking they are the user's. */
export async function lockPeople(
  db: Queryable,
  userId: number,
  who: { driverId: number | null; vehicleId: number | null },
): Promise<{ driver: DriverRecord | null; vehicle: VehicleRecord | null }> {
  const driver = who.driverId === null ? null : await getDriver(db, userId, who.driverId, true);
  let vehicle: VehicleRecord | null = null;
  if (who.vehicleId !== null) {
    [vehicle] = await requireVehicles(db, userId, [who.vehicleId], 'vehicleId');
    await db('vehicles').where({ id: vehicle.id }).forUpdate().first('id');
  }
  return { driver, vehicle };
}

/** Inactive people or vehicles cannot take a shift. */
export function inactiveDetails(driver: DriverRecord | null, vehicle: VehicleRecord | null): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (driver && !driver.isActive) {
    details.push({
      field: 'driverId',
      code: 'DRIVER_INACTIVE',
      message: `${driver.name} is inactive; make the driver active first`,
      value: driver.id,
    });
  }
  if (vehicle && !vehicle.isActive) {
    details.push({
      field: 'vehicleId',
      code: 'VEHICLE_INACTIVE',
      message: `${vehicle.name} is inactive; make the vehicle active first`,
      value: vehicle.id,
    });
  }
  return details;
}

/** Shifts among `others` that overlap `shift` through its driver or its vehicle. */
export function overlapDetails(
  shift: ScheduleFields,
  others: readonly ScheduleRecord[],
  names: { driver: string | null; vehicle: string | null },
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const other of others) {
    if (!shiftsOverlap(shift, other)) continue;
    if (shift.driverId !== null && other.driverId === shift.driverId) {
      details.push({
        field: 'driverId',
        code: 'DRIVER_OVERLAP',
        message: `${names.driver} already works ${describeShift(other)}`,
        value: other.id,
      });
    }
    if (shift.vehicleId !== null && other.vehicleId === shift.vehicleId) {
      details.push({
        field: 'vehicleId',
        code: 'VEHICLE_OVERLAP',
        message: `${names.vehicle} is out on ${other.driverName ?? 'an unassigned'} shift ${describeShift(other)}`,
        value: other.id,
      });
    }
  }
  return details;
}

/**
 * Checks a shift about to be written (`id` when it replaces a stored one) and answers its driver. Cancelled
 * shifts skip the clash checks: they occupy nobody. `checkInactive` is off for an update that keeps the
 * driver and vehicle (a shift of a driver made inactive since can still be marked completed).
 */
export async function checkShift(
  db: Queryable,
  userId: number,
  shift: ScheduleFields,
  options: { id?: number; checkInactive?: boolean } = {},
): Promise<DriverRecord | null> {
  const { id, checkInactive = true } = options;
  const timeErrors = shiftTimeErrors(shift, 'breakTime');
  if (timeErrors.length) throw validationFailed(timeErrors);
  if (shift.shiftTemplateId !== null) await getTemplate(db, userId, shift.shiftTemplateId);
  const routes = await findRoutesByIds(db, userId, shift.assignedRoutes);
  const missing = shift.assignedRoutes.find((r) => !routes.some((route) => route.id === r));
  if (missing !== undefined) throw routeNotFound(missing);

  const { driver, vehicle } = await lockPeople(db, userId, shift);
  if (shift.status === 'cancelled') return driver;
  const near = await shiftsNear(
    db,
    userId,
    shift,
    addDays(shift.scheduleDate, -1),
    addDays(shift.scheduleDate, 1),
    id,
  );
  const held = await assignmentsOf(db, userId, shift.assignedRoutes, id);
  const details = [
    ...(checkInactive ? inactiveDetails(driver, vehicle) : []),
    ...overlapDetails(shift, near, { driver: driver?.name ?? null, vehicle: vehicle?.name ?? null }),
    ...[...held].map(([routeId, other]) => ({
      field: `assignedRoutes.${shift.assignedRoutes.indexOf(routeId)}`,
      code: 'ROUTE_ASSIGNED',
      message: `Route ${routeId} is already on ${other.driverName ?? 'an unassigned'} shift of ${other.scheduleDate}`,
      value: other.scheduleId,
    })),
  ];
  if (details.length) throw scheduleConflict(details);
  return driver;
}
