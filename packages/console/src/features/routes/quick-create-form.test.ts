import { describe, expect, it } from 'vitest';
import type { BasicOptimizeResponse } from '@routier/sdk';
import {
  checkQuickCreate,
  destinationErrorIndex,
  initialQuickCreate,
  quickCreateSaveBody,
} from './quick-create-form.js';

const filled = {
  ...initialQuickCreate('2025-03-04'),
  startLocation: ' Austin, TX ',
  vehicleType: 'cargo_van' as const,
  destinations: ['Round Rock, TX', '  ', 'San Marcos, TX', ''],
};

describe('quick-create form', () => {
  it('starts empty with today, priority distance and one empty destination', () => {
    expect(initialQuickCreate('2025-03-04')).toEqual({
      startLocation: '',
      destinations: [''],
      scheduledDate: '2025-03-04',
      vehicleType: '',
      priority: 'distance',
    });
  });

  it('shows the spec messages beside the required fields', () => {
    const check = checkQuickCreate({ ...initialQuickCreate(''), destinations: ['x'] });
    expect(check).toEqual({
      ok: false,
      toast: null,
      errors: {
        startLocation: 'Starting location is required',
        vehicleType: 'Vehicle type is required',
        scheduledDate: 'Scheduled date is required',
      },
    });
  });

  it('drops blank destinations and refuses, with the toast, when none remain', () => {
    const check = checkQuickCreate({ ...filled, destinations: ['', '   '] });
    expect(check).toEqual({ ok: false, errors: {}, toast: 'At least one destination is required' });
  });

  it('sends the trimmed, non-blank destinations', () => {
    const check = checkQuickCreate(filled);
    expect(check.ok && check.request).toEqual({
      startLocation: 'Austin, TX',
      vehicleType: 'cargo_van',
      priority: 'distance',
      scheduledDate: '2025-03-04',
      destinations: ['Round Rock, TX', 'San Marcos, TX'],
    });
  });

  it("saves 'Route ' + date, planned, with the whole answer and pricing.total as the cost", () => {
    const check = checkQuickCreate(filled);
    if (!check.ok) throw new Error('expected a valid form');
    const result = {
      optimizedRoute: { totalDistance: 12.34, estimatedTime: 40 },
      pricing: { total: 14.81 },
    } as unknown as BasicOptimizeResponse;
    expect(quickCreateSaveBody(check.request, result)).toEqual({
      name: 'Route 2025-03-04',
      startLocation: 'Austin, TX',
      destinations: ['Round Rock, TX', 'San Marcos, TX'],
      scheduledDate: '2025-03-04',
      optimizedRoute: result,
      totalDistance: 12.34,
      estimatedTime: 40,
      totalCost: 14.81,
      status: 'planned',
    });
  });

  it('puts a server message about destinations.N beside the Nth non-blank input', () => {
    const inputs = ['Round Rock, TX', '', 'Nowhere', 'Kyle, TX'];
    expect(destinationErrorIndex('destinations.1', inputs)).toBe(2);
    expect(destinationErrorIndex('destinations.2.address', inputs)).toBe(3);
    expect(destinationErrorIndex('startLocation', inputs)).toBeNull();
  });
});
