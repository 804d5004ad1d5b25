export interface CheckOptions {
  /** As SolveOptions.timeWindows: `soft` accepts lateness of jobs and breaks (and the shift end / max duration it causes) when the solution reports it as a violation. Default `hard`. */
  timeWindows?: 'hard' | 'soft';
  /** Slack for constraint checks, in the constraint's unit (seconds, metres, demand units). Default 1e-6. */
  epsilon?: number;
  /**
   * Allowed difference between a reported figure (distances, times, costs) and its double-precision
   * recomputation: this much per arc of the route, plus 1e-9 relative. Default 1e-3.
   */
  reportTolerance?: number;
  /** Compare the solution's reported figures with the recomputed ones. Default true. */
  checkReported?: boolean;
}

export interface RecomputedRoute {
  vehicleIndex: number;
  distance: number;
  duration: number;
  travel: number;
  service: number;
  wait: number;
  lateness: number;
  cost: number;
  load: number[];
  jobs: number;
}

/** Figures recomputed from the raw input in double precision (metres, seconds, money). */
export interface Recomputed {
  distance: number;
  duration: number;
  travel: number;
  service: number;
  wait: number;
  lateness: number;
  /** Money: sum of the routes' costPerKm, costPerHour and fixedCost terms. */
  cost: number;
  vehiclesUsed: number;
  assigned: number;
  unassigned: number;
  routes: RecomputedRoute[];
}

export interface CheckResult {
  valid: boolean;
  /** One sentence per problem found; empty when valid. */
  errors: string[];
  recomputed: Recomputed;
}
