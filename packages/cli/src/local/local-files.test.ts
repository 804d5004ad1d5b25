import { describe, expect, it } from 'vitest';
import { literalCoordinates, parseClock, parseWindow } from './places.js';
import { parseStopsFile } from './stops-file.js';
import { parseVehiclesFile } from './vehicles-file.js';

describe('the stops file of routier optimize', () => {
  it('reads CSV columns by flexible names and the product units', () => {
    const csv = [
      'ID,Customer,Latitude,Longitude,Weight (kg),Service Time (min),Time Window,Priority,Special Requirements,Notes',
      'a1,Acme,30.3,-97.7,120,15,09:00-12:00,urgent,refrigerated;fragile_handling,Dock 4',
      'a2,,30.2,-97.8,,,540-720,,,',
    ].join('\n');
    const { stops, depot } = parseStopsFile(csv, 'stops.csv', { serviceMinutes: 5 });
    expect(depot).toBeNull();
    expect(stops[0]).toMatchObject({
      index: 1,
      id: 'a1',
      name: 'Acme',
      place: { lat: 30.3, lng: -97.7, address: null },
      demand: 120,
      serviceMinutes: 15,
      window: { start: 540, end: 720 },
      priority: 'urgent',
      requirements: ['refrigerated', 'fragile_handling'],
      notes: 'Dock 4',
    });
    expect(stops[1]).toMatchObject({
      id: 'a2',
      demand: 0,
      serviceMinutes: 5,
      priority: 'medium',
      window: { start: 540, end: 720 },
    });
  });

  it('takes the depot from a type=depot row, and "lat,lng" addresses as coordinates', () => {
    const csv = 'type,address\ndepot,"30.2672, -97.7431"\nstop,"Round Rock, TX"\n,30.5;-97.6\n';
    const { stops, depot } = parseStopsFile(csv, 'stops.csv', { serviceMinutes: 0 });
    expect(depot).toMatchObject({ lat: 30.2672, lng: -97.7431 });
    expect(stops.map((s) => s.place)).toMatchObject([
      { address: 'Round Rock, TX', lat: null, lng: null, where: 'row 3' },
      { address: null, lat: 30.5, lng: -97.6 },
    ]);
  });

  it('reads JSON: { depot, stops, vehicles } or a plain array', () => {
    const doc = {
      depot: '30.2,-97.7',
      stops: ['Austin, TX', { address: 'Kyle, TX', timeWindow: { start: 480, end: 600 } }],
      vehicles: [{ name: 'V' }],
    };
    const file = parseStopsFile(JSON.stringify(doc), 'x.json', { serviceMinutes: 0 });
    expect(file.depot).toMatchObject({ lat: 30.2, lng: -97.7 });
    expect(file.stops[1].window).toEqual({ start: 480, end: 600 });
    expect(file.vehicles).toHaveLength(1);
    expect(parseStopsFile('[{"lat":1,"lng":2}]', '-', { serviceMinutes: 0 }).stops).toHaveLength(1);
  });

  it('parses times of day and coordinates strictly', () => {
    expect(parseClock('8:05')).toBe(485);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('25:00')).toBeNull();
    expect(parseWindow('09:00 – 17:30')).toEqual({ start: 540, end: 1050 });
    expect(literalCoordinates('91,10')).toBeNull();
    expect(literalCoordinates('12 Main St')).toBeNull();
  });
});

describe('the vehicles file', () => {
  it('reads CSV with defaults from the vehicle type, copies with count, and open routes', () => {
    const csv =
      'name,type,capacity (kg),max work hours,shift start,end,count\nVan,cargo_van,800,8,07:30,open,2\nTruck,,,,,,\n';
    const vehicles = parseVehiclesFile(csv, 'fleet.csv');
    expect(vehicles.map((v) => v.name)).toEqual(['Van #1', 'Van #2', 'Truck']);
    expect(vehicles[0]).toMatchObject({
      type: 'cargo_van',
      capacityKg: 800,
      costPerKm: 1.2,
      maxWorkHours: 8,
      shiftStart: 450,
      end: 'open',
    });
    expect(vehicles[2]).toMatchObject({
      type: 'standard_truck',
      capacityKg: null,
      costPerKm: 1.5,
      maxWorkHours: null,
      shiftStart: 480,
      end: null,
    });
  });

  it('lists every invalid field at once', () => {
    expect(() =>
      parseVehiclesFile('[{"name":"A","type":"tank","capacity":-1,"shiftStart":"99:00"}]', 'fleet.json'),
    ).toThrow(
      expect.objectContaining({
        exitCode: 2,
        details: [
          { where: 'vehicles[0]', message: 'type must be cargo_van, standard_truck or heavy_duty' },
          { where: 'vehicles[0]', message: 'capacity must be a number of 0 or more' },
          { where: 'vehicles[0]', message: 'shiftStart must be HH:MM or minutes after midnight' },
        ],
      }),
    );
  });
});
