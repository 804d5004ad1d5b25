import { render, type Instance } from 'ink';
import type { Io } from '../io/io.js';
import type { Progress, ProgressState } from './progress-state.js';
import { ProgressView } from './views/ProgressView.js';

/** A live Ink progress view on stderr, redrawn on each update; finish() leaves the last frame. */
export function inkProgress(io: Io, color: boolean): Progress {
  let instance: Instance | undefined;
  const draw = (state: ProgressState) => {
    const node = <ProgressView state={state} color={color} />;
    if (instance) instance.rerender(node);
    else
      // Ink's types ask for the tty stream classes; it uses only write, columns, isTTY and events of them,
      // which every Io stream has (tests pass plain streams).
      instance = render(node, {
        stdout: io.stderr as NodeJS.WriteStream,
        stderr: io.stderr as NodeJS.WriteStream,
        stdin: io.stdin as NodeJS.ReadStream,
        patchConsole: false,
        exitOnCtrlC: false,
      });
  };
  return {
    update: draw,
    async finish(state) {
      if (state) draw(state);
      if (!instance) return;
      const done = instance.waitUntilExit();
      instance.unmount();
      await done;
      instance = undefined;
    },
  };
}
