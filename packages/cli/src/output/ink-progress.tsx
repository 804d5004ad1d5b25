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
      instance = render(node, {
        stdout: io.stderr,
        stderr: io.stderr,
        stdin: io.stdin,
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
