/**
 * Work done in steps: a generator that `yield`s between slices of a few milliseconds. `runNow` runs it at once;
 * `runInTurns` runs one slice per turn of the event loop, so requests are served between slices (the server
 * loads the gazetteer this way after it starts listening, without holding the loop for half a second).
 */
export type Steps<T> = Generator<void, T, void>;

export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export interface TurnsOptions {
  /** Stops between slices (rejects with the signal's reason). */
  signal?: AbortSignal;
  /** Milliseconds spent inside the slices are added here (the waits between them are not). */
  busy?: { ms: number };
}

export async function runInTurns<T>(steps: Steps<T>, options: TurnsOptions = {}): Promise<T> {
  for (;;) {
    options.signal?.throwIfAborted();
    const started = performance.now();
    const step = steps.next();
    if (options.busy) options.busy.ms += performance.now() - started;
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
