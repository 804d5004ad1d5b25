/** At most `size` holders at a time; waiters are served first come, first served and may give up. */
export class Semaphore {
  private held = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(readonly size: number) {}

  get waiting(): number {
    return this.waiters.length;
  }

  /** Resolves with a release function once a place is free; rejects if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.held -= 1;
        this.waiters.shift()?.();
      };
      if (this.held < this.size) {
        this.held += 1;
        resolve(release);
        return;
      }
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        this.held += 1;
        resolve(release);
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(grant);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(signal?.reason);
      };
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(grant);
    });
  }
}
