import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@routier/sdk';
import { EMPTY_VEHICLE_FORM, checkVehicleForm, vehicleFormOf } from './vehicle-form.js';

describe('vehicle form', () => {
  it('shows the spec messages for name, type and cost per km', () => {
    expect(checkVehicleForm(EMPTY_VEHICLE_FORM)).toEqual({
      ok: false,
      errors: {
        name: 'Vehicle name is required',
        type: 'Vehicle type is required',
        costPerKm: 'Cost per km is required',
      },
    });
  });

  it('sends capacity as a number or null and cost per km as a number', () => {
    const base = { ...EMPTY_VEHICLE_FORM, name: ' Van 1 ', type: 'cargo_van' as const, costPerKm: '1.25' };
    expect(checkVehicleForm(base)).toEqual({
      ok: true,
      body: {
        name: 'Van 1',
        type: 'cargo_van',
        capacity: null,
        costPerKm: 1.25,
        isActive: true,
        maxWorkHours: 8,
        maxDistance: 500,
        specialFeatures: [],
      },
    });
    const withCapacity = checkVehicleForm({ ...base, capacity: '1500', specialFeatures: ['refrigerated'] });
    expect(withCapacity.ok && withCapacity.body).toMatchObject({
      capacity: 1500,
      specialFeatures: ['refrigerated'],
    });
  });

  it('checks the extras within the API bounds', () => {
    const base = { ...EMPTY_VEHICLE_FORM, name: 'T', type: 'heavy_duty' as const, costPerKm: '2' };
    expect(checkVehicleForm({ ...base, maxWorkHours: '25', maxDistance: '0', capacity: '-1' })).toEqual({
      ok: false,
      errors: {
        capacity: 'Capacity must be 0 or more',
        maxWorkHours: 'Max work hours must be a whole number from 1 to 24',
        maxDistance: 'Max distance must be more than 0 km',
      },
    });
  });

  it('fills the form from a vehicle', () => {
    const vehicle = {
      id: 1,
      name: 'Truck',
      type: 'standard_truck',
      capacity: null,
      costPerKm: 1.5,
      isActive: false,
      maxWorkHours: 10,
      maxDistance: 300,
      specialFeatures: ['hazmat_certified'],
      createdAt: '',
    } as Vehicle;
    expect(vehicleFormOf(vehicle)).toEqual({
      name: 'Truck',
      type: 'standard_truck',
      capacity: '',
      costPerKm: '1.5',
      maxWorkHours: '10',
      maxDistance: '300',
      specialFeatures: ['hazmat_certified'],
      isActive: false,
    });
  });
});
