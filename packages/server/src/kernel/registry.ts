import type { Middleware } from 'koa';
import type { operations } from '@routier/contract';
import type { AppContext, AppState } from './context.js';

/** Every operationId of openapi.yaml (from the SDK's generated types). */
export type OperationId = keyof operations;

type Params<O extends OperationId> = operations[O] extends { parameters: infer P } ? P : never;
type Part<P, K extends string> = P extends { [Q in K]?: infer V }
  ? [NonNullable<V>] extends [never]
    ? Record<string, never>
    : NonNullable<V>
  : Record<string, never>;

/** The validated request of an operation, typed from the contract. */
export interface OperationInput<O extends OperationId> {
  body: operations[O] extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : operations[O] extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;
  query: Part<Params<O>, 'query'>;
  params: Part<Params<O>, 'path'>;
  headers: Part<Params<O>, 'header'>;
}

/** A handler: 5-30 lines taking validated input, calling a service, presenting, setting the status. */
export type Handler<O extends OperationId> = (
  ctx: AppContext,
  input: OperationInput<O>,
) => Promise<void> | void;

export interface OperationRoute<O extends OperationId> {
  handler: Handler<O>;
  /** Runs after authentication and before validation: rate limits and the like. */
  middleware?: Middleware<AppState>[];
}

export type HandlerEntry<O extends OperationId> = Handler<O> | OperationRoute<O>;

/** Handlers by operationId. A resource folder exports one of these; app/handlers.ts merges them. */
export type HandlerRegistry = { [O in OperationId]?: HandlerEntry<O> };

/** Identity helper that type-checks a resource's registry against the contract. */
export function defineHandlers<R extends HandlerRegistry>(registry: R): R {
  return registry;
}

export function routeOf(entry: HandlerEntry<OperationId>): OperationRoute<OperationId> {
  return typeof entry === 'function' ? { handler: entry } : entry;
}
