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

  /** The best feasible solution's scaled objective (with penalties), its routes' alone and jobs left out. */
  reportValue(
    iterations: number,
    best: { objective: number; routesObjective: number; unassigned: number } | null,
    improved: boolean,
  ): void {
    const cb = this.options.onProgress;
    if (cb === undefined) return;
    const t = this.now();
    if (!improved && t - this.last < this.interval) return;
    this.last = t;
    cb({
      bestCost: best === null ? null : best.objective / this.unit,
      bestRoutesCost: best === null ? null : best.routesObjective / this.unit,
      unassigned: best === null ? null : best.unassigned,
      elapsedMs: t - this.t0,
      iterations,
    });
  }

  report(iterations: number, best: Snapshot | null, improved: boolean): void {
    this.reportValue(iterations, best, improved);
  }

  final(s: Solution): void {
    const cb = this.options.onProgress;
    if (cb === undefined) return;
    const objective = this.options.objective ?? 'distance';
    const routes =
      objective === 'distance'
        ? s.totals.distanceM
        : objective === 'time'
          ? s.totals.durationS
          : s.totals.cost;
    cb({
      bestCost: s.objectiveValue,
      bestRoutesCost: routes,
      unassigned: s.unassigned.length,
      elapsedMs: s.runtimeMs,
      iterations: s.iterations,
    });
  }
}
