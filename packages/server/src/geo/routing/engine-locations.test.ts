import { describe, expect, it } from 'vitest';
import { depotAndStopsLocations, toMatrixLocations } from './engine-locations.js';
import { HaversineRouter } from './haversine-router.js';

describe('toMatrixLocations', () => {
  it('hands the matrices to the engine in metres and seconds', () => {
    const distancesM = Float64Array.from([0, 1000, 1200, 0]);
    const durationsS = Float64Array.from([0, 90, 100, 0]);
    expect(toMatrixLocations({ n: 2, distancesM, durationsS }, 2)).toEqual({
      kind: 'matrix',
      distances: distancesM,
      durations: durationsS,
    });
  });

  it('refuses a matrix of the wrong size', () => {
    const m = { n: 2, distancesM: new Float64Array(4), durationsS: new Float64Array(4) };
    expect(() => toMatrixLocations(m, 3)).toThrow(/expected 3/);
    expect(() => toMatrixLocations({ ...m, durationsS: new Float64Array(3) })).toThrow(/4 cells/);
    expect(() => toMatrixLocations(m, 2, [{ lat: 30, lng: -97 }])).toThrow(/1 positions given/);
  });
});

describe('depotAndStopsLocations', () => {
  it('puts the depot at location 0 and stop k at location k + 1', async () => {
    const depot = { lat: 30.2672, lng: -97.7431 };
    const stops = [
      { lat: 30.2849, lng: -97.7341 },
      { lat: 30.2241, lng: -97.7697 },
    ];
    const { points, matrix, locations } = await depotAndStopsLocations(
      new HaversineRouter(),
      depot,
      stops,
      'cargo_van',
    );
    expect(points).toEqual([depot, ...stops]);
    expect(matrix.n).toBe(3);
    expect(locations.kind).toBe('matrix');
    expect(locations.coords).toEqual([30.2672, -97.7431, 30.2849, -97.7341, 30.2241, -97.7697]);
    const direct = await new HaversineRouter().matrix([depot, stops[1]], 'cargo_van');
    expect(locations.distances[0 * 3 + 2]).toBeCloseTo(direct.distancesM[1], 6);
  });
});
