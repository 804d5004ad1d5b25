import type { Command } from 'commander';
import { unwrap, type User } from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import type { CommandContext } from '../core/context.js';
import { examples } from '../core/help.js';
import { fields } from '../output/view.js';
import type { Result } from '../output/render.js';

export interface WhoamiData {
  server: string;
  user: User;
  tokenSource: 'ROUTIER_TOKEN' | 'config' | 'none';
}

export async function whoami(ctx: CommandContext): Promise<Result<WhoamiData>> {
  const { api, connection } = await ctx.client();
  const user = await unwrap(api.GET('/api/auth/user'));
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    data: { server: connection.server, user, tokenSource: connection.tokenSource },
    view: fields([
      ['User', user.email + (name ? ` (${name})` : '')],
      ['User id', String(user.id)],
      ['Server', connection.server],
      [
        'Token',
        connection.tokenSource === 'ROUTIER_TOKEN' ? 'from ROUTIER_TOKEN' : `from ${connection.configFile}`,
      ],
    ]),
  };
}

export function register(program: Command, cli: Cli): void {
  const command = program
    .command('whoami')
    .description('Show the signed-in user and the server the commands talk to')
    .option('--json', 'print the user as JSON')
    .action(cli.action(whoami));
  examples(
    command,
    'routier whoami',
    'ROUTIER_SERVER=https://routier.example.com ROUTIER_TOKEN=rt_... routier whoami --json',
  );
}
