/**
 * Destinations as planning sees them: every field present, API units (minutes, kg, minutes after
 * midnight). Requests send strings (basic), StopInput objects (advanced, fleet) or stored Stops (batch).
 */
import type { Priority, SpecialRequirement, StopGeocode, StopInput, TimeWindow } from '@routier/contract';
import type { StopDefaults } from './ports.js';

export interface PlannedStop {
  address: string;
  /** Shown instead of the address when present. */
  name: string | null;
  priority: Priority;
  /** Kilograms. */
  demand: number;
  /** Minutes spent at the stop. */
  serviceMinutes: number;
  /** Minutes after midnight, or null for any time. */
  timeWindow: TimeWindow | null;
  specialRequirements: SpecialRequirement[];
  /** Known coordinates (given by the client or stored earlier): no geocoding needed. */
  lat: number | null;
  lng: number | null;
  /** How stored or sent coordinates were found (a confirmed point is not questioned again). */
  geocode?: StopGeocode | null;
}

/** A destination that is only an address: no demand, no service time (basic optimisation). */
export function stopFromAddress(address: string): PlannedStop {
  return {
    address,
    name: null,
    priority: 'medium',
    demand: 0,
    serviceMinutes: 0,
    timeWindow: null,
    specialRequirements: [],
    lat: null,
    lng: null,
  };
}

export function stopFromInput(
  input: StopInput,
  defaults: Pick<StopDefaults, 'serviceMinutes' | 'priority'>,
): PlannedStop {
  const hasPoint = typeof input.lat === 'number' && typeof input.lng === 'number';
  return {
    address: input.address,
    name: input.name ?? null,
    priority: input.priority ?? defaults.priority,
    demand: input.demand ?? 0,
    serviceMinutes: input.serviceTime ?? defaults.serviceMinutes,
    timeWindow: input.timeWindow ?? null,
    specialRequirements: [...(input.specialRequirements ?? [])],
    lat: hasPoint ? (input.lat as number) : null,
    lng: hasPoint ? (input.lng as number) : null,
    geocode: hasPoint ? (input.geocode ?? null) : null,
  };
}

/** The label used in messages and answers: the stop's name, else its address. */
export const stopLabel = (stop: PlannedStop): string => stop.name ?? stop.address;
