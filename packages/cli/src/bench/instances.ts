import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseInstance, type CostConvention, type ParsedInstance } from '@routier/engine';
import { UsageError } from '../io/errors.js';

/**
 * VRPTW convention (Solomon and Gehring-Homberger, .txt or VRPLIB .vrp): `exact` (unrounded, BKS
 * distance_exact_best) or `dimacs` (truncated, distance_dimacs).
 */
export type SolomonConvention = 'exact' | 'dimacs';

/** An instance read for benchmarking, with the objective convention its family is measured under. */
export interface BenchInstance {
  /** File name without extension, as in BKS.csv. */
  name: string;
  file: string;
  parsed: ParsedInstance;
  /** C1, C2, R1, R2, RC1, RC2 (Solomon), X (CVRPLIB), TSP, or the format for other files. */
  family: string;
  /** How the objective is counted: unrounded for Solomon exact, nint for X and TSPLIB, trunc1 for DIMACS. */
  cost: CostConvention;
  /** The BKS.csv `convention` to compare with when an instance has several rows. */
  bksConvention: string | undefined;
}

export const INSTANCE_EXTENSIONS = ['.txt', '.vrp', '.tsp'];

export function familyOf(name: string, format: ParsedInstance['format']): string {
  if (format === 'solomon' || format === 'vrptw')
    return /^(RC|R|C)([12])/i.exec(name)?.slice(1, 3).join('').toUpperCase() ?? 'VRPTW';
  if (format === 'tsplib') return 'TSP';
  if (format === 'lilim')
    return /^(LRC|LR|LC)([12])/i.exec(name)?.slice(1, 3).join('').toUpperCase() ?? 'PDPTW';
  return /^X-/i.test(name) ? 'X' : 'CVRP';
}

/**
 * Reads and parses one instance file, choosing the convention by format (VRPTW: `solomon`). `fleet`: the
 * number of vehicles of a VRPTW file instead of its own (Solomon NUMBER, VRPLIB VEHICLES); refused for
 * files of other formats, whose fleet is not the file's to set (CVRP: one per customer, TSP: one).
 */
export function readInstance(
  file: string,
  solomon: SolomonConvention = 'exact',
  fleet?: number,
): BenchInstance {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file} (${(error as { code?: string }).code ?? 'error'})`);
  }
  const rounding = solomon === 'dimacs' ? 'trunc1' : 'exact';
  const parsed = parseInstance(basename(file), text, { rounding, fleet });
  const name = basename(file).replace(/\.[^.]+$/, '');
  const family = familyOf(name, parsed.format);
  if (parsed.format === 'solomon' || parsed.format === 'vrptw') {
    return {
      name,
      file,
      parsed,
      family,
      cost: solomon === 'dimacs' ? 'trunc1' : 'exact',
      bksConvention: solomon === 'dimacs' ? 'distance_dimacs' : 'distance_exact_best',
    };
  }
  if (fleet !== undefined)
    throw new UsageError(
      `--fleet is for VRPTW files (Solomon, VRPLIB VRPTW); ${basename(file)} is ${parsed.format}`,
    );
  // Li & Lim: unrounded distance (checked and counted by checkShipments).
  if (parsed.format === 'lilim')
    return { name, file, parsed, family, cost: 'exact', bksConvention: undefined };
  // TSPLIB types other than EUC_2D come as a matrix: count with the problem's own distances.
  const cost: CostConvention = parsed.problem.locations.kind === 'euclidean' ? 'nint' : 'problem';
  return { name, file, parsed, family, cost, bksConvention: undefined };
}

/** Instance files of a benchmark folder (instances beside BKS.csv), in natural name order, filtered. */
export function listInstances(dir: string, filter?: RegExp): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    throw new UsageError(`cannot read the folder ${dir}`);
  }
  const files = entries
    .filter((f) => INSTANCE_EXTENSIONS.some((ext) => f.toLowerCase().endsWith(ext)))
    .filter((f) => !filter || filter.test(f.replace(/\.[^.]+$/, '')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (files.length === 0)
    throw new UsageError(
      `no .txt, .vrp or .tsp instances in ${dir}${filter ? ` matching ${filter.source}` : ''}`,
    );
  return files.map((f) => join(dir, f));
}
