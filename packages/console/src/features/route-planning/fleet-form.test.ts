import { describe, expect, it } from 'vitest';
import type { FleetOptimizeResponse } from '@routier/sdk';
import { EMPTY_FLEET_FORM, checkFleetForm, fleetSaveBody, parseQuantity } from './fleet-form.js';

describe('fleet form', () => {
  it('shows the spec messages for every missing field', () => {
    expect(checkFleetForm(EMPTY_FLEET_FORM)).toEqual({
      ok: false,
      errors: {
        name: 'Optimization name is required',
        startLocation: 'Starting location is required',
        destinations: 'At least one destination is required',
        vehicleIds: 'At least one vehicle must be selected',
      },
    });
  });

  it('refuses a negative demand beside its destination', () => {
    const check = checkFleetForm({
      name: 'Tuesday',
      startLocation: 'Austin, TX',
      destinations: [
        { address: 'Kyle, TX', demand: '-1' },
        { address: 'Buda, TX', demand: '20' },
      ],
      vehicleIds: [1],
    });
    expect(check).toEqual({ ok: false, errors: { demand: { 0: 'Demand must be 0 or more' } } });
  });

  it('sends the non-blank destinations with their demand (blank demand = 0)', () => {
    const check = checkFleetForm({
      name: ' Tuesday ',
      startLocation: 'Austin, TX',
      destinations: [
        { address: 'Kyle, TX', demand: '' },
        { address: '  ', demand: '5' },
        { address: 'Buda, TX', demand: '120.5' },
      ],
      vehicleIds: [1, 2],
    });
    expect(check.ok && check.request).toEqual({
      name: 'Tuesday',
      startLocation: 'Austin, TX',
      destinations: [
        { address: 'Kyle, TX', demand: 0 },
        { address: 'Buda, TX', demand: 120.5 },
      ],
      vehicleIds: [1, 2],
    });
  });

  it('reads quantities', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('x')).toBeNull();
    expect(parseQuantity('', 15)).toBe(15);
  });

  it('saves the solution with per-vehicle utilisation, planned', () => {
    const request = { name: 'T', startLocation: 'A', destinations: [{ address: 'B' }], vehicleIds: [3] };
    const solution = {
      vehicleCount: 1,
      totalDistance: 10,
      totalCost: 12,
      totalTime: 30,
      averageUtilization: 40,
      routes: [{ vehicleId: 3, utilization: 40, capacityUsed: 200, totalDistance: 10, totalCost: 12 }],
      unassignedLocations: [],
      unassigned: [],
    } as unknown as FleetOptimizeResponse['solution'];
    expect(
      fleetSaveBody(request, { start: { address: 'A', lat: 0, lng: 0 }, returnToStart: true, solution }),
    ).toMatchObject({
      name: 'T',
      vehicleIds: [3],
      totalDistance: 10,
      totalCost: 12,
      status: 'planned',
      vehicleUtilization: [{ vehicleId: 3, utilization: 40, capacityUsed: 200, distance: 10, cost: 12 }],
    });
  });
});
