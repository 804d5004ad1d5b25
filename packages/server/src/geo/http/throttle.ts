/**
 * Spaces calls at least `minIntervalMs` apart, in arrival order, across concurrent callers (the public Nominatim
 * instance allows one request per second per application). `now` and `sleep` are injectable for tests.
 */
import { sleep as realSleep } from './fetch-json.js';

export class Throttle {
  private nextSlot = 0;

  constructor(
    readonly minIntervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void> = realSleep,
  ) {}

  /** Resolves when the caller may send; rejects with the signal's reason if it aborts while waiting. */
  async wait(signal?: AbortSignal): Promise<void> {
    if (this.minIntervalMs <= 0) return;
    const now = this.now();
    const slot = Math.max(now, this.nextSlot);
    // Reserve the slot before sleeping so concurrent callers queue behind it.
    this.nextSlot = slot + this.minIntervalMs;
    await this.sleep(slot - now, signal);
  }
}
