import type { RoutierClient } from './client.js';
import { expectOk, unwrap } from './client.js';
import { RoutierApiError } from './errors.js';
import type { OptimizationJob } from '@routier/contract';

/** The event names of `GET /api/optimization-jobs/{jobId}/events`. */
export type JobEventName = 'progress' | 'done' | 'failed' | 'cancelled';

export interface JobEvent {
  event: JobEventName;
  /** The job as the server saw it when sending the event (`history` absent). */
  job: OptimizationJob;
  /** The event's `id:` line, if any. */
  id?: string;
}

const TERMINAL = new Set<JobEventName>(['done', 'failed', 'cancelled']);
const NAMES = new Set<string>(['progress', 'done', 'failed', 'cancelled']);

interface RawEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Splits a server-sent-events byte stream into events (the WHATWG rules that matter here: `event:`,
 * `data:` lines joined by newlines, `id:`, comment lines starting with `:`, CRLF or LF line ends, an
 * unfinished event at the end discarded).
 */
export async function* parseEventStream(stream: ReadableStream<Uint8Array>): AsyncGenerator<RawEvent> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  let id: string | undefined;
  const dispatch = (): RawEvent | undefined => {
    const out = data.length
      ? { event, data: data.join('\n'), ...(id !== undefined ? { id } : {}) }
      : undefined;
    event = 'message';
    data = [];
    return out;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          const out = dispatch();
          if (out) yield out;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = val;
        else if (field === 'data') data.push(val);
        else if (field === 'id') id = val;
      }
      // At the end of the stream an event without its blank line is discarded (as EventSource does).
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The job's events as they come, ending after the terminal one (`done`, `failed`, `cancelled`) or when
 * the server closes the stream. Works in Node and browsers (fetch streams), with a token or cookies.
 */
export async function* jobEvents(
  client: RoutierClient,
  jobId: string,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<JobEvent> {
  const result = await client.GET('/api/optimization-jobs/{jobId}/events', {
    params: { path: { jobId } },
    headers: { Accept: 'text/event-stream' },
    parseAs: 'stream',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const stream = expectOk(result) as unknown as ReadableStream<Uint8Array> | null;
  if (!stream) return;
  for await (const raw of parseEventStream(stream)) {
    if (!NAMES.has(raw.event)) continue;
    let job: OptimizationJob;
    try {
      job = JSON.parse(raw.data) as OptimizationJob;
    } catch (cause) {
      throw new RoutierApiError({
        status: 200,
        code: 'HTTP_ERROR',
        message: `Unreadable ${raw.event} event`,
        cause,
      });
    }
    const name = raw.event as JobEventName;
    yield { event: name, job, ...(raw.id !== undefined ? { id: raw.id } : {}) };
    if (TERMINAL.has(name)) return;
  }
}

/**
 * Follows a job to its end and answers it in its final state (`succeeded` with `result`, `failed` with
 * `error`, or `cancelled`), calling `onProgress` on each event. A stream cut short (a proxy, a restart) is
 * re-opened up to `maxReconnects` times; the final state is read with `GET` so nothing is missed.
 */
export async function waitForJob(
  client: RoutierClient,
  jobId: string,
  options: { onProgress?: (job: OptimizationJob) => void; signal?: AbortSignal; maxReconnects?: number } = {},
): Promise<OptimizationJob> {
  const maxReconnects = options.maxReconnects ?? 5;
  for (let attempt = 0; ; attempt++) {
    for await (const e of jobEvents(client, jobId, options.signal ? { signal: options.signal } : {})) {
      options.onProgress?.(e.job);
      if (TERMINAL.has(e.event)) break;
    }
    const job = await unwrap(
      client.GET('/api/optimization-jobs/{jobId}', {
        params: { path: { jobId } },
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    );
    if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'cancelled') return job;
    if (attempt >= maxReconnects) {
      throw new RoutierApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: `The progress stream of job ${jobId} kept closing before the job finished`,
      });
    }
  }
}
