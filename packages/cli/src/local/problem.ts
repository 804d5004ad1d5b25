/**
 * From resolved stops and vehicles to the engine's problem. Conventions the plan builder relies on:
 * location 0 is the depot when there is one, stops follow in file order (job j is stop j + 1, id = its
 * 1-based index), then the vehicles' own start and end places. Units converted once here: minutes to
 * seconds, km to metres; kg and dollars pass unchanged.
 */
import type { JobInput, ProblemInput, VehicleInput } from '@routier/engine';
import { UsageError } from '../io/errors.js';
import { hasCoordinates, type Place } from './places.js';
import type { LocalStop } from './stops-file.js';
import { BASE_SPEED_KMH, ROAD_FACTOR, VEHICLE_TYPE_DEFAULTS } from './vehicle-types.js';
import type { LocalVehicle } from './vehicles-file.js';

/** When nothing limits the working day, the shift still needs an end: a week is beyond any route. */
const UNLIMITED_DAY_MINUTES = 7 * 1440;

export interface LocalProblem {
  problem: ProblemInput;
  /** Every location's place, by location index. */
  places: Place[];
  /** Location index of each vehicle's start and end (null: open route). */
  vehicleEnds: Array<{ start: number; end: number | null }>;
}

export function buildProblem(
  stops: LocalStop[],
  depot: Place | null,
  vehicles: LocalVehicle[],
): LocalProblem {
  const places: Place[] = [];
  const coords: number[] = [];
  const add = (p: Place): number => {
    if (!hasCoordinates(p)) throw new Error(`internal: ${p.where} has no coordinates`);
    places.push(p);
    coords.push(p.lat, p.lng);
    return places.length - 1;
  };
  const depotIndex = depot ? add(depot) : -1;
  const jobs: JobInput[] = stops.map((s) => ({
    id: s.index,
    name: s.name ?? s.place.address ?? `stop ${s.id}`,
    location: add(s.place),
    serviceS: Math.round(s.serviceMinutes * 60),
    ...(s.window ? { timeWindows: [{ start: s.window.start * 60, end: s.window.end * 60 }] } : {}),
    demand: [s.demand],
    priority: s.priority,
    ...(s.requirements.length ? { skills: s.requirements } : {}),
  }));
  const vehicleEnds: LocalProblem['vehicleEnds'] = [];
  const engineVehicles: VehicleInput[] = vehicles.map((v, i) => {
    const start = v.start ? add(v.start) : depotIndex;
    if (start < 0)
      throw new UsageError(
        `Vehicle '${v.name}' has no start: name the depot (--depot, a "type: depot" row or "depot" in JSON) or give the vehicle a start`,
      );
    const end = v.end === 'open' ? null : v.end ? add(v.end) : start;
    vehicleEnds.push({ start, end });
    const dayEnd =
      v.shiftEnd ??
      (v.maxWorkHours !== null ? v.shiftStart + v.maxWorkHours * 60 : v.shiftStart + UNLIMITED_DAY_MINUTES);
    return {
      id: i + 1,
      name: v.name,
      start,
      end,
      shift: { start: v.shiftStart * 60, end: dayEnd * 60 },
      ...(v.capacityKg !== null ? { capacity: [v.capacityKg] } : {}),
      ...(v.maxWorkHours !== null ? { maxDurationS: v.maxWorkHours * 3600 } : {}),
      ...(v.maxDistanceKm !== null ? { maxDistanceM: v.maxDistanceKm * 1000 } : {}),
      ...(v.maxStops !== null ? { maxStops: v.maxStops } : {}),
      costPerKm: v.costPerKm,
      costPerHour: v.costPerHour,
      fixedCost: v.fixedCost,
      speedFactor: BASE_SPEED_KMH / VEHICLE_TYPE_DEFAULTS[v.type].speedKmh,
      skills: v.features,
    };
  });
  return {
    problem: {
      locations: { kind: 'haversine', coords, roadFactor: ROAD_FACTOR, speedKmh: BASE_SPEED_KMH },
      vehicles: engineVehicles,
      jobs,
    },
    places,
    vehicleEnds,
  };
}
