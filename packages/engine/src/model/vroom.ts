/**
 * VROOM's problem and solution JSON (github.com/VROOM-Project/vroom, docs/API.md), as far as Routier reads
 * and writes it. Coordinates are `[lon, lat]`; times and durations integer seconds; distances metres.
 */

export type VroomId = number | string;
export type VroomWindow = [number, number];
export type VroomCoord = [number, number];

export interface VroomBreak {
  id: VroomId;
  time_windows?: VroomWindow[];
  service?: number;
  description?: string;
}

export interface VroomVehicle {
  id: VroomId;
  profile?: string;
  description?: string;
  start?: VroomCoord;
  start_index?: number;
  end?: VroomCoord;
  end_index?: number;
  capacity?: number[];
  costs?: { fixed?: number; per_hour?: number; per_km?: number };
  skills?: number[];
  time_window?: VroomWindow;
  breaks?: VroomBreak[];
  speed_factor?: number;
  max_tasks?: number;
  max_travel_time?: number;
  max_distance?: number;
}

export interface VroomJob {
  id: VroomId;
  description?: string;
  location?: VroomCoord;
  location_index?: number;
  setup?: number;
  service?: number;
  delivery?: number[];
  pickup?: number[];
  skills?: number[];
  priority?: number;
  time_windows?: VroomWindow[];
}

export interface VroomShipmentStep {
  id: VroomId;
  description?: string;
  location?: VroomCoord;
  location_index?: number;
  setup?: number;
  service?: number;
  time_windows?: VroomWindow[];
}

export interface VroomShipment {
  pickup: VroomShipmentStep;
  delivery: VroomShipmentStep;
  amount?: number[];
  skills?: number[];
  priority?: number;
}

export interface VroomMatrix {
  durations: number[][];
  distances?: number[][];
}

export interface VroomProblem {
  vehicles: VroomVehicle[];
  jobs?: VroomJob[];
  shipments?: VroomShipment[];
  matrices?: Record<string, VroomMatrix>;
}

export type VroomStepType = 'start' | 'job' | 'pickup' | 'delivery' | 'break' | 'end';

export interface VroomStep {
  type: VroomStepType;
  id?: VroomId;
  description?: string;
  location?: VroomCoord;
  location_index?: number;
  arrival: number;
  /** Cumulated travel time up to this step. */
  duration: number;
  setup: number;
  service: number;
  waiting_time: number;
  /** Vehicle load after this step. */
  load: number[];
  /** Cumulated distance, when distances are known. */
  distance?: number;
  violations: [];
}

export interface VroomRoute {
  vehicle: VroomId;
  description?: string;
  steps: VroomStep[];
  cost: number;
  setup: number;
  service: number;
  /** Travel time. */
  duration: number;
  waiting_time: number;
  priority: number;
  delivery: number[];
  pickup: number[];
  distance?: number;
  violations: [];
}

/** Routier's addition: the smallest single change that would let an unassigned task in. */
export interface VroomFix {
  kind: 'widen_time_window' | 'extend_shift' | 'raise_limit' | 'add_capacity' | 'add_skill' | 'add_vehicle';
  /** A sentence a dispatcher understands. */
  message: string;
  /** Minutes (window, shift, route time), metres (distance), stops, units (capacity). */
  amount?: number;
  /** Capacity dimension, 0-based. */
  dimension?: number;
  skills?: number[];
  /** raise_limit: max_travel_time, max_distance or max_tasks. */
  limit?: string;
  /** The vehicle to change (add_vehicle: to copy). */
  vehicle?: VroomId;
  /** True when re-solving with the change served the task. */
  verified: boolean;
}

export interface VroomUnassigned {
  id: VroomId;
  type: 'job' | 'pickup' | 'delivery';
  description?: string;
  location?: VroomCoord;
  location_index?: number;
  /** Routier's additions: the constraint that blocks the task and the smallest fix found. */
  reason: string;
  message: string;
  fix?: VroomFix | null;
}

export interface VroomSummary {
  cost: number;
  routes: number;
  unassigned: number;
  setup: number;
  service: number;
  duration: number;
  waiting_time: number;
  priority: number;
  delivery: number[];
  pickup: number[];
  distance?: number;
  violations: [];
  computing_times: { loading: number; solving: number; routing: number };
}

export interface VroomSolution {
  code: 0;
  summary: VroomSummary;
  unassigned: VroomUnassigned[];
  routes: VroomRoute[];
}
