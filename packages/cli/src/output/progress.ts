/**
 * Progress of long operations, always on stderr (stdout stays for the result): a live Ink view when stderr
 * is a terminal, plain lines otherwise (at most one per 10 % step, per item finished, or every 5 s), nothing
 * with --quiet.
 */
import { colorEnabled, type Io } from '../io/io.js';
import { progressLine, type Progress, type ProgressState } from './progress-state.js';

export async function createProgress(io: Io, quiet: boolean): Promise<Progress> {
  if (quiet) return { update: () => undefined, finish: async () => undefined };
  if (io.stderr.isTTY) {
    const { inkProgress } = await import('./ink-progress.js');
    return inkProgress(io, colorEnabled(io, io.stderr));
  }
  return plainProgress(io);
}

function plainProgress(io: Io): Progress {
  let lastPercentStep = -1;
  let lastDone: number | null | undefined;
  let lastStatus = '';
  let lastAt = 0;
  let lastLine = '';
  const write = (state: ProgressState) => {
    const line = progressLine(state);
    if (line === lastLine) return;
    lastLine = line;
    io.stderr.write(line + '\n');
  };
  return {
    update(state) {
      const step = Math.floor(state.percent / 10);
      const now = Date.now();
      if (
        step !== lastPercentStep ||
        state.done !== lastDone ||
        state.status !== lastStatus ||
        now - lastAt >= 5000
      ) {
        lastPercentStep = step;
        lastDone = state.done;
        lastStatus = state.status;
        lastAt = now;
        write(state);
      }
    },
    async finish(state) {
      if (state) write(state);
    },
  };
}
