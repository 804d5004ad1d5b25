/**
 * The per-run state commands register against: the streams, the cancellation signal, commander's output
 * configuration (help and usage errors go to the run's streams) and the slot where a body leaves its Result.
 */
import type { OutputConfiguration } from 'commander';
import { bindAction, type ActionState, type CommandBody } from './context.js';
import { colorEnabled, type Io } from '../io/io.js';

export interface Cli {
  io: Io;
  signal: AbortSignal;
  state: ActionState;
  output: OutputConfiguration;
  action<A extends unknown[]>(body: CommandBody<A>): (...args: unknown[]) => Promise<void>;
}

/**
 * `jsonRequested`: the command line asks for --json, so commander's own usage errors (and the hint after
 * them) are not printed as text; `run()` prints them as the one `{"error": ...}` document every other error is under --json.
 */
export function createCli(io: Io, signal: AbortSignal, jsonRequested = false): Cli {
  const state: ActionState = { json: false, quiet: false };
  return {
    io,
    signal,
    state,
    output: {
      writeOut: (s) => void io.stdout.write(s),
      // Commander writes only its usage errors and the hint after them to stderr.
      writeErr: (s) => void (jsonRequested || io.stderr.write(s)),
      getOutHelpWidth: () => io.stdout.columns || 100,
      getErrHelpWidth: () => io.stderr.columns || 100,
      getOutHasColors: () => colorEnabled(io, io.stdout),
      getErrHasColors: () => colorEnabled(io, io.stderr),
    },
    action: (body) => bindAction(io, signal, state, body),
  };
}
