import type { Command } from 'commander';
import { createClient, RoutierApiError, unwrap } from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { writeConfig, type StoredConfig } from '../core/config.js';
import type { CommandContext } from '../core/context.js';
import { examples } from '../core/help.js';
import { message } from '../output/view.js';
import type { Result } from '../output/render.js';

export interface LogoutData {
  server: string | null;
  /** `revoked`: the server revoked the token; `already-invalid`: it was refused or gone; `unreachable`: only removed locally. */
  revocation: 'revoked' | 'already-invalid' | 'unreachable' | 'not-logged-in';
  configFile: string;
}

/** The id of the stored token on its server: remembered at login, else found by its prefix. */
async function tokenId(
  config: StoredConfig & { server: string; token: string },
): Promise<number | undefined> {
  if (config.tokenId) return config.tokenId;
  const api = createClient({ baseUrl: config.server, token: config.token, credentials: 'omit' });
  const tokens = await unwrap(api.GET('/api/tokens', { params: { query: { limit: 1000 } } }));
  return tokens.find((t) => config.token.startsWith(t.prefix))?.id;
}

async function revoke(
  config: StoredConfig & { server: string; token: string },
): Promise<Exclude<LogoutData['revocation'], 'not-logged-in'>> {
  try {
    const id = await tokenId(config);
    if (id === undefined) return 'already-invalid';
    const api = createClient({ baseUrl: config.server, token: config.token, credentials: 'omit' });
    await unwrap(api.DELETE('/api/tokens/{id}', { params: { path: { id } } }));
    return 'revoked';
  } catch (error) {
    if (error instanceof RoutierApiError) {
      if (error.status === 0 || error.status >= 500) return 'unreachable';
      if (error.status === 401 || error.status === 404) return 'already-invalid';
    }
    throw error;
  }
}

export async function logout(ctx: CommandContext): Promise<Result<LogoutData>> {
  const config = await ctx.config();
  const { configFile } = await ctx.connection();
  const notes = ctx.io.env.ROUTIER_TOKEN ? ['Note: ROUTIER_TOKEN is still set in your environment.'] : [];
  if (!config.token || !config.server) {
    return {
      data: { server: config.server ?? null, revocation: 'not-logged-in', configFile },
      view: message('info', 'Not logged in (no stored token).'),
      notes,
    };
  }
  const revocation = await revoke({ ...config, server: config.server, token: config.token });
  await writeConfig(ctx.io.env, { server: config.server });
  const text = {
    revoked: `Logged out of ${config.server}: the token was revoked and removed from ${configFile}`,
    'already-invalid': `Logged out of ${config.server}: the token was no longer valid; removed it from ${configFile}`,
    unreachable: `Removed the token from ${configFile}; ${config.server} could not be reached, so it was not revoked there (revoke it later with \`routier tokens revoke\`)`,
  }[revocation];
  return {
    data: { server: config.server, revocation, configFile },
    view: message(revocation === 'unreachable' ? 'warning' : 'success', text),
    notes,
  };
}

export function register(program: Command, cli: Cli): void {
  const command = program
    .command('logout')
    .description('Revoke the stored API token on the server (when reachable) and remove it locally')
    .option('--json', 'print the result as JSON')
    .action(cli.action(logout));
  examples(command, 'routier logout');
}
