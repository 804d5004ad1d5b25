import { describe, expect, it } from 'vitest';
import { routesToCsv } from './export.js';
import { parseVehiclesCsv } from './vehicles.js';
import { parseRoutesCsv } from './import.js';
import { routesToStopRowsCsv, type StopRowsRoute } from './stop-rows-export.js';

const FILE =
  'route_name,start_location,scheduled_date,address,name,lat,lng,priority,demand,service_time,time_window_start,time_window_end,special_requirements,notes,vehicle\n' +
  'Monday north,"Austin, TX",2026-11-23,"Round Rock, TX",Acme,,,high,12.5,20,09:00,10:30,refrigerated;fragile_handling,Dock 4,Van 1\n' +
  'Monday north,,,"Georgetown, TX",,30.63,-97.68,,,,600,720,,,\n' +
  'Monday south,"Austin, TX",2026-11-23,"San Marcos, TX",,,,urgent,,,,,,,\n';

describe('parseRoutesCsv: the stop-per-row layout', () => {
  it('groups rows by route name in file order, with every stop constraint and the vehicle by name', () => {
    const result = parseRoutesCsv(FILE);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.routes.map((r) => [r.name, r.layout, r.vehicle, r.destinations.length])).toEqual([
      ['Monday north', 'stop-per-row', 'Van 1', 2],
      ['Monday south', 'stop-per-row', null, 1],
    ]);
    const [first, second] = result.routes[0].destinations;
    expect(first).toEqual({
      row: 2,
      address: 'Round Rock, TX',
      name: 'Acme',
      lat: null,
      lng: null,
      priority: 'high',
      demand: 12.5,
      serviceTime: 20,
      timeWindow: { start: 540, end: 630 },
      specialRequirements: ['refrigerated', 'fragile_handling'],
      notes: 'Dock 4',
    });
    // Minutes work as well as HH:MM; later rows may leave the route's columns empty.
    expect(second).toMatchObject({ row: 3, lat: 30.63, lng: -97.68, timeWindow: { start: 600, end: 720 } });
  });

  it('recognises headers whatever their case, spaces or underscores', () => {
    const result = parseRoutesCsv(
      'Route Name,Start Location,ADDRESS,Time Window Start,TIME_WINDOW_END\nA,Austin,Plano,8:30,09:00\n',
    );
    expect(result.ok && result.routes[0].destinations[0].timeWindow).toEqual({ start: 510, end: 540 });
  });

  it('refuses an unknown column by name, with its row and column, instead of reading it', () => {
    const result = parseRoutesCsv('route_name,start_location,address,colour\nA,Austin,Plano,blue\n');
    expect(result).toMatchObject({ ok: false, code: 'CSV_INVALID' });
    expect(!result.ok && result.errors).toEqual([
      expect.objectContaining({
        row: 1,
        column: 'colour',
        message: expect.stringMatching(/^Unknown column 'colour' \(column 4\)/),
      }),
    ]);
  });

  it('names bad cells by row and column', () => {
    const result = parseRoutesCsv(
      'route_name,start_location,address,priority,time_window_start,time_window_end,special_requirements\n' +
        'A,Austin,Plano,extreme,10:00,09:00,\n' +
        'A,Austin,Frisco,low,25:00,26:00,jetpack\n',
    );
    expect(!result.ok && result.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'priority'],
      [2, 'time_window_end'],
      [3, 'time_window_start'],
      [3, 'time_window_end'],
      [3, 'special_requirements'],
    ]);
  });

  it('refuses a later row that gives a route another start', () => {
    const result = parseRoutesCsv('route_name,start_location,address\nA,Austin,Plano\nA,Dallas,Frisco\n');
    expect(!result.ok && result.errors[0]).toMatchObject({
      row: 3,
      message: expect.stringMatching(/differs from route A/),
    });
  });
});

describe('parseRoutesCsv: the route-per-row layout refuses unknown columns', () => {
  it('refuses "colour" by name rather than turning "blue" into a stop', () => {
    const result = parseRoutesCsv('Route Name,Start Location,Destination 1,colour\nA,Austin,Plano,blue\n');
    expect(!result.ok && result.errors).toEqual([
      expect.objectContaining({
        row: 1,
        column: 'colour',
        message: expect.stringMatching(/^Unknown column 'colour'/),
      }),
    ]);
  });
});

describe('routesToStopRowsCsv: the export reads back unchanged', () => {
  const stops = [
    {
      address: 'Round Rock, TX',
      name: 'Acme',
      lat: 30.51,
      lng: -97.68,
      priority: 'high',
      demand: 12.5,
      serviceTime: 20,
      timeWindow: { start: 540, end: 630 },
      specialRequirements: ['refrigerated'],
      notes: '=Dock 4',
    },
    {
      address: 'Georgetown, TX',
      name: null,
      lat: 30.63,
      lng: -97.68,
      priority: 'medium',
      demand: 0,
      serviceTime: 15,
      timeWindow: { start: 600, end: 1440 },
      specialRequirements: [],
      notes: null,
    },
    {
      address: 'Cedar Park, TX',
      name: null,
      lat: null,
      lng: null,
      priority: 'low',
      demand: 3,
      serviceTime: 5,
      timeWindow: null,
      specialRequirements: ['hazmat_certified', 'dock_access_required'],
      notes: 'Back, gate "B"',
    },
  ];
  const route: StopRowsRoute = {
    name: 'Tuesday',
    startLocation: 'Austin, TX',
    scheduledDate: '2026-11-24',
    vehicleName: 'Van 1',
    destinations: stops,
    optimizedRoute: {
      start: { lat: 30.27, lng: -97.74 },
      stops: [
        { index: 3, arrivalTime: 500, departureTime: 505 },
        { index: 1, arrivalTime: 540, departureTime: 560 },
        { index: 2, arrivalTime: 610, departureTime: 625 },
      ],
      optimizedRoute: { sequence: [3, 1, 2], geometry: null, returnToStart: true },
    },
  };

  it('writes the optimised order with planned times, and imports it back losslessly', () => {
    const csv = routesToStopRowsCsv([route]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toMatch(/^Tuesday,"Austin, TX",2026-11-24,Van 1,1,"Cedar Park, TX",.*,08:20,08:25$/);
    expect(lines[2]).toContain(',09:00,10:30,refrigerated,');
    const parsed = parseRoutesCsv(csv);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const [back] = parsed.routes;
    expect([back.name, back.startLocation, back.scheduledDate, back.vehicle]).toEqual([
      'Tuesday',
      'Austin, TX',
      '2026-11-24',
      'Van 1',
    ]);
    expect(back.destinations.map(({ row: _row, ...stop }) => stop)).toEqual([stops[2], stops[0], stops[1]]);
  });

  it('keeps the entered order, without times, when the totals are stale', () => {
    const csv = routesToStopRowsCsv([{ ...route, totalsStale: true }]);
    const parsed = parseRoutesCsv(csv);
    expect(parsed.ok && parsed.routes[0].destinations.map((d) => d.address)).toEqual(
      stops.map((s) => s.address),
    );
    expect(csv).not.toContain('08:20');
  });
});

describe('routesToCsv (bulk) follows the plan', () => {
  const base = {
    name: 'R',
    scheduledDate: '2026-11-24',
    status: 'optimized',
    startLocation: 'S',
    destinations: ['A', 'B', 'C'],
    totalDistance: 1,
    totalCost: 1,
    estimatedTime: 1,
  };
  it('writes the destinations in the optimised order, stops left out last', () => {
    const csv = routesToCsv([{ ...base, optimizedRoute: { optimizedRoute: { sequence: [3, 1] } } }]);
    expect(csv.split('\r\n')[1]).toContain('C; A; B');
  });
  it('keeps the entered order without a current plan', () => {
    const stale = { ...base, optimizedRoute: { optimizedRoute: { sequence: [3, 1, 2] } }, totalsStale: true };
    expect(routesToCsv([stale]).split('\r\n')[1]).toContain('A; B; C');
  });
});

describe('parseVehiclesCsv', () => {
  it('reads vehicles with their limits and features, types by value or label', () => {
    const result = parseVehiclesCsv(
      'Name,Type,Capacity,Cost Per Km,max_work_hours,special_features,active\n' +
        'Van 1,Cargo Van,1000,1.2,10,refrigerated;fragile_handling,yes\nTruck,standard_truck,,2.5,,,no\n',
    );
    expect(result).toEqual({
      ok: true,
      vehicles: [
        {
          row: 2,
          name: 'Van 1',
          type: 'cargo_van',
          costPerKm: 1.2,
          capacity: 1000,
          maxWorkHours: 10,
          specialFeatures: ['refrigerated', 'fragile_handling'],
          isActive: true,
        },
        { row: 3, name: 'Truck', type: 'standard_truck', costPerKm: 2.5, isActive: false },
      ],
    });
  });
  it('refuses unknown columns and bad cells by row and column', () => {
    expect(parseVehiclesCsv('name,type,cost_per_km,colour\nA,van,1,red\n')).toMatchObject({
      ok: false,
      errors: [{ row: 1, column: 'colour' }],
    });
    const bad = parseVehiclesCsv('name,type,cost_per_km\n,boat,-1\n');
    expect(!bad.ok && bad.errors.map((e) => e.column)).toEqual(['name', 'type', 'cost_per_km']);
  });
});
