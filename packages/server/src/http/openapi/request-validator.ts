import type { ValidateFunction } from 'ajv/dist/2020.js';
import { validationFailed, type ErrorDetail } from '../../kernel/errors.js';
import { anchorRefs, createAjv } from './ajv.js';
import { toDetails, type Location } from './error-details.js';
import type { ApiSpec, JsonSchema, Operation, ParameterObject } from './spec.js';

export interface RawRequest {
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  header(name: string): string | undefined;
}

export interface ValidRequest {
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
}

interface CompiledOperation {
  body?: ValidateFunction;
  bodyRequired: boolean;
  query?: ValidateFunction;
  path?: ValidateFunction;
  header?: ValidateFunction;
  headerNames: string[];
}

function objectSchema(parameters: ParameterObject[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, anchorRefs(p.schema ?? {})])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * Validates requests against openapi.yaml, each operation compiled once: the JSON body strictly (spec
 * defaults filled in), query, path and header parameters with type coercion (they arrive as text).
 * Failures become one 400 VALIDATION_FAILED with a detail per field.
 */
export class RequestValidator {
  private readonly compiled = new Map<string, CompiledOperation>();
  private readonly bodies: ReturnType<typeof createAjv>;
  private readonly params: ReturnType<typeof createAjv>;

  private static readonly shared = new WeakMap<ApiSpec, RequestValidator>();

  /** One validator per spec and process: apps built from the same spec share compiled schemas. */
  static for(spec: ApiSpec): RequestValidator {
    let validator = RequestValidator.shared.get(spec);
    if (!validator) {
      validator = new RequestValidator(spec);
      RequestValidator.shared.set(spec, validator);
    }
    return validator;
  }

  constructor(private readonly spec: ApiSpec) {
    this.bodies = createAjv(spec.document, { useDefaults: true });
    this.params = createAjv(spec.document, { useDefaults: true, coerceTypes: 'array' });
  }

  /**
   * Compiles every operation now (the server does this at start so a schema Ajv cannot compile stops it
   * at once). Otherwise each operation is compiled on its first request, once.
   */
  compileAll(): this {
    for (const op of this.spec.operations) this.compiledFor(op.operationId);
    return this;
  }

  private compiledFor(operationId: string): CompiledOperation {
    let c = this.compiled.get(operationId);
    if (!c) {
      const op = this.spec.byId.get(operationId);
      if (!op) throw new Error(`Unknown operation ${operationId}`);
      c = this.compile(op, this.bodies, this.params);
      this.compiled.set(operationId, c);
    }
    return c;
  }

  private compile(
    op: Operation,
    bodies: ReturnType<typeof createAjv>,
    params: ReturnType<typeof createAjv>,
  ): CompiledOperation {
    const byLocation = (where: ParameterObject['in']) => op.parameters.filter((p) => p.in === where);
    const jsonSchema = op.requestBody?.content['application/json']?.schema;
    const headers = byLocation('header');
    return {
      body: jsonSchema === undefined ? undefined : bodies.compile(anchorRefs(jsonSchema) as object),
      bodyRequired: op.requestBody?.required ?? false,
      query: byLocation('query').length
        ? params.compile(objectSchema(byLocation('query')) as object)
        : undefined,
      path: byLocation('path').length
        ? params.compile(objectSchema(byLocation('path')) as object)
        : undefined,
      header: headers.length ? params.compile(objectSchema(headers) as object) : undefined,
      headerNames: headers.map((h) => h.name),
    };
  }

  /** Answers the coerced input, or throws 400 VALIDATION_FAILED listing every problem. */
  validate(operationId: string, request: RawRequest): ValidRequest {
    const c = this.compiledFor(operationId);
    const details: ErrorDetail[] = [];
    const run = (location: Location, fn: ValidateFunction | undefined, data: unknown) => {
      if (fn && !fn(data)) details.push(...toDetails(location, fn.errors ?? []));
    };

    const params = { ...request.params };
    run('path', c.path, params);
    const query = { ...request.query };
    run('query', c.query, query);
    const headers: Record<string, unknown> = {};
    for (const name of c.headerNames) {
      const value = request.header(name);
      if (value !== undefined && value !== '') headers[name] = value;
    }
    run('header', c.header, headers);

    let body = request.body;
    const empty = body === undefined || (typeof body === 'object' && body !== null && isEmptyObject(body));
    if (c.body) {
      if (empty && !c.bodyRequired) body = undefined;
      else run('body', c.body, empty && body === undefined ? {} : body);
    }
    if (details.length) throw validationFailed(details);
    return { body, query, params, headers };
  }
}

function isEmptyObject(value: object): boolean {
  return !Array.isArray(value) && Object.keys(value).length === 0;
}
