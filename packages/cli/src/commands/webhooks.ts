import type { Command } from 'commander';
import {
  unwrap,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { collect, parseChoice, parseId } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { examples } from '../core/help.js';
import { listAll } from '../core/paging.js';
import { fields, message, stack, table } from '../output/view.js';
import type { Result } from '../output/render.js';

const EVENTS: readonly WebhookEventType[] = ['job.succeeded', 'job.failed', 'route.updated'];
const STATUSES: readonly WebhookDeliveryStatus[] = ['pending', 'retrying', 'succeeded', 'failed'];
const TONE = { pending: 'muted', retrying: 'warning', succeeded: 'success', failed: 'error' } as const;
const minute = (instant: string | null) => (instant ? instant.slice(0, 16).replace('T', ' ') : '-');

export async function addWebhook(
  ctx: CommandContext,
  url: string,
  opts: { event?: string[]; description?: string; paused?: boolean },
): Promise<Result<WebhookEndpointCreated>> {
  const events = (opts.event?.length ? opts.event : EVENTS).map((e) => parseChoice(e, '--event', EVENTS));
  const { api } = await ctx.client();
  const body = {
    url,
    events: [...new Set(events)],
    description: opts.description ?? null,
    isActive: !opts.paused,
  };
  const endpoint = await unwrap(api.POST('/api/webhooks', { body }));
  return {
    data: endpoint,
    view: stack(
      message('success', `Added webhook endpoint ${endpoint.id} (${endpoint.url})`),
      fields([
        ['Events', endpoint.events.join(', ')],
        ['Signing secret', endpoint.secret],
      ]),
      message('warning', 'Copy the signing secret now: it is not shown again (docs/webhooks.md: verifying).'),
    ),
  };
}

export async function listWebhooks(ctx: CommandContext): Promise<Result<WebhookEndpoint[]>> {
  const { api } = await ctx.client();
  const endpoints = await listAll((query) => api.GET('/api/webhooks', { params: { query } }));
  return {
    data: endpoints,
    view: table(
      [
        { key: 'id', header: 'ID', align: 'right' },
        { key: 'url', header: 'URL' },
        { key: 'events', header: 'Events' },
        { key: 'state', header: 'State' },
        { key: 'secret', header: 'Secret' },
      ],
      endpoints.map((e) => ({
        id: String(e.id),
        url: e.url,
        events: e.events.join(', '),
        state: e.isActive ? { text: 'active', tone: 'success' } : { text: 'paused', tone: 'muted' },
        secret: e.secretHint,
      })),
      'No webhook endpoints.',
    ),
  };
}

export async function testWebhook(ctx: CommandContext, id: string): Promise<Result<WebhookDelivery>> {
  const endpointId = parseId(id, 'The endpoint id');
  const { api } = await ctx.client();
  const delivery = await unwrap(
    api.POST('/api/webhooks/{id}/test', { params: { path: { id: endpointId } } }),
  );
  return {
    data: delivery,
    view: message(
      'success',
      `Queued a webhook.test event (delivery ${delivery.id}); see \`routier webhooks deliveries ${endpointId}\``,
    ),
  };
}

export async function listDeliveries(
  ctx: CommandContext,
  id: string,
  opts: { status?: string },
): Promise<Result<WebhookDelivery[]>> {
  const endpointId = parseId(id, 'The endpoint id');
  const status = opts.status ? parseChoice(opts.status, '--status', STATUSES) : undefined;
  const { api } = await ctx.client();
  const deliveries = await listAll((query) =>
    api.GET('/api/webhooks/{id}/deliveries', {
      params: { path: { id: endpointId }, query: { ...query, ...(status ? { status } : {}) } },
    }),
  );
  return {
    data: deliveries,
    view: table(
      [
        { key: 'id', header: 'ID', align: 'right' },
        { key: 'event', header: 'Event' },
        { key: 'status', header: 'Status' },
        { key: 'attempts', header: 'Attempts', align: 'right' },
        { key: 'answer', header: 'Last answer' },
        { key: 'created', header: 'Created (UTC)' },
        { key: 'next', header: 'Next attempt (UTC)' },
      ],
      deliveries.map((d) => ({
        id: String(d.id),
        event: d.event,
        status: { text: d.status, tone: TONE[d.status] },
        attempts: String(d.attempts),
        answer: d.responseStatus !== null ? `HTTP ${d.responseStatus}` : (d.error ?? '-'),
        created: minute(d.createdAt),
        next: minute(d.nextAttemptAt),
      })),
      'No deliveries.',
    ),
  };
}

export async function removeWebhook(ctx: CommandContext, id: string): Promise<Result<{ deleted: number }>> {
  const endpointId = parseId(id, 'The endpoint id');
  const { api } = await ctx.client();
  await unwrap(api.DELETE('/api/webhooks/{id}', { params: { path: { id: endpointId } } }));
  return {
    data: { deleted: endpointId },
    view: message('success', `Deleted webhook endpoint ${endpointId}`),
  };
}

export function register(program: Command, cli: Cli): void {
  const webhooks = program
    .command('webhooks')
    .description('Webhook endpoints: Routier calls them when jobs end and routes change (signed)');
  examples(webhooks, 'routier webhooks list', 'routier webhooks add https://erp.example.com/routier');

  const add = webhooks
    .command('add')
    .description('Add an endpoint (its signing secret is shown once)')
    .argument('<url>', 'the http:// or https:// address Routier POSTs events to')
    .option('--event <event>', `an event to send (repeatable): ${EVENTS.join(', ')}; default all`, collect)
    .option('--description <text>', 'a note to recognise the endpoint by')
    .option('--paused', 'add it paused (no deliveries until activated in the console)')
    .option('--json', 'print the endpoint with its secret as JSON')
    .action(cli.action(addWebhook));
  examples(
    add,
    'routier webhooks add https://erp.example.com/routier --event job.succeeded --event job.failed',
    'routier webhooks add https://hooks.example.com/r --json | jq -r .secret',
  );

  const list = webhooks
    .command('list')
    .description('List the endpoints (secrets are never shown again)')
    .option('--json', 'print the endpoints as JSON')
    .action(cli.action(listWebhooks));
  examples(list, 'routier webhooks list', 'routier webhooks list --json');

  const test = webhooks
    .command('test')
    .description('Send a webhook.test event to an endpoint')
    .argument('<id>', 'endpoint id (see `routier webhooks list`)')
    .option('--json', 'print the queued delivery as JSON')
    .action(cli.action(testWebhook));
  examples(test, 'routier webhooks test 4');

  const deliveries = webhooks
    .command('deliveries')
    .description("An endpoint's delivery log, newest first: attempts, last answer, next attempt")
    .argument('<id>', 'endpoint id')
    .option('--status <status>', `only deliveries in this state: ${STATUSES.join(', ')}`)
    .option('--json', 'print the deliveries (with their payloads) as JSON')
    .action(cli.action(listDeliveries));
  examples(
    deliveries,
    'routier webhooks deliveries 4',
    'routier webhooks deliveries 4 --status failed --json',
  );

  const remove = webhooks
    .command('remove')
    .description('Delete an endpoint and its delivery log')
    .argument('<id>', 'endpoint id')
    .option('--json', 'print the result as JSON')
    .action(cli.action(removeWebhook));
  examples(remove, 'routier webhooks remove 4');
}
