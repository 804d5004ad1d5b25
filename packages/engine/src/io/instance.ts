import type { ProblemInput } from '../model/input.js';

/** Which literature format a benchmark instance came from (`vrptw`: a VRPLIB file of TYPE VRPTW). */
export type InstanceFormat = 'solomon' | 'vrptw' | 'cvrplib' | 'tsplib' | 'lilim';

/**
 * A parsed benchmark instance: the engine problem plus what the file said about itself.
 *
 * Location `i` is the `i`-th node of the file (Solomon: the `i`-th CUSTOMER row, row 0 the depot;
 * TSPLIB/CVRPLIB: node `i + 1`). Job ids are the ids the `.sol` files use (Solomon: CUST NO.;
 * TSPLIB/CVRPLIB: node number minus one), so a solution's routes map to file ids through `problem.jobs[j].id`.
 */
export interface ParsedInstance {
  name: string;
  format: InstanceFormat;
  problem: ProblemInput;
  /** Number of nodes, depot included. */
  dimension: number;
  /** Fleet size in `problem.vehicles` (Solomon: the file's NUMBER; CVRP: one per customer; TSP: 1). */
  vehicles: number;
  /** Vehicle capacity (single dimension), or null for a TSP. */
  capacity: number | null;
  /** TSPLIB EDGE_WEIGHT_TYPE, or `EUC` for Solomon files. */
  edgeWeightType: string;
  comment: string;
}
