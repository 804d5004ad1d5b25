import { describe, expect, it } from 'vitest';
import type { LocationsInput } from '../model/input.js';
import { euclid, roundEuclid } from './geometry.js';
import { buildDistanceMatrix, buildTimeMatrix, ceilScaled } from './matrices.js';

/** Points on a square of side `side`, its corners included (the longest arc is the diagonal). */
function square(side: number, n: number): number[] {
  const coords = [0, 0, side, side, 0, side, side, 0];
  for (let i = 4; i < n; i++) coords.push(((i * 37) % 101) * (side / 100), ((i * 53) % 97) * (side / 96));
  return coords;
}

describe('matrix width', () => {
  it('is 16 bits where every scaled value fits, with the same values a 32-bit matrix would hold', () => {
    for (const rounding of ['nint', 'trunc1', 'exact'] as const) {
      // Sides whose scaled diagonal (65,054 units; 63,640 for exact at 1,000 units) is just inside 16 bits.
      const side = rounding === 'trunc1' ? 4_600 : rounding === 'nint' ? 46_000 : 45;
      const scale = rounding === 'nint' ? 1 : rounding === 'trunc1' ? 10 : 1000;
      const coords = square(side, 40);
      const loc: LocationsInput = { kind: 'euclidean', coords, rounding };
      const m = buildDistanceMatrix(loc, 20, scale);
      expect(m, rounding).toBeInstanceOf(Uint16Array);
      for (let i = 0; i < 20; i++)
        for (let j = 0; j < 20; j++) {
          const e = euclid(coords[2 * i] - coords[2 * j], coords[2 * i + 1] - coords[2 * j + 1]);
          const want =
            rounding === 'exact' ? Math.round(e * scale) : Math.round(roundEuclid(e, rounding) * scale);
          expect(m[i * 20 + j]).toBe(want);
        }
    }
  });

  it('is 32 bits as soon as one value could pass 65,535, in scaled units', () => {
    for (const [rounding, side, scale] of [
      ['nint', 46_400, 1],
      ['trunc1', 4_700, 10],
      ['exact', 47, 1000],
    ] as const) {
      const coords = square(side, 10);
      const m = buildDistanceMatrix({ kind: 'euclidean', coords, rounding }, 10, scale);
      expect(m, rounding).toBeInstanceOf(Int32Array);
      const diagonal = euclid(side, side);
      expect(m[1], rounding).toBe(
        rounding === 'exact'
          ? Math.round(diagonal * scale)
          : Math.round(roundEuclid(diagonal, rounding) * scale),
      );
      expect(m[1]).toBeGreaterThan(65_535);
    }
  });

  it('follows the largest given value of a matrix input, for distances and for times', () => {
    const n = 3;
    const small = [0, 10, 20, 10, 0, 30, 20, 30, 0];
    const large = [0, 10, 70_000, 10, 0, 30, 70_000, 30, 0];
    const matrix = (distances: number[], durations: number[]): LocationsInput => ({
      kind: 'matrix',
      distances,
      durations,
    });
    const a = buildDistanceMatrix(matrix(small, large), n, 1);
    expect(a).toBeInstanceOf(Uint16Array);
    const b = buildDistanceMatrix(matrix(large, small), n, 1);
    expect(b).toBeInstanceOf(Int32Array);
    expect(b[2]).toBe(70_000);
    // Times: 70,000 seconds does not fit, nor do 30 seconds x 3 (a speed factor) x 1,000 (a time scale).
    const tLarge = buildTimeMatrix(matrix(small, large), n, 1, 1, a, 1);
    expect(tLarge).toBeInstanceOf(Int32Array);
    expect(tLarge[2]).toBe(70_000);
    const tSmall = buildTimeMatrix(matrix(small, small), n, 1, 1, a, 1);
    expect(tSmall).toBeInstanceOf(Uint16Array);
    expect(Array.from(tSmall)).toEqual(small);
    const tScaled = buildTimeMatrix(matrix(small, small), n, 1000, 3, a, 1);
    expect(tScaled).toBeInstanceOf(Int32Array);
    expect(tScaled[5]).toBe(ceilScaled(30 * 3 * 1000));
  });

  // validateLocations refuses negative entries, but multi-day inputs reach the builder without it.
  it('keeps a negative value of a matrix input (32 bits)', () => {
    const loc: LocationsInput = { kind: 'matrix', distances: [0, -5, 5, 0], durations: [0, 1, 1, 0] };
    const m = buildDistanceMatrix(loc, 2, 1);
    expect(m).toBeInstanceOf(Int32Array);
    expect(m[1]).toBe(-5);
  });
});
