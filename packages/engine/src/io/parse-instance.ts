import type { EuclideanLocations } from '../model/input.js';
import type { ParsedInstance } from './instance.js';
import { looksLikeLiLim, parseLiLim } from './lilim.js';
import { parseSolomon } from './solomon.js';
import { invalid } from './text.js';
import { parseTsplib } from './tsplib.js';

/**
 * Parses an instance by its file name: `.txt` Solomon (or Li & Lim PDPTW, told by its first line), `.vrp`
 * CVRPLIB (or VRPLIB VRPTW, told by its TYPE), `.tsp` TSPLIB (case-insensitive).
 * `rounding` and `fleet` (vehicles instead of the file's count) apply to VRPTW files only, Solomon or VRPLIB
 * (the others fix their own convention and fleet).
 */
export function parseInstance(
  fileName: string,
  text: string,
  options: { rounding?: EuclideanLocations['rounding']; fleet?: number } = {},
): ParsedInstance {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.txt'))
    return looksLikeLiLim(text)
      ? parseLiLim(text, { source: fileName, name: fileName.replace(/\.txt$/i, '').replace(/^.*[\\/]/, '') })
      : parseSolomon(text, { source: fileName, rounding: options.rounding, fleet: options.fleet });
  if (lower.endsWith('.vrp') || lower.endsWith('.tsp'))
    return parseTsplib(text, { source: fileName, rounding: options.rounding, fleet: options.fleet });
  throw invalid(
    fileName,
    null,
    'unknown instance format (expected .txt Solomon, .vrp CVRPLIB or .tsp TSPLIB)',
  );
}
