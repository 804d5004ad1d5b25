/**
 * `run(argv, io)`: the whole CLI as a function returning the exit code. The binary calls it with the
 * process's streams; tests call it in-process with their own streams and environment.
 */
import { CommanderError } from 'commander';
import { createCli } from './core/cli.js';
import { EXIT, exitCodeOf, UsageError } from './io/errors.js';
import type { Env, InStream, Io, OutStream } from './io/io.js';
import { printError, printResult } from './output/render.js';
import { buildProgram } from './program.js';

export interface RunOptions {
  stdin?: InStream;
  stdout?: OutStream;
  stderr?: OutStream;
  env?: Env;
  cwd?: string;
  /** Aborted on Ctrl-C by the binary: jobs are cancelled on the server, local solves stop. */
  signal?: AbortSignal;
}

/** Runs `routier ARGV...` (argv without the node and script paths) and answers the exit code. */
export async function run(argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const io: Io = {
    stdin: options.stdin ?? process.stdin,
    stdout: options.stdout ?? process.stdout,
    stderr: options.stderr ?? process.stderr,
    env: options.env ?? process.env,
    cwd: options.cwd ?? process.cwd(),
  };
  const dashDash = argv.indexOf('--');
  const jsonRequested = (dashDash < 0 ? argv : argv.slice(0, dashDash)).includes('--json');
  const cli = createCli(io, options.signal ?? new AbortController().signal, jsonRequested);
  const program = buildProgram(cli);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed help, the version or (without --json) its usage error.
      if (error.exitCode === 0) return EXIT.ok;
      if (jsonRequested)
        printError(
          io,
          new UsageError(error.message.replace(/^error: /, '')),
          { json: true, quiet: false },
          false,
        );
      return EXIT.usage;
    }
    const code = exitCodeOf(error);
    printError(io, error, cli.state, code === EXIT.unexpected);
    return code;
  }
  const result = cli.state.result;
  if (!result) return EXIT.ok;
  await printResult(io, result, cli.state);
  return result.exitCode ?? EXIT.ok;
}
