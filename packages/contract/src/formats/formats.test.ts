import { describe, expect, it } from 'vitest';
import { fleetPlanToGeoJson, fleetPlanToGpx, routesToGeoJson, routesToGpx } from './index.js';

const route = {
  name: 'Tuesday <north>',
  startLocation: 'Austin, TX',
  scheduledDate: '2026-11-24',
  destinations: [
    { address: 'Round Rock, TX', lat: 30.51, lng: -97.68 },
    { address: 'Nowhere yet', lat: null, lng: null },
    { address: 'Georgetown, TX', lat: 30.63, lng: -97.68 },
  ],
  optimizedRoute: {
    start: { lat: 30.27, lng: -97.74 },
    stops: [{ index: 3, arrivalTime: 545 }],
    optimizedRoute: { sequence: [3, 1, 2], geometry: null, returnToStart: true },
  },
};

describe('GeoJSON and GPX exports', () => {
  it('draws a route: its line from the start through the stops in order and back, its start and located stops', () => {
    const collection = routesToGeoJson([route]);
    const [line, start, ...stops] = collection.features;
    expect(line.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [-97.74, 30.27],
        [-97.68, 30.63],
        [-97.68, 30.51],
        [-97.74, 30.27],
      ],
    });
    expect(start.properties).toMatchObject({ kind: 'start', address: 'Austin, TX' });
    expect(stops.map((f) => [f.properties.stop, f.properties.address, f.properties.plannedArrival])).toEqual([
      [1, 'Georgetown, TX', '09:05'],
      [2, 'Round Rock, TX', null],
    ]);
  });

  it('writes GPX 1.1 with waypoints, a navigable route and the track, escaping names', () => {
    const gpx = routesToGpx([route]);
    expect(gpx).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1"/);
    expect(gpx).toContain('<rte><name>Tuesday &lt;north&gt;</name>');
    expect(gpx.match(/<rtept /g)).toHaveLength(3); // start + 2 located stops in order
    expect(gpx.match(/<trkpt /g)).toHaveLength(4);
    expect(gpx).toContain('planned arrival 09:05');
  });

  it('exports a fleet plan with one path per vehicle, using stored road geometry when present', () => {
    const plan = {
      name: 'Fleet Monday',
      startLocation: 'Austin, TX',
      start: { lat: 30.27, lng: -97.74 },
      routes: [
        {
          vehicleName: 'Van 1',
          schedule: [{ address: 'A', lat: 30.5, lng: -97.7, arrivalTime: 500 }],
          geometry: {
            type: 'LineString' as const,
            coordinates: [
              [-97.74, 30.27],
              [-97.72, 30.4],
              [-97.7, 30.5],
            ] as [number, number][],
          },
        },
        { vehicleName: 'Truck', schedule: [{ address: 'B', lat: 30.1, lng: -97.8 }], geometry: null },
      ],
    };
    const lines = fleetPlanToGeoJson(plan).features.filter((f) => f.geometry.type === 'LineString');
    expect(lines.map((f) => [f.properties.route, f.geometry.coordinates.length])).toEqual([
      ['Fleet Monday - Van 1', 3],
      ['Fleet Monday - Truck', 3],
    ]);
    expect(fleetPlanToGpx(plan).match(/<rte>/g)).toHaveLength(2);
  });
});
