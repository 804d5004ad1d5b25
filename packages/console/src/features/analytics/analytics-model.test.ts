import { describe, expect, it } from 'vitest';
import type { Analytics } from '@routier/sdk';
import { fleetSeries, isEmpty, statusSeries, tilesOf } from './analytics-model.js';

const analytics: Analytics = {
  from: null,
  to: null,
  totalRoutes: 4,
  completedRoutes: 2,
  inProgressRoutes: 1,
  completionRate: 50,
  fleetUtilization: 50,
  efficiencyScore: 100,
  totalDistance: 170.5,
  totalCost: 204.6,
  avgDistancePerRoute: 42.63,
  avgCostPerRoute: 51.15,
  avgStopsPerRoute: 2,
  activeVehicles: 1,
  totalVehicles: 2,
  statusDistribution: [
    { status: 'pending', count: 1 },
    { status: 'completed', count: 2 },
  ],
  fleetComposition: [{ type: 'cargo_van', count: 2, active: 1 }],
  byDay: [],
};

describe('analytics model', () => {
  it('shows the eight tiles with the server figures', () => {
    const tiles = tilesOf(analytics);
    expect(tiles.map((t) => t.label)).toEqual([
      'Total Routes',
      'Completion Rate',
      'Fleet Utilization',
      'Efficiency Score',
      'Avg Distance per Route',
      'Avg Cost per Route',
      'Active Vehicles',
      'Total Distance',
    ]);
    expect(tiles.map((t) => t.value)).toEqual([
      '4',
      '50%',
      '50%',
      '100',
      '42.6 km',
      '$51.15',
      '1 of 2',
      '170.5 km',
    ]);
  });

  it('names statuses and vehicle types for the charts, and knows an empty account', () => {
    expect(statusSeries(analytics)[1]).toMatchObject({ key: 'completed', name: 'Complete', count: 2 });
    expect(fleetSeries(analytics)).toEqual([{ name: 'Cargo Van', active: 1, inactive: 1 }]);
    expect(isEmpty(analytics)).toBe(false);
    expect(isEmpty({ ...analytics, totalRoutes: 0, totalVehicles: 0 })).toBe(true);
  });
});
