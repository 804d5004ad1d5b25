import { describe, expect, it } from 'vitest';
import { advancedSaveBody, checkAdvancedForm, emptyStop, initialAdvancedForm } from './advanced-form.js';

const base = {
  ...initialAdvancedForm('2025-03-04'),
  name: 'Morning',
  startLocation: 'Austin, TX',
  vehicleId: '2',
};

describe('advanced constraints form', () => {
  it('has the spec defaults', () => {
    const form = initialAdvancedForm('2025-03-04');
    expect(form).toMatchObject({
      scheduledDate: '2025-03-04',
      maxRouteTime: '480',
      maxStops: '20',
      balanceWorkload: false,
      respectTimeWindows: true,
      allowLateDeliveries: false,
      prioritizeUrgent: true,
    });
    expect(form.destinations).toEqual([emptyStop()]);
    expect(form.destinations[0]!.serviceTime).toBe('15');
  });

  it('shows the spec messages for missing fields', () => {
    const check = checkAdvancedForm({ ...initialAdvancedForm(''), destinations: [emptyStop()] });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'Route name is required',
        startLocation: 'Starting location is required',
        vehicleId: 'Vehicle selection is required',
        scheduledDate: 'Scheduled date is required',
        destinations: 'At least one destination is required',
      },
    });
  });

  it('sends time windows in minutes after midnight and falls back to 15 minutes of service', () => {
    const check = checkAdvancedForm({
      ...base,
      destinations: [
        {
          ...emptyStop(),
          address: 'Round Rock, TX',
          serviceTime: '',
          priority: 'urgent',
          windowStart: '09:00',
          windowEnd: '10:30',
          specialRequirements: ['refrigerated'],
        },
        { ...emptyStop(), address: ' ' },
      ],
    });
    expect(check.ok && check.request).toEqual({
      name: 'Morning',
      startLocation: 'Austin, TX',
      vehicleId: 2,
      scheduledDate: '2025-03-04',
      destinations: [
        {
          address: 'Round Rock, TX',
          serviceTime: 15,
          demand: 0,
          priority: 'urgent',
          timeWindow: { start: 540, end: 630 },
          specialRequirements: ['refrigerated'],
        },
      ],
      constraints: {
        maxRouteTime: 480,
        maxStops: 20,
        balanceWorkload: false,
        respectTimeWindows: true,
        allowLateDeliveries: false,
        prioritizeUrgent: true,
      },
    });
  });

  it('refuses a service time under 1, a negative demand and a window that ends before it starts', () => {
    const check = checkAdvancedForm({
      ...base,
      destinations: [
        {
          ...emptyStop(),
          address: 'Kyle, TX',
          serviceTime: '0',
          demand: '-3',
          windowStart: '10:00',
          windowEnd: '09:00',
        },
      ],
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        stops: {
          0: {
            serviceTime: 'Service time must be between 1 and 480 minutes',
            demand: 'Demand must be 0 or more',
            window: 'The window must end after it starts',
          },
        },
      },
    });
  });

  it('leaves out blank optional limits', () => {
    const check = checkAdvancedForm({
      ...base,
      maxRouteTime: '',
      maxStops: '',
      destinations: [{ ...emptyStop(), address: 'Kyle, TX' }],
    });
    expect(check.ok && check.request.constraints).toEqual({
      balanceWorkload: false,
      respectTimeWindows: true,
      allowLateDeliveries: false,
      prioritizeUrgent: true,
    });
  });
});

describe('advancedSaveBody', () => {
  it('stores the form as a route with its constraints, vehicle, answer and totals, status optimized', () => {
    const request = {
      name: ' Morning run ',
      startLocation: 'Austin, TX',
      destinations: [{ address: 'Round Rock, TX', timeWindow: { start: 540, end: 600 } }],
      vehicleId: 3,
      scheduledDate: '2030-03-04',
      constraints: { maxStops: 10 },
    };
    const result = { totalDistance: 42.5, totalTime: 61.4, totalCost: 51.2, routes: [] };
    expect(advancedSaveBody(request as never, result as never)).toEqual({
      name: 'Morning run',
      startLocation: 'Austin, TX',
      destinations: request.destinations,
      vehicleId: 3,
      constraints: { maxStops: 10 },
      scheduledDate: '2030-03-04',
      optimizedRoute: result,
      totalDistance: 42.5,
      estimatedTime: 61,
      totalCost: 51.2,
      status: 'optimized',
    });
  });
});
