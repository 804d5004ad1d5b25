import { describe, expect, it } from 'vitest';
import type { ProblemInput } from '../model/input.js';
import { parseBks, findBks, parseCsv } from './bks.js';
import { formatCost, idsToJobIndices, parseSol, routesToIds, writeSol } from './sol.js';

describe('parseSol / writeSol', () => {
  it('reads routes and the cost, with or without a colon, CRLF and extra keys', () => {
    const sol = parseSol('Route #1: 5 3 7 \r\nRoute #2: 13\r\nCost 827.3\r\n');
    expect(sol).toEqual({ routes: [[5, 3, 7], [13]], cost: 827.3, extra: {} });
    const tsp = parseSol('Route #1: 1 4 2\nCost: 259045\nOptimal: True\n');
    expect(tsp).toEqual({ routes: [[1, 4, 2]], cost: 259045, extra: { Optimal: 'True' } });
  });

  it('rejects a non-integer id and an unknown line, naming the line', () => {
    expect(() => parseSol('Route #1: 1 x\n')).toThrow(/solution:1: expected a number for customer id/);
    expect(() => parseSol('Route #1: 1\n\nhello world\n')).toThrow(/solution:3: expected "Route #k: ids"/);
  });

  it('writes what it reads, skipping empty routes', () => {
    const text = writeSol([[3, 1], [], [2]], 12);
    expect(text).toBe('Route #1: 3 1\nRoute #2: 2\nCost 12\n');
    expect(parseSol(text)).toEqual({ routes: [[3, 1], [2]], cost: 12, extra: {} });
    expect(formatCost(828.93681234567)).toBe('828.936812');
    expect(formatCost(827.3)).toBe('827.3');
  });

  it('maps routes between job indices and file ids', () => {
    const problem: ProblemInput = {
      locations: { kind: 'euclidean', coords: [0, 0, 1, 1, 2, 2] },
      vehicles: [{ id: 1, start: 0 }],
      jobs: [
        { id: 10, location: 1 },
        { id: 20, location: 2 },
      ],
    };
    expect(routesToIds(problem, [{ jobIndices: [1, 0] }])).toEqual([[20, 10]]);
    expect(idsToJobIndices(problem, [[20, 10]])).toEqual([[1, 0]]);
    expect(() => idsToJobIndices(problem, [[30]])).toThrow(/route #1: customer 30 is not a job/);
  });
});

describe('parseBks', () => {
  const csv = [
    'instance,vehicles,distance,convention,source,note',
    'C101,10,828.94,hierarchical,"a ""quoted"", source",',
    'C101,10,827.3,distance_dimacs,x,"multi',
    'line"',
    'eil51,1,426,"nint_euclidean (TSPLIB EUC_2D), tour length",y,',
  ].join('\r\n');

  it('reads quoted fields and picks the row of a convention', () => {
    expect(parseCsv('a,"b,c"\n')).toEqual([{ line: 1, fields: ['a', 'b,c'] }]);
    const rows = parseBks(csv);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ instance: 'C101', distance: 828.94, source: 'a "quoted", source' });
    expect(rows[1].extra.note).toBe('multi\r\nline');
    expect(findBks(rows, 'C101', 'distance_dimacs')?.distance).toBe(827.3);
    expect(findBks(rows, 'C101', 'distance_exact_best')).toBeUndefined();
    expect(findBks(rows, 'eil51', 'distance_exact_best')?.distance).toBe(426);
    expect(findBks(rows, 'nope')).toBeUndefined();
  });

  it('rejects a wrong header and a row without a distance', () => {
    expect(() => parseBks('name,cost\n')).toThrow(/header must start with/);
    expect(() => parseBks('instance,vehicles,distance,convention,source\nA,1,,c,s\n')).toThrow(
      /BKS.csv:2: malformed row/,
    );
  });
});
