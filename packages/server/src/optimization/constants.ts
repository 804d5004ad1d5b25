/**
 * The planning API's constants: document 2 section 9 defaults, and the time budgets the server gives the
 * engine (documented in docs/architecture.md, "Planning: time limits").
 */

/** Advanced optimisation defaults (document 2, sections 5 and 9). */
export const ADVANCED_DEFAULTS = {
  maxRouteTime: 480,
  maxStops: 20,
  balanceWorkload: false,
  respectTimeWindows: true,
  allowLateDeliveries: false,
  prioritizeUrgent: true,
} as const;

/** The working day starts at 08:00 (480 minutes after midnight) unless the request says otherwise. */
export const DAY_START_MINUTES = 480;

/** Service time when a stop gives none (document 2: fallback 15 minutes). */
export const DEFAULT_SERVICE_MINUTES = 15;

/** The vehicle type used when a saved route has no vehicle (batch optimisation). */
export const FALLBACK_VEHICLE_TYPE = 'standard_truck' as const;

/**
 * Search budgets of synchronous calls, in milliseconds: a base plus a share per stop, clamped. The engine
 * is anytime, so these trade quality for latency; jobs take `timeLimitSeconds` from the request instead.
 * Basic (the engine's single-vehicle TSP path) reaches its 1-second result within 30 ms for 25 stops and 60 ms
 * for 50-100 stops on this machine; it gets 25 ms + 1.5 ms per stop (62 ms for 25 stops, 175 ms for 100).
 */
export const SYNC_TIME_LIMITS = {
  basic: { baseMs: 25, perStopMs: 1.5, minMs: 50, maxMs: 1_000 },
  advanced: { baseMs: 100, perStopMs: 8, minMs: 200, maxMs: 3_000 },
  fleet: { baseMs: 200, perStopMs: 20, minMs: 500, maxMs: 10_000 },
} as const;

export type SyncKind = keyof typeof SYNC_TIME_LIMITS;

export function syncTimeLimitMs(kind: SyncKind, stops: number): number {
  const t = SYNC_TIME_LIMITS[kind];
  return Math.min(t.maxMs, Math.max(t.minMs, t.baseMs + t.perStopMs * stops));
}

/**
 * The search budget of a call: the caller's limit (a job's, whole), or the synchronous one as a deadline for
 * the answer — under load, the time a solve waits for a solver thread is taken off it, keeping at least half
 * (for 25 stops, basic: 62 ms idle, 31 ms when busy, where the search has already found its 1-second result).
 * That keeps a busy server's answers near an idle one's instead of growing with the queue.
 */
export function searchBudget(
  kind: SyncKind,
  stops: number,
  given: number | undefined,
): { timeLimitMs: number; minTimeLimitMs?: number } {
  if (given !== undefined) return { timeLimitMs: given };
  const timeLimitMs = syncTimeLimitMs(kind, stops);
  return { timeLimitMs, minTimeLimitMs: timeLimitMs / 2 };
}

/** Job time limits (openapi.yaml JobTimeLimit): 1-300 seconds, default 10, batch 60. */
export const JOB_TIME_LIMIT = { minS: 1, maxS: 300, defaultS: 10, batchDefaultS: 60 } as const;
