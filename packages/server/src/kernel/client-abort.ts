/**
 * Cancellation when the client goes away: a signal that aborts if the connection closes before the answer
 * was sent, so a synchronous solve stops instead of running for nobody.
 */
import type { AppContext } from './context.js';

export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before the answer was ready.');
    this.name = 'ClientGoneError';
  }
}

const signals = new WeakMap<object, AbortSignal>();

export function clientGone(ctx: AppContext): AbortSignal {
  let signal = signals.get(ctx);
  if (!signal) {
    const controller = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) controller.abort(new ClientGoneError());
    });
    signal = controller.signal;
    signals.set(ctx, signal);
  }
  return signal;
}

/**
 * Answers `work`'s result as the body; if the client went away meanwhile, records 499 (client closed
 * request, as nginx does) for the access log and sends nothing.
 */
export async function answerUnlessGone(ctx: AppContext, work: (signal: AbortSignal) => Promise<unknown>) {
  const signal = clientGone(ctx);
  try {
    ctx.body = await work(signal);
  } catch (error) {
    if (signal.aborted && signal.reason instanceof ClientGoneError) {
      ctx.status = 499;
      ctx.respond = false;
      return;
    }
    throw error;
  }
}
