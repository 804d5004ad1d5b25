import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../../kernel/context.js';
import { routeOf, type HandlerEntry, type HandlerRegistry, type OperationId } from '../../kernel/registry.js';
import { HttpError, notImplemented, unauthenticated } from '../../kernel/errors.js';
import { conditionalGet } from '../conditional-get.js';
import { idempotency } from '../idempotency/idempotency-middleware.js';
import type { SealedBox } from '../idempotency/sealed-box.js';
import type { RequestValidator } from './request-validator.js';
import type { ApiSpec, Operation } from './spec.js';

export interface MountedRoute {
  operationId: string;
  method: string;
  /** The spec's path (`/api/routes/{id}`). */
  path: string;
  implemented: boolean;
}

export interface ApiRouterOptions {
  spec: ApiSpec;
  registry: HandlerRegistry;
  validator: RequestValidator;
  knex: Knex;
  sealedBox: SealedBox;
}

/** Literal segments sort before parameters, so `/api/routes/pending` wins over `/api/routes/{id}`. */
function bySpecificity(a: Operation, b: Operation): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i += 1) {
    const pa = sa[i].startsWith('{');
    const pb = sb[i].startsWith('{');
    if (pa !== pb) return pa ? 1 : -1;
    if (sa[i] !== sb[i]) return sa[i] < sb[i] ? -1 : 1;
  }
  return sa.length - sb.length;
}

const requireUser: Middleware<AppState> = async (ctx, next) => {
  if (!ctx.state.user) throw unauthenticated();
  await next();
};

function validate(op: Operation, validator: RequestValidator): Middleware<AppState> {
  const json = op.requestBody?.content['application/json'] !== undefined;
  return async (ctx, next) => {
    // A body in another format where JSON is expected (ctx.request.is() is null when there is no body).
    if (json && ctx.request.is() !== null && !ctx.request.is('application/json', '+json')) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be application/json');
    }
    ctx.state.input = validator.validate(op.operationId, {
      body: ctx.request.body,
      query: ctx.query,
      params: (ctx as unknown as AppContext).params ?? {},
      header: (name) => ctx.get(name) || undefined,
    });
    await next();
  };
}

/**
 * Mounts every operation of openapi.yaml: its path, method, authentication (from the operation's
 * `security`), then the entry's own middleware (rate limits), request validation, Idempotency-Key
 * handling when the operation declares that header, ETag/If-None-Match when its 200 announces an ETag, and
 * the handler. Operations with no handler yet answer
 * 501 NOT_IMPLEMENTED.
 */
export function buildApiRouter(options: ApiRouterOptions): {
  router: Router<AppState>;
  mounted: MountedRoute[];
} {
  const router = new Router<AppState>();
  const mounted: MountedRoute[] = [];
  const unknown = Object.keys(options.registry).filter((id) => !options.spec.byId.has(id));
  if (unknown.length) throw new Error(`Handlers for operations not in openapi.yaml: ${unknown.join(', ')}`);
  for (const op of [...options.spec.operations].sort(bySpecificity)) {
    const entry = options.registry[op.operationId as OperationId] as HandlerEntry<OperationId> | undefined;
    const chain: Middleware<AppState>[] = [
      async (ctx, next) => {
        ctx.state.operationId = op.operationId;
        await next();
      },
    ];
    if (op.requiresAuth) chain.push(requireUser);
    if (entry) {
      const route = routeOf(entry);
      chain.push(...(route.middleware ?? []), validate(op, options.validator));
      if (op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key')) {
        chain.push(idempotency(options.knex, options.sealedBox, op.operationId));
      }
      if (op.responses['200']?.headers?.ETag) chain.push(conditionalGet());
      const announcesLocation = Boolean(op.responses['201']?.headers?.Location);
      chain.push(async (ctx) => {
        const context = ctx as unknown as AppContext;
        await route.handler(context, context.state.input as never);
        // A 201 whose contract announces Location points at the new record (`POST /api/vehicles` →
        // `/api/vehicles/12`): integrators read it instead of building the address.
        const id = (ctx.body as { id?: unknown } | undefined)?.id;
        if (announcesLocation && ctx.status === 201 && typeof id === 'number')
          ctx.set('Location', `${ctx.path}/${id}`);
      });
    } else {
      chain.push(() => {
        throw notImplemented(op.operationId);
      });
    }
    router.register(op.routerPath, [op.method.toUpperCase()], chain as never, { name: op.operationId });
    mounted.push({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      implemented: Boolean(entry),
    });
  }
  return { router, mounted };
}

/**
 * After the router: a path the router knows but not with this method answers 405 METHOD_NOT_ALLOWED
 * with an Allow header (OPTIONS answers 204 with it).
 */
export function methodNotAllowed(): Middleware<AppState> {
  return async (ctx, next) => {
    const matched = (ctx as unknown as { matched?: Array<{ methods: string[] }> }).matched ?? [];
    const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
    if (!allowed.length) return next();
    ctx.set('Allow', allowed.join(', '));
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'This method is not allowed on this path');
  };
}
