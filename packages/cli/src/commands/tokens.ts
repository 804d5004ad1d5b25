import type { Command } from 'commander';
import { unwrap, type ApiToken, type ApiTokenCreated } from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { parseDate, parseId } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { UsageError } from '../io/errors.js';
import { examples } from '../core/help.js';
import { listAll } from '../core/paging.js';
import { askText } from '../core/prompts.js';
import { fields, message, stack, table } from '../output/view.js';
import type { Result } from '../output/render.js';

const day = (instant: string | null) => (instant ? instant.slice(0, 10) : '-');

/** `--expires 2026-01-01` (midnight UTC) or a full ISO instant. */
function expiresAt(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${parseDate(value, '--expires')}T00:00:00.000Z`;
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new UsageError(`--expires must be a date like 2026-01-01, got "${value}"`);
  return new Date(t).toISOString();
}

export async function createToken(
  ctx: CommandContext,
  opts: { name?: string; expires?: string },
): Promise<Result<ApiTokenCreated>> {
  const expires = opts.expires ? expiresAt(opts.expires) : undefined;
  const { api } = await ctx.client();
  const name =
    opts.name?.trim() || (await askText(ctx, 'Token name', 'The token name is required: pass --name')).trim();
  const body = { name, ...(expires ? { expiresAt: expires } : {}) };
  const token = await unwrap(api.POST('/api/tokens', { body }));
  return {
    data: token,
    view: stack(
      message('success', `Created token ${token.id} (${token.name})`),
      fields([
        ['Token', token.token],
        ['Expires', day(token.expiresAt)],
      ]),
      message('warning', 'Copy the token now: it is not shown again.'),
    ),
  };
}

export async function listTokens(ctx: CommandContext): Promise<Result<ApiToken[]>> {
  const { api, connection } = await ctx.client();
  const tokens = await listAll((query) => api.GET('/api/tokens', { params: { query } }));
  const current = connection.token;
  return {
    data: tokens,
    view: table(
      [
        { key: 'id', header: 'ID', align: 'right' },
        { key: 'name', header: 'Name' },
        { key: 'prefix', header: 'Prefix' },
        { key: 'created', header: 'Created' },
        { key: 'expires', header: 'Expires' },
        { key: 'used', header: 'Last used' },
      ],
      tokens.map((t) => ({
        id: String(t.id),
        name: current?.startsWith(t.prefix) ? { text: `${t.name} (this CLI)`, tone: 'info' } : t.name,
        prefix: t.prefix,
        created: day(t.createdAt),
        expires: day(t.expiresAt),
        used: day(t.lastUsedAt),
      })),
      'No API tokens.',
    ),
  };
}

export async function revokeToken(ctx: CommandContext, id: string): Promise<Result<{ revoked: number }>> {
  const tokenId = parseId(id, 'The token id');
  const { api } = await ctx.client();
  await unwrap(api.DELETE('/api/tokens/{id}', { params: { path: { id: tokenId } } }));
  const config = await ctx.config();
  return {
    data: { revoked: tokenId },
    view: message('success', `Revoked token ${tokenId}`),
    notes:
      config.tokenId === tokenId
        ? ['That was the token of this CLI: run `routier login` to sign in again.']
        : [],
  };
}

export function register(program: Command, cli: Cli): void {
  const tokens = program
    .command('tokens')
    .description('Create, list and revoke API tokens of the signed-in user');
  examples(tokens, 'routier tokens list', 'routier tokens create --name "nightly export"');

  const create = tokens
    .command('create')
    .description('Create an API token (its secret is shown once)')
    .option('--name <name>', 'a name to recognise the token by (prompted on a terminal when missing)')
    .option('--expires <date>', 'expiry date (YYYY-MM-DD, midnight UTC) or ISO instant; default never')
    .option('--json', 'print the token as JSON')
    .action(cli.action(createToken));
  examples(
    create,
    'routier tokens create --name "CI export job" --expires 2026-01-01',
    'routier tokens create --name ci --json | jq -r .token',
  );

  const list = tokens
    .command('list')
    .description('List the active API tokens (secrets are never shown again)')
    .option('--json', 'print the tokens as JSON')
    .action(cli.action(listTokens));
  examples(list, 'routier tokens list', 'routier tokens list --json');

  const revoke = tokens
    .command('revoke')
    .description('Revoke an API token: it stops working at once')
    .argument('<id>', 'token id (see `routier tokens list`)')
    .option('--json', 'print the result as JSON')
    .action(cli.action(revokeToken));
  examples(revoke, 'routier tokens revoke 3');
}
