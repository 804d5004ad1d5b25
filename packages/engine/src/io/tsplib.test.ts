import { describe, expect, it } from 'vitest';
import { benchmarksDir, readBenchmark } from '../test-support/benchmarks.js';
import { parseInstance } from './parse-instance.js';
import { parseTsplib } from './tsplib.js';
import { tsplibDistance } from './tsplib-distance.js';

const TSP = `NAME : tiny4
COMMENT : a square
TYPE : TSP
DIMENSION : 4
EDGE_WEIGHT_TYPE : EUC_2D
NODE_COORD_SECTION
1 0 0
2 0 10
3 1.0e+01 10
4 10 0
EOF
`;

const VRP = [
  'NAME : \tX-tiny\t',
  'TYPE : \tCVRP\t',
  'DIMENSION : \t3\t',
  'EDGE_WEIGHT_TYPE : \tEUC_2D\t',
  'CAPACITY : \t10\t',
  'NODE_COORD_SECTION\t\t',
  '1\t5\t5',
  '2\t0\t0',
  '3\t9\t9',
  'DEMAND_SECTION\t\t',
  '1\t0',
  '2\t4',
  '3\t7',
  'DEPOT_SECTION\t\t',
  '\t1\t',
  '\t-1\t',
  'EOF\t\t',
].join('\r\n');

describe('parseTsplib', () => {
  it('reads a TSP as one vehicle from node 1 and jobs with id = node number minus one', () => {
    const inst = parseTsplib(TSP);
    expect(inst).toMatchObject({
      name: 'tiny4',
      format: 'tsplib',
      dimension: 4,
      vehicles: 1,
      capacity: null,
    });
    expect(inst.problem.locations).toEqual({
      kind: 'euclidean',
      coords: [0, 0, 0, 10, 10, 10, 10, 0],
      rounding: 'nint',
      speed: 1,
    });
    expect(inst.problem.vehicles).toEqual([{ id: 1, start: 0, end: 0 }]);
    expect(inst.problem.jobs.map((j) => [j.id, j.location])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('reads a CVRP with tabs and CRLF: capacity, demands, one vehicle per customer', () => {
    const inst = parseTsplib(VRP);
    expect(inst).toMatchObject({ name: 'X-tiny', format: 'cvrplib', vehicles: 2, capacity: 10 });
    expect(inst.problem.vehicles).toEqual([
      { id: 1, start: 0, end: 0, capacity: [10] },
      { id: 2, start: 0, end: 0, capacity: [10] },
    ]);
    expect(inst.problem.jobs).toEqual([
      { id: 1, location: 1, demand: [4] },
      { id: 2, location: 2, demand: [7] },
    ]);
  });

  it('builds an explicit matrix for ATT, GEO and CEIL_2D instances', () => {
    const att = parseTsplib(TSP.replace('EUC_2D', 'ATT'));
    expect(att.problem.locations.kind).toBe('matrix');
    // ATT: r = sqrt(100 / 10) = 3.162..., nint 3 < r, so 4.
    expect(tsplibDistance('ATT', [0, 0, 0, 10], 0, 1)).toBe(4);
    expect(tsplibDistance('CEIL_2D', [0, 0, 0.5, 0], 0, 1)).toBe(1);
    // ulysses16 (GEO): its published optimal tour has length 6859.
    const ulysses = [
      38.24, 20.42, 39.57, 26.15, 40.56, 25.32, 36.26, 23.12, 33.48, 10.54, 37.56, 12.19, 38.42, 13.11, 37.52,
      20.44, 41.23, 9.1, 41.17, 13.05, 36.08, -5.21, 38.47, 15.13, 38.15, 15.35, 37.51, 15.17, 35.49, 14.32,
      39.36, 19.56,
    ];
    const tour = [1, 14, 13, 12, 7, 6, 15, 5, 11, 9, 10, 16, 3, 2, 4, 8];
    const length = tour.reduce(
      (sum, node, k) => sum + tsplibDistance('GEO', ulysses, node - 1, tour[(k + 1) % 16] - 1),
      0,
    );
    expect(length).toBe(6859);
  });

  it('reports the line of a bad coordinate and unsupported distance types', () => {
    expect(() => parseTsplib(TSP.replace('2 0 10', '2 0 ten'))).toThrow(
      /tiny4:8: expected a number for y coordinate/,
    );
    expect(() => parseTsplib(TSP.replace('EUC_2D', 'EXPLICIT'))).toThrow(
      /EDGE_WEIGHT_TYPE "EXPLICIT" is not supported/,
    );
    expect(() => parseTsplib(TSP.replace('4 10 0\n', ''))).toThrow(/node 4 has no coordinates/);
    expect(() => parseTsplib(VRP.replace('CAPACITY : \t10\t\r\n', ''))).toThrow(/a CVRP needs CAPACITY/);
  });

  it('reads a VRPLIB VRPTW like a Solomon file: fleet, depot window as the shift, windows and service times', () => {
    const text = [
      'NAME : tiny-tw',
      'TYPE : VRPTW',
      'DIMENSION : 3',
      'VEHICLES : 2',
      'CAPACITY : 50',
      'SERVICE_TIME : 10',
      'EDGE_WEIGHT_TYPE : EUC_2D',
      'NODE_COORD_SECTION',
      '1 0 0',
      '2 3 4',
      '3 120 27',
      'DEMAND_SECTION',
      '1 0',
      '2 20',
      '3 30',
      'TIME_WINDOW_SECTION',
      '1 0 1000',
      '2 5 50',
      '3 100 200',
      'DEPOT_SECTION',
      '1',
      '-1',
      'EOF',
    ].join('\n');
    const inst = parseInstance('tiny-tw.vrp', text, { rounding: 'trunc1' });
    expect(inst.format).toBe('vrptw');
    expect(inst.problem.locations).toMatchObject({ kind: 'euclidean', rounding: 'trunc1', speed: 1 });
    expect(inst.problem.vehicles).toHaveLength(2);
    expect(inst.problem.vehicles[0]).toMatchObject({
      start: 0,
      end: 0,
      shift: { start: 0, end: 1000 },
      capacity: [50],
    });
    expect(inst.problem.jobs).toEqual([
      { id: 1, location: 1, serviceS: 10, demand: [20], timeWindows: [{ start: 5, end: 50 }] },
      { id: 2, location: 2, serviceS: 10, demand: [30], timeWindows: [{ start: 100, end: 200 }] },
    ]);
    const perNode = text
      .replace('SERVICE_TIME : 10\n', '')
      .replace('DEPOT_SECTION', 'SERVICE_TIME_SECTION\n1 0\n2 7\n3 9\nDEPOT_SECTION');
    expect(parseTsplib(perNode).problem.jobs.map((j) => j.serviceS)).toEqual([7, 9]);
    expect(parseTsplib(perNode).problem.locations).toMatchObject({ rounding: 'exact' });
    expect(() => parseTsplib(text.replace('3 100 200\n', ''))).toThrow(
      /node 3 has no TIME_WINDOW_SECTION row/,
    );
    expect(() => parseTsplib(text.replace('2 5 50', '2 50 5'))).toThrow(
      /latest time 5 is before earliest 50/,
    );
    expect(() => parseTsplib(text.replace('CAPACITY : 50\n', ''))).toThrow(/a VRPTW needs CAPACITY/);
    // A fleet of its own instead of VEHICLES; TSP and CVRP files keep theirs.
    const five = parseInstance('tiny-tw.vrp', text, { fleet: 5 });
    expect(five.vehicles).toBe(5);
    expect(five.problem.vehicles[4]).toEqual({ ...inst.problem.vehicles[0], id: 5 });
    expect(() => parseTsplib(text, { fleet: 2.5 })).toThrow(/whole number of at least 1, got 2.5/);
    expect(parseInstance('a.tsp', TSP, { fleet: 5 }).problem.vehicles).toHaveLength(1);
  });

  it('chooses the parser by file extension', () => {
    expect(parseInstance('a.TSP', TSP).format).toBe('tsplib');
    expect(() => parseInstance('a.csv', TSP)).toThrow(/unknown instance format/);
  });

  const dir = benchmarksDir();
  it.skipIf(!dir)('parses eil51 and X-n101-k25 from the shared benchmarks', () => {
    const eil = parseTsplib(readBenchmark(dir!, 'tsplib', 'eil51.tsp'));
    expect(eil.problem.jobs).toHaveLength(50);
    const x = parseTsplib(readBenchmark(dir!, 'cvrplib-x', 'X-n101-k25.vrp'));
    expect(x).toMatchObject({ dimension: 101, capacity: 206, vehicles: 100 });
    expect(x.problem.jobs[0]).toEqual({ id: 1, location: 1, demand: [38] });
  });
});
