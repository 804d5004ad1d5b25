/**
 * Progress reporting: `onProgress` receives the best feasible cost in objective units at most every
 * `progressIntervalMs` (default 200) and whenever the best solution improves.
 */
import type { SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import type { Problem } from '../problem/problem.js';
import type { Snapshot } from '../search/snapshot.js';

export class Progress {
  private readonly options: SolveOptions;
  private readonly t0: number;
  private readonly now: () => number;
  private readonly unit: number;
  private readonly interval: number;
  private last = -Infinity;

  constructor(options: SolveOptions, t0: number, now: () => number, p: Problem) {
    this.options = options;
    this.t0 = t0;
    this.now = now;
    const objective = options.objective ?? 'distance';
    this.unit = objective === 'distance' ? p.distScale : objective === 'time' ? p.timeScale : 1;
    this.interval = options.progressIntervalMs ?? 200;
  }

  /** `bestObjective`: scaled objective of the best feasible solution, or null. */
  reportValue(iterations: number, bestObjective: number | null, improved: boolean): void {
    const cb = this.options.onProgress;
    if (cb === undefined) return;
    const t = this.now();
    if (!improved && t - this.last < this.interval) return;
    this.last = t;
    cb({
      bestCost: bestObjective === null ? null : bestObjective / this.unit,
      elapsedMs: t - this.t0,
      iterations,
    });
  }

  report(iterations: number, best: Snapshot | null, improved: boolean): void {
    this.reportValue(iterations, best === null ? null : best.objective, improved);
  }

  final(s: Solution): void {
    const cb = this.options.onProgress;
    if (cb !== undefined)
      cb({ bestCost: s.objectiveValue, elapsedMs: s.runtimeMs, iterations: s.iterations });
  }
}
