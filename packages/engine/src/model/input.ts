/**
 * The engine's public input model: one model for every variant (TSP, CVRP, VRPTW, heterogeneous fleets,
 * skills, breaks, open routes).
 *
 * Units at this boundary (see docs/engine-units.md): distances in metres, durations and instants in seconds,
 * money in the caller's currency unit (dollars in the product), demands in the caller's units per dimension.
 * Instants (shift, time windows, break windows) are seconds on one clock of the caller's choosing (the product
 * uses seconds after midnight of the scheduled day). For `euclidean` locations the coordinate unit is taken as
 * both the distance unit ("metres") and, divided by `speed`, the time unit ("seconds"), as the benchmarks need.
 *
 * The engine scales everything once, at its boundary, to integers; nothing inside sees these objects.
 */

/** How distances and travel times between locations are obtained. */
export type LocationsInput = EuclideanLocations | HaversineLocations | MatrixLocations;

/** Planar coordinates; distance = Euclidean length (optionally rounded as a benchmark convention requires). */
export interface EuclideanLocations {
  kind: 'euclidean';
  /** Flat `[x0, y0, x1, y1, ...]`. */
  coords: ArrayLike<number>;
  /**
   * `exact`: unrounded (Solomon literature); `nint`: floor(d + 0.5) (TSPLIB EUC_2D, CVRPLIB X);
   * `trunc1`: floor(10 d) / 10 (DIMACS VRPTW). Default `exact`.
   */
  rounding?: 'exact' | 'nint' | 'trunc1';
  /** Travel time = distance / speed. Default 1 (Solomon convention). */
  speed?: number;
}

/** Geographic coordinates; distance = great-circle length x roadFactor, time = distance / speed. */
export interface HaversineLocations {
  kind: 'haversine';
  /** Flat `[lat0, lng0, lat1, lng1, ...]` in degrees. */
  coords: ArrayLike<number>;
  /** Ratio of road distance to great-circle distance. Default 1.3. */
  roadFactor?: number;
  /** Average speed in km/h. Default 40. Vehicles may scale it with `speedFactor`. */
  speedKmh?: number;
}

/** Given square matrices, row-major (`m[i * n + j]`), n = number of locations. */
export interface MatrixLocations {
  kind: 'matrix';
  /** Metres. */
  distances: ArrayLike<number>;
  /** Seconds. */
  durations: ArrayLike<number>;
  /**
   * Optional: where the same places are, `[lat0, lon0, lat1, lon1, ...]` as for haversine locations.
   * Distances and times still come from the matrices; the positions only steer the search's geometric
   * shortcuts (the polar sectors that spare SWAP* routes far apart, the sweep of the first construction,
   * the internal numbering of the places), which without them fall back to slower ones
   * (docs/engine.md, "Location order").
   */
  coords?: ArrayLike<number>;
}

export interface TimeWindow {
  /** Seconds, inclusive. */
  start: number;
  /** Seconds, inclusive; service must start no later than this (unless lateness is allowed). */
  end: number;
}

export type Priority = 'low' | 'medium' | 'high' | 'urgent';

export interface BreakInput {
  id?: string | number;
  /** Seconds. */
  durationS: number;
  /** The break must start within one of these windows. */
  windows: TimeWindow[];
}

export interface VehicleInput {
  /** Echoed back in the result. */
  id: string | number;
  /** Human name used in messages ("Van 2"). Default: the id. */
  name?: string;
  /** Location index of the start (depot). */
  start: number;
  /** Location index of the end; `null` or absent = open route (ends at its last stop). */
  end?: number | null;
  /** Working window; the route leaves the start no earlier than `start` and is back by `end`. */
  shift?: TimeWindow;
  /** Capacity per dimension (same order as job demands). Absent = unlimited in every dimension. */
  capacity?: number[];
  /** Max route duration in seconds (spec: maxRouteTime), from leaving the start to arriving at the end. */
  maxDurationS?: number;
  /** Max route distance in metres. */
  maxDistanceM?: number;
  /** Max driving time in seconds (travel only, without service and waiting); planned by the pickup-and-delivery search. */
  maxTravelS?: number;
  /** Max number of jobs on the route (spec: maxStops). */
  maxStops?: number;
  /** Money per km travelled. Default 0 (then the objective's own unit is used). */
  costPerKm?: number;
  /** Money per hour of route duration. Default 0. */
  costPerHour?: number;
  /** Money paid once if the vehicle is used. Default 0. */
  fixedCost?: number;
  /** Travel time multiplier for this vehicle (a slower truck: 1.2). Default 1. */
  speedFactor?: number;
  /** Skills or special features this vehicle offers (refrigerated, hazmat_certified, ...). */
  skills?: string[];
  breaks?: BreakInput[];
}

export interface JobInput {
  /** Echoed back in the result. */
  id: string | number;
  /** Human name used in messages ("Acme Depot"). Default: the id. */
  name?: string;
  /** Location index. */
  location: number;
  /** Service duration in seconds. Default 0. */
  serviceS?: number;
  /** Zero windows = any time within the shift; several windows allowed (service starts inside one). */
  timeWindows?: TimeWindow[];
  /** Demand per dimension (same order as vehicle capacities); missing dimensions are 0. */
  demand?: number[];
  /**
   * Amount collected here and carried to the route's end, per dimension (a return, an empty pallet). The
   * vehicle's load then rises along the route as well as falls; jobs with pickups are planned by the
   * pickup-and-delivery search (docs/engine.md).
   */
  pickup?: number[];
  /** Default `medium`. Weighs the cost of leaving the job unassigned. */
  priority?: Priority;
  /** Skills every serving vehicle must have. */
  skills?: string[];
  /** Only this vehicle (by id) may serve the job. */
  vehicleId?: string | number;
}

/** One end of a shipment: where and when the goods are collected or handed over. */
export interface ShipmentStepInput {
  /** Echoed back in the result; default: the shipment id. */
  id?: string | number;
  /** Location index. */
  location: number;
  /** Seconds. Default 0. */
  serviceS?: number;
  /** As for jobs: zero windows = any time; several allowed. */
  timeWindows?: TimeWindow[];
}

/**
 * A pickup-and-delivery pair: the same vehicle collects `amount` at `pickup` and hands it over at `delivery`
 * later on the same route; the load rises at the pickup and falls at the delivery.
 */
export interface ShipmentInput {
  id: string | number;
  name?: string;
  pickup: ShipmentStepInput;
  delivery: ShipmentStepInput;
  /** Per dimension (same order as vehicle capacities). */
  amount?: number[];
  priority?: Priority;
  skills?: string[];
  vehicleId?: string | number;
  /** Seconds from leaving the pickup to starting service at the delivery. Absent = no limit. */
  maxRideS?: number;
}

export interface ProblemInput {
  locations: LocationsInput;
  vehicles: VehicleInput[];
  jobs: JobInput[];
  /** Pickup-and-delivery pairs (absent = none). */
  shipments?: ShipmentInput[];
}

export type Objective = 'distance' | 'time' | 'cost';

export interface ProgressEvent {
  /**
   * The search's value of the best feasible solution so far in objective units (metres, seconds or money),
   * including the penalties of the jobs it leaves out; null before one exists.
   */
  bestCost: number | null;
  /**
   * What the best feasible solution's routes cost in objective units (metres, seconds or money), without any
   * penalty: the figure to show a user. Null before one exists.
   */
  bestRoutesCost: number | null;
  /** Jobs the best feasible solution leaves out; null before one exists. */
  unassigned: number | null;
  elapsedMs: number;
  iterations: number;
}

export interface SolveOptions {
  /** What to minimise. `cost` uses vehicles' costPerKm, costPerHour and fixedCost. Default `distance`. */
  objective?: Objective;
  /** Penalise unequal route durations. Default false. */
  balanceWorkload?: boolean;
  /** `hard`: windows must hold (jobs that cannot be served stay unassigned). `soft`: lateness allowed at a cost. Default `hard`. */
  timeWindows?: 'hard' | 'soft';
  /** Cost of one hour of lateness when windows are soft, in objective units per hour. Default: engine-chosen, large. */
  latenessCostPerHour?: number;
  /** Weigh unassigned jobs by priority (urgent highest). Default true. */
  prioritizeUrgent?: boolean;
  /** Wall-clock budget in milliseconds. Default 1000 per 100 jobs, min 1000, max 60000. */
  timeLimitMs?: number;
  /** Iteration budget; with a fixed seed the result is deterministic. */
  maxIterations?: number;
  /** RNG seed. Default 1. */
  seed?: number;
  /** Called at most every `progressIntervalMs` (default 200) and whenever the best solution improves. */
  onProgress?: (event: ProgressEvent) => void;
  progressIntervalMs?: number;
  /** Cancellation: polled during the search; the best solution so far is returned. */
  signal?: { readonly aborted: boolean };
  /** Injected clock in milliseconds (tests); default `Date.now`. */
  now?: () => number;
  /**
   * Find, for each job or shipment left out, the smallest single change that lets it in, verified by
   * re-solving (UnassignedJob.fix). Runs after the search, within its own budget (default 2000 ms, first 10).
   */
  fixes?: { budgetMs?: number; maxTasks?: number };
  /** Debug mode: assert that every applied move changes the cost by exactly its evaluated delta. */
  debugChecks?: boolean;
  /**
   * Cooperating searches on worker threads, sharing their best solutions: honoured by `solve` of
   * `@routier/engine/node`; this package's own `solve` runs in the calling thread and refuses more than 1.
   */
  threads?: number;
  /**
   * The exchange of a cooperating search (set by `@routier/engine/node` for each of its threads; a custom
   * orchestrator may set its own). Absent: the search runs alone.
   */
  cooperation?: Cooperation;
}

/**
 * A solution passed between cooperating searches of one problem: its visits route by route (the engine's
 * own visit numbering, the same in every search of the problem) and its objective value.
 */
export interface SharedSolution {
  objective: number;
  /** Visits of route 0, then route 1, and so on; route r ends before routeEnd[r]. */
  visits: Int32Array;
  routeEnd: Int32Array;
}

export interface Cooperation {
  /** Iterations between two exchanges. */
  period: number;
  /**
   * Called every `period` iterations with this search's best feasible solution (null: none yet); answers the
   * peers' best solutions to take into the population (those not better than this search's are ignored).
   */
  exchange(iteration: number, best: SharedSolution | null): SharedSolution[];
}
