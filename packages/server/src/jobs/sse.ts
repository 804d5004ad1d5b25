/**
 * A server-sent-events answer on a Koa context: the headers (no caching, no proxy buffering), a stream body,
 * numbered events (`id:`, `event:`, one `data:` line of JSON), comment heartbeats, and cleanup when the
 * client goes away or the stream ends.
 */
import { PassThrough } from 'node:stream';
import type { AppContext } from '../kernel/context.js';

export const HEARTBEAT_MS = 15_000;

export class SseStream {
  private readonly stream = new PassThrough();
  private nextId = 1;
  private ended = false;
  private readonly cleanups: Array<() => void> = [];

  constructor(ctx: AppContext, heartbeatMs = HEARTBEAT_MS) {
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = this.stream;
    const heartbeat = setInterval(() => this.write(': keep-alive\n\n'), heartbeatMs);
    this.onEnd(() => clearInterval(heartbeat));
    ctx.res.once('close', () => this.end());
  }

  get closed(): boolean {
    return this.ended;
  }

  send(event: string, data: unknown): void {
    this.write(`id: ${this.nextId++}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Runs `cleanup` once the stream ends (client gone, or `end()`). */
  onEnd(cleanup: () => void): void {
    if (this.ended) cleanup();
    else this.cleanups.push(cleanup);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.stream.end();
  }

  private write(text: string): void {
    if (!this.ended) this.stream.write(text);
  }
}
