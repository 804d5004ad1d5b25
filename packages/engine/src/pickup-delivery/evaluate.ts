/**
 * Exact evaluation of one route (a sequence of tasks for one vehicle) in input units: forward schedule
 * from the shift start (service starts in the window that gives the earliest start), then the departure is
 * delayed by as much waiting as the windows allow (forward time slack, Savelsbergh 1992), so that route
 * duration is minimal. Checks every hard limit: windows, shift end, capacity along the route per dimension,
 * pickup before delivery, maximum ride time, stops, route duration, driving time and distance.
 *
 * O(route length x dimensions); allocation-free after construction.
 */
import { BREAK, DELIVERY, PICKUP, type PdModel } from './model.js';

export type Broken =
  'none' | 'window' | 'shift' | 'capacity' | 'order' | 'ride' | 'stops' | 'duration' | 'travel' | 'distance';

const EPS = 1e-7;

export class RouteEvaluator {
  readonly m: PdModel;
  /** Figures of the last evaluation. */
  broken: Broken = 'none';
  distance = 0;
  duration = 0;
  departure = 0;
  /** Per position of the last evaluation when `record` is on: arrival, service start, load after. */
  readonly arrival: Float64Array;
  readonly start: Float64Array;
  readonly loadAfter: Float64Array;
  private readonly load: Float64Array;
  private readonly pickupLeft: Float64Array;
  private readonly pickupSeen: Int32Array;
  private stamp = 0;

  constructor(m: PdModel) {
    this.m = m;
    const n = m.nTasks + 1;
    this.arrival = new Float64Array(n);
    this.start = new Float64Array(n);
    this.loadAfter = new Float64Array(n * Math.max(1, m.nDims));
    this.load = new Float64Array(Math.max(1, m.nDims));
    this.pickupLeft = new Float64Array(m.nTasks);
    this.pickupSeen = new Int32Array(m.nTasks);
  }

  /**
   * The route's cost in objective units, or Infinity when a hard limit breaks (`broken` says which). A route
   * without jobs or shipments costs 0 (its breaks are not taken). `leaveAt` replaces the shift start (to
   * record the schedule of a departure found earlier).
   */
  evaluate(v: number, seq: ArrayLike<number>, len: number, record = false, leaveAt?: number): number {
    const m = this.m;
    const nd = m.nDims;
    const load = this.load;
    this.broken = 'none';
    load.fill(0);
    let stops = 0;
    for (let i = 0; i < len; i++) {
      const t = seq[i];
      if (m.role[t] === BREAK) continue;
      stops++;
      for (let k = 0; k < nd; k++) load[k] += m.startLoad[t * nd + k];
    }
    this.distance = this.duration = 0;
    if (stops === 0) return 0;
    const veh = m.input.vehicles[v];
    if (veh.maxStops !== undefined && stops > veh.maxStops) return this.fail('stops');
    const cap = m.capacity;
    for (let k = 0; k < nd; k++) if (load[k] > cap[v * nd + k] + EPS) return this.fail('capacity');
    const stamp = ++this.stamp;
    const n = m.nLoc;
    const speed = veh.speedFactor ?? 1;
    const shiftStart = leaveAt ?? veh.shift?.start ?? 0;
    const shiftEnd = veh.shift?.end ?? Infinity;
    let time = shiftStart;
    let at = veh.start;
    let dist = 0;
    let travel = 0;
    let waited = 0;
    let delayCap = Infinity;
    for (let i = 0; i < len; i++) {
      const t = seq[i];
      const role = m.role[t];
      let arrival = time;
      if (role !== BREAK) {
        const l = m.loc[t];
        dist += m.dist[at * n + l];
        travel += m.time[at * n + l] * speed;
        arrival = time + m.time[at * n + l] * speed;
        at = l;
      }
      // Earliest start among the windows still open.
      const ws = m.windows[t];
      let begin = arrival;
      let latest = Infinity;
      if (ws.length > 0) {
        begin = Infinity;
        for (const w of ws)
          if (w.end + EPS >= arrival && Math.max(arrival, w.start) < begin) {
            begin = Math.max(arrival, w.start);
            latest = w.end;
          }
        if (begin === Infinity) return this.fail('window');
      }
      waited += begin - arrival;
      if (latest - begin + waited < delayCap) delayCap = latest - begin + waited;
      time = begin + m.service[t];
      if (record) {
        this.arrival[i] = arrival;
        this.start[i] = begin;
      }
      if (role !== BREAK) {
        for (let k = 0; k < nd; k++) {
          load[k] += m.delta[t * nd + k];
          if (load[k] > cap[v * nd + k] + EPS) return this.fail('capacity');
        }
        if (role === PICKUP) {
          this.pickupSeen[t] = stamp;
          this.pickupLeft[t] = time;
        } else if (role === DELIVERY) {
          const p = m.partner[t];
          if (this.pickupSeen[p] !== stamp) return this.fail('order');
          if (begin - this.pickupLeft[p] > m.maxRide[t] + EPS) return this.fail('ride');
        }
      }
      if (record) for (let k = 0; k < nd; k++) this.loadAfter[i * nd + k] = load[k];
    }
    const end = veh.end ?? null;
    if (end !== null) {
      dist += m.dist[at * n + end];
      travel += m.time[at * n + end] * speed;
      time += m.time[at * n + end] * speed;
    }
    if (veh.maxTravelS !== undefined && travel > veh.maxTravelS + EPS) return this.fail('travel');
    if (time > shiftEnd + EPS) return this.fail('shift');
    this.departure = shiftStart + Math.max(0, Math.min(waited, delayCap));
    this.distance = dist;
    this.duration = time - this.departure;
    if (veh.maxDurationS !== undefined && this.duration > veh.maxDurationS + EPS)
      return this.fail('duration');
    if (veh.maxDistanceM !== undefined && dist > veh.maxDistanceM + EPS) return this.fail('distance');
    if (m.objective === 'distance') return dist;
    if (m.objective === 'time') return this.duration;
    return (
      ((veh.costPerKm ?? 0) * dist) / 1000 +
      ((veh.costPerHour ?? 0) * this.duration) / 3600 +
      (veh.fixedCost ?? 0)
    );
  }

  private fail(why: Broken): number {
    this.broken = why;
    return Infinity;
  }
}
