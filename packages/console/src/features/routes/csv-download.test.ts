import { describe, expect, it } from 'vitest';
import { parseRoutesCsv, type Route, type Stop } from '@routier/sdk';
import { bulkExport, singleRouteExport, visitingSequence } from './csv-download.js';

function stop(address: string, extra: Partial<Stop> = {}): Stop {
  return {
    address,
    priority: 'medium',
    demand: 0,
    lat: null,
    lng: null,
    notes: null,
    serviceTime: 15,
    timeWindow: null,
    specialRequirements: [],
    ...extra,
  };
}

function route(id: number, extra: Partial<Route>): Route {
  return {
    id,
    name: `Route ${id}`,
    vehicleId: null,
    startLocation: 'Austin, TX',
    destinations: [stop('Round Rock, TX')],
    optimizedRoute: null,
    constraints: null,
    totalsStale: false,
    assignment: null,
    scheduledDate: '2025-03-04',
    totalDistance: null,
    estimatedTime: null,
    totalCost: null,
    status: 'pending',
    createdAt: '2025-03-03T16:20:00.000Z',
    updatedAt: '2025-03-03T16:20:00.000Z',
    ...extra,
  };
}

const routes: Route[] = [
  route(1, {
    name: 'North loop, "early"',
    destinations: [stop('Round Rock, TX'), stop('Georgetown, TX'), stop('30.2672, -97.7431')],
    totalDistance: 64.2,
    estimatedTime: 58,
    totalCost: 96.3,
    status: 'planned',
  }),
  route(2, {
    name: '=SUM(A1)',
    startLocation: 'Paris, France',
    destinations: [stop('Lyon, France')],
    status: 'in_progress',
  }),
  route(3, { name: 'Zürich run', scheduledDate: '2025-03-09', status: 'optimized', totalCost: 12 }),
];

describe('CSV export in the browser', () => {
  it('names the bulk file by the date range and writes the spec columns', () => {
    const file = bulkExport(routes, { from: '2025-03-03', to: '2025-03-09' });
    expect(file.fileName).toBe('routes-2025-03-03-to-2025-03-09.csv');
    expect(file.text.split('\r\n')[0]).toBe(
      'Route Name,Scheduled Date,Status,Start Location,Destinations,Total Distance (km),Total Cost ($),Estimated Time (min)',
    );
  });

  it('imports again unchanged what it exports', () => {
    const { text } = bulkExport(routes, { from: '2025-03-03', to: '2025-03-09' });
    const parsed = parseRoutesCsv(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(
      parsed.routes.map((r) => ({
        name: r.name,
        startLocation: r.startLocation,
        destinations: r.destinations.map((d) => d.address),
        scheduledDate: r.scheduledDate,
        status: r.status,
        totalDistance: r.totalDistance,
        totalCost: r.totalCost,
        estimatedTime: r.estimatedTime,
      })),
    ).toEqual(
      routes.map((r) => ({
        name: r.name,
        startLocation: r.startLocation,
        destinations: r.destinations.map((d) => d.address),
        scheduledDate: r.scheduledDate,
        status: r.status,
        totalDistance: r.totalDistance,
        totalCost: r.totalCost,
        estimatedTime: r.estimatedTime,
      })),
    );
  });

  it('exports one route stop by stop in its optimised visiting order', () => {
    const optimized = route(4, {
      name: 'Route 2025-03-04',
      destinations: [
        stop('Round Rock, TX', { lat: 30.5083, lng: -97.6789, priority: 'high' }),
        stop('San Marcos, TX', { notes: 'Back door' }),
      ],
      optimizedRoute: { optimizedRoute: { sequence: [2, 1] } },
    });
    const file = singleRouteExport(optimized);
    expect(file.fileName).toBe('route-route-2025-03-04.csv');
    expect(file.text.trim().split('\r\n')).toEqual([
      'Stop Number,Address,Priority,Latitude,Longitude,Notes',
      '1,"San Marcos, TX",medium,,,Back door',
      '2,"Round Rock, TX",high,30.5083,-97.6789,',
    ]);
  });

  it('ignores a stored sequence that does not match the stops', () => {
    const destinations = [stop('a'), stop('b')];
    expect(
      visitingSequence({ destinations, optimizedRoute: { optimizedRoute: { sequence: [1, 1] } } }),
    ).toBeUndefined();
    expect(
      visitingSequence({ destinations, optimizedRoute: { optimizedRoute: { sequence: [2] } } }),
    ).toBeUndefined();
    expect(visitingSequence({ destinations, optimizedRoute: null })).toBeUndefined();
    expect(
      visitingSequence({ destinations, optimizedRoute: { optimizedRoute: { sequence: [2, 1] } } }),
    ).toEqual([2, 1]);
  });
});
