/**
 * What a command body gets: the streams, its options, the stored login, an SDK client, prompts and a
 * progress display. Bodies return a Result (data + view) and never print it themselves.
 */
import type { Command } from 'commander';
import { createClient, type RoutierClient } from '@routier/sdk';
import { AuthError } from '../io/errors.js';
import type { Io } from '../io/io.js';
import { readConfig, resolveConnection, type Connection, type StoredConfig } from './config.js';
import { createProgress } from '../output/progress.js';
import type { Progress } from '../output/progress-state.js';
import type { Result } from '../output/render.js';

export interface CommandContext {
  io: Io;
  /** The command's options merged with the global ones (--quiet). */
  opts: Record<string, unknown>;
  json: boolean;
  quiet: boolean;
  /** True when prompts may be shown: stdin is a terminal. */
  interactive: boolean;
  /** Aborted on Ctrl-C: long operations cancel their server job or local solve. */
  signal: AbortSignal;
  /** A line on stderr (skipped with --quiet). */
  note(line: string): void;
  config(): Promise<StoredConfig>;
  connection(serverOption?: string): Promise<Connection>;
  /** An SDK client for the configured server; `auth` (default true) requires a token (else exit 4). */
  client(options?: {
    auth?: boolean;
    server?: string;
  }): Promise<{ api: RoutierClient; connection: Connection }>;
  progress(): Promise<Progress>;
}

export type CommandBody<A extends unknown[]> = (ctx: CommandContext, ...args: A) => Promise<Result | void>;

export interface ActionState {
  result?: Result | undefined;
  json: boolean;
  quiet: boolean;
}

export function createContext(
  io: Io,
  signal: AbortSignal,
  command: Command,
  state: ActionState,
): CommandContext {
  const opts = command.optsWithGlobals() as Record<string, unknown>;
  const json = opts.json === true;
  const quiet = opts.quiet === true;
  state.json = json;
  state.quiet = quiet;
  let stored: Promise<StoredConfig> | undefined;
  const config = () => (stored ??= readConfig(io.env));
  const connection = async (serverOption?: string) => resolveConnection(io.env, await config(), serverOption);
  return {
    io,
    opts,
    json,
    quiet,
    interactive: io.stdin.isTTY === true,
    signal,
    note: (line) => {
      if (!quiet) io.stderr.write(line + '\n');
    },
    config,
    connection,
    async client(options = {}) {
      const conn = await connection(options.server);
      if (options.auth !== false && !conn.token) {
        throw new AuthError(
          `Not logged in to ${conn.server}: run \`routier login\` (or set ROUTIER_TOKEN)` +
            (conn.serverSource === 'ROUTIER_SERVER' ? '; the stored login is for another server' : ''),
        );
      }
      return {
        api: createClient({ baseUrl: conn.server, token: conn.token, credentials: 'omit' }),
        connection: conn,
      };
    },
    progress: () => createProgress(io, quiet),
  };
}

/** Commander's action callback for a body: builds the context and keeps the body's Result for run(). */
export function bindAction<A extends unknown[]>(
  io: Io,
  signal: AbortSignal,
  state: ActionState,
  body: CommandBody<A>,
): (...args: unknown[]) => Promise<void> {
  return async (...args: unknown[]) => {
    const command = args[args.length - 1] as Command;
    // Commander passes (...arguments, options, command); bodies get (ctx, ...arguments, options).
    const ctx = createContext(io, signal, command, state);
    state.result = (await body(ctx, ...(args.slice(0, -1) as A))) ?? undefined;
  };
}
