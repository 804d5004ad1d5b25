import { describe, expect, it } from 'vitest';
import type { Route, Stop } from '@routier/sdk';
import { checkRouteEdit, editValuesOf } from './route-edit-form.js';

const located: Stop = {
  address: 'Round Rock, TX',
  priority: 'medium',
  demand: 0,
  lat: 30.5,
  lng: -97.7,
  notes: 'Gate code 12',
  serviceTime: 20,
  timeWindow: { start: 540, end: 600 },
  specialRequirements: [],
  geocode: null,
};

const route = {
  id: 7,
  name: 'North loop',
  status: 'pending',
  startLocation: 'Austin, TX',
  scheduledDate: '2025-03-04',
  destinations: [located, { ...located, address: 'Kyle, TX', lat: 30, lng: -97.9 }],
} as unknown as Route;

describe('route edit form', () => {
  it('requires a name, a start and a date with the spec messages', () => {
    const values = { ...editValuesOf(route), name: ' ', startLocation: '', scheduledDate: '' };
    expect(checkRouteEdit(values)).toEqual({
      ok: false,
      errors: {
        name: 'Route name is required',
        startLocation: 'Starting location is required',
        scheduledDate: 'Scheduled date is required',
      },
    });
  });

  it('keeps what the server knows about unchanged stops and re-sends edited addresses bare', () => {
    const values = editValuesOf(route);
    values.destinations[0]!.priority = 'urgent';
    values.destinations[1]!.address = 'Buda, TX';
    values.destinations[1]!.demand = '';
    values.destinations.push({ address: 'Lockhart, TX', priority: 'low', demand: '5', original: null });
    const check = checkRouteEdit(values);
    expect(check.ok && check.body.destinations).toEqual([
      { ...located, name: null, priority: 'urgent' },
      { address: 'Buda, TX', priority: 'medium', demand: 1 },
      { address: 'Lockhart, TX', priority: 'low', demand: 5 },
    ]);
  });

  it('refuses a negative demand and an empty destination list', () => {
    const values = editValuesOf(route);
    values.destinations[0]!.demand = '-2';
    expect(checkRouteEdit(values)).toEqual({
      ok: false,
      errors: { demand: { 0: 'Demand must be 0 or more' } },
    });
    const empty = { ...editValuesOf(route), destinations: [] };
    expect(checkRouteEdit(empty)).toEqual({
      ok: false,
      errors: { destinations: 'At least one destination is required' },
    });
  });
});
