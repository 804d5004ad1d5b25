import { describe, expect, it } from 'vitest';
import { tableBlocks } from './table-blocks.js';

describe('tableBlocks', () => {
  it('is one all-to-all block when the matrix fits', () => {
    const blocks = tableBlocks(5, 100);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].coordinates).toEqual([0, 1, 2, 3, 4]);
    expect(blocks[0].sources).toBe(blocks[0].destinations);
  });

  it.each([
    [250, 100],
    [7, 3],
    [10, 1],
    [100, 100],
    [101, 100],
  ])('covers every cell of %i x %i exactly once within the size limit', (n, size) => {
    const seen = new Uint8Array(n * n);
    const blocks = tableBlocks(n, size);
    expect(blocks).toHaveLength(Math.ceil(n / size) ** 2);
    for (const b of blocks) {
      expect(b.sources.length * b.destinations.length).toBeLessThanOrEqual(size * size);
      expect(b.coordinates.length).toBeLessThanOrEqual(2 * size);
      b.sources.forEach((i, r) => {
        expect(b.coordinates[b.sourceSlots[r]]).toBe(i);
        b.destinations.forEach((j, c) => {
          expect(b.coordinates[b.destinationSlots[c]]).toBe(j);
          seen[i * n + j]++;
        });
      });
    }
    expect(seen.every((v) => v === 1)).toBe(true);
  });

  it('refuses a size below 1', () => {
    expect(() => tableBlocks(3, 0)).toThrow(RangeError);
  });
});
