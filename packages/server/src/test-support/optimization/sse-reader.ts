/** Reads a job's event stream over HTTP in tests (fetch + the SDK's SSE parser). */
import { parseEventStream } from '@routier/sdk';
import type { OptimizationJob } from '@routier/sdk';
import type { TestClient } from '../index.js';

export interface ReceivedEvent {
  event: string;
  id?: string;
  job: OptimizationJob;
}

export interface OpenStream {
  response: Response;
  /** Every event until the server ends the stream (or `abort()`). */
  events: Promise<ReceivedEvent[]>;
  /** Resolves with the first event that matches. */
  waitFor(predicate: (e: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  abort(): void;
}

export async function openJobStream(client: TestClient, jobId: string): Promise<OpenStream> {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${client.baseUrl}/api/optimization-jobs/${jobId}/events`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  const received: ReceivedEvent[] = [];
  const waiters: Array<{ predicate: (e: ReceivedEvent) => boolean; resolve: (e: ReceivedEvent) => void }> =
    [];
  const events = (async () => {
    if (!response.body) return received;
    try {
      for await (const raw of parseEventStream(response.body)) {
        const event = { event: raw.event, id: raw.id, job: JSON.parse(raw.data) as OptimizationJob };
        received.push(event);
        for (const w of [...waiters]) {
          if (w.predicate(event)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(event);
          }
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
    return received;
  })();
  return {
    response,
    events,
    waitFor: (predicate) => {
      const seen = received.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    abort: () => controller.abort(),
  };
}
