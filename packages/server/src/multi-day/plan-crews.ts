/**
 * Who can drive what on each day of a plan (docs/multi-day.md): a driver who has shifts in the plan's
 * range works exactly those shifts (their hours, their vehicle or else a free one); other drivers work
 * every day within the plan's preferred hours, paired in order with the vehicles still free; without any
 * driver, each vehicle works the preferred hours alone. One vehicle serves one crew a day.
 */
import type { PlanConstraints } from '@routier/contract';
import type { VehicleRecord } from '../vehicles/vehicle-repository.js';

export interface CrewDriver {
  id: number;
  maxWorkHours: number;
}

export interface CrewShift {
  driverId: number;
  vehicleId: number | null;
  date: string;
  /** Minutes after midnight; the end may pass 1440 for an overnight shift. */
  startMin: number;
  endMin: number;
}

export interface PlanCrew {
  day: number;
  vehicle: VehicleRecord;
  driver: CrewDriver | null;
  startMin: number;
  endMin: number;
}

export function planCrews(
  dates: readonly string[],
  vehicles: readonly VehicleRecord[],
  drivers: readonly CrewDriver[],
  shifts: readonly CrewShift[],
  constraints: Required<PlanConstraints>,
): PlanCrew[] {
  const crews: PlanCrew[] = [];
  const scheduled = new Set(shifts.map((s) => s.driverId));
  const driverById = new Map(drivers.map((d) => [d.id, d]));
  dates.forEach((date, day) => {
    const free = new Map(vehicles.map((v) => [v.id, v]));
    const take = (preferred: number | null): VehicleRecord | undefined => {
      const vehicle = (preferred !== null ? free.get(preferred) : undefined) ?? free.values().next().value;
      if (vehicle) free.delete(vehicle.id);
      return vehicle;
    };
    const working = new Set<number>();
    for (const shift of shifts) {
      const driver = driverById.get(shift.driverId);
      if (shift.date !== date || !driver || working.has(driver.id)) continue;
      const vehicle = take(shift.vehicleId);
      if (!vehicle) continue;
      working.add(driver.id);
      crews.push({ day, vehicle, driver, startMin: shift.startMin, endMin: shift.endMin });
    }
    const window = { startMin: constraints.preferredStartTime, endMin: constraints.preferredEndTime };
    for (const driver of drivers) {
      if (scheduled.has(driver.id)) continue;
      const vehicle = take(null);
      if (!vehicle) break;
      crews.push({ day, vehicle, driver, ...window });
    }
    if (drivers.length === 0)
      for (const vehicle of free.values()) crews.push({ day, vehicle, driver: null, ...window });
  });
  return crews;
}
