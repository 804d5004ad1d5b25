/**
 * Splitting an n x n matrix into source x destination blocks for table services that cap the product of sources
 * and destinations (OSRM: sources x destinations <= max-table-size^2, default 100^2). Each block is one request
 * carrying the union of its sources and destinations (at most 2 x size coordinates; a diagonal block carries
 * size).
 */
export interface TableBlock {
  /** Global point indices of the rows. */
  sources: number[];
  /** Global point indices of the columns. */
  destinations: number[];
  /** The request's coordinates as global point indices: the sources, then the destinations not among them. */
  coordinates: number[];
  /** Positions of `sources` / `destinations` within `coordinates`. */
  sourceSlots: number[];
  destinationSlots: number[];
}

export function tableBlocks(n: number, size: number): TableBlock[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('block size must be a positive integer');
  const ranges: number[][] = [];
  for (let start = 0; start < n; start += size) {
    ranges.push(Array.from({ length: Math.min(size, n - start) }, (_, k) => start + k));
  }
  const blocks: TableBlock[] = [];
  for (let s = 0; s < ranges.length; s++) {
    for (let d = 0; d < ranges.length; d++) {
      const sources = ranges[s];
      const destinations = ranges[d];
      const coordinates = s === d ? sources : [...sources, ...destinations];
      blocks.push({
        sources,
        destinations,
        coordinates,
        sourceSlots: sources.map((_, k) => k),
        destinationSlots: destinations.map((_, k) => (s === d ? k : sources.length + k)),
      });
    }
  }
  return blocks;
}
