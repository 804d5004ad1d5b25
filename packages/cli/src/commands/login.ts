import os from 'node:os';
import type { Command } from 'commander';
import { createClient, createTokenWithPassword, RoutierApiError, unwrap, type User } from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { writeConfig } from '../core/config.js';
import type { CommandContext } from '../core/context.js';
import { AuthError, UsageError } from '../io/errors.js';
import { examples, notes } from '../core/help.js';
import { readStream } from '../io/io.js';
import { askText } from '../core/prompts.js';
import { fields, message, stack } from '../output/view.js';
import type { Result } from '../output/render.js';

interface LoginOptions {
  server?: string;
  email?: string;
  passwordStdin?: boolean;
  token?: string;
  tokenName?: string;
}

export interface LoginData {
  server: string;
  user: User;
  tokenPrefix: string;
  configFile: string;
}

const HINT = 'pass --email E --password-stdin, or --token T, when stdin is not a terminal';

async function obtainToken(
  ctx: CommandContext,
  server: string,
  opts: LoginOptions,
): Promise<{ token: string; tokenId?: number }> {
  if (opts.token !== undefined) {
    if (opts.email || opts.passwordStdin)
      throw new UsageError('--token cannot be combined with --email or --password-stdin');
    if (!/^rt_[A-Za-z0-9_-]{10,}$/.test(opts.token.trim()))
      throw new UsageError('--token must be an API token (rt_...)');
    return { token: opts.token.trim() };
  }
  if (opts.passwordStdin && !opts.email) throw new UsageError('--password-stdin needs --email');
  const email = opts.email ?? (await askText(ctx, 'E-mail', `The e-mail is required: ${HINT}`));
  const password = opts.passwordStdin
    ? (await readStream(ctx.io.stdin)).replace(/\r?\n$/, '')
    : await askText(ctx, 'Password', `The password is required: ${HINT}`, { secret: true });
  if (!password) throw new UsageError('The password read from stdin is empty');
  const created = await createTokenWithPassword({
    baseUrl: server,
    email: email.trim(),
    password,
    tokenName: (opts.tokenName ?? `routier CLI on ${os.hostname()}`).slice(0, 100),
  });
  return { token: created.token, tokenId: created.id };
}

/** Revokes the token a previous `routier login` created on the same server (best effort). */
async function revokePrevious(ctx: CommandContext, server: string, keep: string): Promise<void> {
  const previous = await ctx.config();
  if (!previous.token || !previous.tokenId || previous.server !== server || previous.token === keep) return;
  const api = createClient({ baseUrl: server, token: previous.token, credentials: 'omit' });
  await api.DELETE('/api/tokens/{id}', { params: { path: { id: previous.tokenId } } }).catch(() => undefined);
}

export async function login(ctx: CommandContext, opts: LoginOptions): Promise<Result<LoginData>> {
  const { server } = await ctx.connection(opts.server);
  const { token, tokenId } = await obtainToken(ctx, server, opts);
  const api = createClient({ baseUrl: server, token, credentials: 'omit' });
  let user: User;
  try {
    user = await unwrap(api.GET('/api/auth/user'));
  } catch (error) {
    if (error instanceof RoutierApiError && error.status === 401)
      throw new AuthError(`${server} refused the token: ${error.message}`);
    throw error;
  }
  await revokePrevious(ctx, server, token);
  const configFile = await writeConfig(ctx.io.env, {
    server,
    token,
    ...(tokenId !== undefined ? { tokenId } : {}),
    email: user.email,
  });
  const data: LoginData = { server, user, tokenPrefix: token.slice(0, 9), configFile };
  const notesOut =
    ctx.io.env.ROUTIER_TOKEN && ctx.io.env.ROUTIER_TOKEN !== token
      ? ['Note: ROUTIER_TOKEN is set and takes precedence over the stored login.']
      : [];
  return {
    data,
    view: stack(
      message('success', `Logged in to ${server} as ${user.email}`),
      fields([
        ['Token', `${data.tokenPrefix}… (stored in ${configFile}, mode 0600)`],
        ...(tokenId !== undefined ? ([['Token id', String(tokenId)]] as Array<[string, string]>) : []),
      ]),
    ),
    notes: notesOut,
  };
}

export function register(program: Command, cli: Cli): void {
  const command = program
    .command('login')
    .description('Sign in to a Routier server and store an API token for the other commands')
    .option(
      '--server <url>',
      'server URL (default: ROUTIER_SERVER, the stored server, or http://localhost:3000)',
    )
    .option('--email <email>', 'account e-mail (prompted on a terminal when missing)')
    .option('--password-stdin', 'read the password from stdin (for scripts; needs --email)')
    .option('--token <token>', 'store an existing API token (rt_...) instead of signing in with a password')
    .option('--token-name <name>', 'name of the created token, shown by `routier tokens list`')
    .option('--json', 'print the result as JSON')
    .action(cli.action(login));
  examples(
    command,
    'routier login --server https://routier.example.com',
    'echo "$PASSWORD" | routier login --email ada@example.com --password-stdin',
    'routier login --token rt_4f9a2cQ0m8yJXbqk3v7dV2wP9sLr5TnHc1eUaGzKoYi',
  );
  notes(
    command,
    'Signing in with e-mail and password creates a new API token named after this machine; the token is\n' +
      'stored in $XDG_CONFIG_HOME/routier/config.json (default ~/.config/routier/config.json) with mode 0600.\n' +
      'Logging in again to the same server revokes the token the previous login created.',
  );
}
