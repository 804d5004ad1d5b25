/**
 * The shared memory through which N cooperating searches (threads.ts) pass their best solutions. Each search
 * owns two slots and writes the one of its exchange's parity (epoch % 2): with the barrier of a deterministic
 * run a peer cannot come back to a slot before every search has read it. Each slot is a seqlock (odd while
 * being written), so a reader that raced a writer (possible without the barrier) drops what it read instead
 * of taking torn routes.
 */
import type { Cooperation, SharedSolution } from '../model/input.js';

/** `state[k]` of a search that has finished: every wait on it ends. */
const DONE = 0x7fffffff;

export interface BoardShape {
  searches: number;
  /** Most visits a solution can have (jobs and breaks). */
  maxVisits: number;
  routes: number;
}

export class ExchangeBoard {
  /** Last epoch search k published (DONE once it has finished). */
  private readonly state: Int32Array;
  /** The epoch search k last published, kept when it finishes. */
  private readonly published: Int32Array;
  /** Per slot (2 per search): the seqlock, the epoch it holds, the number of visits (-1: no solution). */
  private readonly seq: Int32Array;
  private readonly slotEpoch: Int32Array;
  private readonly length: Int32Array;
  private readonly objective: Float64Array;
  private readonly visits: Int32Array;
  private readonly routeEnd: Int32Array;

  static bytes({ searches, maxVisits, routes }: BoardShape): number {
    const slots = 2 * searches;
    return 8 * slots + 4 * (2 * searches + 3 * slots + slots * (maxVisits + routes));
  }

  constructor(
    readonly buffer: SharedArrayBuffer,
    readonly shape: BoardShape,
  ) {
    const { searches, maxVisits, routes } = shape;
    const slots = 2 * searches;
    let at = 0;
    this.objective = new Float64Array(buffer, at, slots);
    at += 8 * slots;
    const ints = (n: number): Int32Array => {
      const a = new Int32Array(buffer, at, n);
      at += 4 * n;
      return a;
    };
    this.state = ints(searches);
    this.published = ints(searches);
    this.seq = ints(slots);
    this.slotEpoch = ints(slots);
    this.length = ints(slots);
    this.visits = ints(slots * maxVisits);
    this.routeEnd = ints(slots * routes);
  }

  publish(k: number, epoch: number, best: SharedSolution | null): void {
    const slot = 2 * k + (epoch % 2);
    const { maxVisits, routes } = this.shape;
    Atomics.add(this.seq, slot, 1);
    this.slotEpoch[slot] = epoch;
    if (best === null || best.visits.length > maxVisits || best.routeEnd.length !== routes)
      this.length[slot] = -1;
    else {
      this.length[slot] = best.visits.length;
      this.objective[slot] = best.objective;
      this.visits.set(best.visits, slot * maxVisits);
      this.routeEnd.set(best.routeEnd, slot * routes);
    }
    Atomics.add(this.seq, slot, 1);
    Atomics.store(this.published, k, epoch);
    Atomics.store(this.state, k, epoch);
    Atomics.notify(this.state, k);
  }

  finish(k: number): void {
    Atomics.store(this.state, k, DONE);
    Atomics.notify(this.state, k);
  }

  /** Waits until search j has published `epoch` or finished; false when `stop()` said to give up. */
  waitFor(j: number, epoch: number, stop: () => boolean): boolean {
    for (;;) {
      const seen = Atomics.load(this.state, j);
      if (seen >= epoch) return true;
      if (stop()) return false;
      Atomics.wait(this.state, j, seen, 50);
    }
  }

  /** Search j's solution of `epoch` (its latest when `epoch` is null), or null (none, or torn). */
  read(j: number, epoch: number | null): SharedSolution | null {
    const wanted = epoch ?? Atomics.load(this.published, j);
    if (wanted === 0) return null;
    const slot = 2 * j + (wanted % 2);
    const { maxVisits, routes } = this.shape;
    const before = Atomics.load(this.seq, slot);
    if (before % 2 === 1 || this.slotEpoch[slot] !== wanted) return null;
    const n = this.length[slot];
    if (n < 0) return null;
    const found = {
      objective: this.objective[slot],
      visits: this.visits.slice(slot * maxVisits, slot * maxVisits + n),
      routeEnd: this.routeEnd.slice(slot * routes, (slot + 1) * routes),
    };
    return Atomics.load(this.seq, slot) === before ? found : null;
  }

  /**
   * Search k's side of the exchange. `deterministic`: every exchange waits for each peer's solution of the
   * same epoch (or its end), so the run depends on the seed and N alone; else it takes the peers' latest and
   * never waits.
   */
  cooperation(k: number, period: number, deterministic: boolean, stop: () => boolean): Cooperation {
    let epoch = 0;
    return {
      period,
      exchange: (_iteration, best) => {
        epoch++;
        this.publish(k, epoch, best);
        const peers: SharedSolution[] = [];
        for (let j = 0; j < this.shape.searches; j++) {
          if (j === k) continue;
          if (deterministic && !this.waitFor(j, epoch, stop)) break;
          const found = this.read(j, deterministic ? epoch : null);
          if (found) peers.push(found);
        }
        return peers;
      },
    };
  }
}
