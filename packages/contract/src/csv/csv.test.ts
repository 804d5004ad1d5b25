import { describe, expect, it } from 'vitest';
import {
  BULK_COLUMNS,
  bulkExportFileName,
  parseRoutesCsv,
  routeExportFileName,
  routesToCsv,
  routeStopsToCsv,
  type ExportableRoute,
} from './index.js';

const routes: ExportableRoute[] = [
  {
    name: 'North loop',
    scheduledDate: '2025-03-04',
    status: 'planned',
    startLocation: 'Austin, TX',
    destinations: [
      { address: 'Round Rock, TX' },
      { address: '12 "Main" St, Georgetown' },
      { address: '30.5,-97.6' },
    ],
    totalDistance: 64.25,
    totalCost: 96.3,
    estimatedTime: 58,
  },
  {
    name: '=SUM(A1) sneaky',
    scheduledDate: '2025-03-05',
    status: 'pending',
    startLocation: 'Depot\nGate 2',
    destinations: ['Pflugerville, TX'],
    totalDistance: null,
    totalCost: null,
    estimatedTime: null,
  },
];

/** The routes of a route-per-row file, destinations as their addresses (the layout carries nothing else). */
function ok(text: string, options?: Parameters<typeof parseRoutesCsv>[1]) {
  const result = parseRoutesCsv(text, options);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.routes.map(({ layout, vehicle, ...route }) => {
    expect([layout, vehicle]).toEqual(['route-per-row', null]);
    return { ...route, destinations: route.destinations.map((d) => d.address) };
  });
}

describe('routesToCsv (bulk export)', () => {
  it('writes the spec columns with destinations joined by semicolons', () => {
    const csv = routesToCsv(routes);
    const [header, first] = csv.split('\r\n');
    expect(header).toBe(BULK_COLUMNS.join(','));
    expect(first).toBe(
      'North loop,2025-03-04,planned,"Austin, TX","Round Rock, TX; 12 ""Main"" St, Georgetown; 30.5,-97.6",64.25,96.3,58',
    );
  });

  it('escapes formula-like cells for spreadsheets', () => {
    expect(routesToCsv(routes)).toContain("'=SUM(A1) sneaky");
  });

  it('imports again unchanged (round trip), with either delimiter and a BOM', () => {
    for (const options of [{}, { delimiter: ';' as const, bom: true }]) {
      const parsed = ok(routesToCsv(routes, options));
      expect(parsed.map(({ row: _row, ...r }) => r)).toEqual([
        {
          name: 'North loop',
          scheduledDate: '2025-03-04',
          status: 'planned',
          startLocation: 'Austin, TX',
          destinations: ['Round Rock, TX', '12 "Main" St, Georgetown', '30.5,-97.6'],
          totalDistance: 64.25,
          totalCost: 96.3,
          estimatedTime: 58,
        },
        {
          name: '=SUM(A1) sneaky',
          scheduledDate: '2025-03-05',
          status: 'pending',
          startLocation: 'Depot\nGate 2',
          destinations: ['Pflugerville, TX'],
          totalDistance: null,
          totalCost: null,
          estimatedTime: null,
        },
      ]);
    }
  });

  it('names files by date range and route name', () => {
    expect(bulkExportFileName('2025-03-03', '2025-03-09')).toBe('routes-2025-03-03-to-2025-03-09.csv');
    expect(routeExportFileName('North loop / Tue')).toBe('route-north-loop-tue.csv');
  });
});

describe('routeStopsToCsv (single route)', () => {
  const stops = [
    { address: 'Round Rock, TX', priority: 'high', lat: 30.5083, lng: -97.6789, notes: 'Dock 4' },
    { address: 'Georgetown, TX', priority: 'medium', lat: null, lng: null, notes: null },
  ];
  it('numbers the stops with the spec columns', () => {
    expect(routeStopsToCsv(stops).split('\r\n')).toEqual([
      'Stop Number,Address,Priority,Latitude,Longitude,Notes',
      '1,"Round Rock, TX",high,30.5083,-97.6789,Dock 4',
      '2,"Georgetown, TX",medium,,,',
      '',
    ]);
  });
  it('follows an optimised sequence when given', () => {
    const lines = routeStopsToCsv(stops, { sequence: [2, 1] }).split('\r\n');
    expect(lines[1]).toBe('1,"Georgetown, TX",medium,,,');
    expect(lines[2]).toMatch(/^2,"Round Rock, TX"/);
  });
});

describe('parseRoutesCsv (import)', () => {
  it('reads one destination per column after route name and start location', () => {
    const routesRead = ok(
      'Route Name,Start Location,Destination 1,Destination 2,Destination 3\n' +
        'A,"Austin, TX","Round Rock, TX",,Georgetown\n' +
        '\n' +
        'B,Dallas,Plano,Frisco,\n',
    );
    expect(routesRead).toEqual([
      expect.objectContaining({
        row: 2,
        name: 'A',
        startLocation: 'Austin, TX',
        destinations: ['Round Rock, TX', 'Georgetown'],
      }),
      expect.objectContaining({
        row: 4,
        name: 'B',
        startLocation: 'Dallas',
        destinations: ['Plano', 'Frisco'],
        status: null,
      }),
    ]);
  });

  it('reads back a bulk export whose Destinations hold more semicolons than the rows hold commas', () => {
    // Regression: guessing the delimiter from the whole file chose ';' for this export.
    const many = ['North', 'South', 'East'].map((name) => ({
      ...routes[0],
      name,
      startLocation: '30.2672,-97.7431',
      destinations: ['30.5083,-97.6789', '30.6333,-97.6779', '30.3900,-97.7300'],
    }));
    const parsed = ok(routesToCsv(many));
    expect(parsed.map((r) => r.name)).toEqual(['North', 'South', 'East']);
    expect(parsed[0].destinations).toEqual(['30.5083,-97.6789', '30.6333,-97.6779', '30.3900,-97.7300']);
  });

  it('detects semicolon delimiters and strips a byte-order mark', () => {
    const result = parseRoutesCsv('\uFEFFname;start;stop\r\nA;"Austin; TX";Plano\r\n');
    expect(result).toMatchObject({ ok: true, delimiter: ';' });
    expect(result.routes[0]).toMatchObject({
      name: 'A',
      startLocation: 'Austin; TX',
      destinations: [{ address: 'Plano' }],
    });
  });

  it('reads status labels and columns by name in any order', () => {
    const [route] = ok(
      'Destinations,Status,Route Name,Start Location,Total Cost ($)\n"X; Y",In Progress,R,S,"$1,234.5"\n',
    );
    expect(route).toMatchObject({
      name: 'R',
      startLocation: 'S',
      destinations: ['X', 'Y'],
      status: 'in_progress',
      totalCost: 1234.5,
    });
  });

  it('reports bad rows with 1-based row numbers and reasons, importing nothing', () => {
    const result = parseRoutesCsv(
      'Route Name,Scheduled Date,Status,Start Location,Destinations\n' +
        'good,2025-03-04,planned,Austin,Plano\n' +
        ',2025-02-30,flying,,\n',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('CSV_INVALID');
    expect(result.errors.map((e) => [e.row, e.message])).toEqual([
      [3, "Scheduled date '2025-02-30' must be a date like 2025-03-04"],
      [3, "Unknown status 'flying'"],
      [3, 'Route name is required'],
      [3, 'Start location is required'],
      [3, 'At least one destination is required'],
    ]);
    expect(result.routes.map((r) => r.name)).toEqual(['good']);
  });

  it('reports an unterminated quote', () => {
    const result = parseRoutesCsv('Route Name,Start Location,Destinations\nA,"Austin,Plano\n');
    expect(result).toMatchObject({ ok: false, code: 'CSV_INVALID' });
  });

  it('refuses empty files and headers without destinations', () => {
    expect(parseRoutesCsv('')).toMatchObject({ ok: false, errors: [{ message: 'The CSV file is empty' }] });
    expect(parseRoutesCsv(' \n\n')).toMatchObject({ ok: false, code: 'CSV_INVALID' });
    expect(parseRoutesCsv('Route Name,Start Location\nA,B\n')).toMatchObject({
      ok: false,
      errors: [{ row: 1 }],
    });
    expect(parseRoutesCsv('Route Name,Start Location,Stop\n')).toMatchObject({
      ok: false,
      errors: [{ message: 'The CSV file has no routes' }],
    });
  });

  it('enforces the row, stop and size limits', () => {
    const header = 'Route Name,Start Location,Destinations\n';
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `R${i},Austin,Plano\n`).join('');
    expect(parseRoutesCsv(header + rows(3), { maxRows: 3 }).ok).toBe(true);
    expect(parseRoutesCsv(header + rows(4), { maxRows: 3 })).toMatchObject({
      ok: false,
      code: 'CSV_LIMIT_EXCEEDED',
      errors: [{ row: null, message: 'The file has 4 routes; the limit is 3' }],
    });
    const stops = Array.from({ length: 201 }, (_, i) => `Stop ${i}`).join(';');
    expect(parseRoutesCsv(`${header}A,Austin,"${stops}"\n`)).toMatchObject({
      ok: false,
      code: 'CSV_LIMIT_EXCEEDED',
      errors: [{ row: 2, message: 'The route has 201 destinations; the limit is 200' }],
    });
    expect(parseRoutesCsv(header + rows(2), { maxBytes: 10 })).toMatchObject({
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(parseRoutesCsv(header + rows(10_001)).ok).toBe(false);
  });

  it('stops collecting after maxErrors', () => {
    const text = 'Route Name,Start Location,Destinations\n' + ',,\n'.replace(',,', 'x,,').repeat(50);
    const result = parseRoutesCsv(text, { maxErrors: 5 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toHaveLength(5);
  });
});
