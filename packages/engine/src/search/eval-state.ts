import type { Problem } from '../problem/problem.js';
import type { CostModel } from './cost-model.js';
import type { Routes } from './routes.js';
import type { Seg } from './segment.js';

/**
 * What the O(1) evaluators of fast-eval.ts read from the search: the problem, the cost model, the current
 * routes and scratch space. SearchContext provides it; the evaluators depend on this shape, not on the context
 * that owns them, so the two modules do not import each other.
 */
export interface EvalState {
  readonly p: Problem;
  readonly cm: CostModel;
  readonly routes: Routes;
  /** Fast evaluation path allowed (no soft windows, no breaks). */
  readonly fast: boolean;
  /** Scratch loads (one per dimension). */
  readonly loadScratch: Float64Array;
  /** Scratch segment. */
  readonly s3: Seg;
}
