import type { Vehicle } from '@routier/contract';
import type { VehicleRecord } from './vehicle-repository.js';

export function presentVehicle(vehicle: VehicleRecord): Vehicle {
  return {
    id: vehicle.id,
    name: vehicle.name,
    type: vehicle.type,
    capacity: vehicle.capacity,
    costPerKm: vehicle.costPerKm,
    isActive: vehicle.isActive,
    maxWorkHours: vehicle.maxWorkHours,
    maxDistance: vehicle.maxDistance,
    specialFeatures: vehicle.specialFeatures,
    createdAt: vehicle.createdAt,
  };
}
