/**
 * The internal, struct-of-arrays problem the search works on. Built once from a validated `ProblemInput`
 * by `buildProblem`; nothing in the search looks at the input objects again.
 *
 * Integer scaling (docs/engine-units.md): every distance is `distScale` units per input distance unit,
 * every time `timeScale` units per input second, every demand `demandScale[d]` units per input unit. Values
 * are integers stored in Float64Array (exact arithmetic up to 2^53) and in Int32Array for the matrices.
 *
 * Visits: the search moves "visits" between routes. Visit ids are laid out as
 *   [0, nJobs)                      jobs, in input order
 *   [nJobs, nJobs + nBreaks)        breaks (each owned by one vehicle; no location of their own)
 *   [firstSentinel + 2r]            start sentinel of route r (= vehicle r)
 *   [firstSentinel + 2r + 1]        end sentinel of route r (location -1 for an open route)
 */
import type { ProblemInput } from '../model/input.js';
import type { Matrix } from './matrices.js';

export type { Matrix };

export interface Problem {
  readonly input: ProblemInput;
  /** Number of locations (matrix side). */
  readonly nLoc: number;
  readonly nJobs: number;
  readonly nBreaks: number;
  readonly nVehicles: number;
  /** nJobs + nBreaks + 2 * nVehicles. */
  readonly nVisits: number;
  /** nJobs + nBreaks. */
  readonly firstSentinel: number;
  /** Capacity dimensions (0 when no vehicle declares a capacity). */
  readonly nDims: number;

  readonly distScale: number;
  readonly timeScale: number;
  /** Per dimension: scaled units per input demand unit (1 when every value is an integer). */
  readonly demandScale: Float64Array;

  /** Scaled distances, row-major nLoc x nLoc. */
  readonly dist: Matrix;
  /** Scaled travel times per speed profile (row-major); may alias `dist`. Empty when timeMode is 0. */
  readonly times: Matrix[];
  /** Speed factor of each profile (1 for profile 0). */
  readonly profileFactor: Float64Array;
  /** True when dist (and every time matrix) is symmetric. */
  readonly symmetric: boolean;

  /** 0: time plays no role (no windows, shifts, durations, breaks or time costs); 1: full time-warp model. */
  readonly timeMode: 0 | 1;
  /** Soft job windows: lateness costs `lateCoef` per scaled time unit instead of being forbidden. */
  readonly softWindows: boolean;
  lateCoef: number;
  /** Workload balance: `balanceCoef * duration^2` added to each used route (0 = off). */
  balanceCoef: number;

  // ---- per visit (jobs, breaks, sentinels), length nVisits ----
  /** Location index, or -1 (breaks; the end of an open route). */
  readonly visitLoc: Int32Array;
  /** Scaled service (break) duration. */
  readonly visitService: Float64Array;
  /**
   * Current window of each visit (scaled; the search may re-select among `windows*` for multi-window visits).
   * With soft windows this is the hard track: jobs' windows are open-ended (lateness is allowed).
   */
  readonly visitTwStart: Float64Array;
  readonly visitTwEnd: Float64Array;
  /** Soft windows only (else empty): window end on the lateness track (jobs: the window end; others: Infinity). */
  readonly visitLateEnd: Float64Array;
  /** Windows of visit v are windowStart/End[windowOffset[v] .. windowOffset[v + 1]). */
  readonly windowOffset: Int32Array;
  readonly windowStart: Float64Array;
  readonly windowEnd: Float64Array;
  /** Scaled demand, nVisits x nDims (zero for breaks and sentinels). */
  readonly visitDemand: Float64Array;
  /** Breaks: owning vehicle; sentinels: their vehicle; jobs: -1. */
  readonly visitVehicle: Int32Array;

  // ---- per job ----
  /** Cost (objective units) of leaving the job unassigned. */
  readonly jobPenalty: Float64Array;
  /** Pinned vehicle index or -1. */
  readonly jobPinned: Int32Array;
  /** 1 when at least one vehicle can serve the job alone (after pre-analysis). */
  readonly jobAssignable: Uint8Array;

  // ---- per vehicle (= route) ----
  readonly vStart: Int32Array;
  /** End location or -1 (open route). */
  readonly vEnd: Int32Array;
  readonly vShiftStart: Float64Array;
  readonly vShiftEnd: Float64Array;
  /** Scaled capacity, nVehicles x nDims (Infinity = unlimited). */
  readonly vCap: Float64Array;
  readonly vMaxDuration: Float64Array;
  readonly vMaxDistance: Float64Array;
  readonly vMaxStops: Float64Array;
  /** Objective per scaled distance / time unit, and per used vehicle. */
  readonly vDistCoef: Float64Array;
  readonly vDurCoef: Float64Array;
  readonly vFixed: Float64Array;
  readonly vProfile: Int32Array;
  /** Vehicles of one type are interchangeable (same attributes, no pinned jobs, no breaks). */
  readonly vType: Int32Array;
  readonly nTypes: number;
  /** Head/tail keys: equal keys mean equal start (end) location, window and speed profile. */
  readonly vHeadKey: Int32Array;
  readonly vTailKey: Int32Array;
  /** Breaks of vehicle v are visits breakIds[breakOffset[v] .. breakOffset[v + 1]). */
  readonly breakOffset: Int32Array;
  readonly breakIds: Int32Array;

  /** eligible[type * nJobs + job] = 1 when that vehicle type can serve the job (skills, pin, alone-feasible). */
  readonly eligible: Uint8Array;
  /** False when every assignable job is eligible for every type (checks can be skipped). */
  restricted: boolean;
  /** Per load dimension: weight of one unit of excess in the load penalty (normalises dimensions). */
  readonly loadWeight: Float64Array;

  /** Planar coordinates per location for polar sectors and neighbourhoods (null for matrices). */
  readonly locX: Float64Array | null;
  readonly locY: Float64Array | null;
  /**
   * Internal number of each input location (problem/locality.ts), or null when they are the same. Every
   * location index of this struct (visitLoc, vStart, vEnd, the matrices, locX/locY) is internal.
   */
  readonly locRank: Int32Array | null;
}

/** Internal number of input location `l` (see Problem.locRank). */
export function internalLoc(p: Problem, l: number): number {
  return p.locRank === null ? l : p.locRank[l];
}

/** Sentinel ids of route r. */
export function startSentinel(p: Problem, r: number): number {
  return p.firstSentinel + 2 * r;
}

export function endSentinel(p: Problem, r: number): number {
  return p.firstSentinel + 2 * r + 1;
}

/**
 * Makes window w (an index into windowStart/End) the current window of visit x. With soft windows a job may
 * only be late against its last window (before that, a later window still open means waiting for it, as the
 * reported schedule does), so only the last window is open-ended on the hard track.
 */
export function selectWindow(p: Problem, x: number, w: number): void {
  p.visitTwStart[x] = p.windowStart[w];
  if (p.softWindows && x < p.nJobs) {
    p.visitTwEnd[x] = w === p.windowOffset[x + 1] - 1 ? Infinity : p.windowEnd[w];
    p.visitLateEnd[x] = p.windowEnd[w];
  } else p.visitTwEnd[x] = p.windowEnd[w];
}

/** True when visit x has several windows (its current one is re-selected as its route changes). */
export function hasWindowChoice(p: Problem, x: number): boolean {
  return p.windowOffset[x + 1] - p.windowOffset[x] > 1;
}

/** Some visit of p has several windows (its current one is then search state). */
export function anyWindowChoice(p: Problem): boolean {
  for (let x = 0; x < p.nVisits; x++) if (hasWindowChoice(p, x)) return true;
  return false;
}

/** Index (into windowStart/End) of visit x's current window; window starts are distinct (overlaps merged). */
export function currentWindow(p: Problem, x: number): number {
  const last = p.windowOffset[x + 1] - 1;
  let w = p.windowOffset[x];
  while (w < last && p.windowStart[w] !== p.visitTwStart[x]) w++;
  return w;
}
