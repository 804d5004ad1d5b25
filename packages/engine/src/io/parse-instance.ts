import type { EuclideanLocations } from '../model/input.js';
import type { ParsedInstance } from './instance.js';
import { looksLikeLiLim, parseLiLim } from './lilim.js';
import { parseSolomon } from './solomon.js';
import { invalid } from './text.js';
import { parseTsplib } from './tsplib.js';

/**
 * Parses an instance by its file name: `.txt` Solomon (or Li & Lim PDPTW, told by its first line), `.vrp`
 * CVRPLIB (or VRPLIB VRPTW, told by its TYPE), `.tsp` TSPLIB (case-insensitive).
 * `rounding` applies to VRPTW files only, Solomon or VRPLIB (the others fix their own convention).
 */
export function parseInstance(
  fileName: string,
  text: string,
  options: { rounding?: EuclideanLocations['rounding'] } = {},
): ParsedInstance {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.txt'))
    return looksLikeLiLim(text)
      ? parseLiLim(text, { source: fileName, name: fileName.replace(/\.txt$/i, '').replace(/^.*[\\/]/, '') })
      : parseSolomon(text, { source: fileName, rounding: options.rounding });
  if (lower.endsWith('.vrp') || lower.endsWith('.tsp'))
    return parseTsplib(text, { source: fileName, rounding: options.rounding });
  throw invalid(
    fileName,
    null,
    'unknown instance format (expected .txt Solomon, .vrp CVRPLIB or .tsp TSPLIB)',
  );
}
