import type { ProgressEvent } from '@routier/engine';
import type { Geocoder, Router } from '../geo/index.js';
import type { PlanningPorts } from './ports.js';
import type { Solver } from '../kernel/solver.js';

/** What every optimisation needs: the resource ports, the geo providers and the solver. */
export interface PlanningDeps {
  ports: PlanningPorts;
  geocoder: Geocoder;
  router: Router;
  solver: Solver;
}

/** How a caller controls one optimisation. */
export interface RunControl {
  /** Aborts geocoding, routing and the search (the client went away, the job was cancelled). */
  signal?: AbortSignal;
  /** The engine's progress (objective units: metres, seconds or dollars). */
  onProgress?: (event: ProgressEvent) => void;
  /** The search budget; defaults to the synchronous budget of the call's kind and size. */
  timeLimitMs?: number;
  /**
   * Ends the search early without abandoning the call (a job cancelled once it has a plan): the engine answers
   * its best solution so far and the call completes with it.
   */
  stopSignal?: AbortSignal;
}

/** The signal the engine's search obeys: the call's, and the early stop when there is one. */
export function searchSignal(control: RunControl): AbortSignal | undefined {
  const { signal, stopSignal } = control;
  if (!stopSignal) return signal;
  return signal ? AbortSignal.any([signal, stopSignal]) : stopSignal;
}

/** After a cancelled search the engine still answers its best solution: drop it if nobody wants it. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  signal?.throwIfAborted();
}
