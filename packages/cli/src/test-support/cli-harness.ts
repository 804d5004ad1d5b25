/**
 * Runs `routier` in-process: `run(argv, streams)` with in-memory stdin/stdout/stderr, an isolated config
 * directory and no inherited ROUTIER_* variables. Faster than spawning, and the exit code comes back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createClient, unwrap } from '@routier/sdk';
import { inject } from 'vitest';
import { run } from '../run.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: Record<string, string | undefined>;
  stdin?: string;
  cwd?: string;
  /** Pretend stdout (and stderr) are terminals. */
  tty?: boolean;
  /** Passed to run() as the Ctrl-C signal. */
  signal?: AbortSignal;
  /** Called with each chunk written to stderr (to react to progress). */
  onStderr?: (text: string) => void;
}

class Capture extends PassThrough {
  text = '';
  isTTY: boolean;
  columns = 120;
  constructor(tty: boolean) {
    super();
    this.isTTY = tty;
    this.on('data', (chunk: Buffer) => (this.text += chunk.toString('utf8')));
  }
}

/** Every temporary directory lives under the run's base (temp-setup.ts), removed when the run ends. */
export function tempDir(prefix = 'routier-cli-'): string {
  return fs.mkdtempSync(path.join(inject('cliTempBase'), prefix));
}

/** A user's environment: its own config dir, no colours, nothing from the outer shell's ROUTIER_*. */
export function userEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const home = tempDir('routier-home-');
  return { HOME: home, XDG_CONFIG_HOME: path.join(home, '.config'), PATH: process.env.PATH, ...extra };
}

export async function cli(argv: string[], options: CliOptions = {}): Promise<CliResult> {
  const stdout = new Capture(options.tty === true);
  const stderr = new Capture(options.tty === true);
  if (options.onStderr) stderr.on('data', (chunk: Buffer) => options.onStderr?.(chunk.toString('utf8')));
  const stdin = Object.assign(
    Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    {
      isTTY: false,
    },
  );
  const code = await run(argv, {
    stdin,
    stdout,
    stderr,
    env: options.env ?? userEnv(),
    cwd: options.cwd ?? process.cwd(),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  // Let the streams deliver what was written.
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout: stdout.text, stderr: stderr.text };
}

export const PASSWORD = 'Sup3rSecret!';

/** Registers a user on the server (public API) and answers its e-mail. */
export async function registerUser(server: string, prefix = 'cli'): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const api = createClient({ baseUrl: server, credentials: 'omit' });
  await unwrap(
    api.POST('/api/auth/register', {
      body: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    }),
  );
  return email;
}

/** A user logged in through `routier login --password-stdin`; answers its environment for later commands. */
export async function loggedInEnv(
  server: string,
  prefix = 'cli',
): Promise<Record<string, string | undefined>> {
  const email = await registerUser(server, prefix);
  const env = userEnv();
  const r = await cli(['login', '--server', server, '--email', email, '--password-stdin'], {
    env,
    stdin: `${PASSWORD}\n`,
  });
  if (r.code !== 0) throw new Error(`login failed (${r.code}): ${r.stderr}`);
  return env;
}
