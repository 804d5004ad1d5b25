import { describe, expect, it } from 'vitest';
import { EngineError } from '../model/errors.js';
import { benchmarksDir, readBenchmark } from '../test-support/benchmarks.js';
import { parseSolomon } from './solomon.js';

const TINY = [
  'TINY1',
  '',
  'VEHICLE',
  'NUMBER     CAPACITY',
  '  3         50',
  '',
  'CUSTOMER',
  'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME',
  ' ',
  '    0      0          0          0          0       1000          0',
  '    1      3          4         10         10        100         5',
  '    7      6          8         20          0        200        10',
].join('\r\n');

describe('parseSolomon', () => {
  it('reads the fleet, the depot horizon and one job per customer with its CUST NO. as id', () => {
    const inst = parseSolomon(TINY);
    expect(inst.name).toBe('TINY1');
    expect(inst.vehicles).toBe(3);
    expect(inst.capacity).toBe(50);
    const { problem } = inst;
    expect(problem.locations).toEqual({
      kind: 'euclidean',
      coords: [0, 0, 3, 4, 6, 8],
      rounding: 'exact',
      speed: 1,
    });
    expect(problem.vehicles).toHaveLength(3);
    expect(problem.vehicles[0]).toEqual({
      id: 1,
      start: 0,
      end: 0,
      shift: { start: 0, end: 1000 },
      capacity: [50],
    });
    expect(problem.jobs).toEqual([
      { id: 1, location: 1, serviceS: 5, demand: [10], timeWindows: [{ start: 10, end: 100 }] },
      { id: 7, location: 2, serviceS: 10, demand: [20], timeWindows: [{ start: 0, end: 200 }] },
    ]);
  });

  it('takes a fleet of its own from the options, each vehicle like the file ones', () => {
    const inst = parseSolomon(TINY, { fleet: 5 });
    expect(inst.vehicles).toBe(5);
    expect(inst.problem.vehicles.map((v) => v.id)).toEqual([1, 2, 3, 4, 5]);
    expect(inst.problem.vehicles[4]).toEqual({ ...parseSolomon(TINY).problem.vehicles[0], id: 5 });
    expect(() => parseSolomon(TINY, { fleet: 0 })).toThrow(/whole number of at least 1, got 0/);
  });

  it('takes the rounding convention from the options', () => {
    const inst = parseSolomon(TINY, { rounding: 'trunc1' });
    expect(inst.problem.locations).toMatchObject({ rounding: 'trunc1' });
  });

  it('rejects a window that closes before it opens, naming the line', () => {
    const bad = TINY.replace('10        100', '100        10');
    expect(() => parseSolomon(bad)).toThrow(EngineError);
    expect(() => parseSolomon(bad)).toThrow(/TINY1:11: DUE DATE 10 is before READY TIME 100/);
  });

  it('rejects a row with a missing column and a non-numeric value', () => {
    expect(() => parseSolomon(TINY.replace('0        200        10', '0        200'))).toThrow(
      /:12: expected 7 columns/,
    );
    try {
      parseSolomon(TINY.replace('    7      6', '    7      x'));
      expect.unreachable();
    } catch (error) {
      expect((error as EngineError).code).toBe('INVALID_INSTANCE');
      expect((error as EngineError).message).toMatch(/:12: expected a number for XCOORD\., got "x"/);
    }
  });

  it('rejects a file without a CUSTOMER section', () => {
    expect(() => parseSolomon('X\nVEHICLE\n1 10\n')).toThrow(/no CUSTOMER section/);
  });

  const dir = benchmarksDir();
  it.skipIf(!dir)(
    'parses C101 from the shared benchmarks (25 vehicles of 200, 100 customers, horizon 1236)',
    () => {
      const inst = parseSolomon(readBenchmark(dir!, 'solomon', 'C101.txt'));
      expect(inst.name).toBe('C101');
      expect(inst.problem.jobs).toHaveLength(100);
      expect(inst.problem.vehicles).toHaveLength(25);
      expect(inst.problem.vehicles[0].shift).toEqual({ start: 0, end: 1236 });
      expect(inst.problem.jobs[0]).toEqual({
        id: 1,
        location: 1,
        serviceS: 90,
        demand: [10],
        timeWindows: [{ start: 912, end: 967 }],
      });
    },
  );
});
