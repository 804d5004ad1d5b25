/**
 * When an optimisation goes through the optimisation-jobs resource (live progress, Cancel) instead of the
 * synchronous call, and how long its search may run. Fleet and batch solves always use a job; a single
 * route does when it has more stops than a quick answer covers.
 */
import type { JobKind } from '@routier/sdk';

/** Up to this many stops a basic or advanced solve answers synchronously (about a second or less). */
export const SYNC_STOP_LIMIT = 25;

export function usesJob(kind: JobKind, stops: number): boolean {
  if (kind === 'fleet' || kind === 'batch' || kind === 'multiDay' || kind === 'vroom') return true;
  return stops > SYNC_STOP_LIMIT;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Seconds of search for a job (the API's `timeLimitSeconds`, 1-300): a little more than the synchronous
 * budgets of docs/planning.md, growing with the stops; a batch is bounded by its routes (each gets the
 * basic budget and the job ends when the last is done).
 */
export function jobTimeLimitSeconds(kind: JobKind, count: number): number {
  switch (kind) {
    case 'basic':
      return clamp(Math.ceil(0.1 + 0.01 * count), 2, 30);
    case 'advanced':
      return clamp(Math.ceil(0.2 + 0.02 * count), 2, 30);
    case 'fleet':
      return clamp(Math.ceil(0.5 + 0.03 * count), 2, 60);
    case 'batch':
      return clamp(10 + 3 * count, 10, 300);
    case 'multiDay':
      return clamp(Math.ceil(2 + 0.05 * count), 5, 300);
    case 'vroom':
      // VROOM-format problems come from integrators (POST /api/solve), not from the console: its default.
      return clamp(Math.ceil(1 + 0.01 * count), 5, 300);
  }
}
