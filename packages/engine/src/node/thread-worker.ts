// Entry module of one cooperating search of threads.ts: solves with the exchange board as its cooperation,
// and (on a second request) finds the fixes of the solution the main thread chose.
import { parentPort } from 'node:worker_threads';
import { solve, suggestFixes } from '../index.js';
import type { ProgressEvent } from '../model/input.js';
import { ExchangeBoard } from './exchange-board.js';
import type { ThreadReply, ThreadRequest } from './threads-protocol.js';
import { serialize } from './worker-runtime.js';

const port = parentPort;
if (!port) throw new Error('thread-worker must run inside a worker thread');
const post = (reply: ThreadReply): void => port.postMessage(reply);

port.on('message', (req: ThreadRequest) => {
  try {
    if (req.type === 'fixes') {
      const { solution } = req;
      const found = suggestFixes(req.problem, req.options, solution, {
        budgetMs: req.options.fixes?.budgetMs,
        maxTasks: req.options.fixes?.maxTasks,
      });
      solution.unassigned = solution.unassigned.map((u, i) => ({ ...u, fix: found[i] }));
      post({ type: 'result', solution });
      return;
    }
    const flag = new Int32Array(req.cancel);
    const stopped = (): boolean => Atomics.load(flag, 0) !== 0;
    const board = new ExchangeBoard(req.board, req.shape);
    const cooperation = board.cooperation(req.index, req.period, req.deterministic, stopped);
    try {
      const { timeLimitMs } = req.options;
      const solution = solve(req.problem, {
        ...req.options,
        ...(timeLimitMs === undefined
          ? {}
          : { timeLimitMs: Math.max(0, timeLimitMs - (Date.now() - req.askedAt)) }),
        seed: (req.options.seed ?? 1) + req.index,
        cooperation,
        signal: {
          get aborted() {
            return stopped();
          },
        },
        onProgress: req.progress ? (event: ProgressEvent) => post({ type: 'progress', event }) : undefined,
      });
      post({ type: 'result', solution });
    } finally {
      board.finish(req.index);
    }
  } catch (error) {
    post({ type: 'error', error: serialize(error) });
  }
});
