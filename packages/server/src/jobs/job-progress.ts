/**
 * A running job's progress: elapsed time, share of the time limit used (batch: share of routes done), the
 * engine's best cost in the API's unit of the objective, and the best cost over time (`history`, at most
 * 200 points: when full, every other point is dropped, so the curve keeps its shape). Also decides when a
 * progress event is worth sending: on an improvement at most every 250 ms, otherwise once a second.
 */
import type { Objective, ProgressEvent } from '@routier/engine';
import type { JobProgress, JobProgressPoint } from '@routier/contract';

export const MAX_HISTORY = 200;
export const MIN_EVENT_INTERVAL_MS = 250;
export const MAX_EVENT_INTERVAL_MS = 1000;

/** The engine's objective value (metres, seconds, dollars) in the API's unit (km, minutes, dollars). */
export function apiCost(objective: Objective, value: number): number {
  switch (objective) {
    case 'distance':
      return Math.round(value / 10) / 100;
    case 'time':
      return Math.round(value / 6) / 10;
    default:
      return Math.round(value * 100) / 100;
  }
}

/** A new job's progress; a batch job (`routesTotal` = its route count) counts routes from 0 of them. */
export function initialProgress(objective: Objective, routesTotal: number | null = null): JobProgress {
  return {
    percent: 0,
    elapsedMs: 0,
    iterations: 0,
    bestCost: null,
    unassigned: null,
    objective,
    routesDone: routesTotal === null ? null : 0,
    routesTotal,
  };
}

export class ProgressTracker {
  readonly progress: JobProgress;
  history: JobProgressPoint[] = [];
  private lastEventAt = -Infinity;
  /** The engine's search value of its best solution (to tell improvements). */
  private searchBest: number | null = null;

  constructor(
    objective: Objective,
    private readonly timeLimitMs: number,
    private readonly startedAt: number,
    private readonly now: () => number = Date.now,
    /** Batch jobs: the number of routes; percent then counts routes done, never the time used. */
    routesTotal: number | null = null,
  ) {
    this.progress = initialProgress(objective, routesTotal);
  }

  /** Engine progress; answers whether to send an event now. */
  onEngineProgress(event: ProgressEvent): boolean {
    this.touch();
    this.progress.iterations = event.iterations;
    // The engine's best is judged by its search value (penalties for stops left out included); what is shown
    // is what the plan's routes cost, in the plan's unit, and how many stops it leaves out.
    const improved =
      event.bestCost !== null && (this.searchBest === null || event.bestCost < this.searchBest);
    if (improved) {
      this.searchBest = event.bestCost;
      this.progress.bestCost =
        event.bestRoutesCost === null ? null : apiCost(this.progress.objective, event.bestRoutesCost);
      this.progress.unassigned = event.unassigned;
      this.record();
    }
    return this.due(improved);
  }

  /** A batch route finished; answers whether to send an event now. */
  onRouteDone(done: number, total: number): boolean {
    this.touch();
    this.progress.routesDone = done;
    this.progress.routesTotal = total;
    this.progress.percent = Math.round((done / Math.max(1, total)) * 1000) / 10;
    this.record();
    return this.due(true);
  }

  /** Updates the elapsed time (the once-a-second tick); always worth an event. */
  tick(): JobProgress {
    this.touch();
    this.lastEventAt = this.now();
    return this.progress;
  }

  /** Marks an event as sent now. */
  sent(): void {
    this.lastEventAt = this.now();
  }

  finish(succeeded: boolean): JobProgress {
    this.touch();
    if (succeeded) this.progress.percent = 100;
    return this.progress;
  }

  private touch(): void {
    this.progress.elapsedMs = Math.max(0, Math.round(this.now() - this.startedAt));
    if (this.progress.routesTotal === null) {
      const share = this.progress.elapsedMs / Math.max(1, this.timeLimitMs);
      this.progress.percent = Math.min(99, Math.round(share * 1000) / 10);
    }
  }

  private record(): void {
    if (this.history.length >= MAX_HISTORY) this.history = this.history.filter((_, i) => i % 2 === 1);
    this.history.push({
      elapsedMs: this.progress.elapsedMs,
      bestCost: this.progress.bestCost,
      percent: this.progress.percent,
    });
  }

  private due(improved: boolean): boolean {
    const since = this.now() - this.lastEventAt;
    const due = improved ? since >= MIN_EVENT_INTERVAL_MS : since >= MAX_EVENT_INTERVAL_MS;
    if (due) this.lastEventAt = this.now();
    return due;
  }
}
