/**
 * The vehicle form (document 2, sections 3 and 5): name, type, capacity (kg, optional), cost per km, and
 * the documented extras max work hours, max distance and special features.
 */
import type { SpecialRequirement, Vehicle, VehicleCreate, VehicleType } from '@routier/sdk';

export const VEHICLE_TYPES: VehicleType[] = ['standard_truck', 'heavy_duty', 'cargo_van'];

/** Labels when the vehicle-types call has not answered (its descriptions win when it has). */
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  standard_truck: 'Standard Truck',
  heavy_duty: 'Heavy Duty Truck',
  cargo_van: 'Cargo Van',
};

export interface VehicleFormValues {
  name: string;
  type: VehicleType | '';
  capacity: string;
  costPerKm: string;
  maxWorkHours: string;
  maxDistance: string;
  specialFeatures: SpecialRequirement[];
  isActive: boolean;
}

export type VehicleFormErrors = Partial<
  Record<'name' | 'type' | 'capacity' | 'costPerKm' | 'maxWorkHours' | 'maxDistance', string>
>;

/** New vehicle: API defaults for the extras (8 hours, 500 km), active. */
export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  name: '',
  type: '',
  capacity: '',
  costPerKm: '',
  maxWorkHours: '8',
  maxDistance: '500',
  specialFeatures: [],
  isActive: true,
};

export function vehicleFormOf(vehicle: Vehicle): VehicleFormValues {
  return {
    name: vehicle.name,
    type: vehicle.type,
    capacity: vehicle.capacity === null ? '' : String(vehicle.capacity),
    costPerKm: String(vehicle.costPerKm),
    maxWorkHours: String(vehicle.maxWorkHours),
    maxDistance: String(vehicle.maxDistance),
    specialFeatures: vehicle.specialFeatures,
    isActive: vehicle.isActive,
  };
}

const number = (text: string) => (text.trim() === '' ? null : Number(text));

export type VehicleCheck = { ok: true; body: VehicleCreate } | { ok: false; errors: VehicleFormErrors };

export function checkVehicleForm(values: VehicleFormValues): VehicleCheck {
  const errors: VehicleFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Vehicle name is required';
  if (values.type === '') errors.type = 'Vehicle type is required';
  const capacity = number(values.capacity);
  if (capacity !== null && !(capacity >= 0)) errors.capacity = 'Capacity must be 0 or more';
  const cost = number(values.costPerKm);
  if (cost === null || Number.isNaN(cost)) errors.costPerKm = 'Cost per km is required';
  else if (cost < 0) errors.costPerKm = 'Cost per km must be 0 or more';
  else if (cost > 999.99) errors.costPerKm = 'Cost per km must be at most 999.99';
  const hours = number(values.maxWorkHours);
  if (hours !== null && !(Number.isInteger(hours) && hours >= 1 && hours <= 24))
    errors.maxWorkHours = 'Max work hours must be a whole number from 1 to 24';
  const distance = number(values.maxDistance);
  if (distance !== null && !(distance > 0 && distance <= 100000))
    errors.maxDistance = 'Max distance must be more than 0 km';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      type: values.type as VehicleType,
      capacity,
      costPerKm: cost!,
      isActive: values.isActive,
      ...(hours !== null ? { maxWorkHours: hours } : {}),
      ...(distance !== null ? { maxDistance: distance } : {}),
      specialFeatures: values.specialFeatures,
    },
  };
}
